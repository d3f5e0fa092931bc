// PostgreSQL's LISTEN/NOTIFY: the one home of waiting for notifications (the analysis queue's workers,
// db/jobs.h, and the live views of saban-gui), and the changes the schema announces (docs/database.md,
// "Change notifications"): migration 9's statement-level triggers send on the channel saban_change whenever
// games or stored analyses change, whoever writes them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/pq.h"

namespace saban::db {

/// A notification received: its channel, payload and the server process of the connection that sent it
/// (Connection::backend_pid of the writer: a client tells its own writes apart).
struct Notification {
  std::string channel, payload;
  int sender = 0;
};

/// LISTEN on `channel` (an identifier: quoted here).
void listen(Connection& c, std::string_view channel);
/// The notifications that have arrived, without waiting (reads what the socket holds). Throws DbError
/// (SQLSTATE 08006) when the connection is lost.
std::vector<Notification> take_notifications(Connection& c);
/// Waits up to `seconds` for notifications; returns those that came (none at the timeout). Throws as
/// take_notifications.
std::vector<Notification> wait_for_notifications(Connection& c, double seconds);

/// The channel of migration 9's triggers.
inline constexpr std::string_view kChangeChannel = "saban_change";

/// What a notification on kChangeChannel says. Payloads: "games <op> <ids>" (op: insert, update, delete,
/// truncate) and "analysis <ids>" (stored analyses of those games added, replaced or removed); <ids> is a
/// comma-separated list of game ids, or "*" for more than 50 games (or all of them).
struct Change {
  enum class What { Games, Analysis };
  What what = What::Games;
  std::string op;              ///< insert, update, delete, truncate; empty for Analysis
  std::vector<long long> ids;  ///< the games; empty when `all`
  bool all = false;            ///< any game may have changed
  int sender = 0;
  /// Whether game `id` may be among those changed.
  bool touches(long long id) const;
};

/// LISTEN on kChangeChannel.
void listen_for_changes(Connection& c);
/// The change a notification announces; nullopt for another channel or a payload this build does not know.
std::optional<Change> parse_change(const Notification& n);

}  // namespace saban::db
