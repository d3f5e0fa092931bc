// Diagrams at the engine's largest swings, on the sample annotated games: distinct positions, at least
// kSwingSpacing plies apart, spread over the game.
#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "parser/reader.h"
#include "render/game_text.h"
#include "rules/fen.h"

using namespace saban;
using namespace saban::render;

namespace {

std::vector<parser::GameRecord> read_sample(const char* name) {
  const std::string path = std::string(SABAN_FIXTURES) + "/" + name;
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  std::vector<parser::GameRecord> games;
  while (reader.next(g))
    if (g.record) games.push_back(std::move(*g.record));
  return games;
}

struct Placed {
  int ply;          // main-line plies played before the diagram
  std::string fen;  // its position
};

// The diagrams of `game` with --diagrams swings:n, each with the main-line ply of the move it follows.
std::vector<Placed> swing_diagrams(const parser::GameRecord& game, int n) {
  PublicationOptions o;
  o.diagrams = DiagramChoice::Swings;
  o.every = n;
  std::vector<Placed> out;
  int ply = 0;
  for (const GameToken& t : game_tokens(game, o)) {
    if (t.kind == GameToken::Kind::Move && t.depth == 0) ply = t.ply;
    if (t.kind == GameToken::Kind::Diagram) out.push_back({ply, to_fen(t.diagram.position)});
  }
  return out;
}

}  // namespace

TEST(Swings, DistinctPositionsSpreadOverTheGame) {
  // game-1: 120 plies whose engine evaluation swings back and forth in the middle game; the old choice put
  // three of four diagrams on plies 45, 55, 57 and 59 (two a ply apart)
  for (const char* name : {"annotated-game-1.ctr", "annotated-game-2.ctr"}) {
    SCOPED_TRACE(name);
    const auto games = read_sample(name);
    ASSERT_FALSE(games.empty());
    const parser::GameRecord& g = games.front();
    ASSERT_TRUE(game_curve(g).has_evaluations);
    const int plies = static_cast<int>(g.moves.size());
    for (int n : {3, 4, 8}) {
      SCOPED_TRACE(n);
      const std::vector<Placed> d = swing_diagrams(g, n);
      EXPECT_EQ(static_cast<int>(d.size()), n);  // the games are long enough for n spread diagrams
      std::set<std::string> positions;
      for (std::size_t i = 0; i < d.size(); ++i) {
        EXPECT_TRUE(positions.insert(d[i].fen).second) << "the same position twice: " << d[i].fen;
        if (i > 0) {
          EXPECT_GE(d[i].ply - d[i - 1].ply, static_cast<int>(kSwingSpacing));
          EXPECT_GE(d[i].ply - d[i - 1].ply, plies / (2 * n));  // spread: each keeps a 2n-th of the game
        }
      }
    }
  }
}

TEST(Swings, ChosenByTheSizeOfTheSwing) {
  // One swing of 3 pawns at ply 10 and smaller ones around it: the largest first, its neighbours left out
  GameCurve c;
  c.red_eval.assign(40, 0);
  c.red_eval[9] = 300;    // ply 10: +3.00
  c.red_eval[10] = 0;     // swings back at once: the same turning point
  c.red_eval[20] = -120;  // ply 21
  c.red_eval[21] = 0;
  c.red_eval[30] = 60;  // ply 31, the smallest
  c.red_eval[31] = 0;
  c.has_evaluations = true;
  const std::vector<bool> two = largest_swings(c, 2);
  std::vector<int> at;
  for (std::size_t i = 0; i < two.size(); ++i)
    if (two[i]) at.push_back(static_cast<int>(i));
  EXPECT_EQ(at, (std::vector<int>{9, 20}));
  // The same position after plies 10 and 21 (told apart by the positions given): the second is left out and
  // the swing back after ply 22 takes its place
  std::vector<QString> positions(40);
  for (std::size_t i = 0; i < positions.size(); ++i) positions[i] = QString::number(i);
  positions[20] = positions[9];
  const std::vector<bool> distinct = largest_swings(c, 2, positions);
  at.clear();
  for (std::size_t i = 0; i < distinct.size(); ++i)
    if (distinct[i]) at.push_back(static_cast<int>(i));
  EXPECT_EQ(at, (std::vector<int>{9, 21}));
}
