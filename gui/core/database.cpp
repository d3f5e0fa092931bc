#include "core/database.h"

#include <QMetaObject>
#include <QSemaphore>

#include "db/cluster.h"
#include "db/pq.h"
#include "db/schema.h"

namespace saban::gui {

// Lives on the database thread and owns the connection.
class DatabaseWorker : public QObject {
 public:
  std::unique_ptr<db::Connection> connection;
};

Database::Database(QObject* parent) : QObject(parent) {
  m_worker = new DatabaseWorker;
  m_worker->moveToThread(&m_thread);
  connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
  m_thread.setObjectName(QStringLiteral("database"));
  m_thread.start();
}

Database::~Database() {
  m_thread.quit();
  m_thread.wait();
}

void Database::open(const QString& conninfo) {
  auto resolved = std::make_shared<std::string>();
  auto description = std::make_shared<QString>();
  const std::string given = conninfo.toStdString();
  DatabaseWorker* worker = m_worker;
  QMetaObject::invokeMethod(m_worker, [this, worker, given, resolved, description] {
    try {
      *resolved = db::database_conninfo(given);
      worker->connection = std::make_unique<db::Connection>(*resolved);
      db::migrate(*worker->connection);
      const auto r = worker->connection->one_row("SELECT count(*) FROM game");
      *description = QString::fromStdString(*resolved);
      const long long games = r.integer(0, 0);
      QMetaObject::invokeMethod(this, [this, resolved, description, games] {
        m_open = true;
        m_conninfo = QString::fromStdString(*resolved);
        Q_EMIT opened(tr("%1 (%n game(s))", nullptr, static_cast<int>(games)).arg(*description));
      });
    } catch (const std::exception& e) {
      worker->connection.reset();
      const QString message = QString::fromUtf8(e.what()).trimmed();
      QMetaObject::invokeMethod(this, [this, message] {
        m_open = false;
        Q_EMIT error(tr("Cannot open the database: %1").arg(message));
      });
    }
  });
}

void Database::post(std::function<void(db::Connection&)> job, std::function<void()> done,
                    std::function<void(const QString&)> fail) {
  DatabaseWorker* worker = m_worker;
  QMetaObject::invokeMethod(
      m_worker, [this, worker, job = std::move(job), done = std::move(done), fail = std::move(fail)] {
        QString message;
        if (!worker->connection) {
          message = tr("No database is open");
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
  QMetaObject::invokeMethod(m_worker, [&done] { done.release(); });
  done.acquire();
}

}  // namespace saban::gui
