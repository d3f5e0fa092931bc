// Live views: a connection of its own that LISTENs on the database's change channel (db/notify.h) on a thread
// of its own, its socket watched by a QSocketNotifier there, so that nothing waits: a notification is read
// the moment it arrives, and nothing runs between them. A lost connection (the server stopped) is reported
// and tried again later, two seconds after, then twice as long each time up to a minute (never a busy loop);
// once listening again, everything counts as changed (what was missed meanwhile is unknown).
#pragma once

#include <QObject>
#include <QString>
#include <QThread>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "db/notify.h"

namespace saban::gui {

class ChangeListenerWorker;

class ChangeListener : public QObject {
  Q_OBJECT
 public:
  explicit ChangeListener(QObject* parent = nullptr);
  ~ChangeListener() override;

  /// Listens to the database `conninfo` names (with `password` when given), instead of the one before.
  void listen(const std::string& conninfo, const std::optional<std::string>& password);
  /// The first wait before trying again after a failure (tests shorten it); it doubles up to a minute.
  void setRetryDelay(int milliseconds);

 Q_SIGNALS:
  /// Something changed in the database (on the GUI thread).
  void changed(const saban::db::Change& change);
  /// Listening (again): `again` after a failure.
  void listening(bool again);
  /// The listening connection failed or was lost; it is tried again after `retryMs`.
  void lost(const QString& message, int retryMs);

 private:
  QThread m_thread;
  ChangeListenerWorker* m_worker;
};

}  // namespace saban::gui
