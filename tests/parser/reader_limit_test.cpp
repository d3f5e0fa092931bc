// The reader's limit on one game's length (issue 20): a game over ReadOptions::max_game_bytes, on one line or
// many, is an error at its first line, the reader goes on with the next game, and it never holds much more
// text than the limit.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "parser/reader.h"

namespace saban::parser {
namespace {

const std::string kGame = "[Event \"e\"]\n[Red \"r\"]\n[Blue \"b\"]\n\n1. D4,6_T3,5 *\n\n";

struct Read {
  std::size_t game, line;
  bool error;
  std::string raw;
  std::string quoted;  // the error's line_text
};

std::vector<Read> read_all(const std::string& text, std::size_t limit, bool parse) {
  std::istringstream in(text);
  ReadOptions o;
  o.max_game_bytes = limit;
  o.parse = parse;
  o.replay = false;
  RecordReader reader(in, "f.ctr", o);
  std::vector<Read> out;
  ReadGame g;
  while (reader.next(g)) {
    EXPECT_LE(g.raw.size(), 4096u + 64u);
    out.push_back({reader.games_read(), g.errors.empty() ? 0 : g.errors.front().where.line, !g.errors.empty(),
                   g.raw, g.errors.empty() ? std::string() : g.errors.front().line_text});
  }
  return out;
}

TEST(ReaderLimit, LongGamesAreErrorsAndTheReaderGoesOn) {
  const std::size_t limit = 4000;
  // Game 2: a comment of 3 MB on one line (over several blocks); game 4: a tag line of 3 MB; game 6: many
  // short lines, over the limit together; the others are ordinary.
  std::string text = kGame;
  text += "[Event \"long comment\"]\n\n{" + std::string(3 << 20, 'c') + "} 1. D4,6_T3,5 *\n\n";
  text += kGame;
  text += "[Event \"" + std::string(3 << 20, 'a') + "\"]\n[Red \"r\"]\n\n1. D4,6_T3,5 *\n\n";
  text += kGame;
  text += "[Event \"many lines\"]\n\n";
  for (int i = 0; i < 500; ++i) text += "{a comment line of some length}\n";
  text += "1. D4,6_T3,5 *\n\n";
  text += kGame;
  for (bool parse : {false, true}) {
    SCOPED_TRACE(parse);
    const auto got = read_all(text, limit, parse);
    ASSERT_EQ(got.size(), 7u);
    const std::vector<std::size_t> lines = {0, 7, 0, 17, 0, 28, 0};
    for (std::size_t k = 0; k < got.size(); ++k) {
      SCOPED_TRACE(k);
      EXPECT_EQ(got[k].game, k + 1);
      EXPECT_EQ(got[k].error, lines[k] != 0);
      EXPECT_EQ(got[k].line, lines[k]);
    }
    EXPECT_EQ(got[1].raw.rfind("[Event \"long comment\"]", 0), 0u) << got[1].raw.substr(0, 80);
    // The error quotes the game's first line (it quoted an empty line), a long one cut as the kept text is
    EXPECT_EQ(got[1].quoted, "[Event \"long comment\"]");
    EXPECT_EQ(got[3].quoted.rfind("[Event \"aaaa", 0), 0u) << got[3].quoted.substr(0, 80);
    EXPECT_LE(got[3].quoted.size(), 4096u);
    EXPECT_EQ(got[5].quoted, "[Event \"many lines\"]");
    if (!parse) {
      EXPECT_EQ(got[6].raw, kGame);
    }
  }
}

TEST(ReaderLimit, OneLineWithoutANewline) {
  const auto got = read_all(std::string(5 << 20, 'x'), 1 << 20, true);
  ASSERT_EQ(got.size(), 1u);
  EXPECT_TRUE(got[0].error);
  EXPECT_EQ(got[0].line, 1u);
}

// UTF-8 cut in parts is never cut inside a character; UTF-16 neither.
TEST(ReaderLimit, LongLineOfWideCharacters) {
  std::string text = "[Event \"" + std::string(1, 'e');
  for (int i = 0; i < 600000; ++i) text += "\u1EC7";  // ệ, three bytes
  text += "\"]\n\n1. D4,6_T3,5 *\n\n" + kGame;
  const auto got = read_all(text, 1 << 20, false);
  ASSERT_EQ(got.size(), 2u);
  EXPECT_TRUE(got[0].error);
  EXPECT_FALSE(got[1].error);
  EXPECT_EQ(got[1].raw, kGame);
}

TEST(ReaderLimit, ALongGamesErrorIsAProblemTheGuiSaysInItsLanguage) {
  std::istringstream in("[Event \"long\"]\n\n{" + std::string(10000, 'c') + "} 1. D4,6_T3,5 *\n\n" + kGame);
  ReadOptions o;
  o.max_game_bytes = 4000;
  RecordReader reader(in, "f.ctr", o);
  ReadGame g;
  ASSERT_TRUE(reader.next(g));
  ASSERT_EQ(g.errors.size(), 1u);
  const RecordError& e = g.errors.front();
  EXPECT_EQ(e.problem.kind, ProblemKind::GameTooLong);
  ASSERT_EQ(e.problem.args.size(), 1u);
  EXPECT_EQ(std::get<long long>(e.problem.args[0]), 4000);
  EXPECT_EQ(e.message, "the game is longer than 4000 bytes, the limit for one game: it is skipped");
  ASSERT_TRUE(reader.next(g));
  EXPECT_TRUE(g.errors.empty());
}

}  // namespace
}  // namespace saban::parser
