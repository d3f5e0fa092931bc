#include "db/internal/import_rows.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cstring>

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

// A tag's value (the first tag of that name, as Record::tag finds it, without its copy), or nothing for an
// absent or unknown ("?", "") one.
template <class Record>
const std::string* known(const Record& g, std::string_view tag) {
  for (const auto& [name, value] : g.tags)
    if (name == tag) return value.empty() || value == "?" || value == "-" ? nullptr : &value;
  return nullptr;
}

Param param(const std::string* v) { return v ? Param(*v) : std::nullopt; }

// The first and last day (date_days) a PGN date "YYYY.MM.DD" with "??" parts can mean, each
// TreeEntry::kNoDate when there is none (no such date, or not a day of the calendar). Written into a
// "YYYY-MM-DD" buffer on the stack and read back by date_days, as the stored dates are.
std::pair<std::int32_t, std::int32_t> date_range(const std::string* text) {
  constexpr std::int32_t kNone = TreeEntry::kNoDate;
  if (!text || text->size() != 10 || (*text)[4] != '.' || (*text)[7] != '.') return {kNone, kNone};
  const std::string_view t = *text, y = t.substr(0, 4), m = t.substr(5, 2), d = t.substr(8, 2);
  auto digits = [](std::string_view s) {
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
  };
  auto day = [&y](std::string_view month, std::string_view day_of_month) {
    const char iso[10] = {y[0],           y[1], y[2], y[3], '-', month[0], month[1], '-', day_of_month[0],
                          day_of_month[1]};
    return date_days(std::string_view(iso, 10));
  };
  if (!digits(y)) return {kNone, kNone};
  if (!digits(m)) return {day("01", "01"), day("12", "31")};
  if (!digits(d)) {
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const int month = (m[0] - '0') * 10 + (m[1] - '0');
    if (month < 1 || month > 12) return {kNone, kNone};
    int last = kDays[month - 1];
    const int year = (y[0] - '0') * 1000 + (y[1] - '0') * 100 + (y[2] - '0') * 10 + (y[3] - '0');
    if (month == 2 && !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0))) last = 28;
    const char last_day[2] = {static_cast<char>('0' + last / 10), static_cast<char>('0' + last % 10)};
    return {day(m, "01"), day(m, std::string_view(last_day, 2))};
  }
  return {day(m, d), day(m, d)};
}

// The year of a day (date_days) as PostgreSQL's extract(year) says it: no year 0, 1 BC is -1.
std::string year_text(std::int32_t days) {
  using namespace std::chrono;
  const year_month_day ymd{sys_days{year{2000} / 1 / 1} + std::chrono::days{days}};
  int y = static_cast<int>(ymd.year());
  if (y <= 0) --y;
  return std::to_string(y);
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

void text_or_null(std::string& out, const std::string* v) {
  if (v)
    binary::bytes(out, *v);
  else
    binary::null(out);
}

void text_or_null(std::string& out, const Param& v) { text_or_null(out, v ? &*v : nullptr); }

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
  const std::string* red = known(g, red_tag);
  const std::string* blue = known(g, blue_tag);
  s.red.assign(red ? std::string_view(*red) : "?");
  s.blue.assign(blue ? std::string_view(*blue) : "?");
  search_key(s.red, s.red_key);
  search_key(s.blue, s.blue_key);
  s.event = param(known(g, "Event"));
  s.site = param(known(g, "Site"));
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
  const std::string* date;  // the Date tag as written
  std::string_view profile, mode, dialect;
  Param termination;
  Param start_fen;       // absent for the game's standard start
  std::string* opening;  // the first three moves, absent for a shorter game (moved into the summary's facts)
  const char* variant;
};

// The row's fields in the order of kGameColumns (COPY binary), and the winner and last day kept for the tree.
template <class Record, std::size_t N>
void write_fields(StagedGame& s, const Record& g, const RowFacts& r, const std::array<int, N>& end_material,
                  const std::array<int, N>& captured, const std::string& raw, const std::string& path) {
  const auto [first_day, last_day] = date_range(r.date);
  s.winner = g.result == "1-0" ? 1 : g.result == "0-1" ? -1 : g.result == "1/2-1/2" ? 0 : 2;
  s.last_day = last_day;
  std::string& f = s.fields;
  std::size_t tag_bytes = 0;
  for (const auto& [name, value] : g.tags) tag_bytes += name.size() + value.size() + 6;
  f.reserve(raw.size() + tag_bytes + 400);
  text_or_null(f, r.date);
  date_or_null(f, first_day);
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
  // jsonb (version 1, then the text), written in place and its length set after.
  const std::size_t tags_at = f.size();
  f.append(4, '\0');
  f += '\1';
  append_tags_json(f, g.tags);
  const std::uint32_t tags_length = __builtin_bswap32(static_cast<std::uint32_t>(f.size() - tags_at - 4));
  std::memcpy(f.data() + tags_at, &tags_length, 4);
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
  sum.ending = r.termination ? std::string_view(*r.termination) : "?";
  sum.profile = r.profile;
  if (first_day == TreeEntry::kNoDate)
    sum.year = "?";
  else
    sum.year = year_text(first_day);
  if (r.opening)
    sum.opening = std::move(*r.opening);
  else
    sum.opening.reset();
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
  StagedGame s;
  game_row(s, g, line, raw, path, tree_depth);
  return s;
}

void game_row(StagedGame& s, const parser::GameRecord& g, parser::MainLine& line, const std::string& raw,
              const std::string& path, int tree_depth) {
  // The opening is written into the memory of the row's last one.
  std::string opening = s.summary.opening ? std::move(*s.summary.opening) : std::string();
  opening.clear();
  s.clear();
  set_names(s, g, "Red", "Blue");
  const std::string* date = known(g, "Date");
  // The stored key of each position: its FEN key and a word of the game's profile (db/queries.cpp
  // stored_key), the same for every position of the game: taken once, from the start.
  const std::uint64_t profile_word = stored_key(g.start) ^ g.start.fen_key();
  for (std::uint64_t& k : line.fen_keys) k ^= profile_word;
  s.keys.swap(line.fen_keys);
  Hasher h;
  // Without a FEN tag the game starts from its profile's start position (parser/replay.cpp), whose FEN is
  // kStartFen for every profile (FenRoundTrip.StartPositionInBothProfiles): written out only for a FEN tag.
  const bool fen_tag =
      std::any_of(g.tags.begin(), g.tags.end(), [](const auto& t) { return t.first == "FEN"; });
  const std::string fen = fen_tag ? to_fen(g.start) : std::string();
  const std::string_view start_fen = fen_tag ? std::string_view(fen) : std::string_view(Position::kStartFen);
  for (const std::string_view f :
       {std::string_view(s.red), std::string_view(s.blue),
        date ? std::string_view(*date) : std::string_view(), start_fen,
        std::string_view(g.start.profile().name), std::string_view(mode_name(g.mode))})
    h.field(f);
  // Moves in long notation for the signature (all), the opening (the first three) and the opening tree (the
  // first tree_depth).
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
    s.tree_text.swap(line.lan);
    s.tree_ends.swap(line.lan_ends);
  } else {
    s.tree_text.assign(line.lan, 0, tree ? line.lan_ends[tree - 1] : 0);
    s.tree_ends.assign(line.lan_ends.begin(), line.lan_ends.begin() + static_cast<std::ptrdiff_t>(tree));
  }
  h.hex(s.signature);
  const char* dialect =
      g.dialect == parser::Dialect::San ? "san" : (g.letters == parser::Letters::En ? "en" : "vi");
  const RowFacts facts{date,
                       g.start.profile().name,
                       mode_name(g.mode),
                       dialect,
                       param(known(g, "Termination")),
                       start_fen == Position::kStartFen ? std::nullopt : Param(std::string(start_fen)),
                       g.moves.size() >= 3 ? &opening : nullptr,
                       "commander"};
  const auto end_material = material(line.end);
  write_fields(s, g, facts, end_material, captured_of(material(g.start), end_material), raw, path);
}

StagedGame game_row(const parser::dongson::DsRecord& g, std::string&& raw, const std::string& path,
                    int tree_depth) {
  namespace ds = saban::dongson;
  StagedGame s;
  set_names(s, g, "Thuy", "Son");
  const std::string* date = known(g, "Date");
  ds::Game game(g.start);
  s.keys.reserve(g.moves.size() + 1);
  s.keys.push_back(stored_key(game.position()));
  Hasher h;
  const std::string start_fen = ds::to_fen(g.start), rules = g.start.options().to_string();
  // "dongson" first: no Commander Chess game has the same signature.
  for (const std::string_view f :
       {std::string_view("dongson"), std::string_view(s.red), std::string_view(s.blue),
        date ? std::string_view(*date) : std::string_view(), std::string_view(start_fen),
        std::string_view(rules)})
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
  h.hex(s.signature);
  // How it ended: the record's Termination tag, else what the rules say of the final position.
  Param termination = param(known(g, "Termination"));
  if (!termination && game.verdict().over()) termination = ds::termination_name(game.verdict().termination);
  const RowFacts facts{
      date,
      rules.empty() ? std::string_view("default") : std::string_view(rules),  // profile: the rule options
      "dongson",                                                              // mode: one way to play
      "san",
      termination,
      start_fen == ds::Position::kStartFen ? std::nullopt : Param(start_fen),
      g.moves.size() >= 3 ? &opening : nullptr,
      "dongson"};
  const auto end_material = dongson_material(game.position());
  write_fields(s, g, facts, end_material, captured_of(dongson_material(g.start), end_material), raw, path);
  return s;
}

}  // namespace saban::db
