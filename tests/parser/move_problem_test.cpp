// A record's move, tag and outcome errors carry their kind and parts (rules/problem.h) beside the same
// English message: the GUI says them in its language from those.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "parser/reader.h"
#include "rules/board.h"

namespace saban::parser {
namespace {

std::vector<RecordError> errors_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  RecordReader reader(in, path);
  std::vector<RecordError> errors;
  ReadGame g;
  while (reader.next(g)) errors.insert(errors.end(), g.errors.begin(), g.errors.end());
  return errors;
}

RecordError only_error(const std::string& text) {
  const ReadGame g = read_game(text, "t.pgn", 1);
  EXPECT_EQ(g.errors.size(), 1u) << text;
  return g.errors.empty() ? RecordError{} : g.errors.front();
}

const Problem& inner(const Problem& p) {
  static const Problem none;
  if (p.args.empty() || !std::holds_alternative<std::shared_ptr<const Problem>>(p.args[0])) return none;
  return *std::get<std::shared_ptr<const Problem>>(p.args[0]);
}

// Every broken sample's error but the one of an encoding: a kind, and its English the message itself.
TEST(MoveProblem, EveryBrokenSampleSaysAKindWhoseEnglishIsTheMessage) {
  int seen = 0;
  for (const auto& entry : std::filesystem::directory_iterator(SABAN_SAMPLES "/broken")) {
    for (const RecordError& e : errors_of(entry.path().string())) {
      if (e.undecodable) continue;
      ++seen;
      EXPECT_NE(e.problem.kind, ProblemKind::None) << entry.path() << ": " << e.message;
      EXPECT_EQ(e.problem.english(), e.message) << entry.path();
    }
  }
  EXPECT_GE(seen, 19);
}

TEST(MoveProblem, AnIllegalSanMoveQuotesItsTextAndNamesTheUnitAndPoint) {
  const auto errors = errors_of(SABAN_SAMPLES "/broken/illegal-move.pgn");
  ASSERT_EQ(errors.size(), 1u);
  const Problem& p = errors[0].problem;
  ASSERT_EQ(p.kind, ProblemKind::MoveRejected);
  ASSERT_EQ(p.args.size(), 2u);
  EXPECT_EQ(std::get<std::string>(p.args[1]), "Tf7");
  const Problem& why = inner(p);
  ASSERT_EQ(why.kind, ProblemKind::SanNoMove);
  const auto& unit = std::get<UnitPieces>(why.args[0]);
  EXPECT_EQ(unit.types, std::vector<PieceType>{PieceType::Tank});
  EXPECT_EQ(unit.side, Side::Red);
  EXPECT_EQ(std::get<Square>(why.args[1]), *board::parse_square("f7"));
  EXPECT_EQ(errors[0].message, "illegal move: no red tank can move to f7 ('Tf7')");
}

TEST(MoveProblem, ARulebookMovesPointsAreByRowAndColumnAndTheUnitsPiecesTyped) {
  const auto errors = errors_of(SABAN_SAMPLES "/broken/wrong-piece.ctr");
  ASSERT_EQ(errors.size(), 1u);
  const Problem& why = inner(errors[0].problem);
  ASSERT_EQ(why.kind, ProblemKind::RbPieceNotThere);
  EXPECT_EQ(std::get<PieceType>(why.args[0]), PieceType::Tank);
  EXPECT_EQ(board::rowcol_name(std::get<RowColPoint>(why.args[1]).square), "4,6");
  EXPECT_EQ(std::get<UnitPieces>(why.args[2]).types, std::vector<PieceType>{PieceType::Militia});
  EXPECT_FALSE(std::get<UnitPieces>(why.args[2]).side.has_value());
  EXPECT_EQ(errors[0].message, "there is no tank on 4,6 (it holds a militia) ('T4,6_5,6')");
}

TEST(MoveProblem, WhereASanUnitComesFromIsAProblemAroundTheUnit) {
  const std::string header = "[Event \"e\"]\n[Notation \"san\"]\n\n";
  const RecordError e = only_error(header + "1. Tcf7 *\n");
  const Problem& why = inner(e.problem);
  ASSERT_EQ(why.kind, ProblemKind::SanNoMove) << e.message;
  const Problem& where = inner(why);
  EXPECT_EQ(where.kind, ProblemKind::SanUnitOnFile);
  EXPECT_EQ(e.problem.english(), e.message);
  EXPECT_EQ(e.message, "illegal move: no red tank on file c can move to f7 ('Tcf7')");
}

TEST(MoveProblem, AnInvalidFenTagQuotesTheFensOwnProblem) {
  const auto errors = errors_of(SABAN_SAMPLES "/broken/bad-fen-tag.pgn");
  ASSERT_EQ(errors.size(), 1u);
  ASSERT_EQ(errors[0].problem.kind, ProblemKind::FenTagInvalid);
  EXPECT_EQ(inner(errors[0].problem).kind, ProblemKind::FenEmptyCount);
}

TEST(MoveProblem, AResultTheReplayedGameContradictsHasItsKind) {
  // A mate in one (outcome_test.cpp's record) tagged as Blue's win and a stalemate.
  ReadOptions o;
  o.check_outcome = true;
  const ReadGame g = read_game(
      "[Event \"t\"]\n[Profile \"official\"]\n[FEN \"5ici3/11/11/11/6T4/11/11/11/11/11/11/9C1 r - - 0 1\"]\n"
      "[Result \"0-1\"]\n[Termination \"stalemate\"]\n\n1. Tg10 0-1\n",
      "t.pgn", 1, 1, o);
  ASSERT_EQ(g.errors.size(), 2u);
  EXPECT_EQ(g.errors[0].problem.kind, ProblemKind::OutcomeOtherEnding);
  EXPECT_EQ(g.errors[1].problem.kind, ProblemKind::OutcomeResult);
  ASSERT_EQ(g.errors[1].problem.args.size(), 3u);
  EXPECT_EQ(std::get<EndingName>(g.errors[1].problem.args[1]).name, "checkmate");  // said in the GUI's words
  for (const RecordError& e : g.errors) EXPECT_EQ(e.problem.english(), e.message);
}

}  // namespace
}  // namespace saban::parser
