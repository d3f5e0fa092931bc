// The problems of untrusted text: one English format per kind, filled from typed parts.
#include "rules/problem.h"

#include <gtest/gtest.h>

#include "rules/board.h"
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
