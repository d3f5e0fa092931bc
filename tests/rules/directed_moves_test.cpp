// Move generation towards given points (reading records) against filtering the full generation, along random
// games that build stacks, in both profiles: generate_deploy_turns_to (the deploy turns whose sub-moves all
// end on given points, or on given points by piece type, walking only the lines towards them) in every deploy
// mode, generate_unit_moves_to and unit_moves_to (one line, one point, the air-defence map filled on that
// line only) for every unit, piece and point, may_reach and reach_from.
#include <gtest/gtest.h>

#include <array>
#include <random>
#include <vector>

#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/position.h"

namespace saban {
namespace {

std::vector<Turn> filtered(const std::vector<Turn>& all, const SquareSet& targets) {
  std::vector<Turn> out;
  for (const Turn& t : all) {
    bool keep = true;
    for (const Move& m : t) keep = keep && targets.test(m.to());
    if (keep) out.push_back(t);
  }
  return out;
}

void compare_along_games(const Profile& profile, DeployMode mode, int games, int plies, unsigned seed) {
  std::mt19937 rng(seed);
  long stacks = 0, turns_found = 0, unit_moves = 0, typed_found = 0;
  for (int g = 0; g < games; ++g) {
    Position pos = Position::start(profile);
    for (int ply = 0; ply < plies; ++ply) {
      pos.occupied(pos.side_to_move()).for_each([&](Square from) {
        if (!pos.at(from).is_stack()) return;
        ++stacks;
        std::vector<Turn> all;
        generate_turns_from(pos, from, mode, all, true, false);
        for (int trial = 0; trial < 6; ++trial) {
          SquareSet targets;
          // The destinations of one enumerated turn (so that something is found), random points, or both.
          if (trial % 3 != 1 && !all.empty())
            for (const Move& m : all[rng() % all.size()]) targets.set(m.to());
          if (trial % 3 != 0)
            for (int k = 0, n = 1 + static_cast<int>(rng() % 3); k < n; ++k)
              targets.set(Square(static_cast<int>(rng() % kSquares)));
          const std::vector<Turn> want = filtered(all, targets);
          std::vector<Turn> got;
          generate_deploy_turns_to(pos, from, mode, targets, got);
          ASSERT_EQ(got.size(), want.size()) << "from " << board::square_name(from) << " in " << to_fen(pos);
          for (std::size_t i = 0; i < got.size(); ++i)
            ASSERT_TRUE(got[i] == want[i])
                << "turn " << i << " from " << board::square_name(from) << " in " << to_fen(pos);
          turns_found += static_cast<long>(got.size());
          // Targets by piece type: those of one enumerated turn, and a random piece type sent to a random
          // point.
          DeployTargets by_type;
          if (!all.empty())
            for (const Move& m : all[rng() % all.size()])
              by_type[static_cast<std::size_t>(index(m.piece().type()))].set(m.to());
          if (trial % 2) by_type[rng() % kPieceTypes].set(Square(static_cast<int>(rng() % kSquares)));
          std::vector<Turn> want_typed, got_typed;
          for (const Turn& t : all) {
            bool keep = true;
            for (const Move& m : t)
              keep = keep && by_type[static_cast<std::size_t>(index(m.piece().type()))].test(m.to());
            if (keep) want_typed.push_back(t);
          }
          generate_deploy_turns_to(pos, from, mode, by_type, got_typed);
          ASSERT_EQ(got_typed.size(), want_typed.size())
              << "typed, from " << board::square_name(from) << " in " << to_fen(pos);
          for (std::size_t i = 0; i < got_typed.size(); ++i)
            ASSERT_TRUE(got_typed[i] == want_typed[i]) << "typed turn " << i << " in " << to_fen(pos);
          typed_found += static_cast<long>(got_typed.size());
        }
      });
      if (::testing::Test::HasFatalFailure()) return;
      // Whole units and single pieces leaving stacks, to every point.
      pos.occupied(pos.side_to_move()).for_each([&](Square from) {
        const Stack& st = pos.at(from);
        for (int j = -1; j < (st.is_stack() ? st.size : 0); ++j) {
          const bool deploy = j >= 0;
          const Piece piece = deploy ? st.pieces[j] : st.top();
          std::vector<Move> all;
          generate_unit_moves(pos, from, piece, deploy, all);
          for (int i = 0; i < kSquares; ++i) {
            const Square to(i);
            std::vector<Move> want, got;
            for (const Move& m : all)
              if (m.to() == to) want.push_back(m);
            generate_unit_moves_to(pos, from, piece, deploy, to, got);
            ASSERT_EQ(got, want) << board::square_name(from) << " to " << board::square_name(to) << " in "
                                 << to_fen(pos);
            // The same moves written to an array (the readers' lone pieces and deploys).
            std::array<Move, kMaxMovesTo> written;
            const int n = unit_moves_to(pos, from, piece, deploy, to, written);
            ASSERT_EQ(std::vector<Move>(written.begin(), written.begin() + n), want)
                << "unit_moves_to: " << board::square_name(from) << " to " << board::square_name(to) << " in "
                << to_fen(pos);
            if (!deploy && !want.empty()) {
              ASSERT_TRUE(may_reach(piece.type(), from, to))
                  << board::square_name(from) << " to " << board::square_name(to) << " in " << to_fen(pos);
              if (piece.type() != PieceType::Commander) {
                ASSERT_TRUE(reach_from(piece.type(), to).test(from))
                    << "reach_from: " << board::square_name(from) << " to " << board::square_name(to)
                    << " in " << to_fen(pos);
              }
              ++unit_moves;
            }
          }
        }
      });
      if (::testing::Test::HasFatalFailure()) return;
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
      // Prefer boardings, so that stacks form and deploy.
      std::vector<Turn> boardings;
      for (const Turn& t : legal)
        if (t.size == 1 && t.first().kind() == MoveKind::Combine) boardings.push_back(t);
      const std::vector<Turn>& pool = !boardings.empty() && rng() % 2 == 0 ? boardings : legal;
      Undo u;
      pos.do_turn(pool[rng() % pool.size()], u);
    }
  }
  EXPECT_GT(stacks, 200);
  EXPECT_GT(turns_found, 2000);
  EXPECT_GT(unit_moves, 20000);
  EXPECT_GT(typed_found, 1000);
}

TEST(DirectedMoves, OfficialAnyOrder) {
  compare_along_games(official_profile(), DeployMode::AnyOrder, 12, 120, 11);
}
TEST(DirectedMoves, OfficialFull) { compare_along_games(official_profile(), DeployMode::Full, 12, 120, 12); }
TEST(DirectedMoves, CotulenhAnyOrder) {
  compare_along_games(cotulenh_profile(), DeployMode::AnyOrder, 12, 120, 13);
}
TEST(DirectedMoves, CotulenhSingle) {
  compare_along_games(cotulenh_profile(), DeployMode::Single, 12, 120, 14);
}

}  // namespace
}  // namespace saban
