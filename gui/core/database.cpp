#include "gui/core/database.h"

#include <QMetaObject>
#include <QSemaphore>
#include <mutex>
#include <optional>
#include <set>

#include "app/database.h"
#include "db/connect.h"
#include "db/notify.h"
#include "db/paging.h"
#include "db/pq.h"
#include "gui/core/changelistener.h"

namespace saban::gui {

// The server processes serving this session's connections (any thread records them).
struct OwnConnections {
  void add(const db::Connection& c) {
    const std::lock_guard lock(mutex);
    pids.insert(c.backend_pid());
  }
  bool has(int pid) {
    const std::lock_guard lock(mutex);
    return pids.count(pid) > 0;
  }
  std::mutex mutex;
  std::set<int> pids;
};

// Lives on the database thread and owns the connection.
class DatabaseWorker : public QObject {
 public:
  std::unique_ptr<db::Connection> connection;
  std::string conninfo;  // what `connection` is connected to (the background lane reconnects when it changes)
  // A database opened but not in use yet: its schema question is out (Database::schemaNeeded).
  std::unique_ptr<app::OpenDatabase> pending;
  std::optional<std::string> pendingPassword;

  // Called on the worker's thread after `connection` changed.
  void connected() {
    const std::lock_guard lock(m_cancelMutex);
    m_canceller = connection ? connection->canceller() : db::Canceller();
  }
  // From the GUI thread: stops the statement running now, if any (the window is closing).
  void cancelRunning() {
    const std::lock_guard lock(m_cancelMutex);
    if (m_canceller) m_canceller.cancel();
  }

 private:
  std::mutex m_cancelMutex;
  db::Canceller m_canceller;
};

Database::Database(QObject* parent)
    : QObject(parent), m_listener(new ChangeListener(this)), m_own(std::make_shared<OwnConnections>()) {
  connect(m_listener, &ChangeListener::changed, this, [this](const db::Change& c) {
    if (!m_own->has(c.sender)) Q_EMIT changedElsewhere(c);
  });
  const char* names[kLanes] = {"database", "database (secondary)", "database (background)"};
  for (int i = 0; i < kLanes; ++i) {
    m_workers[i] = new DatabaseWorker;
    m_workers[i]->moveToThread(&m_threads[i]);
    connect(&m_threads[i], &QThread::finished, m_workers[i], &QObject::deleteLater);
    m_threads[i].setObjectName(QString::fromLatin1(names[i]));
    m_threads[i].start(i == static_cast<int>(Lane::Background) ? QThread::LowPriority
                                                               : QThread::InheritPriority);
  }
  m_worker = m_workers[0];
}

Database::~Database() {
  // A query in flight (the statistics of a million games take seconds) is stopped rather than waited for.
  for (DatabaseWorker* w : m_workers) w->cancelRunning();
  for (auto& t : m_threads) t.quit();
  for (auto& t : m_threads) t.wait();
}

QString Database::shownConninfo(const QString& conninfo) {
  if (conninfo.isEmpty()) return tr("the PG* environment");
  return QString::fromStdString(db::redact_conninfo(conninfo.toStdString()));
}

// The keywords libpq reads: the database's name (the user's when not set, as libpq does), the server's host
// (a directory or none: a Unix socket) and port.
QString Database::shownName(const QString& conninfo) {
  if (conninfo.isEmpty()) return shownConninfo(conninfo);
  const auto parts = db::conninfo_parts(conninfo.toStdString());
  if (!parts) return shownConninfo(conninfo);
  QString name, user, host, port;
  for (const auto& [key, value] : *parts) {
    const QString v = QString::fromStdString(value);
    if (key == "dbname") name = v;
    if (key == "user") user = v;
    if (key == "host" || (key == "hostaddr" && host.isEmpty())) host = v.section(QLatin1Char(','), 0, 0);
    if (key == "port") port = v.section(QLatin1Char(','), 0, 0);
  }
  if (name.isEmpty()) name = user;
  if (name.isEmpty()) return shownConninfo(conninfo);
  if (host.isEmpty() || host.startsWith(QLatin1Char('/')) || host.startsWith(QLatin1Char('@')))
    return tr("%1 (local socket)").arg(name);
  return QStringLiteral("%1 @ %2:%3").arg(name, host, port.isEmpty() ? QStringLiteral("5432") : port);
}

namespace {

// Why an open failed, for the dialog's detail: the library's line, with no password.
QString failure(const std::exception& e) {
  return QString::fromStdString(db::redact_conninfo(e.what())).trimmed();
}

}  // namespace

void Database::open(const QString& conninfo, const QString& password) {
  const std::string given = conninfo.toStdString();
  const std::optional<std::string> secret =
      password.isEmpty() ? std::nullopt : std::optional<std::string>(password.toStdString());
  DatabaseWorker* worker = m_worker;
  QMetaObject::invokeMethod(m_worker, [this, worker, given, secret] {
    // The database in use stays until the new one is open: a failed open changes nothing.
    worker->pending.reset();
    try {
      auto database = std::make_unique<app::OpenDatabase>(app::connect_database(given, "saban-gui", secret));
      const db::SchemaCheck schema = database->schema;
      if (schema.state == db::SchemaState::Newer) {
        const QString message = tr("The database has Saban's schema version %1; this Saban knows version %2 "
                                   "at most: update Saban.")
                                    .arg(schema.have)
                                    .arg(schema.need);
        QMetaObject::invokeMethod(this, [this, message] { Q_EMIT openFailed(message); });
        return;
      }
      if (schema.state != db::SchemaState::Current) {  // asked first: nothing is written unasked
        const QString where = shownConninfo(QString::fromStdString(database->conninfo));
        worker->pending = std::move(database);
        worker->pendingPassword = secret;
        QMetaObject::invokeMethod(
            this, [this, schema, where] { Q_EMIT schemaNeeded(schema.have, schema.need, where); });
        return;
      }
      install(worker, std::move(database), secret);
    } catch (const std::exception& e) {
      const QString message = failure(e);
      QMetaObject::invokeMethod(this, [this, message] { Q_EMIT openFailed(message); });
    }
  });
}

void Database::answerSchema(bool create) {
  DatabaseWorker* worker = m_worker;
  QMetaObject::invokeMethod(m_worker, [this, worker, create] {
    std::unique_ptr<app::OpenDatabase> database = std::move(worker->pending);
    const std::optional<std::string> secret = std::move(worker->pendingPassword);
    worker->pending.reset();
    worker->pendingPassword.reset();
    if (!database) return;
    if (!create) {
      database.reset();  // closed: nothing was written
      QMetaObject::invokeMethod(this, [this] { Q_EMIT openDeclined(); });
      return;
    }
    try {
      app::create_schema(*database);
      install(worker, std::move(database), secret);
    } catch (const std::exception& e) {
      const QString message = failure(e);
      QMetaObject::invokeMethod(this, [this, message] { Q_EMIT openFailed(message); });
    }
  });
}

// On the interactive lane's thread: `database` becomes the one in use.
void Database::install(DatabaseWorker* worker, std::unique_ptr<app::OpenDatabase> database,
                       const std::optional<std::string>& password) {
  auto connection = std::make_unique<db::Connection>(std::move(database->connection));
  // The planner's estimate (exact when small): count(*) reads every game, 0.3 s for a million.
  const long long games = db::count_games(*connection, {}, db::CountMode::Estimate).games;
  const QString resolved = QString::fromStdString(database->conninfo);
  const bool isPrivate = database->private_cluster;
  worker->connection = std::move(connection);
  worker->conninfo = database->conninfo;
  worker->connected();
  m_own->add(*worker->connection);
  const std::string secret = password.value_or(std::string());
  QMetaObject::invokeMethod(this, [this, resolved, isPrivate, secret, password, games] {
    m_listener->listen(resolved.toStdString(), password);
    m_open = true;
    m_private = isPrivate;
    m_conninfo = resolved;
    m_password = secret;
    m_games = games;
    Q_EMIT opened(description());
  });
}

QString Database::description() const {
  return tr("%1 (%n game(s))", nullptr, static_cast<int>(m_games)).arg(shownName(m_conninfo));
}

void Database::post(std::function<void(db::Connection&)> job, std::function<void()> done,
                    std::function<void(const QString&)> fail, Lane lane) {
  DatabaseWorker* worker = m_workers[static_cast<int>(lane)];
  const bool background = lane != Lane::Interactive;
  const std::string conninfo = background && m_open ? m_conninfo.toStdString() : std::string();
  const std::optional<std::string> password =
      m_password.empty() ? std::nullopt : std::optional<std::string>(m_password);
  QMetaObject::invokeMethod(worker, [this, worker, background, conninfo, password, own = m_own,
                                     job = std::move(job), done = std::move(done), fail = std::move(fail)] {
    QString message;
    if (background && worker->conninfo != conninfo) {  // the other lanes' own connections
      worker->connection.reset();
      worker->connected();
      worker->conninfo.clear();
      try {
        if (!conninfo.empty())
          worker->connection = std::make_unique<db::Connection>(
              app::connect_database(conninfo, "saban-gui", password).connection);
        worker->conninfo = conninfo;
        worker->connected();
        if (worker->connection) own->add(*worker->connection);
      } catch (const std::exception& e) {
        message = failure(e);
      }
    }
    if (!worker->connection) {
      if (message.isEmpty()) message = tr("No database is open");
    } else {
      try {
        job(*worker->connection);
        QMetaObject::invokeMethod(this, done);
        return;
      } catch (const std::exception& e) {
        message = QString::fromUtf8(e.what()).trimmed();
      }
    }
    QMetaObject::invokeMethod(this, [fail, message] { fail(message); });
  });
}

std::function<db::Connection()> Database::connector() const {
  const std::optional<std::string> password =
      m_password.empty() ? std::nullopt : std::optional<std::string>(m_password);
  return [conninfo = m_conninfo.toStdString(), password, own = m_own] {
    db::Connection c = app::connect_database(conninfo, "saban-gui", password).connection;
    own->add(c);  // an import's: its notifications are this session's own
    return c;
  };
}

void Database::waitForIdle() {
  QSemaphore done;
  for (DatabaseWorker* w : m_workers) QMetaObject::invokeMethod(w, [&done] { done.release(); });
  done.acquire(kLanes);
}

}  // namespace saban::gui
