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
#include <optional>
#include <string>

namespace saban::db {
class Connection;
struct Change;
}  // namespace saban::db
namespace saban::app {
struct OpenDatabase;
}

namespace saban::gui {

class ChangeListener;
class DatabaseWorker;
struct OwnConnections;

class Database : public QObject {
  Q_OBJECT
 public:
  /// Interactive: pages of the list, explorer nodes, games (milliseconds). Secondary: what a view shows
  /// beside them and may take longer (the games through the explorer's position). Background: statistics and
  /// reports that read the whole database. The last two open their connections at their first job.
  enum class Lane { Interactive, Secondary, Background };

  explicit Database(QObject* parent = nullptr);
  ~Database() override;

  /// Opens (on the worker thread, by app::connect_database) the database `conninfo` names, or $SABAN_DB or
  /// the private cluster when it is empty; `password`, when not empty, goes apart from the connection string
  /// (kept for this session's other connections, never stored or shown). opened() or openFailed() follows —
  /// or, for a database without Saban's schema or with an older one (not the private cluster, which is
  /// migrated), schemaNeeded(), answered by answerSchema(). Until the new database is open, the one open
  /// before (if any) stays in use, and stays after a failure or a "no".
  void open(const QString& conninfo, const QString& password = {});
  /// The answer to schemaNeeded(): create or upgrade the schema, then opened() (or openFailed() when the
  /// role may not); or drop the new connection, nothing written, then openDeclined().
  void answerSchema(bool create);
  bool isOpen() const { return m_open; }
  /// The connection string in use (after open()): without the password typed apart; show it only through
  /// shownConninfo().
  QString conninfo() const { return m_conninfo; }
  /// Whether the database in use is Saban's private cluster.
  bool isPrivateCluster() const { return m_private; }
  /// How a connection string is shown (status bar, window title, recent databases, messages): its password
  /// masked (db::redact_conninfo, the one place that hides them); "the PG* environment" for an empty one.
  static QString shownConninfo(const QString& conninfo);
  /// The database as a user recognises it (the status bar and the window title): its name and its server,
  /// "saban @ localhost:5432", "saban (local socket)"; never the user's password or other settings;
  /// shownConninfo() when the string does not read or names no database.
  static QString shownName(const QString& conninfo);
  /// The database in use as the status bar shows it (and opened() says it): shownName() and its number of
  /// games when it was opened, in the interface's language of the moment.
  QString description() const;

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

  /// Makes connections of their own to the database in use, with the password typed for it (an import's
  /// thread); may be called on any thread. Throws db::DbError.
  std::function<db::Connection()> connector() const;

  /// Blocks until every job posted so far on either lane has run (tests, shutdown).
  void waitForIdle();

  /// The connection that listens for the database's changes (live views, docs/gui.md): its state signals.
  ChangeListener* changeListener() const { return m_listener; }

 Q_SIGNALS:
  void opened(const QString& description);
  /// open() failed (why, from libpq or the schema check); the database open before stays.
  void openFailed(const QString& message);
  /// The database being opened has no Saban schema (`have` 0) or an older one than this build's (`need`):
  /// nothing was written; open() waits for answerSchema(). `where` is shown (shownConninfo).
  void schemaNeeded(int have, int need, const QString& where);
  /// answerSchema(false): the new database was not opened; the one in use (if any) stays.
  void openDeclined();
  void error(const QString& message);
  /// A job that changed games finished (import, save): views reload.
  void changed();
  /// Another client (a second saban-gui, `saban import`, a worker storing an analysis, psql) changed games or
  /// analyses of the database in use (LISTEN/NOTIFY, db/notify.h). This session's own writes are not
  /// reported here: they emit changed() when they finish.
  void changedElsewhere(const saban::db::Change& change);

 public:
  void notifyChanged() { Q_EMIT changed(); }

 private:
  void install(DatabaseWorker* worker, std::unique_ptr<app::OpenDatabase> database,
               const std::optional<std::string>& password);
  void post(std::function<void(db::Connection&)> job, std::function<void()> done,
            std::function<void(const QString&)> fail, Lane lane);

  static constexpr int kLanes = 3;
  QThread m_threads[kLanes];
  DatabaseWorker* m_workers[kLanes] = {};
  DatabaseWorker* m_worker = nullptr;  // the interactive lane's
  bool m_open = false;
  long long m_games = 0;  ///< the planner's estimate when it was opened
  bool m_private = false;
  QString m_conninfo;
  std::string m_password;  // typed apart from the connection string; for the lanes' own connections
  ChangeListener* m_listener;
  // The server processes of this session's connections: their notifications are this session's own writes.
  std::shared_ptr<OwnConnections> m_own;
};

}  // namespace saban::gui
