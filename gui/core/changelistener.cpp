#include "gui/core/changelistener.h"

#include <QMetaObject>
#include <QSocketNotifier>
#include <QTimer>
#include <algorithm>

#include "db/pq.h"

namespace saban::gui {

// Lives on the listener's thread: the connection, the notifier on its socket, the retry timer.
class ChangeListenerWorker : public QObject {
 public:
  explicit ChangeListenerWorker(ChangeListener* owner) : m_owner(owner) {
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &ChangeListenerWorker::start);
  }
  ~ChangeListenerWorker() override { stop(); }

  void listen(std::string conninfo, std::optional<std::string> password) {
    stop();
    m_retry.stop();
    m_conninfo = std::move(conninfo);
    m_password = std::move(password);
    m_delay = m_firstDelay;
    m_failed = false;
    m_active = true;
    start();
  }
  void setRetryDelay(int ms) { m_firstDelay = m_delay = ms; }

 private:
  void start() {
    if (!m_active) return;
    try {
      // A plain connection: the database was opened (its schema checked) by Database::open.
      m_connection = std::make_unique<db::Connection>(m_conninfo, "saban-gui (live views)", m_password);
      db::listen_for_changes(*m_connection);
    } catch (const std::exception& e) {
      return fail(QString::fromStdString(db::redact_conninfo(e.what())).trimmed());
    }
    m_notifier = std::make_unique<QSocketNotifier>(m_connection->socket(), QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &ChangeListenerWorker::read);
    const bool again = m_failed;
    m_failed = false;
    m_delay = m_firstDelay;
    QMetaObject::invokeMethod(m_owner, [owner = m_owner, again] { Q_EMIT owner->listening(again); });
    if (again) {  // what changed while nobody listened is unknown: everything may have
      db::Change all;
      all.op = "update";
      all.all = true;
      QMetaObject::invokeMethod(m_owner, [owner = m_owner, all] { Q_EMIT owner->changed(all); });
    }
  }

  void read() {
    if (!m_connection) return;
    std::vector<db::Notification> got;
    try {
      got = db::take_notifications(*m_connection);
    } catch (const std::exception& e) {
      return fail(QString::fromStdString(db::redact_conninfo(e.what())).trimmed());
    }
    for (const db::Notification& n : got)
      if (std::optional<db::Change> c = db::parse_change(n))
        QMetaObject::invokeMethod(m_owner, [owner = m_owner, c = *c] { Q_EMIT owner->changed(c); });
  }

  // Closes the connection and tries again later; the owner hears of the failure.
  void fail(const QString& message) {
    stop();
    m_failed = true;
    const int delay = m_delay;
    m_delay = std::min(m_delay * 2, 60000);
    m_retry.start(delay);
    QMetaObject::invokeMethod(m_owner,
                              [owner = m_owner, message, delay] { Q_EMIT owner->lost(message, delay); });
  }

  void stop() {
    m_notifier.reset();  // before its socket goes
    m_connection.reset();
  }

  ChangeListener* m_owner;
  std::unique_ptr<db::Connection> m_connection;
  std::unique_ptr<QSocketNotifier> m_notifier;
  QTimer m_retry{this};
  std::string m_conninfo;
  std::optional<std::string> m_password;
  int m_firstDelay = 2000, m_delay = 2000;
  bool m_failed = false, m_active = false;
};

ChangeListener::ChangeListener(QObject* parent) : QObject(parent), m_worker(new ChangeListenerWorker(this)) {
  m_worker->moveToThread(&m_thread);
  m_thread.setObjectName(QStringLiteral("database (live views)"));
  m_thread.start(QThread::LowPriority);
}

ChangeListener::~ChangeListener() {
  QMetaObject::invokeMethod(
      m_worker, [w = m_worker] { delete w; }, Qt::BlockingQueuedConnection);
  m_thread.quit();
  m_thread.wait();
}

void ChangeListener::listen(const std::string& conninfo, const std::optional<std::string>& password) {
  QMetaObject::invokeMethod(m_worker, [w = m_worker, conninfo, password] { w->listen(conninfo, password); });
}

void ChangeListener::setRetryDelay(int milliseconds) {
  QMetaObject::invokeMethod(m_worker, [w = m_worker, milliseconds] { w->setRetryDelay(milliseconds); });
}

}  // namespace saban::gui
