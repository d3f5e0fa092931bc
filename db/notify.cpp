#include "db/notify.h"

#include <libpq-fe.h>
#include <poll.h>

#include <algorithm>
#include <charconv>
#include <chrono>

namespace saban::db {

void listen(Connection& c, std::string_view channel) {
  std::string quoted = "\"";
  for (char ch : channel) quoted += ch == '"' ? std::string("\"\"") : std::string(1, ch);
  c.run("LISTEN " + quoted + "\"");
}

std::vector<Notification> take_notifications(Connection& c) {
  PGconn* conn = c.raw();
  if (PQconsumeInput(conn) != 1)
    throw DbError("08006", std::string("lost the connection: ") + PQerrorMessage(conn));
  std::vector<Notification> out;
  while (PGnotify* n = PQnotifies(conn)) {
    out.push_back({n->relname ? n->relname : "", n->extra ? n->extra : "", n->be_pid});
    PQfreemem(n);
  }
  return out;
}

std::vector<Notification> wait_for_notifications(Connection& c, double seconds) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    std::vector<Notification> got = take_notifications(c);
    if (!got.empty()) return got;
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return got;
    pollfd p{c.socket(), POLLIN, 0};
    poll(&p, 1, static_cast<int>(left.count()));
  }
}

void listen_for_changes(Connection& c) { listen(c, kChangeChannel); }

bool Change::touches(long long id) const { return all || std::find(ids.begin(), ids.end(), id) != ids.end(); }

namespace {

// "12,13" or "*" into `change`; false when malformed.
bool read_ids(std::string_view text, Change& change) {
  if (text == "*") {
    change.all = true;
    return true;
  }
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    const std::string_view item = text.substr(0, comma);
    long long id = 0;
    const auto [end, ec] = std::from_chars(item.data(), item.data() + item.size(), id);
    if (ec != std::errc() || end != item.data() + item.size() || item.empty()) return false;
    change.ids.push_back(id);
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return !change.ids.empty();
}

}  // namespace

std::optional<Change> parse_change(const Notification& n) {
  if (n.channel != kChangeChannel) return std::nullopt;
  std::vector<std::string_view> words;
  std::string_view p = n.payload;
  while (!p.empty()) {
    const std::size_t space = p.find(' ');
    if (space != 0) words.push_back(p.substr(0, space));
    if (space == std::string_view::npos) break;
    p.remove_prefix(space + 1);
  }
  Change change;
  change.sender = n.sender;
  if (words.size() == 3 && words[0] == "games" &&
      (words[1] == "insert" || words[1] == "update" || words[1] == "delete" || words[1] == "truncate")) {
    change.op = std::string(words[1]);
    if (!read_ids(words[2], change)) return std::nullopt;
    return change;
  }
  if (words.size() == 2 && words[0] == "analysis") {
    change.what = Change::What::Analysis;
    if (!read_ids(words[1], change)) return std::nullopt;
    return change;
  }
  return std::nullopt;
}

}  // namespace saban::db
