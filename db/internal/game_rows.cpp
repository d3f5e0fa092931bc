#include "db/internal/game_rows.h"

namespace saban::db {

// "a.id, r.name, ...": the names of the joins, empty for a game without an event, site, date or ending.
std::string game_row_columns(const std::string& alias) {
  const std::string a = alias + ".";
  return a + "id, r.name, b.name, coalesce(e.name, ''), coalesce(t.name, ''), coalesce(" + a +
         "date_text, ''), " + a + "result, " + a + "mode, coalesce(" + a + "termination, ''), " + a +
         "ply_count";
}

// Every game has both players; the event and site may be missing.
std::string game_row_joins(const std::string& alias) {
  const std::string a = alias + ".";
  return " JOIN player r ON r.id = " + a + "red_id JOIN player b ON b.id = " + a +
         "blue_id LEFT JOIN event e ON e.id = " + a + "event_id LEFT JOIN site t ON t.id = " + a + "site_id";
}

// The ten columns in GameRow's order.
GameRow game_row_at(const Rows& rows, int i) {
  GameRow g;
  g.id = rows.integer(i, 0);
  g.red = rows.text(i, 1);
  g.blue = rows.text(i, 2);
  g.event = rows.text(i, 3);
  g.site = rows.text(i, 4);
  g.date = rows.text(i, 5);
  g.result = rows.text(i, 6);
  g.mode = rows.text(i, 7);
  g.termination = rows.text(i, 8);
  g.plies = static_cast<int>(rows.integer(i, 9));
  return g;
}

}  // namespace saban::db
