// The database session of the application: one connection on a thread of its own; queries are posted to it
// and their results come back on the GUI thread. Widgets never touch SQL: jobs call db/ functions.
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
  explicit Database(QObject* parent = nullptr);
  ~Database() override;

  /// Connects (on the worker thread) to `conninfo`, or to the private cluster when it is empty; migrates the
  /// schema. opened() or failed() follows.
  void open(const QString& conninfo);
  bool isOpen() const { return m_open; }
  /// The connection string in use (after open()).
  QString conninfo() const { return m_conninfo; }

  /// Runs `job` on the database thread; `done` is then called on the GUI thread with its result unless
  /// `context` is gone. A failing job reports through `fail` (or the error() signal).
  template <class R>
  void query(QObject* context, std::function<R(db::Connection&)> job, std::function<void(R)> done,
             std::function<void(QString)> fail = {}) {
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
         });
  }

  /// Blocks until every job posted so far has run (tests, shutdown).
  void waitForIdle();

 Q_SIGNALS:
  void opened(const QString& description);
  void error(const QString& message);
  /// A job that changed games finished (import, save): views reload.
  void changed();

 public:
  void notifyChanged() { Q_EMIT changed(); }

 private:
  void post(std::function<void(db::Connection&)> job, std::function<void()> done,
            std::function<void(const QString&)> fail);

  QThread m_thread;
  DatabaseWorker* m_worker = nullptr;
  bool m_open = false;
  QString m_conninfo;
};

}  // namespace saban::gui
