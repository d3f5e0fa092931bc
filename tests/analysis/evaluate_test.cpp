// The evaluation's values pinned: a checksum of evaluate() over the positions of random games in both
// profiles (seeded, so the same positions every run), taken before its terms were computed another way.
// A change that gives any position another value fails here; an intended change of the evaluation updates
// the checksum (and says so).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "analysis/evaluate.h"
#include "tests/rules/test_util.h"

namespace saban::analysis {
namespace {

// piece_value reads a table by the piece's bits (a shortcut): the plain definition, seed value and heroes
// +10, times 10.
TEST(Evaluate, PieceValueIsTheSeedValue) {
  for (int type = 0; type < kPieceTypes; ++type)
    for (Side side : {Side::Red, Side::Blue})
      for (bool heroic : {false, true})
        EXPECT_EQ(analysis::piece_value(Piece(static_cast<PieceType>(type), side, heroic)),
                  10 * (kPieceValue[static_cast<std::size_t>(type)] + (heroic ? 10 : 0)))
            << type << " " << index(side) << " " << heroic;
}

// material_balance reads one table of signed values by the pieces' bits (a shortcut): the plain definition,
// every piece's value but the commanders', the side's less the other side's, along random games of both
// profiles (stacks, heroes).
TEST(Evaluate, MaterialBalanceIsThePiecesValues) {
  std::mt19937 rng(2029);
  int positions = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (int game = 0; game < 4; ++game)
      for (const Position& pos : test::random_game(profile, rng, 200)) {
        int red = 0;
        for (int idx = 0; idx < kSquares; ++idx) {
          const Stack& st = pos.at(Square(idx));
          for (int k = 0; k < st.size; ++k) {
            const Piece p = st.pieces[static_cast<std::size_t>(k)];
            if (p.type() != PieceType::Commander)
              red += p.side() == Side::Red ? piece_value(p) : -piece_value(p);
          }
        }
        ASSERT_EQ(material_balance(pos, Side::Red), red);
        ASSERT_EQ(material_balance(pos, Side::Blue), -red);
        ++positions;
      }
  EXPECT_GT(positions, 500);
}

TEST(Evaluate, ValuesOfRandomGamesUnchanged) {
  std::mt19937 rng(2026);
  std::uint64_t checksum = 1469598103934665603ull;
  int positions = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (int game = 0; game < 8; ++game)
      for (const Position& pos : test::random_game(profile, rng, 200)) {
        checksum = (checksum ^ static_cast<std::uint32_t>(evaluate(pos))) * 1099511628211ull;
        ++positions;
      }
  EXPECT_GT(positions, 1000);
  EXPECT_EQ(checksum, 3814683736768967056ull) << positions << " positions";
}

// The terms the search brings from a position above (update_terms, over the points changed since) are those
// summed over every unit (compute_terms), from one to four plies above, along random games of both profiles;
// and the evaluation from them is evaluate()'s.
TEST(Evaluate, UpdatedTermsAreTheComputedOnes) {
  std::mt19937 rng(2027);
  int updates = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (int game = 0; game < 6; ++game) {
      const std::vector<Position> line = test::random_game(profile, rng, 200);
      std::vector<EvalTerms> terms(line.size());
      for (std::size_t i = 0; i < line.size(); ++i) compute_terms(line[i], terms[i]);
      for (std::size_t i = 1; i < line.size(); ++i) {
        const std::size_t above = i - std::min<std::size_t>(i, 1 + rng() % 4);
        SquareSet changed;
        for (int idx = 0; idx < kSquares; ++idx)
          if (!(line[i].at(Square(idx)) == line[above].at(Square(idx)))) changed.set(Square(idx));
        EvalTerms t = terms[above];
        update_terms(line[i], changed, t);
        ASSERT_TRUE(t == terms[i]) << "game " << game << " ply " << i << " from " << above;
        EXPECT_EQ(evaluate(line[i], material_balance(line[i], Side::Red), t), evaluate(line[i]));
        ++updates;
      }
    }
  EXPECT_GT(updates, 1000);
}

// What a commander's surroundings give, kept with the terms (its own zones over it, the enemies close by and
// friends beside it): a piece of either side (an emitter half of the time, any radius) put on an empty point
// within the largest zone radius of a commander, the terms updated over that point alone.
TEST(Evaluate, UpdatedSurroundingsAreTheComputedOnes) {
  std::mt19937 rng(2028);
  const PieceType emitters[] = {PieceType::AntiAir, PieceType::Missile, PieceType::Navy};
  int updates = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (int game = 0; game < 2; ++game) {
      const std::vector<Position> line = test::random_game(profile, rng, 200);
      for (std::size_t i = 0; i < line.size(); i += 7) {
        const Position& pos = line[i];
        EvalTerms before;
        compute_terms(pos, before);
        for (Side s : {Side::Red, Side::Blue}) {
          const Square c = pos.commander(s);
          if (!c.valid()) continue;
          squares::disk(c, squares::kMaxAirDefenceRadius).for_each([&](Square q) {
            if (!pos.at(q).empty()) return;
            Position after = pos;
            PieceType type = emitters[rng() % 3];
            if (rng() % 2) do
                type = static_cast<PieceType>(rng() % kPieceTypes);
              while (type == PieceType::Commander);
            after.set_stack(q, Stack::single(Piece(type, rng() % 2 ? s : ~s, rng() % 2 == 0)));
            SquareSet changed;
            changed.set(q);
            EvalTerms t = before, expected;
            update_terms(after, changed, t);
            compute_terms(after, expected);
            ASSERT_TRUE(t == expected) << "game " << game << " ply " << i << " point " << q.index();
            ++updates;
          });
        }
      }
    }
  EXPECT_GT(updates, 1000);
}

}  // namespace
}  // namespace saban::analysis
