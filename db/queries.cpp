#include "db/queries.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <sstream>

#include "db/chunks.h"
#include "db/names.h"

namespace saban::db {

namespace {

constexpr const char* kPieceWords[kPieceTypes][3] = {
    {"commander", "commanders", "c"}, {"infantry", "infantries", "i"}, {"engineer", "engineers", "e"},
    {"militia", "militias", "m"},     {"anti-air", "anti-airs", "g"}, {"tank", "tanks", "t"},
    {"artillery", "artilleries", "a"}, {"missile", "missiles", "s"},  {"air force", "air forces", "f"},
    {"navy", "navies", "n"},          {"headquarters", "hqs", "h"}};

std::vector<std::string> words_of(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string w; in >> w;) {
    for (char& c : w) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    out.push_back(w);
  }
  return out;
}

// Splits on commas and the word "and".
std::vector<std::string> clauses_of(const std::string& text) {
  std::vector<std::string> out(1);
  std::istringstream in(text);
  for (std::string w; in >> w;) {
    bool comma = !w.empty() && w.back() == ',';
    if (comma) w.pop_back();
    std::string lower = w;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "and") {
      out.emplace_back();
      continue;
    }
    if (!w.empty()) out.back() += (out.back().empty() ? "" : " ") + w;
    if (comma) out.emplace_back();
  }
  if (out.back().empty()) out.pop_back();
  return out;
}

std::optional<int> number(const std::string& w) {
  if (w == "no" || w == "zero" || w == "none") return 0;
  if (w == "one" || w == "a" || w == "an") return 1;
  if (w == "two" || w == "both") return 2;
  if (!w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return std::stoi(w);
  return std::nullopt;
}

// LIKE pattern for a substring, with the wildcards and the escape character of the input taken literally.
std::string contains_pattern(const std::string& s) {
  std::string out = "%";
  for (char c : search_key(s)) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

// Pads UTF-8 text with spaces to a width in characters (printf counts bytes).
std::string pad(const std::string& s, std::size_t width) {
  std::size_t chars = 0;
  for (char c : s) chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return s + std::string(chars < width ? width - chars : 1, ' ');
}

std::string percent(long long part, long long whole) {
  if (whole == 0) return "-";
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * static_cast<double>(part) / static_cast<double>(whole));
  return buf;
}

}  // namespace

std::uint64_t stored_key(const Position& pos) {
  return pos.key() ^ (pos.profile() == official_profile() ? 0 : 0x5c0f3e9a7d21b468ULL);
}

Result<std::vector<MaterialCondition>> parse_material(const std::string& text) {
  std::vector<MaterialCondition> out;
  for (const std::string& clause : clauses_of(text)) {
    auto w = words_of(clause);
    auto bad = [&](const std::string& why) {
      return TextError{"in \"" + clause + "\": " + why, text.find(clause)};
    };
    if (w.empty()) continue;
    MaterialCondition m;
    if (w[0] == "red") m.side = Side::Red;
    else if (w[0] == "blue") m.side = Side::Blue;
    else return bad("start with the side, red or blue");
    std::size_t i = 1;
    if (i < w.size() && (w[i] == "has" || w[i] == "have")) ++i;
    if (i + 1 < w.size() && w[i] == "at" && (w[i + 1] == "least" || w[i + 1] == "most")) {
      m.op = w[i + 1] == "least" ? ">=" : "<=";
      i += 2;
    } else if (i + 1 < w.size() && w[i] == "more" && w[i + 1] == "than") {
      m.op = ">";
      i += 2;
    } else if (i + 1 < w.size() && (w[i] == "fewer" || w[i] == "less") && w[i + 1] == "than") {
      m.op = "<";
      i += 2;
    }
    if (i >= w.size()) return bad("a number is missing (no, one, both, 2, at least 1, ...)");
    auto n = number(w[i]);
    if (!n) return bad("'" + w[i] + "' is not a number (no, one, both, 2, at least 1, ...)");
    m.count = *n;
    if (m.op == ">") m.op = ">=", ++m.count;
    if (m.op == "<") m.op = "<=", --m.count;
    ++i;
    std::string piece;
    for (; i < w.size(); ++i) piece += (piece.empty() ? "" : " ") + w[i];
    bool found = false;
    for (int t = 0; t < kPieceTypes && !found; ++t)
      for (const char* name : kPieceWords[t])
        if (piece == name) m.type = static_cast<PieceType>(t), found = true;
    if (!found) return bad("'" + piece + "' is not a piece (navy, air force, tank, ... or a FEN letter)");
    out.push_back(m);
  }
  if (out.empty()) return TextError{"no condition (e.g. \"red has no navy, blue has both air forces\")", 0};
  return out;
}

std::vector<GameRow> search_games(Connection& c, const GameFilter& f) {
  std::vector<Param> params;
  auto param = [&](std::string v) {
    params.emplace_back(std::move(v));
    return "$" + std::to_string(params.size());
  };
  // The games are chosen (filtered, ordered, limited) from `game` alone; the names are joined to the chosen ones.
  std::string where = " WHERE true";
  std::vector<PositionEntry> found;
  if (f.position) {
    // The games through the position come from the position index (db/chunks.h); the filters apply to them. As
    // `id = ANY(list)` the server walks the date index for a long list and probes the ids for a short one.
    found = position_games(c, *f.position);
    if (found.empty()) return {};
    std::vector<long long> games;
    for (const PositionEntry& e : found) games.push_back(e.game);
    where += " AND g.id = ANY(" + param(int_array(games)) + "::bigint[])";
  }
  // Names are matched in the small name tables first (trigram index), then games by the id indexes.
  auto ids = [&](const char* table, const std::string& text) {
    return std::string("(SELECT id FROM ") + table + " WHERE search_key LIKE " + param(contains_pattern(text)) + ")";
  };
  if (f.player) {
    const std::string p = ids("player", *f.player);
    where += " AND (g.red_id IN " + p + " OR g.blue_id IN " + p + ")";
  }
  if (f.red) where += " AND g.red_id IN " + ids("player", *f.red);
  if (f.blue) where += " AND g.blue_id IN " + ids("player", *f.blue);
  if (f.event) where += " AND g.event_id IN " + ids("event", *f.event);
  if (f.site) where += " AND g.site_id IN " + ids("site", *f.site);
  if (f.date_from) where += " AND g.date_to >= " + param(*f.date_from) + "::date";
  if (f.date_to) where += " AND g.date_from <= " + param(*f.date_to) + "::date";
  if (f.result) where += " AND g.result = " + param(*f.result);
  if (f.mode) where += " AND g.mode = " + param(*f.mode);
  if (f.profile) where += " AND g.profile = " + param(*f.profile);
  for (const MaterialCondition& m : f.material) {
    const int idx = index(m.side) * kPieceTypes + index(m.type) + 1;
    where += " AND g.material[" + std::to_string(idx) + "] " + m.op + " " + param(std::to_string(m.count)) + "::int";
  }
  const std::string order = " ORDER BY g.date_from NULLS LAST, g.id";
  const std::string sql =
      "SELECT g.id, r.name, b.name, coalesce(e.name, ''), coalesce(t.name, ''), coalesce(g.date_text, ''), "
      "g.result, g.mode, coalesce(g.termination, ''), g.ply_count FROM (SELECT * FROM game g" + where + order +
      " LIMIT " + param(std::to_string(f.limit)) + "::int) g JOIN player r ON r.id = g.red_id JOIN player b ON "
      "b.id = g.blue_id LEFT JOIN event e ON e.id = g.event_id LEFT JOIN site t ON t.id = g.site_id" + order;
  Rows rows = c.exec(sql, params);
  std::vector<GameRow> out;
  for (int i = 0; i < rows.size(); ++i) {
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
    if (f.position) {
      const auto at = std::lower_bound(found.begin(), found.end(), g.id,
                                       [](const PositionEntry& e, long long id) { return e.game < id; });
      if (at != found.end() && at->game == g.id) g.ply = at->ply;
    }
    out.push_back(std::move(g));
  }
  return out;
}

std::vector<std::string> game_records(Connection& c, const std::vector<long long>& ids) {
  std::vector<long long> v(ids.begin(), ids.end());
  Rows rows = c.exec("SELECT g.raw FROM unnest($1::bigint[]) WITH ORDINALITY AS i(id, n) JOIN game g ON g.id = i.id "
                     "ORDER BY i.n",
                     {int_array(v)});
  std::vector<std::string> out;
  for (int i = 0; i < rows.size(); ++i) out.push_back(rows.text(i, 0));
  return out;
}

std::vector<TreeMove> opening_tree(Connection& c, std::uint64_t key) {
  std::vector<TreeMove> out;
  for (TreeEntry& e : tree_moves(c, key))
    out.push_back({std::move(e.move), e.games, e.red_wins, e.draws, e.blue_wins, date_text(e.last_date), e.last_game});
  return out;
}

std::string statistics(Connection& c, int top) {
  std::ostringstream out;
  const long long games = c.one_row("SELECT count(*) FROM game").integer(0, 0);
  out << "Games: " << games;
  if (games == 0) return out.str() + "\n";
  const Rows avg = c.one_row("SELECT round(avg(ply_count), 1), min(ply_count), max(ply_count) FROM game");
  out << "   plies: average " << avg.text(0, 0) << ", shortest " << avg.text(0, 1) << ", longest " << avg.text(0, 2)
      << "\n\n";
  auto table = [&](const char* title, const std::string& sql) {
    out << title << '\n';
    Rows r = c.exec(sql);
    for (int i = 0; i < r.size(); ++i) {
      const long long n = r.integer(i, 1);
      char line[160];
      std::snprintf(line, sizeof line, "%8lld  %7s\n", n, percent(n, games).c_str());
      out << "  " << pad(r.text(i, 0), 25) << line;
    }
    out << '\n';
  };
  table("By result", "SELECT result, count(*) FROM game GROUP BY result ORDER BY count(*) DESC, result");
  table("By mode", "SELECT mode, count(*) FROM game GROUP BY mode ORDER BY count(*) DESC, mode");
  table("By ending", "SELECT coalesce(termination, '?'), count(*) FROM game GROUP BY 1 ORDER BY 2 DESC, 1");
  out << "Players (most games)\n";
  char line[200];
  std::snprintf(line, sizeof line, "  %-28s %6s %6s %6s %6s %8s\n", "name", "games", "wins", "draws", "losses",
                "score");  // ASCII header: printf's byte widths are right
  out << line;
  Rows p = c.exec(
      "WITH s AS (SELECT red_id AS id, winner AS w FROM game UNION ALL SELECT blue_id, -winner FROM game) "
      "SELECT pl.name, count(*), count(*) FILTER (WHERE w = 1), count(*) FILTER (WHERE w = 0), "
      "count(*) FILTER (WHERE w = -1) FROM s JOIN player pl ON pl.id = s.id GROUP BY pl.name "
      "ORDER BY count(*) DESC, pl.name LIMIT $1::int",
      {std::to_string(top)});
  for (int i = 0; i < p.size(); ++i) {
    const long long n = p.integer(i, 1), w = p.integer(i, 2), d = p.integer(i, 3), l = p.integer(i, 4);
    std::snprintf(line, sizeof line, "%6lld %6lld %6lld %6lld %8s\n", n, w, d, l, percent(2 * w + d, 2 * n).c_str());
    out << "  " << pad(p.text(i, 0), 29) << line;
  }
  out << "\nMost played openings (first three plies, long notation)\n";
  Rows o = c.exec(
      "SELECT opening, count(*) FROM game WHERE opening IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $1::int",
      {std::to_string(top)});
  for (int i = 0; i < o.size(); ++i) {
    std::snprintf(line, sizeof line, "%6lld\n", o.integer(i, 1));
    out << "  " << pad(o.text(i, 0), 41) << line;
  }
  out << "\nCaptured pieces by type\n";
  Rows k = c.exec(
      "SELECT (i - 1) % 11 AS type, sum(v) FROM game, unnest(captures) WITH ORDINALITY AS u(v, i) GROUP BY 1 "
      "ORDER BY 1");
  for (int i = 0; i < k.size(); ++i) {
    std::snprintf(line, sizeof line, "  %-14s %8lld\n", kPieceWords[k.integer(i, 0)][0], k.integer(i, 1));
    out << line;
  }
  return out.str();
}

std::string player_report(Connection& c, const std::string& name, int recent) {
  std::ostringstream out;
  Rows players = c.exec("SELECT id, name FROM player WHERE search_key LIKE $1 ORDER BY name",
                        {contains_pattern(name)});
  if (players.size() == 0) return "No player matches \"" + name + "\".\n";
  for (int i = 0; i < players.size(); ++i) {
    const std::string id = players.text(i, 0);
    out << players.text(i, 1) << '\n';
    Rows r = c.exec(
        "SELECT side, count(*), count(*) FILTER (WHERE w = 1), count(*) FILTER (WHERE w = 0), "
        "count(*) FILTER (WHERE w = -1) FROM (SELECT 'red' AS side, winner AS w FROM game WHERE red_id = $1 "
        "UNION ALL SELECT 'blue', -winner FROM game WHERE blue_id = $1) s GROUP BY side ORDER BY side DESC",
        {id});
    long long n = 0, w = 0, d = 0, l = 0;
    for (int k = 0; k < r.size(); ++k) {
      out << "  as " << r.text(k, 0) << ": " << r.integer(k, 1) << " games, " << r.integer(k, 2) << " won, "
          << r.integer(k, 3) << " drawn, " << r.integer(k, 4) << " lost\n";
      n += r.integer(k, 1), w += r.integer(k, 2), d += r.integer(k, 3), l += r.integer(k, 4);
    }
    out << "  total: " << n << " games, " << w << " won, " << d << " drawn, " << l << " lost, score "
        << percent(2 * w + d, 2 * n) << '\n';
    Rows g = c.exec(
        "SELECT g.id, coalesce(g.date_text, '?'), r.name, b.name, g.result, coalesce(e.name, '') FROM game g "
        "JOIN player r ON r.id = g.red_id JOIN player b ON b.id = g.blue_id LEFT JOIN event e ON e.id = g.event_id "
        "WHERE g.red_id = $1 OR g.blue_id = $1 ORDER BY g.date_from DESC NULLS LAST, g.id DESC LIMIT $2::int",
        {id, std::to_string(recent)});
    if (g.size()) out << "  recent games:\n";
    for (int k = 0; k < g.size(); ++k)
      out << "    #" << g.text(k, 0) << "  " << g.text(k, 1) << "  " << g.text(k, 2) << " - " << g.text(k, 3) << "  "
          << g.text(k, 4) << "  " << g.text(k, 5) << '\n';
  }
  return out.str();
}

std::vector<RejectedRow> rejected_games(Connection& c, int limit) {
  Rows r = c.exec(
      "SELECT id, coalesce(path, ''), coalesce(game_number, 0), coalesce(line, 0), coalesce(col, 0), reason, "
      "rejected_at::text FROM rejected_game ORDER BY id LIMIT $1::int",
      {std::to_string(limit)});
  std::vector<RejectedRow> out;
  for (int i = 0; i < r.size(); ++i)
    out.push_back({r.integer(i, 0), r.text(i, 1), r.text(i, 5), r.text(i, 6), static_cast<int>(r.integer(i, 2)),
                   static_cast<int>(r.integer(i, 3)), static_cast<int>(r.integer(i, 4))});
  return out;
}

}  // namespace saban::db
