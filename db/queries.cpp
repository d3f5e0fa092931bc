#include "db/queries.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <sstream>
#include <string_view>

#include "db/chunks.h"
#include "db/internal/filter_sql.h"
#include "db/internal/names.h"
#include "db/paging.h"
#include "rules/excerpt.h"

namespace saban::db {

namespace {

// A piece's words: English (singular, plural), the FEN letter, then Vietnamese as search_key folds it (the
// names the Vietnamese interface uses, and their short forms), so "xe tăng", "xe tang" and "tank" are one.
constexpr const char* kPieceWords[kPieceTypes][6] = {
    {"commander", "commanders", "c", "tu lenh", "tu lenh", "tu lenh"},
    {"infantry", "infantries", "i", "bo binh", "bo binh", "bo binh"},
    {"engineer", "engineers", "e", "cong binh", "cong binh", "cong binh"},
    {"militia", "militias", "m", "dan quan", "dan quan", "dan quan"},
    {"anti-air", "anti-airs", "g", "phao phong khong", "phong khong", "phong khong"},
    {"tank", "tanks", "t", "xe tang", "tang", "xe tang"},
    {"artillery", "artilleries", "a", "phao binh", "phao", "phao binh"},
    {"missile", "missiles", "s", "ten lua", "ten lua", "ten lua"},
    {"air force", "air forces", "f", "khong quan", "may bay", "khong quan"},
    {"navy", "navies", "n", "hai quan", "tau", "hai quan"},
    {"headquarters", "hqs", "h", "so chi huy", "chi huy", "so chi huy"}};

// The words of a clause, folded as search_key folds names (lower case, no diacritics: "Đỏ" is "do"), so that
// Vietnamese may be typed with or without its accents.
std::vector<std::string> words_of(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(search_key(s));
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// Splits on commas and the words "and" and "và".
std::vector<std::string> clauses_of(const std::string& text) {
  std::vector<std::string> out(1);
  std::istringstream in(text);
  for (std::string w; in >> w;) {
    bool comma = !w.empty() && w.back() == ',';
    if (comma) w.pop_back();
    const std::string folded = search_key(w);
    if (folded == "and" || folded == "va") {
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
  if (w == "one" || w == "a" || w == "an" || w == "mot") return 1;
  if (w == "two" || w == "both" || w == "hai") return 2;
  if (w == "ba") return 3;
  if (w.empty() ||
      !std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return std::nullopt;
  int n = 0;  // saturated: any count past kMaxMaterialCount is refused, however many digits
  for (char c : w) n = std::min(n * 10 + (c - '0'), kMaxMaterialCount + 1);
  return n;
}

// Whether the words from `i` begin with `phrase` (words separated by one space); if so, steps over them.
bool take(const std::vector<std::string>& w, std::size_t& i, std::string_view phrase) {
  std::size_t j = i;
  while (!phrase.empty()) {
    const std::size_t space = phrase.find(' ');
    const std::string_view word = phrase.substr(0, space);
    if (j >= w.size() || w[j] != word) return false;
    ++j;
    phrase = space == std::string_view::npos ? std::string_view{} : phrase.substr(space + 1);
  }
  i = j;
  return true;
}

// The piece named by the words from `i` to the end, after an optional classifier ("2 quân xe tăng").
std::optional<PieceType> piece_of(const std::vector<std::string>& w, std::size_t i) {
  take(w, i, "quan") || take(w, i, "con") || take(w, i, "chiec");
  std::string piece;
  for (; i < w.size(); ++i) piece += (piece.empty() ? "" : " ") + w[i];
  for (int t = 0; t < kPieceTypes; ++t)
    for (const char* name : kPieceWords[t])
      if (piece == name) return static_cast<PieceType>(t);
  return std::nullopt;
}

}  // namespace

// LIKE pattern for a substring, with the wildcards and the escape character of the input taken literally.
std::string contains_pattern(const std::string& s) {
  std::string out = "%";
  for (char c : search_key(s)) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

std::uint64_t stored_key(const Position& pos) {
  return pos.fen_key() ^ (pos.profile() == official_profile() ? 0 : 0x5c0f3e9a7d21b468ULL);
}

std::uint64_t stored_key(const dongson::Position& pos) {
  std::uint64_t key = pos.key() ^ 0xd05a9c3b1e7f4265ULL;
  const std::string options = pos.options().to_string();  // "" for the defaults
  if (!options.empty()) {  // FNV-1a of the options' text: the same in every build
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (char c : options) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    key ^= h;
  }
  return key;
}

const char* variant_name(Variant v) { return games::game_id(v).data(); }  // a literal: NUL-terminated

std::optional<Variant> parse_variant(std::string_view text) {
  std::string t;
  for (char c : text)
    if (c != ' ' && c != '-' && c != '_') t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (t == "commander" || t == "cotulenh" || t == "commanderchess") return Variant::Commander;
  return games::parse_game_id(t);
}

std::string MaterialError::message() const {
  using P = Problem;
  std::string why;
  switch (problem) {
    case P::NoCondition:
      return "no condition (e.g. \"red has no navy, blue has both air forces\")";
    case P::NoSide:
      why = "start with the side, red or blue (đỏ, xanh)";
      break;
    case P::NoNumber:
      why = "a number is missing (no, one, both, 2, at least 1, ...)";
      break;
    case P::NotANumber:
      why = "'" + excerpt(words) + "' is not a number (no, one, both, 2, at least 1, ...)";
      break;
    case P::TooMany:
      why = "'" + excerpt(words) + "' is more than " + std::to_string(kMaxMaterialCount) + " pieces";
      break;
    case P::NoPiece:
      why = "a piece is missing (navy, air force, tank, ... or a FEN letter)";
      break;
    case P::NotAPiece:
      why = "'" + excerpt(words) + "' is not a piece (navy, air force, tank, ... or a FEN letter)";
      break;
  }
  return "in \"" + excerpt(clause) + "\": " + why;
}

Result<std::vector<MaterialCondition>, MaterialError> parse_material(const std::string& text) {
  std::vector<MaterialCondition> out;
  for (const std::string& clause : clauses_of(text)) {
    auto w = words_of(clause);
    // The words as typed, for the messages ("rồng", not its folded "rong"): search_key keeps the spaces
    std::vector<std::string> typed;
    {
      std::istringstream in(clause);
      for (std::string t; in >> t;) typed.push_back(t);
    }
    if (typed.size() != w.size()) typed = w;
    const auto as_typed = [&](std::size_t from) {
      std::string words;
      for (std::size_t k = from; k < typed.size(); ++k) words += (words.empty() ? "" : " ") + typed[k];
      return words;
    };
    using P = MaterialError::Problem;
    auto bad = [&](P problem, std::string words = {}) {
      return MaterialError{problem, clause, std::move(words), text.find(clause)};
    };
    if (w.empty()) continue;
    MaterialCondition m;
    if (w[0] == "red" || w[0] == "do")
      m.side = Side::Red;
    else if (w[0] == "blue" || w[0] == "xanh")
      m.side = Side::Blue;
    else
      return bad(P::NoSide, typed.empty() ? std::string() : typed[0]);
    std::size_t i = 1;
    // The piece the words from `i` name, read once for each `i`
    std::optional<PieceType> type;
    std::size_t type_at = w.size() + 1;
    const auto piece = [&] {
      if (type_at != i) type = piece_of(w, i), type_at = i;
      return type;
    };
    // "has", or Vietnamese "có"; "không có" (has no) is a count of none
    bool none = false;
    if (!take(w, i, "has") && !take(w, i, "have") && !take(w, i, "co")) none = take(w, i, "khong co");
    bool counted = none;
    if (none) {
      m.count = 0;
    } else {
      if (take(w, i, "at least") || take(w, i, "it nhat") || take(w, i, "toi thieu"))
        m.op = ">=";
      else if (take(w, i, "at most") || take(w, i, "nhieu nhat") || take(w, i, "toi da"))
        m.op = "<=";
      else if (take(w, i, "more than") || take(w, i, "nhieu hon") || take(w, i, "hon") || take(w, i, "tren"))
        m.op = ">";
      else if (take(w, i, "fewer than") || take(w, i, "less than") || take(w, i, "it hon") ||
               take(w, i, "duoi"))
        m.op = "<";
      take(w, i, "ca");  // "cả hai": both
      if (i >= w.size()) return bad(P::NoNumber);
      // A number, unless the words are already the piece ("hải quân" is not two "quân")
      if (auto n = piece() ? std::nullopt : number(w[i])) {
        if (*n > kMaxMaterialCount) return bad(P::TooMany, typed[i]);
        m.count = *n;
        counted = true;
        ++i;
      } else if (m.op != "=") {
        return bad(P::NotANumber, typed[i]);
      }
    }
    // A piece with no count before it ("red has navy", "đỏ có hải quân"): at least one
    if (!counted) m.op = ">=", m.count = 1;
    if (m.op == ">") m.op = ">=", ++m.count;
    if (m.op == "<") m.op = "<=", --m.count;
    if (i >= w.size()) return bad(P::NoPiece);
    if (!piece()) return bad(P::NotAPiece, as_typed(i));
    m.type = *type;
    out.push_back(m);
  }
  if (out.empty()) return MaterialError{};
  return out;
}

namespace {
std::atomic<std::size_t> g_position_ids_limit{20000};
}  // namespace

void set_position_ids_limit(std::size_t games) { g_position_ids_limit = games; }
std::size_t position_ids_limit() { return g_position_ids_limit; }

std::string FilterSql::param(std::string value) {
  params.emplace_back(std::move(value));
  std::string placeholder = "$";  // appended: "$" + std::to_string draws GCC 12's false -Wrestrict warning
  placeholder += std::to_string(params.size());
  return placeholder;
}

bool FilterSql::holds(long long game) const {
  if (!position) return true;
  const auto at = std::lower_bound(found.begin(), found.end(), game,
                                   [](const PositionEntry& e, long long id) { return e.game < id; });
  return at != found.end() && at->game == game;
}

std::optional<int> FilterSql::ply_of(long long game) const {
  if (!position) return std::nullopt;
  const auto at = std::lower_bound(found.begin(), found.end(), game,
                                   [](const PositionEntry& e, long long id) { return e.game < id; });
  if (at == found.end() || at->game != game) return std::nullopt;
  return at->ply;
}

namespace {

// Games whose dates (a day, or the whole month or year of a partial date) meet FROM..TO (either may be open):
// their date ranges overlap, through migration 6's GiST index. A game without a date meets no range. The same
// range on the sort expression of migration 4's index (a game's dates span at most 366 days, migration 6's
// check) lets a list in date order read only that slice of it.
std::string date_condition(FilterSql& s, const std::optional<std::string>& from,
                           const std::optional<std::string>& to) {
  if (from && to && *from > *to) return " AND false";  // ISO dates compare as text
  const std::string lo = from ? s.param(*from) + "::date" : "'-infinity'::date";
  const std::string hi = to ? s.param(*to) + "::date" : "'infinity'::date";
  return " AND daterange(coalesce(g.date_from, 'infinity'::date), coalesce(g.date_to, 'infinity'::date), "
         "'[]') && daterange(" +
         lo + ", " + hi + (to ? ", '[]')" : ", '[)')") +
         " AND coalesce(g.date_from, 'infinity'::date) BETWEEN " + lo + " - 366 AND " + hi;
}

}  // namespace

FilterSql filter_sql(Connection& c, const GameFilter& f) {
  FilterSql s;
  std::string& where = s.where;
  if (f.position) {
    // The games through the position come from the position index (db/chunks.h). A short list goes to the
    // server as `id = ANY(list)`; a long one (the start position is in every game) is not sent: the caller
    // walks the games in order and keeps those in the list.
    s.position = true;
    s.found = position_games(c, *f.position);
    if (s.found.size() > position_ids_limit()) {
      s.client_side = true;
    } else {
      std::vector<long long> games;
      games.reserve(s.found.size());
      for (const PositionEntry& e : s.found) games.push_back(e.game);
      where += " AND g.id = ANY(" + s.param(int_array(games)) + "::bigint[])";
    }
  }
  // Names are matched in the small name tables first (trigram index), then games by the id indexes. The ids
  // go to the server as a list: the planner estimates a list of ids from its statistics of the game table (a
  // subquery of names it guessed at, ten times off), which decides between index walks and sorts, and counts.
  auto ids = [&](const char* table, const std::string& text) {
    const Rows r = c.exec(std::string("SELECT coalesce(array_agg(id ORDER BY id), '{}')::text FROM ") +
                              table + " WHERE search_key LIKE $1",
                          {contains_pattern(text)});
    return "ANY(" + s.param(r.text(0, 0)) + "::bigint[])";
  };
  if (f.player) {
    const std::string p = ids("player", *f.player);
    where += " AND (g.red_id = " + p + " OR g.blue_id = " + p + ")";
  }
  if (f.red) where += " AND g.red_id = " + ids("player", *f.red);
  if (f.blue) where += " AND g.blue_id = " + ids("player", *f.blue);
  if (f.event) where += " AND g.event_id = " + ids("event", *f.event);
  if (f.site) where += " AND g.site_id = " + ids("site", *f.site);
  if (f.date_from || f.date_to) where += date_condition(s, f.date_from, f.date_to);
  if (f.result) where += " AND g.result = " + s.param(*f.result);
  if (f.mode) where += " AND g.mode = " + s.param(*f.mode);
  if (f.profile) where += " AND g.profile = " + s.param(*f.profile);
  if (f.variant) where += " AND g.variant = " + s.param(variant_name(*f.variant));
  // The material conditions count Commander Chess pieces (Cờ Đông Sơn's final material has other types).
  if (!f.material.empty() && !f.variant) where += " AND g.variant = 'commander'";
  for (const MaterialCondition& m : f.material) {
    const int idx = index(m.side) * kPieceTypes + index(m.type) + 1;
    where += " AND g.material[" + std::to_string(idx) + "] " + m.op + " " + s.param(std::to_string(m.count)) +
             "::int";
  }
  return s;
}

std::vector<GameRow> search_games(Connection& c, const GameFilter& f) {
  PageRequest r;
  r.limit = f.limit;
  return search_page(c, f, r).rows;
}

std::vector<std::string> game_records(Connection& c, const std::vector<long long>& ids) {
  std::vector<long long> v(ids.begin(), ids.end());
  Rows rows = c.exec(
      "SELECT g.raw FROM unnest($1::bigint[]) WITH ORDINALITY AS i(id, n) JOIN game g ON g.id = i.id "
      "ORDER BY i.n",
      {int_array(v)});
  std::vector<std::string> out;
  for (int i = 0; i < rows.size(); ++i) out.push_back(rows.text(i, 0));
  return out;
}

std::vector<TreeMove> opening_tree(Connection& c, std::uint64_t key) {
  std::vector<TreeMove> out;
  for (TreeEntry& e : tree_moves(c, key))
    out.push_back(
        {std::move(e.move), e.games, e.red_wins, e.draws, e.blue_wins, date_text(e.last_date), e.last_game});
  return out;
}

std::vector<RejectedRow> rejected_games(Connection& c, int limit, long long after) {
  Rows r = c.exec(
      "SELECT id, coalesce(path, ''), coalesce(game_number, 0), coalesce(line, 0), coalesce(col, 0), reason, "
      "rejected_at::text FROM rejected_game WHERE id > $2::bigint ORDER BY id LIMIT $1::int",
      {std::to_string(limit), std::to_string(after)});
  std::vector<RejectedRow> out;
  for (int i = 0; i < r.size(); ++i)
    out.push_back({r.integer(i, 0), r.text(i, 1), r.text(i, 5), r.text(i, 6),
                   static_cast<int>(r.integer(i, 2)), static_cast<int>(r.integer(i, 3)),
                   static_cast<int>(r.integer(i, 4))});
  return out;
}

long long count_rejected(Connection& c) {
  return c.one_row("SELECT count(*) FROM rejected_game").integer(0, 0);
}

long long last_rejected_id(Connection& c) {
  return c.one_row("SELECT coalesce(max(id), 0) FROM rejected_game").integer(0, 0);
}

}  // namespace saban::db
