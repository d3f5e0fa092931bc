// The database session of the application: connections on threads of their own; queries are posted to them
// and their results come back on the GUI thread. Widgets never touch SQL: jobs call db/ functions. Three
// lanes, each with its own connection and thread, so that a long query (statistics of a million games:
// seconds; the games through the start position: a quarter of a second) never holds up what the user is
// waiting for (a page of the list, an explorer node).
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <functional>
#include <memory>

namespace saban::db {
class Connection;
}

namespace saban::gui {

class DatabaseWorker;

class Database : public QObject {
  Q_OBJECT
 public:
  /// Interactive: pages of the list, explorer nodes, games (milliseconds). Secondary: what a view shows
  /// beside them and may take longer (the games through the explorer's position). Background: statistics and
  /// reports that read the whole database. The last two open their connections at their first job.
  enum class Lane { Interactive, Secondary, Background };

  explicit Database(QObject* parent = nullptr);
  ~Database() override;

  /// Opens (on the worker thread, by app::open_database as `saban` does) the database `conninfo` names, or
  /// $SABAN_DB or the private cluster when it is empty. opened() or openFailed() follows; after a failure the
  /// database open before (if any) stays in use.
  void open(const QString& conninfo);
  bool isOpen() const { return m_open; }
  /// The connection string in use (after open()).
  QString conninfo() const { return m_conninfo; }

  /// Runs `job` on the lane's database thread; `done` is then called on the GUI thread with its result unless
  /// `context` is gone. A failing job reports through `fail` (or the error() signal).
  template <class R>
  void query(QObject* context, std::function<R(db::Connection&)> job, std::function<void(R)> done,
             std::function<void(QString)> fail = {}, Lane lane = Lane::Interactive) {
    QPointer<QObject> ctx(context);
    auto result = std::make_shared<R>();
    post([job = std::move(job), result](db::Connection& c) { *result = job(c); },
         [ctx, done = std::move(done), result] {
           if (ctx) done(std::move(*result));
         },
         [ctx, fail = std::move(fail), this](const QString& message) {
           if (fail && ctx)
             fail(message);
           else if (!fail)
             Q_EMIT error(message);
         },
         lane);
  }

  /// Blocks until every job posted so far on either lane has run (tests, shutdown).
  void waitForIdle();

 Q_SIGNALS:
  void opened(const QString& description);
  /// open() failed (why, from libpq or the schema check); the database open before stays.
  void openFailed(const QString& message);
  void error(const QString& message);
  /// A job that changed games finished (import, save): views reload.
  void changed();

 public:
  void notifyChanged() { Q_EMIT changed(); }

 private:
  void post(std::function<void(db::Connection&)> job, std::function<void()> done,
            std::function<void(const QString&)> fail, Lane lane);

  static constexpr int kLanes = 3;
  QThread m_threads[kLanes];
  DatabaseWorker* m_workers[kLanes] = {};
  DatabaseWorker* m_worker = nullptr;  // the interactive lane's
  bool m_open = false;
  QString m_conninfo;
};

}  // namespace saban::gui
