#include "db/internal/import_rows.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "db/chunks.h"
#include "db/internal/hash.h"
#include "db/internal/names.h"
#include "db/json.h"
#include "db/queries.h"
#include "parser/dongson_san.h"
#include "rules/dongson/fen.h"
#include "rules/fen.h"
#include "rules/san.h"

namespace saban::db {

const char* const kGameColumns =
    "date_text, date_from, date_to, round, result, winner, profile, mode, dialect, termination, ply_count, "
    "start_fen, material, captures, tags, source_path, source_game, source_line, raw, opening, variant";
const int kGameColumnCount = 21;

namespace {

// A tag's value, or nothing for an absent or unknown ("?", "") one.
template <class Record>
Param known(const Record& g, const char* tag) {
  auto v = g.tag(tag);
  if (!v || v->empty() || *v == "?" || *v == "-") return std::nullopt;
  return v;
}

// The first and last day a PGN date "YYYY.MM.DD" with "??" parts can mean.
std::pair<Param, Param> date_range(const Param& text) {
  if (!text || text->size() != 10 || (*text)[4] != '.' || (*text)[7] != '.') return {};
  const std::string y = text->substr(0, 4), m = text->substr(5, 2), d = text->substr(8, 2);
  auto digits = [](const std::string& s) {
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
  };
  if (!digits(y)) return {};
  if (!digits(m)) return {y + "-01-01", y + "-12-31"};
  if (!digits(d)) {
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int month = std::stoi(m);
    if (month < 1 || month > 12) return {};
    int last = kDays[month - 1];
    const int year = std::stoi(y);
    if (month == 2 && !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0))) last = 28;
    return {y + "-" + m + "-01", y + "-" + m + "-" + std::to_string(last)};
  }
  return {y + "-" + m + "-" + d, y + "-" + m + "-" + d};
}

// Pieces by side and type (22 counts, Red first, in the order C I E M G T A S F N H).
std::array<int, 2 * kPieceTypes> material(const Position& pos) {
  std::array<int, 2 * kPieceTypes> m{};
  for (int i = 0; i < kSquares; ++i) {
    const Stack& st = pos.at(Square(i));
    for (int k = 0; k < st.size; ++k)
      ++m[index(st.pieces[k].side()) * kPieceTypes + index(st.pieces[k].type())];
  }
  return m;
}

void text_or_null(std::string& out, const Param& v) {
  if (v)
    binary::bytes(out, *v);
  else
    binary::null(out);
}

// Days since 2000-01-01 (date_days), or TreeEntry::kNoDate for no date.
std::int32_t days_of(const Param& iso) { return iso ? date_days(*iso) : TreeEntry::kNoDate; }

void date_or_null(std::string& out, std::int32_t days) {
  if (days == TreeEntry::kNoDate)
    binary::null(out);
  else
    binary::date(out, days);
}

template <std::size_t N>
void counts(std::string& out, const std::array<int, N>& m) {
  std::array<std::int16_t, N> v{};
  for (std::size_t i = 0; i < m.size(); ++i) v[i] = static_cast<std::int16_t>(m[i]);
  binary::int2_array(out, v.data(), v.size());
}

// Cờ Đông Sơn pieces by side and type (14 counts, Thủy first, in the order T L B D N V G).
std::array<int, 2 * dongson::kPieceTypes> dongson_material(const dongson::Position& pos) {
  std::array<int, 2 * dongson::kPieceTypes> m{};
  for (int s = 0; s < 2; ++s)
    for (int t = 0; t < dongson::kPieceTypes; ++t)
      m[static_cast<std::size_t>(s * dongson::kPieceTypes + t)] =
          pos.count(static_cast<dongson::Side>(s), static_cast<dongson::PieceType>(t));
  return m;
}

// Players, event and site of either game's row, with their search keys.
template <class Record>
void set_names(StagedGame& s, const Record& g, const char* red_tag, const char* blue_tag) {
  s.red_tag = red_tag;
  s.blue_tag = blue_tag;
  s.red = known(g, red_tag).value_or("?");
  s.blue = known(g, blue_tag).value_or("?");
  s.red_key = search_key(s.red);
  s.blue_key = search_key(s.blue);
  s.event = known(g, "Event");
  s.site = known(g, "Site");
  if (s.event) s.event_key = search_key(*s.event);
  if (s.site) s.site_key = search_key(*s.site);
}

// Pieces lost by side and type: what the start had and the end has not (a promotion adds a gift, loses
// nothing).
template <std::size_t N>
std::array<int, N> captured_of(const std::array<int, N>& start, const std::array<int, N>& end) {
  std::array<int, N> captured{};
  for (std::size_t i = 0; i < N; ++i) captured[i] = std::max(0, start[i] - end[i]);
  return captured;
}

// What the two games' rows say differently; the rest is read from the record the same way.
struct RowFacts {
  Param date;  // the Date tag as written
  std::string profile, mode, dialect;
  Param termination;
  Param start_fen;  // absent for the game's standard start
  Param opening;    // the first three moves, absent for a shorter game
  const char* variant;
};

// The row's fields in the order of kGameColumns (COPY binary), and the winner and last day kept for the tree.
template <class Record, std::size_t N>
void write_fields(StagedGame& s, const Record& g, const RowFacts& r, const std::array<int, N>& end_material,
                  const std::array<int, N>& captured, const std::string& raw, const std::string& path) {
  const std::string tags = tags_json_text(g.tags);
  const auto [from, to] = date_range(r.date);
  s.winner = g.result == "1-0" ? 1 : g.result == "0-1" ? -1 : g.result == "1/2-1/2" ? 0 : 2;
  s.last_day = days_of(to);
  std::string& f = s.fields;
  f.reserve(raw.size() + tags.size() + 400);
  text_or_null(f, r.date);
  date_or_null(f, days_of(from));
  date_or_null(f, s.last_day);
  text_or_null(f, known(g, "Round"));
  binary::bytes(f, g.result);
  if (s.winner == 2)
    binary::null(f);
  else
    binary::int2(f, static_cast<std::int16_t>(s.winner));
  binary::bytes(f, r.profile);
  binary::bytes(f, r.mode);
  binary::bytes(f, r.dialect);
  text_or_null(f, r.termination);
  binary::int4(f, static_cast<std::int32_t>(g.moves.size()));
  text_or_null(f, r.start_fen);
  counts(f, end_material);
  counts(f, captured);
  binary::jsonb(f, tags);
  binary::bytes(f, path);
  binary::int4(f, static_cast<std::int32_t>(g.game_number));
  binary::int4(f, static_cast<std::int32_t>(g.first_line));
  binary::bytes(f, raw);
  text_or_null(f, r.opening);
  binary::bytes(f, r.variant);
  // The summary's facts, as game_stat_sql reads them from the row (the year of date_from, "?" without).
  SummaryFacts& sum = s.summary;
  sum.variant = r.variant;
  sum.mode = r.mode;
  sum.ending = r.termination.value_or("?");
  sum.profile = r.profile;
  const std::int32_t first_day = days_of(from);
  if (first_day == TreeEntry::kNoDate) {
    sum.year = "?";
  } else {
    const std::string iso = date_text(first_day);
    int year = std::stoi(iso.substr(0, iso.find('-', 1)));
    if (year <= 0) --year;  // PostgreSQL's extract(year): no year 0, 1 BC is -1
    sum.year = std::to_string(year);
  }
  sum.opening = r.opening;
  sum.ply_count = static_cast<std::int32_t>(g.moves.size());
  sum.captures.assign(captured.begin(), captured.end());
}

}  // namespace

StagedGame game_row(const parser::GameRecord& g, std::string&& raw, const std::string& path, int tree_depth) {
  // The main line as the parser's replay hands it out (parser/replay.cpp): the FEN key before each move and
  // after the last, each move in long notation (read before it is made), the end position.
  parser::MainLine line;
  line.end = g.start;
  line.fen_keys.reserve(g.moves.size() + 1);
  line.fen_keys.push_back(line.end.fen_key());
  line.lan_ends.reserve(g.moves.size());
  Undo u;
  for (const parser::RecordMove& m : g.moves) {
    append_lan(line.lan, line.end, m.turn);
    line.lan_ends.push_back(static_cast<std::uint32_t>(line.lan.size()));
    line.end.do_turn(m.turn, u);
    line.fen_keys.push_back(line.end.fen_key());
  }
  return game_row(g, std::move(line), std::move(raw), path, tree_depth);
}

StagedGame game_row(const parser::GameRecord& g, parser::MainLine&& line, std::string&& raw,
                    const std::string& path, int tree_depth) {
  StagedGame s;
  set_names(s, g, "Red", "Blue");
  const Param date = known(g, "Date");
  // The stored key of each position: its FEN key and a word of the game's profile (db/queries.cpp
  // stored_key), the same for every position of the game: taken once, from the start.
  const std::uint64_t profile_word = stored_key(g.start) ^ g.start.fen_key();
  for (std::uint64_t& k : line.fen_keys) k ^= profile_word;
  s.keys = std::move(line.fen_keys);
  Hasher h;
  // Without a FEN tag the game starts from its profile's start position (parser/replay.cpp), whose FEN is
  // kStartFen for every profile (FenRoundTrip.StartPositionInBothProfiles): written out only for a FEN tag.
  const std::string start_fen = g.tag("FEN") ? to_fen(g.start) : std::string(Position::kStartFen);
  for (const std::string& f : {s.red, s.blue, date.value_or(""), start_fen,
                               std::string(g.start.profile().name), std::string(mode_name(g.mode))})
    h.field(f);
  // Moves in long notation for the signature (all), the opening (the first three) and the opening tree (the
  // first tree_depth).
  std::string opening;
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    const std::string_view lan = line.move(i);
    h.field(lan);
    if (i < 3) {
      if (i) opening += ' ';
      opening += lan;
    }
  }
  const std::size_t tree = std::min(g.moves.size(), static_cast<std::size_t>(std::max(tree_depth, 0)));
  if (tree == g.moves.size()) {
    s.tree_text = std::move(line.lan);
    s.tree_ends = std::move(line.lan_ends);
  } else {
    s.tree_text.assign(line.lan, 0, tree ? line.lan_ends[tree - 1] : 0);
    s.tree_ends.assign(line.lan_ends.begin(), line.lan_ends.begin() + static_cast<std::ptrdiff_t>(tree));
  }
  s.signature = h.hex();
  const char* dialect =
      g.dialect == parser::Dialect::San ? "san" : (g.letters == parser::Letters::En ? "en" : "vi");
  const RowFacts facts{date,
                       g.start.profile().name,
                       mode_name(g.mode),
                       dialect,
                       known(g, "Termination"),
                       start_fen == Position::kStartFen ? std::nullopt : Param(start_fen),
                       g.moves.size() >= 3 ? Param(opening) : std::nullopt,
                       "commander"};
  const auto end_material = material(line.end);
  write_fields(s, g, facts, end_material, captured_of(material(g.start), end_material), raw, path);
  return s;
}

StagedGame game_row(const parser::dongson::DsRecord& g, std::string&& raw, const std::string& path,
                    int tree_depth) {
  namespace ds = saban::dongson;
  StagedGame s;
  set_names(s, g, "Thuy", "Son");
  const Param date = known(g, "Date");
  ds::Game game(g.start);
  s.keys.reserve(g.moves.size() + 1);
  s.keys.push_back(stored_key(game.position()));
  Hasher h;
  const std::string start_fen = ds::to_fen(g.start), rules = g.start.options().to_string();
  // "dongson" first: no Commander Chess game has the same signature.
  for (const std::string& f : {std::string("dongson"), s.red, s.blue, date.value_or(""), start_fen, rules})
    h.field(f);
  std::string opening, lan;
  std::vector<ds::Move> legal;
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    const ds::Move m = g.moves[i].turn;
    lan = parser::dongson::to_lan(m);
    h.field(lan);
    if (i < 3) {
      game.position().legal_moves(legal);
      opening += (i ? " " : "") + parser::dongson::to_san(game.position(), m, legal, game.palace_forfeited());
    }
    if (static_cast<int>(i) < tree_depth) {
      s.tree_text += lan;
      s.tree_ends.push_back(static_cast<std::uint32_t>(s.tree_text.size()));
    }
    game.play(m);
    s.keys.push_back(stored_key(game.position()));
  }
  s.signature = h.hex();
  // How it ended: the record's Termination tag, else what the rules say of the final position.
  Param termination = known(g, "Termination");
  if (!termination && game.verdict().over()) termination = ds::termination_name(game.verdict().termination);
  const RowFacts facts{
      date,
      rules.empty() ? "default" : rules,  // profile: the rule options (docs/rules-dong-son.md)
      "dongson",                          // mode: one way to play
      "san",
      termination,
      start_fen == ds::Position::kStartFen ? std::nullopt : Param(start_fen),
      g.moves.size() >= 3 ? Param(opening) : std::nullopt,
      "dongson"};
  const auto end_material = dongson_material(game.position());
  write_fields(s, g, facts, end_material, captured_of(dongson_material(g.start), end_material), raw, path);
  return s;
}

}  // namespace saban::db
