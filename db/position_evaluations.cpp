#include "db/position_evaluations.h"

#include <algorithm>
#include <string>

#include "db/chunks.h"

namespace saban::db {

std::vector<std::optional<PositionEvaluation>> stored_evaluations(Connection& c,
                                                                  const std::vector<std::uint64_t>& keys) {
  std::vector<std::optional<PositionEvaluation>> out(keys.size());
  if (keys.empty()) return out;
  // The analysed games (ascending), then for each position the analysed games through it with the ply of the
  // move that reached it (the index keeps a game's first ply of a position): one query for all of them.
  Rows analysed = c.exec("SELECT DISTINCT game_id FROM analysis_game ORDER BY game_id");
  if (analysed.size() == 0) return out;
  std::vector<long long> games;
  games.reserve(static_cast<std::size_t>(analysed.size()));
  for (int i = 0; i < analysed.size(); ++i) games.push_back(analysed.integer(i, 0));
  std::string game_ids = "{", plies = "{", indices = "{";
  for (std::size_t k = 0; k < keys.size(); ++k) {
    for (const PositionEntry& e : position_games(c, keys[k])) {
      if (e.ply == 0 || !std::binary_search(games.begin(), games.end(), e.game)) continue;
      if (game_ids.size() > 1) game_ids += ',', plies += ',', indices += ',';
      game_ids += std::to_string(e.game);
      plies += std::to_string(e.ply - 1);  // analysis_move's ply 0 is the game's first move
      indices += std::to_string(k);
    }
  }
  if (game_ids.size() == 1) return out;
  game_ids += '}', plies += '}', indices += '}';
  Rows r = c.exec(
      "SELECT DISTINCT ON (p.i) p.i, m.mover, m.score_after, m.depth, m.game_id "
      "FROM unnest($1::bigint[], $2::int[], $3::int[]) AS p(game, ply, i) "
      "JOIN analysis_game g ON g.game_id = p.game "
      "JOIN analysis_move m ON m.game_id = g.game_id AND m.job_id = g.job_id AND m.ply = p.ply "
      "ORDER BY p.i, m.depth DESC, g.finished_at DESC, g.job_id DESC",
      {game_ids, plies, indices});
  for (int i = 0; i < r.size(); ++i) {
    PositionEvaluation e;
    e.mover = r.integer(i, 1) == 0 ? Side::Red : Side::Blue;
    e.score = static_cast<int>(r.integer(i, 2));
    e.depth = static_cast<int>(r.integer(i, 3));
    e.game_id = r.integer(i, 4);
    out[static_cast<std::size_t>(r.integer(i, 0))] = e;
  }
  return out;
}

}  // namespace saban::db
