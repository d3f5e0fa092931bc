#include "db/internal/import_summary.h"

#include <array>
#include <map>
#include <string_view>
#include <tuple>

namespace saban::db {

namespace {

// Games, Red's wins, draws, Blue's wins, unfinished games (winner NULL).
struct Counts {
  std::array<long long, 5> n{};
  void add(int winner) {
    ++n[0];
    ++n[winner == 1 ? 1 : winner == 0 ? 2 : winner == -1 ? 3 : 4];
  }
};

void write_counts(BinaryCopyWriter& copy, const Counts& c) {
  for (const long long v : c.n) copy.int8(v);
}

}  // namespace

void summary_by_importer(Connection& c) { c.run("SET LOCAL saban.summary_written = 'on'"); }

// The rows of game_stat_sql('new_games', 1) (db/schema.cpp): every game counts (game_counted is true for all;
// should it ever exclude games, this must exclude the same ones); a kind whose key is NULL (the opening of a
// short game) adds no row; pieces lost are summed by variant over the slots the games have.
void write_summary(Connection& c, const std::vector<SummaryGame>& games) {
  if (games.empty()) return;
  std::map<std::tuple<std::string, std::string_view, std::string>, Counts> stat;
  std::map<std::string, std::vector<long long>> lost;
  std::map<std::tuple<long long, std::string, int, std::string_view, std::string>, Counts> player;
  for (const SummaryGame& g : games) {
    const SummaryFacts& f = *g.facts;
    const std::pair<std::string_view, std::string> keys[] = {{"mode", f.mode},
                                                             {"ending", f.ending},
                                                             {"profile", f.profile},
                                                             {"year", f.year},
                                                             {"plies", std::to_string(f.ply_count)},
                                                             {"red", std::to_string(g.red_id)},
                                                             {"blue", std::to_string(g.blue_id)}};
    for (const auto& [kind, key] : keys) stat[{f.variant, kind, key}].add(g.winner);
    if (f.opening) stat[{f.variant, "opening", *f.opening}].add(g.winner);
    std::vector<long long>& sum = lost[f.variant];
    if (sum.size() < f.captures.size()) sum.resize(f.captures.size());
    for (std::size_t i = 0; i < f.captures.size(); ++i) sum[i] += f.captures[i];
    for (const auto& [id, side] : {std::pair{g.red_id, 1}, std::pair{g.blue_id, -1}}) {
      player[{id, f.variant, side, "year", f.year}].add(g.winner);
      if (f.opening) player[{id, f.variant, side, "opening", *f.opening}].add(g.winner);
    }
  }
  {
    BinaryCopyWriter copy(c, "game_stat (variant, kind, key, games, red_wins, draws, blue_wins, unfinished)");
    for (const auto& [k, n] : stat) {
      copy.row(8);
      copy.bytes(std::get<0>(k));
      copy.bytes(std::get<1>(k));
      copy.bytes(std::get<2>(k));
      write_counts(copy, n);
    }
    copy.complete();
  }
  {
    BinaryCopyWriter copy(c, "game_stat_capture (variant, slot, lost)");
    for (const auto& [variant, sums] : lost)
      for (std::size_t i = 0; i < sums.size(); ++i) {
        copy.row(3);
        copy.bytes(variant);
        copy.int4(static_cast<std::int32_t>(i + 1));
        copy.int8(sums[i]);
      }
    copy.complete();
  }
  {
    BinaryCopyWriter copy(
        c,
        "player_stat (player_id, variant, side, kind, key, games, red_wins, draws, blue_wins, unfinished)");
    for (const auto& [k, n] : player) {
      copy.row(10);
      copy.int8(std::get<0>(k));
      copy.bytes(std::get<1>(k));
      copy.int2(static_cast<std::int16_t>(std::get<2>(k)));
      copy.bytes(std::get<3>(k));
      copy.bytes(std::get<4>(k));
      write_counts(copy, n);
    }
    copy.complete();
  }
}

}  // namespace saban::db
