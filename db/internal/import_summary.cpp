#include "db/internal/import_summary.h"

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <string_view>
#include <tuple>

namespace saban::db {

namespace {

void write_counts(BinaryCopyWriter& copy, const SummaryCounts& c) {
  for (const long long v : c.n) copy.int8(v);
}

}  // namespace

void summary_by_importer(Connection& c) { c.run("SET LOCAL saban.summary_written = 'on'"); }

// The rows of game_stat_sql('new_games', 1) (db/schema.cpp): every game counts (game_counted is true for all;
// should it ever exclude games, this must exclude the same ones); a kind whose key is NULL (the opening of a
// short game) adds no row; pieces lost are summed by variant over the slots the games have.
void write_summary(Connection& c, const std::vector<SummaryGame>& games) {
  if (games.empty()) return;
  SummarySums sums;
  sums.add(games);
  sums.write(c);
}

namespace {

// The summary's kinds (game_stat_sql): the first seven every game has; a player's rows are "year" and
// "opening".
constexpr std::string_view kKinds[] = {"mode",  "ending", "profile", "year",
                                       "plies", "red",    "blue",    "opening"};
constexpr std::uint32_t kYear = 3, kOpening = 7;
// The kinds whose keys are numbers (game_stat_sql writes them as text): plies, red, blue.
bool numeric_kind(std::uint32_t kind) { return kind >= 4 && kind <= 6; }

}  // namespace

std::uint32_t SummarySums::text_id(std::string_view text) {
  if (const auto it = m_text_ids.find(text); it != m_text_ids.end()) return it->second;
  const std::string& stored = m_texts.emplace_back(text);
  const auto id = static_cast<std::uint32_t>(m_texts.size() - 1);
  m_text_ids.emplace(stored, id);
  return id;
}

void SummarySums::add(const std::vector<SummaryGame>& games) {
  for (const SummaryGame& g : games) {
    const SummaryFacts& f = *g.facts;
    const std::uint32_t variant = text_id(f.variant, m_variant), year = text_id(f.year, m_year);
    const std::uint64_t keys[] = {text_id(f.mode, m_mode),
                                  text_id(f.ending, m_ending),
                                  text_id(f.profile, m_profile),
                                  year,
                                  static_cast<std::uint64_t>(static_cast<long long>(f.ply_count)),
                                  static_cast<std::uint64_t>(g.red_id),
                                  static_cast<std::uint64_t>(g.blue_id)};
    for (std::uint32_t kind = 0; kind < std::size(keys); ++kind)
      m_stat[{keys[kind], variant, kind}].add(g.winner);
    const std::uint32_t opening = f.opening ? text_id(*f.opening) : 0;
    if (f.opening) m_stat[{opening, variant, kOpening}].add(g.winner);
    if (!m_lost_last || m_lost_variant != variant) m_lost_last = &m_lost[variant], m_lost_variant = variant;
    std::vector<long long>& sum = *m_lost_last;
    if (sum.size() < f.captures.size()) sum.resize(f.captures.size());
    for (std::size_t i = 0; i < f.captures.size(); ++i) sum[i] += f.captures[i];
    for (const auto& [id, side] : {std::pair{g.red_id, 1}, std::pair{g.blue_id, -1}}) {
      m_player[{id, variant, year, side, kYear}].add(g.winner);
      if (f.opening) m_player[{id, variant, opening, side, kOpening}].add(g.winner);
    }
  }
}

// By the bytes of the texts, as PostgreSQL's C collation orders them (std::string compares its chars as
// unsigned char): the collation of scripts/test-db.sh's servers (the tests', the benchmark's). A database of
// another collation gets the same rows; its index's sort then sorts them.
std::vector<std::uint32_t> SummarySums::player_rows_in_key_order() const {
  std::vector<std::uint32_t> by_text(m_texts.size());
  std::iota(by_text.begin(), by_text.end(), 0u);
  std::sort(by_text.begin(), by_text.end(),
            [&](std::uint32_t a, std::uint32_t b) { return m_texts[a] < m_texts[b]; });
  std::vector<std::uint32_t> text_rank(m_texts.size());
  for (std::uint32_t i = 0; i < by_text.size(); ++i) text_rank[by_text[i]] = i;
  std::array<std::uint32_t, std::size(kKinds)> kind_rank{};
  for (std::uint32_t k = 0; k < std::size(kKinds); ++k)
    for (const std::string_view other : kKinds) kind_rank[k] += other < kKinds[k] ? 1 : 0;
  struct Sorted {
    long long player;
    std::uint32_t variant;
    std::int32_t side;
    std::uint32_t kind, key, row;
  };
  std::vector<Sorted> rows(m_player.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const PlayerKey& k = m_player.row(r).first;
    rows[r] = {k.player,         text_rank[k.variant],
               k.side,           kind_rank[static_cast<std::size_t>(k.kind)],
               text_rank[k.key], static_cast<std::uint32_t>(r)};
  }
  std::sort(rows.begin(), rows.end(), [](const Sorted& a, const Sorted& b) {
    return std::tie(a.player, a.variant, a.side, a.kind, a.key) <
           std::tie(b.player, b.variant, b.side, b.kind, b.key);
  });
  std::vector<std::uint32_t> order(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) order[i] = rows[i].row;
  return order;
}

void SummarySums::write(Connection& c, bool fresh) const {
  const std::string flag = fresh ? ")" : ", fresh)";
  const int extra = fresh ? 0 : 1;
  auto fresh_field = [&](BinaryCopyWriter& copy) {
    if (!fresh) copy.bytes(std::string_view("\0", 1));  // bool false (boolrecv: one byte)
  };
  {
    BinaryCopyWriter copy(
        c, "game_stat (variant, kind, key, games, red_wins, draws, blue_wins, unfinished" + flag);
    m_stat.for_each([&](const StatKey& k, const SummaryCounts& n) {
      copy.row(8 + extra);
      copy.bytes(m_texts[k.variant]);
      copy.bytes(kKinds[k.kind]);
      if (numeric_kind(k.kind))
        copy.bytes(std::to_string(static_cast<long long>(k.key)));
      else
        copy.bytes(m_texts[k.key]);
      write_counts(copy, n);
      fresh_field(copy);
    });
    copy.complete();
  }
  {
    BinaryCopyWriter copy(c, "game_stat_capture (variant, slot, lost" + flag);
    for (const auto& [variant, sums] : m_lost)
      for (std::size_t i = 0; i < sums.size(); ++i) {
        copy.row(3 + extra);
        copy.bytes(m_texts[variant]);
        copy.int4(static_cast<std::int32_t>(i + 1));
        copy.int8(sums[i]);
        fresh_field(copy);
      }
    copy.complete();
  }
  {
    BinaryCopyWriter copy(
        c, "player_stat (player_id, variant, side, kind, key, games, red_wins, draws, blue_wins, unfinished" +
               flag);
    // In the order of player_stat_key (player_id, variant, side, kind, key): its build (at a bulk import's
    // end, fill_summary_unindexed) then finds its input sorted, one comparison a row (4.1 s of the server's
    // CPU for a million games' 1.57 M rows in the order met, 1.0 s sorted); elsewhere the index's pages are
    // filled in order.
    for (const std::uint32_t r : player_rows_in_key_order()) {
      const auto& [k, n] = m_player.row(r);
      copy.row(10 + extra);
      copy.int8(k.player);
      copy.bytes(m_texts[k.variant]);
      copy.int2(static_cast<std::int16_t>(k.side));
      copy.bytes(kKinds[k.kind]);
      copy.bytes(m_texts[k.key]);
      write_counts(copy, n);
      fresh_field(copy);
    }
    copy.complete();
  }
}

}  // namespace saban::db
