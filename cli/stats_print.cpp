#include "cli/stats_print.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "db/json.h"

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
void results_table(std::ostream& out, const char* title, const std::vector<db::ResultsBy>& rows, long long all) {
  out << title << '\n'
      << "  " << pad("", 25) << format("%8s  %7s  %6s %6s %6s\n", "games", "share", "red", "draw", "blue");
  for (const db::ResultsBy& r : rows) {
    const db::Results& x = r.results;
    out << "  " << pad(r.key, 25)
        << format("%8lld  %7s  %6s %6s %6s\n", x.games, percent(x.games, all).c_str(),
                  percent(x.red_wins, x.games).c_str(), percent(x.draws, x.games).c_str(),
                  percent(x.blue_wins, x.games).c_str());
  }
  out << '\n';
}

std::string results_json(const db::Results& r) {
  return format("{\"games\": %lld, \"red_wins\": %lld, \"draws\": %lld, \"blue_wins\": %lld, \"unfinished\": %lld}",
                r.games, r.red_wins, r.draws, r.blue_wins, r.unfinished);
}

std::string record_json(const db::Record& r) {
  return format("{\"games\": %lld, \"wins\": %lld, \"draws\": %lld, \"losses\": %lld, \"score\": %.4f}", r.games,
                r.wins, r.draws, r.losses, r.score());
}

void results_by_json(std::ostream& out, const char* name, const std::vector<db::ResultsBy>& rows) {
  out << ",\n  " << db::json_string(name) << ": [";
  for (std::size_t i = 0; i < rows.size(); ++i)
    out << (i ? ", " : "") << "{\"key\": " << db::json_string(rows[i].key)
        << ", \"results\": " << results_json(rows[i].results) << "}";
  out << "]";
}

std::string game_line(const db::GameRow& g) {
  std::string out = "#";  // appended piece by piece: GCC 12 warns falsely (-Wrestrict) on a chain of operator+
  out += std::to_string(g.id);
  for (const std::string* part : {&g.date, &g.red, &g.blue, &g.result, &g.event}) {
    out += part == &g.blue ? " - " : "  ";
    out += part == &g.date && g.date.empty() ? std::string("?") : *part;
  }
  return out;
}

}  // namespace

void print_stats_text(std::ostream& out, const db::DatabaseStats& s) {
  const long long games = s.total.games;
  out << "Games: " << games;
  if (games == 0) {
    out << '\n';
    return;
  }
  out << format("   plies: average %.1f, shortest %d, longest %d\n\n", s.average_plies, s.shortest, s.longest);
  // By result, most frequent first.
  std::vector<std::pair<std::string, long long>> results = {{"1-0", s.total.red_wins},
                                                            {"0-1", s.total.blue_wins},
                                                            {"1/2-1/2", s.total.draws},
                                                            {"*", s.total.unfinished}};
  std::stable_sort(results.begin(), results.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  out << "By result\n";
  for (const auto& [result, n] : results)
    if (n > 0) out << "  " << pad(result, 25) << format("%8lld  %7s\n", n, percent(n, games).c_str());
  out << '\n';
  results_table(out, "By mode", s.by_mode, games);
  results_table(out, "By ending", s.by_ending, games);
  results_table(out, "By profile", s.by_profile, games);
  results_table(out, "By year", s.by_year, games);

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
  out << "\nMost played openings (first three plies, long notation)\n"
      << "  " << pad("", 41) << format("%6s  %6s %6s %6s\n", "games", "red", "draw", "blue");
  for (const db::OpeningLine& o : s.openings) {
    const db::Results& x = o.results;
    out << "  " << pad(o.moves, 41)
        << format("%6lld  %6s %6s %6s\n", x.games, percent(x.red_wins, x.games).c_str(),
                  percent(x.draws, x.games).c_str(), percent(x.blue_wins, x.games).c_str());
  }
  out << "\nCaptured pieces by type\n" << format("  %-14s %8s %8s %8s\n", "", "red", "blue", "total");
  for (const db::PieceCaptures& c : s.captures)
    out << format("  %-14s %8lld %8lld %8lld\n", piece_name(c.type), c.red_lost, c.blue_lost,
                  c.red_lost + c.blue_lost);
}

void print_stats_json(std::ostream& out, const db::DatabaseStats& s) {
  out << "{\n  \"total\": " << results_json(s.total)
      << format(",\n  \"plies\": {\"average\": %.2f, \"shortest\": %d, \"longest\": %d}", s.average_plies, s.shortest,
                s.longest);
  results_by_json(out, "by_mode", s.by_mode);
  results_by_json(out, "by_ending", s.by_ending);
  results_by_json(out, "by_profile", s.by_profile);
  results_by_json(out, "by_year", s.by_year);
  out << ",\n  \"lengths\": [";
  for (std::size_t i = 0; i < s.lengths.size(); ++i)
    out << (i ? ", " : "") << format("{\"from\": %d, \"to\": %d, \"games\": %lld}", s.lengths[i].from, s.lengths[i].to,
                                     s.lengths[i].games);
  out << "],\n  \"players\": [";
  for (std::size_t i = 0; i < s.top_players.size(); ++i)
    out << (i ? ", " : "") << "{\"id\": " << s.top_players[i].id << ", \"name\": " << db::json_string(s.top_players[i].name)
        << ", \"record\": " << record_json(s.top_players[i].record) << "}";
  out << "],\n  \"openings\": [";
  for (std::size_t i = 0; i < s.openings.size(); ++i)
    out << (i ? ", " : "") << "{\"moves\": " << db::json_string(s.openings[i].moves)
        << ", \"results\": " << results_json(s.openings[i].results) << "}";
  out << "],\n  \"captures\": [";
  for (std::size_t i = 0; i < s.captures.size(); ++i)
    out << (i ? ", " : "")
        << format("{\"piece\": \"%s\", \"red_lost\": %lld, \"blue_lost\": %lld}", piece_name(s.captures[i].type),
                  s.captures[i].red_lost, s.captures[i].blue_lost);
  out << "]\n}\n";
}

void print_players_text(std::ostream& out, const std::vector<db::PlayerReport>& reports, const std::string& name) {
  if (reports.empty()) {
    out << "No player matches \"" << name << "\".\n";
    return;
  }
  for (const db::PlayerReport& p : reports) {
    out << p.name << '\n';
    for (const auto& [side, r] : {std::pair{"red", &p.as_red}, std::pair{"blue", &p.as_blue}})
      if (r->games > 0)
        out << "  as " << side << ": " << r->games << " games, " << r->wins << " won, " << r->draws << " drawn, "
            << r->losses << " lost, score " << score_text(r->score(), r->wins + r->draws + r->losses) << '\n';
    const db::Record t = p.total();
    out << "  total: " << t.games << " games, " << t.wins << " won, " << t.draws << " drawn, " << t.losses
        << " lost, score " << score_text(t.score(), t.wins + t.draws + t.losses) << '\n';
    if (!p.by_year.empty()) {
      out << "  by year:\n";
      for (const db::YearRecord& y : p.by_year)
        out << format("    %-6s %6lld games  +%lld =%lld -%lld  %s\n", y.year.c_str(), y.record.games, y.record.wins,
                      y.record.draws, y.record.losses,
                      score_text(y.record.score(), y.record.wins + y.record.draws + y.record.losses).c_str());
    }
    if (!p.openings.empty()) {
      out << "  openings (first three plies):\n";
      for (const db::PlayerOpening& o : p.openings)
        out << "    " << pad(o.moves, 34) << pad(o.side == Side::Red ? "as red" : "as blue", 8)
            << format("%6lld games  +%lld =%lld -%lld  %s\n", o.record.games, o.record.wins, o.record.draws,
                      o.record.losses,
                      score_text(o.record.score(), o.record.wins + o.record.draws + o.record.losses).c_str());
    }
    if (!p.recent.empty()) out << "  recent games:\n";
    for (const db::GameRow& g : p.recent) out << "    " << game_line(g) << '\n';
  }
}

void print_players_json(std::ostream& out, const std::vector<db::PlayerReport>& reports) {
  out << "[";
  for (std::size_t i = 0; i < reports.size(); ++i) {
    const db::PlayerReport& p = reports[i];
    out << (i ? ",\n " : "\n ") << "{\"id\": " << p.id << ", \"name\": " << db::json_string(p.name)
        << ", \"as_red\": " << record_json(p.as_red) << ", \"as_blue\": " << record_json(p.as_blue)
        << ", \"total\": " << record_json(p.total()) << ", \"by_year\": [";
    for (std::size_t k = 0; k < p.by_year.size(); ++k)
      out << (k ? ", " : "") << "{\"year\": " << db::json_string(p.by_year[k].year)
          << ", \"record\": " << record_json(p.by_year[k].record) << "}";
    out << "], \"openings\": [";
    for (std::size_t k = 0; k < p.openings.size(); ++k)
      out << (k ? ", " : "") << "{\"moves\": " << db::json_string(p.openings[k].moves) << ", \"side\": \""
          << (p.openings[k].side == Side::Red ? "red" : "blue") << "\", \"record\": " << record_json(p.openings[k].record)
          << "}";
    out << "], \"recent\": [";
    for (std::size_t k = 0; k < p.recent.size(); ++k) {
      const db::GameRow& g = p.recent[k];
      out << (k ? ", " : "") << "{\"id\": " << g.id << ", \"date\": " << db::json_string(g.date)
          << ", \"red\": " << db::json_string(g.red) << ", \"blue\": " << db::json_string(g.blue)
          << ", \"result\": " << db::json_string(g.result) << ", \"event\": " << db::json_string(g.event) << "}";
    }
    out << "]}";
  }
  out << "\n]\n";
}

}  // namespace saban::cli
