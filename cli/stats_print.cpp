#include "cli/stats_print.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "db/json.h"
#include "rules/dongson/types.h"

namespace saban::cli {

namespace {

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

std::string score_text(double score, long long finished) {
  if (finished == 0) return "-";
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * score);
  return buf;
}

std::string format(const char* fmt, auto... args) {
  char buf[256];
  std::snprintf(buf, sizeof buf, fmt, args...);
  return buf;
}

// A table of results by a key: games, share of all games, then Red / draw / Blue shares of the group.
// The column names of the two sides: red and blue, or (Cờ Đông Sơn) thuy and son.
struct Sides {
  const char* first = "red";
  const char* second = "blue";
};

std::string as_is(const std::string& key) { return key; }

// A Cờ Đông Sơn ending (the Termination values of docs/rules-dong-son.md) in words.
std::string dongson_ending(const std::string& key) {
  if (key == "palace") return "palace entry (Tiến Cung)";
  if (key == "checkmate") return "checkmate";
  if (key == "stalemate" || key == "bare-than" || key == "repetition" || key == "fifty-move" ||
      key == "move limit")
    return "draw: " + key;
  return key;
}

// The Cờ Đông Sơn piece names of the text (Thần, Lạc, Bộ, Đinh, Ngựa, Voi, Gà).
const char* dongson_piece(saban::dongson::PieceType t) {
  static constexpr const char* kNames[] = {"Thần", "Lạc", "Bộ", "Đinh", "Ngựa", "Voi", "Gà"};
  return kNames[static_cast<int>(t)];
}

// How each game's statistics read: this table's extension of the games' registration (rules/games.h).
template <class Game>
struct StatsText;
template <>
struct StatsText<games::CommanderChess> {
  static constexpr const char* kWins[2] = {"1-0", "0-1"};
  static constexpr const char* kGroups = "By profile";       // the games' grouping by rules
  static constexpr const char* kOpenings = "long notation";  // how the openings' moves are written
  static constexpr auto* ending = as_is;
  static const char* piece(const db::PieceCaptures& c) {
    return piece_name(c.piece_type<games::CommanderChess>());
  }
};
template <>
struct StatsText<games::DongSon> {
  static constexpr const char* kWins[2] = {"1-0 (Thủy wins)", "0-1 (Sơn wins)"};
  static constexpr const char* kGroups = "By rule options";
  static constexpr const char* kOpenings = "SAN";
  static constexpr auto* ending = dongson_ending;
  static const char* piece(const db::PieceCaptures& c) {
    return dongson_piece(c.piece_type<games::DongSon>());
  }
};

void results_table(std::ostream& out, const char* title, const std::vector<db::ResultsBy>& rows,
                   long long all, Sides sides = {}, std::string (*key_text)(const std::string&) = as_is) {
  out << title << '\n'
      << "  " << pad("", 25)
      << format("%8s  %7s  %6s %6s %6s\n", "games", "share", sides.first, "draw", sides.second);
  for (const db::ResultsBy& r : rows) {
    const db::Results& x = r.results;
    out << "  " << pad(key_text(r.key), 25)
        << format("%8lld  %7s  %6s %6s %6s\n", x.games, percent(x.games, all).c_str(),
                  percent(x.red_wins, x.games).c_str(), percent(x.draws, x.games).c_str(),
                  percent(x.blue_wins, x.games).c_str());
  }
  out << '\n';
}

db::Json results_json(const db::Results& r) {
  return {{"games", r.games},
          {"red_wins", r.red_wins},
          {"draws", r.draws},
          {"blue_wins", r.blue_wins},
          {"unfinished", r.unfinished}};
}

db::Json record_json(const db::Record& r) {
  return {
      {"games", r.games}, {"wins", r.wins}, {"draws", r.draws}, {"losses", r.losses}, {"score", r.score()}};
}

db::Json results_by_json(const std::vector<db::ResultsBy>& rows) {
  db::Json out = db::Json::array();
  for (const db::ResultsBy& r : rows) out.push_back({{"key", r.key}, {"results", results_json(r.results)}});
  return out;
}

std::string game_line(const db::GameRow& g) {
  std::string out =
      "#";  // appended piece by piece: GCC 12 warns falsely (-Wrestrict) on a chain of operator+
  out += std::to_string(g.id);
  for (const std::string* part : {&g.date, &g.red, &g.blue, &g.result, &g.event}) {
    out += part == &g.blue ? " - " : "  ";
    out += part == &g.date && g.date.empty() ? std::string("?") : *part;
  }
  return out;
}

template <class Game>
void print_stats_text(Game, std::ostream& out, const db::DatabaseStats& s) {
  using Text = StatsText<Game>;
  const Sides sides{Game::side_key(Game::side_at(0)), Game::side_key(Game::side_at(1))};
  const long long games = s.total.games;
  out << Game::kName << " games: " << games;
  if (games > 0)
    out << format("   plies: average %.1f, shortest %d, longest %d", s.average_plies, s.shortest, s.longest);
  out << '\n';
  if (s.other_games > 0)
    games::with_game(games::other_game(Game::kind), [&](auto other) {
      out << "(and " << s.other_games << ' ' << other.kName << " games: saban stats --game " << other.kId
          << ")\n";
    });
  if (games == 0) return;
  out << '\n';
  // By result, most frequent first.
  std::vector<std::pair<std::string, long long>> results = {{Text::kWins[0], s.total.red_wins},
                                                            {Text::kWins[1], s.total.blue_wins},
                                                            {"1/2-1/2", s.total.draws},
                                                            {"*", s.total.unfinished}};
  std::stable_sort(results.begin(), results.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  out << "By result\n";
  for (const auto& [result, n] : results)
    if (n > 0) out << "  " << pad(result, 25) << format("%8lld  %7s\n", n, percent(n, games).c_str());
  out << '\n';
  if (Game::has_modes) results_table(out, "By mode", s.by_mode, games);
  results_table(out, "By ending", s.by_ending, games, sides, Text::ending);
  results_table(out, Text::kGroups, s.by_profile, games, sides);
  results_table(out, "By year", s.by_year, games, sides);

  out << "Game lengths (plies)\n";
  long long most = 1;
  for (const db::LengthBin& b : s.lengths) most = std::max(most, b.games);
  for (const db::LengthBin& b : s.lengths)
    out << format("  %4d-%-4d %8lld  %7s  ", b.from, b.to - 1, b.games, percent(b.games, games).c_str())
        << std::string(static_cast<std::size_t>(40 * b.games / most), '#') << '\n';
  out << '\n';

  out << "Players (most games)\n"
      << format("  %-28s %6s %6s %6s %6s %8s\n", "name", "games", "wins", "draws", "losses", "score");
  for (const db::PlayerLine& p : s.top_players) {
    const db::Record& r = p.record;
    out << "  " << pad(p.name, 29)
        << format("%6lld %6lld %6lld %6lld %8s\n", r.games, r.wins, r.draws, r.losses,
                  score_text(r.score(), r.wins + r.draws + r.losses).c_str());
  }
  out << "\nMost played openings (first three plies, " << Text::kOpenings << ")\n"
      << "  " << pad("", 41) << format("%6s  %6s %6s %6s\n", "games", sides.first, "draw", sides.second);
  for (const db::OpeningLine& o : s.openings) {
    const db::Results& x = o.results;
    out << "  " << pad(o.moves, 41)
        << format("%6lld  %6s %6s %6s\n", x.games, percent(x.red_wins, x.games).c_str(),
                  percent(x.draws, x.games).c_str(), percent(x.blue_wins, x.games).c_str());
  }
  out << "\nCaptured pieces by type\n"
      << format("  %-14s %8s %8s %8s\n", "", sides.first, sides.second, "total");
  for (const db::PieceCaptures& c : s.captures)  // under the header's columns (a name in UTF-8 padded)
    out << "  " << pad(Text::piece(c), 15)
        << format("%8lld %8lld %8lld\n", c.red_lost, c.blue_lost, c.red_lost + c.blue_lost);
}

}  // namespace

void print_stats_text(std::ostream& out, const db::DatabaseStats& s) {
  games::with_game(s.variant, [&](auto g) { print_stats_text(g, out, s); });
}

void print_stats_json(std::ostream& out, const db::DatabaseStats& s) {
  db::Json j = db::Json::object();
  j["game"] = db::variant_name(s.variant);  // Cờ Đông Sơn: red_* counts are Thủy's, blue_* Sơn's
  j["total"] = results_json(s.total);
  j["plies"] = {{"average", s.average_plies}, {"shortest", s.shortest}, {"longest", s.longest}};
  j["by_mode"] = results_by_json(s.by_mode);
  j["by_ending"] = results_by_json(s.by_ending);
  j["by_profile"] = results_by_json(s.by_profile);
  j["by_year"] = results_by_json(s.by_year);
  db::Json& lengths = j["lengths"] = db::Json::array();
  for (const auto& l : s.lengths) lengths.push_back({{"from", l.from}, {"to", l.to}, {"games", l.games}});
  db::Json& players = j["players"] = db::Json::array();
  for (const auto& p : s.top_players)
    players.push_back({{"id", p.id}, {"name", p.name}, {"record", record_json(p.record)}});
  db::Json& openings = j["openings"] = db::Json::array();
  for (const auto& o : s.openings)
    openings.push_back({{"moves", o.moves}, {"results", results_json(o.results)}});
  db::Json& captures = j["captures"] = db::Json::array();
  games::with_game(s.variant, [&](auto g) {  // the sides' keys: red_lost, blue_lost; thuy_lost, son_lost
    using Game = decltype(g);
    const std::string first = std::string(Game::side_key(Game::side_at(0))) + "_lost",
                      second = std::string(Game::side_key(Game::side_at(1))) + "_lost";
    for (const auto& c : s.captures)
      captures.push_back({{"piece", StatsText<Game>::piece(c)}, {first, c.red_lost}, {second, c.blue_lost}});
  });
  j["other_games"] = s.other_games;
  out << db::json_text(j, 2) << '\n';
}

namespace {

// The sides of `variant` as the player report names them in text (red, blue; Thủy, Sơn) and in JSON keys
// (red, blue; thuy, son): index 0 the first side (as_red, Side::Red), 1 the second.
std::array<std::string, 2> side_words(db::Variant variant) {
  return games::with_game(variant, [](auto g) {
    using Game = decltype(g);
    if constexpr (Game::kind == games::GameKind::DongSon)
      return std::array<std::string, 2>{"Thủy", "Sơn"};
    else
      return std::array<std::string, 2>{Game::side_key(Game::side_at(0)), Game::side_key(Game::side_at(1))};
  });
}

std::array<std::string, 2> side_keys(db::Variant variant) {
  return games::with_game(variant, [](auto g) {
    using Game = decltype(g);
    return std::array<std::string, 2>{Game::side_key(Game::side_at(0)), Game::side_key(Game::side_at(1))};
  });
}

int side_index(Side s) { return s == Side::Red ? 0 : 1; }

}  // namespace

void print_players_text(std::ostream& out, const std::vector<db::PlayerReport>& reports,
                        const std::string& name, db::Variant variant) {
  if (reports.empty()) {
    games::with_game(variant, [&](auto g) {
      out << "No player matches \"" << name << "\" with " << g.kName << " games.";
      games::with_game(games::other_game(variant), [&](auto other) {
        out << " (" << other.kName << ": saban player --game " << other.kId << ")";
      });
      out << '\n';
    });
    return;
  }
  const std::array<std::string, 2> sides = side_words(variant);
  games::with_game(variant, [&](auto g) { out << g.kName << " games\n"; });
  for (const db::PlayerReport& p : reports) {
    out << p.name << '\n';
    for (const auto& [side, r] : {std::pair{&sides[0], &p.as_red}, std::pair{&sides[1], &p.as_blue}})
      if (r->games > 0)
        out << "  as " << *side << ": " << counted(r->games, "game") << ", " << r->wins << " won, "
            << r->draws << " drawn, " << r->losses << " lost, score "
            << score_text(r->score(), r->wins + r->draws + r->losses) << '\n';
    const db::Record t = p.total();
    out << "  total: " << counted(t.games, "game") << ", " << t.wins << " won, " << t.draws << " drawn, "
        << t.losses << " lost, score " << score_text(t.score(), t.wins + t.draws + t.losses) << '\n';
    if (!p.by_year.empty()) {
      out << "  by year:\n";
      for (const db::YearRecord& y : p.by_year)
        out << format("    %-6s %6lld %-5s  +%lld =%lld -%lld  %s\n", y.year.c_str(), y.record.games,
                      noun_for(y.record.games, "game").c_str(), y.record.wins, y.record.draws,
                      y.record.losses,
                      score_text(y.record.score(), y.record.wins + y.record.draws + y.record.losses).c_str());
    }
    if (!p.openings.empty()) {
      out << "  openings (first three plies):\n";
      for (const db::PlayerOpening& o : p.openings)
        out << "    " << pad(o.moves, 34)
            << pad("as " + sides[static_cast<std::size_t>(side_index(o.side))], 8)
            << format("%6lld %-5s  +%lld =%lld -%lld  %s\n", o.record.games,
                      noun_for(o.record.games, "game").c_str(), o.record.wins, o.record.draws,
                      o.record.losses,
                      score_text(o.record.score(), o.record.wins + o.record.draws + o.record.losses).c_str());
    }
    if (!p.recent.empty()) out << "  recent games:\n";
    for (const db::GameRow& g : p.recent) out << "    " << game_line(g) << '\n';
  }
}

void print_players_json(std::ostream& out, const std::vector<db::PlayerReport>& reports,
                        db::Variant variant) {
  const std::array<std::string, 2> sides = side_keys(variant);
  db::Json j = db::Json::array();
  for (const db::PlayerReport& p : reports) {
    db::Json by_year = db::Json::array(), openings = db::Json::array(), recent = db::Json::array();
    for (const db::YearRecord& y : p.by_year)
      by_year.push_back({{"year", y.year}, {"record", record_json(y.record)}});
    for (const db::PlayerOpening& o : p.openings)
      openings.push_back({{"moves", o.moves},
                          {"side", sides[static_cast<std::size_t>(side_index(o.side))]},
                          {"record", record_json(o.record)}});
    for (const db::GameRow& g : p.recent)
      recent.push_back({{"id", g.id},
                        {"date", g.date},
                        {sides[0], g.red},
                        {sides[1], g.blue},
                        {"result", g.result},
                        {"event", g.event}});
    db::Json r = db::Json::object();
    r["id"] = p.id;
    r["name"] = p.name;
    r["game"] = db::variant_name(variant);
    r["as_" + sides[0]] = record_json(p.as_red);
    r["as_" + sides[1]] = record_json(p.as_blue);
    r["total"] = record_json(p.total());
    r["by_year"] = by_year;
    r["openings"] = openings;
    r["recent"] = recent;
    j.push_back(r);
  }
  out << db::json_text(j, 2) << '\n';
}

}  // namespace saban::cli
