// The problems of untrusted text: one English format per kind, filled from typed parts.
#include "rules/problem.h"
#include "rules/games.h"

#include <gtest/gtest.h>

#include "rules/board.h"
#include "rules/dongson/fen.h"
#include "rules/dongson/options.h"
#include "rules/fen.h"

namespace saban {
namespace {

TEST(Problem, FillsEachPlaceholderOnceLeavingAnArgumentsOwnPercentSigns) {
  EXPECT_EQ(fill_format("%2 before %1", {"a", "b"}), "b before a");
  EXPECT_EQ(fill_format("'%1' and %2", {"%2", "x"}), "'%2' and x");
  EXPECT_EQ(fill_format("100% of %1, %3 kept", {"it"}), "100% of it, %3 kept");
}

TEST(Problem, SaysItsPartsInEnglish) {
  const Problem p{ProblemKind::FenTooManyPieces,
                  {Side::Blue, 2LL, PieceType::AntiAir, *board::parse_square("c5")}};
  EXPECT_EQ(p.english(), "blue has more than 2 anti-air on c5");
  EXPECT_EQ(Problem{}.english(), "");
}

TEST(Problem, AFenErrorCarriesItsKindAndPartsBesideTheSameMessage) {
  auto r = parse_fen("7c3/11/11/11/11/11/11/11/11/11/11/11 r - - 0 1");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "red has no commander");
  EXPECT_EQ(r.error().problem.kind, ProblemKind::FenNoCommander);
  ASSERT_EQ(r.error().problem.args.size(), 1u);
  EXPECT_EQ(std::get<Side>(r.error().problem.args[0]), Side::Red);
  EXPECT_EQ(r.error().problem.english(), r.error().message);

  auto side = parse_fen("7c3/11/11/11/11/11/11/11/11/11/11/6C4 x - - 0 1");
  ASSERT_FALSE(side.ok());
  EXPECT_EQ(side.error().problem.kind, ProblemKind::FenBadSide);
  EXPECT_EQ(side.error().message, "invalid side to move 'x', expected 'r' or 'b'");
}

TEST(Problem, NamesAUnitsPiecesAndARulebookPointInEnglish) {
  using T = PieceType;
  EXPECT_EQ(
      Problem({ProblemKind::RbNoTurn,
               {UnitPieces{{T::Navy, T::AirForce, T::Tank}, {}}, RowColPoint{*board::parse_square("c5")}}})
          .english(),
      "illegal move: no legal turn of a navy carrying an air force and a tank on 4,2 matches");
  EXPECT_EQ(Problem({ProblemKind::SanNoMove,
                     {UnitPieces{{T::Tank, T::Infantry}, Side::Blue}, *board::parse_square("c5")}})
                .english(),
            "illegal move: no blue tank carrying infantry can move to c5");
  EXPECT_EQ(Problem({ProblemKind::SanNoDeployMove,
                     {UnitPieces{{T::Tank}, Side::Red}, *board::parse_square("c5"), UnitPieces{}}})
                .english(),
            "illegal move: no legal deploy turn fits (a red tank can move to c5 leaving nothing behind)");
  EXPECT_EQ(
      Problem({ProblemKind::MoveRejected, {quoted({ProblemKind::RbAmbiguous, {}}), std::string("T3,5")}})
          .english(),
      "the move is ambiguous ('T3,5')");
}

// Cờ Đông Sơn's FEN and rule options say their problems as kinds too, beside the same English as before.
TEST(Problem, CoDongSonsFenAndOptionsCarryTheirKindAndParts) {
  auto rank = dongson::parse_fen("4t3/4b4/9/9/9/9/9/4B4/LV2T2VL w - - 0 1");
  ASSERT_FALSE(rank.ok());
  EXPECT_EQ(rank.error().message, "rank 9 has 8 squares, not 9");
  EXPECT_EQ(rank.error().problem.kind, ProblemKind::DsFenRankSquares);
  EXPECT_EQ(rank.error().offset, 3u);

  auto than = dongson::parse_fen("9/4b4/9/9/9/9/9/4B4/LV2T2VL w - - 0 1");
  ASSERT_FALSE(than.ok());
  EXPECT_EQ(than.error().message, "Sơn must have exactly one Thần (T)");
  EXPECT_EQ(than.error().problem.kind, ProblemKind::DsFenThanCount);

  auto swap = dongson::parse_fen("4t4/4b4/9/9/9/9/9/4B4/L3T2VL w B - 0 1");
  ASSERT_FALSE(swap.ok());
  EXPECT_EQ(swap.error().message, "swap right 'B' needs the Thần on e1 and a Voi on b1");
  EXPECT_EQ(swap.error().problem.english(), swap.error().message);

  auto option = dongson::Options::parse("gift_safety=some");
  ASSERT_FALSE(option.ok());
  EXPECT_EQ(option.error().message, "option 'gift_safety' takes any, all, survives, not 'some'");
  EXPECT_EQ(option.error().problem.kind, ProblemKind::DsOptionValue);
}

// An ending is said in English as the rules name it (the GUI says it in its words).
TEST(Problem, AnEndingIsItsTerminationName) {
  EXPECT_EQ(Problem({ProblemKind::DsGameOver, {EndingName{"bare-than"}}}).english(),
            "the game is already over (bare-than)");
}

// A game is said in English by its name (rules/games.h's kName; the GUI says it in its words).
TEST(Problem, AGameIsItsName) {
  EXPECT_EQ(
      Problem({ProblemKind::GameIsOtherGame, {12LL, games::GameKind::DongSon, games::GameKind::Commander}})
          .english(),
      "game 12 is a Cờ Đông Sơn game, not a Commander Chess one");
  EXPECT_EQ(
      Problem({ProblemKind::GameIsOtherGame, {3LL, games::GameKind::Commander, games::GameKind::DongSon}})
          .english(),
      "game 3 is a Commander Chess game, not a Cờ Đông Sơn one");
}

// Every kind has its format, and a format's placeholders are numbered from 1 without gaps.
TEST(Problem, EveryKindHasAFormat) {
  for (int k = 1; k <= static_cast<int>(kLastProblemKind); ++k) {
    const std::string f = problem_format(static_cast<ProblemKind>(k));
    EXPECT_FALSE(f.empty()) << k;
    int highest = 0;
    for (std::size_t i = 0; i + 1 < f.size(); ++i)
      if (f[i] == '%' && f[i + 1] >= '1' && f[i + 1] <= '9') highest = std::max(highest, f[i + 1] - '0');
    for (int n = 1; n <= highest; ++n) EXPECT_NE(f.find("%" + std::to_string(n)), std::string::npos) << f;
  }
}

}  // namespace
}  // namespace saban
