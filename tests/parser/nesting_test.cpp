// Hostile nesting and size: variations nested past the limit are a located error, never a crash (the stack
// overflowed at 5,000 levels before the limit); the limit itself reads and writes back; the writer follows
// variations of any depth.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "parser/limits.h"
#include "parser/reader.h"
#include "parser/writer.h"

namespace saban::parser {
namespace {

const std::string kHeader = "[Event \"deep\"]\n[Notation \"san\"]\n[Profile \"official\"]\n\n";

// "1. Ge3 (1. Ge3 (1. Ge3 ... ) ) *" with `depth` variations, each opening on a line of its own; `closed`
// false leaves them all open.
std::string nested_game(std::size_t depth, bool closed = true) {
  std::string text = kHeader + "1. Ge3";
  for (std::size_t i = 0; i < depth; ++i) text += "\n(1. Ge3";
  if (closed) text += std::string(depth, ')');
  return text + " *\n";
}

std::size_t deepest(const Line& line) {
  std::size_t depth = 0;
  const Line* at = &line;
  while (!at->empty() && !at->front().variations.empty()) at = &at->front().variations.front(), ++depth;
  return depth;
}

TEST(Nesting, FiveThousandLevelsIsALocatedError) {
  for (bool replay : {true, false}) {
    ReadOptions o;
    o.replay = replay;
    const ReadGame g = read_game(nested_game(5000), "deep.pgn", 1, 1, o);
    EXPECT_FALSE(g.record);
    ASSERT_EQ(g.errors.size(), 1u);
    EXPECT_NE(g.errors[0].message.find("nested more than 256 deep"), std::string::npos)
        << g.errors[0].message;
    // The 257th variation opens on line 5 (header) + 257.
    EXPECT_EQ(g.errors[0].where.line, 5u + 257u);
    EXPECT_EQ(g.errors[0].where.column, 1u);
  }
}

TEST(Nesting, TheErrorShowsAWindowOfALongLine) {
  // 5,000 variations on one line: the message shows 60 characters either side of the column, not 40 KB.
  std::string text = kHeader + "1. Ge3";
  for (int i = 0; i < 5000; ++i) text += " (1. Ge3";
  text += std::string(5000, ')') + " *\n";
  const ReadGame g = read_game(text, "long.pgn", 1);
  ASSERT_EQ(g.errors.size(), 1u);
  const std::string shown = g.errors[0].format();
  EXPECT_LT(shown.size(), 400u) << shown;
  EXPECT_EQ(g.errors[0].where.column, 8u + 256u * 8u);  // the "(" of the 257th (each " (1. Ge3" is 8 wide)
  // The caret sits under that '(' in the window shown.
  const std::size_t nl1 = shown.find('\n'), nl2 = shown.find('\n', nl1 + 1);
  const std::string line = shown.substr(nl1 + 1, nl2 - nl1 - 1), caret = shown.substr(nl2 + 1);
  ASSERT_EQ(line.rfind("  ...", 0), 0u) << shown;
  EXPECT_EQ(line[caret.find('^')], '(') << shown;
}

TEST(Nesting, AHugeTokenIsQuotedShortInItsError) {
  // A token of 100,000 characters in each place an error quotes one: the message quotes its first characters
  // and "...", the whole error (message, line window, caret) stays a few lines.
  const std::string huge(100000, '7');
  const std::pair<const char*, std::string> records[] = {
      {"a rulebook move", "[Notation \"vi\"]\n\n1. B4,2_5,2 B" + huge + ",2_6,2 *\n"},
      {"a SAN move", kHeader + "1. I" + std::string(100000, 'c') + "6 *\n"},
      {"the Mode tag", "[Mode \"" + huge + "\"]\n\n1. Ic6 *\n"},
      {"the FEN tag's empty count", "[FEN \"" + huge + "/11 r - - 0 1\"]\n\n1. Ic6 *\n"},
      {"the Profile tag", "[Profile \"" + huge + "\"]\n\n1. Ic6 *\n"},
      {"a Cờ Đông Sơn move", "[Variant \"dongson\"]\n\n1. N" + std::string(100000, 'b') + "3 *\n"},
  };
  for (const auto& [where, text] : records) {
    const ReadGame g = read_game(text, "huge.pgn", 1);
    ASSERT_FALSE(g.errors.empty()) << where;
    const std::string shown = g.errors[0].format();
    EXPECT_LT(shown.size(), 600u) << where << ": " << shown.substr(0, 600);
    EXPECT_NE(g.errors[0].message.find("..."), std::string::npos) << where << ": " << g.errors[0].message;
  }
}

TEST(Nesting, UnclosedVariationsOfAnyDepthAreAnError) {
  for (std::size_t depth : {10u, 300u, 100000u}) {
    const ReadGame g = read_game(nested_game(depth, false), "open.pgn", 1);
    EXPECT_FALSE(g.record);
    ASSERT_FALSE(g.errors.empty());
  }
  // Bare parentheses, no moves at all.
  const ReadGame g = read_game(kHeader + std::string(200000, '(') + "\n", "parens.pgn", 1);
  EXPECT_FALSE(g.record);
  EXPECT_FALSE(g.errors.empty());
}

TEST(Nesting, TheLimitItselfReadsAndWritesBack) {
  const ReadGame g = read_game(nested_game(kMaxVariationDepth), "limit.pgn", 1);
  ASSERT_TRUE(g.record) << (g.errors.empty() ? "" : g.errors[0].format());
  EXPECT_EQ(deepest(g.record->moves), kMaxVariationDepth);
  for (Dialect d : {Dialect::San, Dialect::Rulebook}) {
    WriteOptions w;
    w.dialect = d;
    const ReadGame back = read_game(write_game(*g.record, w), "back", 1);
    ASSERT_TRUE(back.record) << (back.errors.empty() ? "" : back.errors[0].format());
    EXPECT_EQ(deepest(back.record->moves), kMaxVariationDepth);
  }
}

TEST(Nesting, AFileGoesOnPastTheDeepGame) {
  std::istringstream in(nested_game(3) + "\n" + nested_game(20000) + "\n" + nested_game(2));
  RecordReader reader(in, "three.pgn");
  ReadGame g;
  std::vector<bool> read;
  while (reader.next(g)) read.push_back(g.record.has_value());
  EXPECT_EQ(read, (std::vector<bool>{true, false, true}));
}

// A UTF-8 file whose first 64 KB (what encoding detection reads) end inside a character: still UTF-8. It was
// read as Windows-1258 (the cut character made the sample invalid UTF-8), found by the fuzzer with a grown
// input.
TEST(LargeInput, DetectionWindowEndingInsideACharacterIsStillUtf8) {
  std::string text = kHeader + "1. Ge3 {";
  if ((65535 - text.size()) % 2 != 0) text += ' ';  // byte 65535 is the first of a two-byte character
  const std::size_t comment = text.size();
  for (int i = 0; i < 40000; ++i) text += "\xC3\xBF";  // ÿ
  text += "} *\n";
  ASSERT_EQ(static_cast<unsigned char>(text[65535]), 0xC3u);
  ASSERT_EQ(text.compare(65535, 2, "\xC3\xBF"), 0);
  std::istringstream in(text);
  RecordReader reader(in, "big.pgn");
  ReadGame g;
  ASSERT_TRUE(reader.next(g));
  EXPECT_EQ(reader.encoding(), Encoding::Utf8);
  ASSERT_TRUE(g.record) << (g.errors.empty() ? "" : g.errors[0].message);
  ASSERT_EQ(g.record->moves.size(), 1u);
  ASSERT_EQ(g.record->moves[0].comments.size(), 1u);
  EXPECT_EQ(g.record->moves[0].comments[0], text.substr(comment, 80000));
}

TEST(Nesting, TheWriterFollowsVariationsOfAnyDepth) {
  // Built by hand (as an editor may), 5,000 levels: far past what a record may hold.
  const ReadGame one = read_game(nested_game(0), "one.pgn", 1);
  ASSERT_TRUE(one.record);
  GameRecord game = *one.record;
  constexpr std::size_t kDepth = 5000;
  Line chain = game.moves;
  for (std::size_t i = 0; i < kDepth; ++i) {
    Line outer = one.record->moves;
    outer.front().variations.push_back(std::move(chain));
    chain = std::move(outer);
  }
  game.moves = std::move(chain);
  const std::string text = write_game(game, {});
  std::size_t opened = 0;
  for (char c : text) opened += c == '(';
  EXPECT_EQ(opened, kDepth);
  // Read back, it is a located error, not a crash.
  const ReadGame back = read_game(text, "written", 1);
  EXPECT_FALSE(back.record);
  ASSERT_FALSE(back.errors.empty());
  // Released without recursion trouble at this depth either (the destructor recurses once per level, small
  // frames): the test ends here.
}

}  // namespace
}  // namespace saban::parser
