#include "gui/core/database.h"

#include <QMetaObject>
#include <QSemaphore>
#include <mutex>

#include "app/database.h"
#include "db/paging.h"
#include "db/pq.h"

namespace saban::gui {

// Lives on the database thread and owns the connection.
class DatabaseWorker : public QObject {
 public:
  std::unique_ptr<db::Connection> connection;
  std::string conninfo;  // what `connection` is connected to (the background lane reconnects when it changes)

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

Database::Database(QObject* parent) : QObject(parent) {
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

void Database::open(const QString& conninfo) {
  auto resolved = std::make_shared<std::string>();
  auto description = std::make_shared<QString>();
  const std::string given = conninfo.toStdString();
  DatabaseWorker* worker = m_worker;
  QMetaObject::invokeMethod(m_worker, [this, worker, given, resolved, description] {
    // The database in use stays until the new one is open: a failed open changes nothing.
    try {
      app::OpenDatabase database = app::open_database(given, db::SchemaAccess::Read, "saban-gui");
      auto connection = std::make_unique<db::Connection>(std::move(database.connection));
      // The planner's estimate (exact when small): count(*) reads every game, 0.3 s for a million.
      const long long games = db::count_games(*connection, {}, db::CountMode::Estimate).games;
      *resolved = std::move(database.conninfo);
      worker->connection = std::move(connection);
      worker->conninfo = *resolved;
      worker->connected();
      *description = QString::fromStdString(*resolved);
      QMetaObject::invokeMethod(this, [this, resolved, description, games] {
        m_open = true;
        m_conninfo = QString::fromStdString(*resolved);
        Q_EMIT opened(tr("%1 (%n game(s))", nullptr, static_cast<int>(games)).arg(*description));
      });
    } catch (const std::exception& e) {
      const QString message = QString::fromUtf8(e.what()).trimmed();
      QMetaObject::invokeMethod(this, [this, message] { Q_EMIT openFailed(message); });
    }
  });
}

void Database::post(std::function<void(db::Connection&)> job, std::function<void()> done,
                    std::function<void(const QString&)> fail, Lane lane) {
  DatabaseWorker* worker = m_workers[static_cast<int>(lane)];
  const bool background = lane != Lane::Interactive;
  const std::string conninfo = background && m_open ? m_conninfo.toStdString() : std::string();
  QMetaObject::invokeMethod(worker, [this, worker, background, conninfo, job = std::move(job),
                                     done = std::move(done), fail = std::move(fail)] {
    QString message;
    if (background && worker->conninfo != conninfo) {  // the other lanes' own connections
      worker->connection.reset();
      worker->connected();
      worker->conninfo.clear();
      try {
        if (!conninfo.empty())
          worker->connection = std::make_unique<db::Connection>(
              app::open_database(conninfo, db::SchemaAccess::Read, "saban-gui").connection);
        worker->conninfo = conninfo;
        worker->connected();
      } catch (const std::exception& e) {
        message = QString::fromUtf8(e.what()).trimmed();
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

void Database::waitForIdle() {
  QSemaphore done;
  for (DatabaseWorker* w : m_workers) QMetaObject::invokeMethod(w, [&done] { done.release(); });
  done.acquire(kLanes);
}

}  // namespace saban::gui
