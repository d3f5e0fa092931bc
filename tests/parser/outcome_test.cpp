// `saban check`'s comparison of the Result and Termination tags with the replayed game (parser/outcome.h), in
// both games. Before it, a record tagged `0-1` and `checkmate` after a move that ends nothing passed.
#include "parser/outcome.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "parser/reader.h"

namespace saban::parser {
namespace {

// A mate in one (Red's tank to g10: Blue's commander on g12 is boxed in by its own infantry), official rules.
std::string mate_record(const std::string& result, const std::string& termination,
                        const std::string& move = "Tg10") {
  return "[Event \"t\"]\n[Profile \"official\"]\n[FEN \"5ici3/11/11/11/6T4/11/11/11/11/11/11/9C1 r - - 0 "
         "1\"]\n"
         "[Result \"" +
         result + "\"]\n[Termination \"" + termination + "\"]\n\n1. " + move + " " + result + "\n";
}

std::vector<RecordError> errors_of(const std::string& text, bool check = true) {
  ReadOptions o;
  o.check_outcome = check;
  const ReadGame g = read_game(text, "t.pgn", 1, 1, o);
  EXPECT_TRUE(g.record || g.dongson) << (g.errors.empty() ? "" : g.errors[0].format());
  return g.errors;
}

TEST(Outcome, AMateTaggedAsSuchPasses) { EXPECT_TRUE(errors_of(mate_record("1-0", "checkmate")).empty()); }

TEST(Outcome, ATerminationTheGameDidNotReachIsAnErrorAtItsTag) {
  // One move that ends nothing, tagged as a mate (the case of the issue).
  const auto errors = errors_of(mate_record("0-1", "checkmate", "Th8"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].where.line, 5u);
  EXPECT_EQ(errors[0].message,
            "Termination \"checkmate\" but the replayed game has not ended after its last move");
  EXPECT_EQ(errors[0].format().rfind("t.pgn:5:", 0), 0u) << errors[0].format();
  // Without the comparison (import, convert) the record is read as before.
  EXPECT_TRUE(errors_of(mate_record("0-1", "checkmate", "Th8"), false).empty());
  // A game that ended by no rule of the board (resignation, time) is not judged.
  EXPECT_TRUE(errors_of(mate_record("0-1", "resignation", "Th8")).empty());
}

TEST(Outcome, TheWrongWinnerOrEndingIsAnError) {
  auto errors = errors_of(mate_record("0-1", "checkmate"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].where.line, 4u);
  EXPECT_EQ(errors[0].message, "Result \"0-1\" but the replayed game ended by checkmate, which is 1-0");
  errors = errors_of(mate_record("1/2-1/2", "stalemate"));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].message, "Termination \"stalemate\" but the replayed game ended by checkmate");
  EXPECT_EQ(errors[1].message, "Result \"1/2-1/2\" but the replayed game ended by checkmate, which is 1-0");
}

std::string first_dongson_game() {
  std::ifstream in(std::filesystem::path(SABAN_SAMPLES) / "dong-son" / "selfplay-depth2.pgn");
  std::string text, line;
  bool movetext = false;
  while (std::getline(in, line)) {
    if (movetext && line.empty()) break;
    if (!line.empty() && line[0] != '[') movetext = true;
    text += line + "\n";
  }
  return text;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

TEST(Outcome, DongSonTagsAreComparedToo) {
  const std::string game = first_dongson_game();  // Sơn wins by Tiến Cung: 0-1, palace
  ASSERT_NE(game.find("[Termination \"palace\"]"), std::string::npos);
  EXPECT_TRUE(errors_of(game).empty());
  auto errors = errors_of(replaced(game, "[Result \"0-1\"]", "[Result \"1-0\"]"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].where.line, 8u);
  EXPECT_EQ(errors[0].message, "Result \"1-0\" but the replayed game ended by palace, which is 0-1");
  errors = errors_of(replaced(game, "[Termination \"palace\"]", "[Termination \"checkmate\"]"));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].where.line, 9u);
  EXPECT_EQ(errors[0].message, "Termination \"checkmate\" but the replayed game ended by palace");
  // One move, tagged as a mate.
  errors = errors_of("[Variant \"dongson\"]\n[Result \"0-1\"]\n[Termination \"checkmate\"]\n\n1. Nb3 0-1\n");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].where.line, 3u);
  EXPECT_EQ(errors[0].message,
            "Termination \"checkmate\" but the replayed game has not ended after its last move");
  // A repetition draw that is claimed, not reached automatically, is not an error where the claim is allowed.
  errors =
      errors_of("[Variant \"dongson\"]\n[Result \"1/2-1/2\"]\n[Termination \"repetition\"]\n\n1. Nb3 0-1\n");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message,
            "Termination \"repetition\" but the replayed game has not ended after its last move");
}

// The samples, whose tags the self-play and the rulebook wrote, all agree with their games.
TEST(Outcome, TheSamplesAgreeWithTheirTags) {
  for (const char* file : {"engine/selfplay-500.ctr", "rulebook/selfplay-vi.ctr",
                           "dong-son/selfplay-depth3.pgn", "dong-son/selfplay-depth2.pgn"}) {
    std::ifstream in(std::filesystem::path(SABAN_SAMPLES) / file, std::ios::binary);
    ASSERT_TRUE(in) << file;
    ReadOptions o;
    o.check_outcome = true;
    RecordReader reader(in, file, o);
    ReadGame g;
    std::size_t games = 0;
    while (reader.next(g)) {
      ++games;
      for (const auto& e : g.errors) ADD_FAILURE() << e.format();
    }
    EXPECT_GT(games, 0u) << file;
  }
}

}  // namespace
}  // namespace saban::parser
