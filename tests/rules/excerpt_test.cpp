// Text quoted in error messages: short tokens whole, long ones cut between characters; the line under a
// message windowed around its caret.
#include "rules/excerpt.h"

#include <gtest/gtest.h>

#include <string>

namespace saban {
namespace {

TEST(Excerpt, AShortTokenIsQuotedWhole) {
  EXPECT_EQ(excerpt(""), "");
  EXPECT_EQ(excerpt("T3,5_6,5"), "T3,5_6,5");
  const std::string forty(kExcerptBytes, 'x');
  EXPECT_EQ(excerpt(forty), forty);
}

TEST(Excerpt, ALongTokenIsCutBetweenCharacters) {
  EXPECT_EQ(excerpt(std::string(100000, 'x')), std::string(kExcerptBytes, 'x') + "...");
  // "ệ" is three bytes: 40 bytes end inside the fourteenth, which is left out whole.
  std::string wide;
  for (int i = 0; i < 20; ++i) wide += "ệ";
  std::string thirteen;
  for (int i = 0; i < 13; ++i) thirteen += "ệ";
  EXPECT_EQ(excerpt(wide), thirteen + "...");
}

TEST(Excerpt, TheCaretLineOfAShortLineIsWhole) {
  EXPECT_EQ(caret_lines("1. Ic6 Tf7", 7), "  1. Ic6 Tf7\n         ^\n");
  EXPECT_EQ(caret_lines("\tTf7", 1), "  \tTf7\n  \t^\n");     // the tab kept: the caret lines up
  EXPECT_EQ(caret_lines("Tf7", 3), "  Tf7\n     ^\n");        // after the last character
  EXPECT_EQ(caret_lines("Đỏ Tf7", 3), "  Đỏ Tf7\n     ^\n");  // counted in characters, not bytes
}

TEST(Excerpt, ALongLineIsAWindowAroundItsCaret) {
  const std::string line = std::string(500, 'a') + "X" + std::string(500, 'b');
  const std::string shown = caret_lines(line, 500);
  const std::size_t nl = shown.find('\n');
  const std::string text = shown.substr(0, nl), caret = shown.substr(nl + 1);
  EXPECT_EQ(text,
            "  ..." + std::string(kCaretAround, 'a') + "X" + std::string(kCaretAround - 1, 'b') + "...");
  EXPECT_EQ(text[caret.find('^')], 'X');
}

TEST(Excerpt, CharacterAtCountsCharactersBeforeAByte) {
  EXPECT_EQ(character_at("abc", 0), 0u);
  EXPECT_EQ(character_at("abc", 2), 2u);
  EXPECT_EQ(character_at("abc", 99), 3u);  // past the end: the end
  EXPECT_EQ(character_at("Đỏ x", 5), 2u);  // "Đ" and "ỏ" are 2 and 3 bytes
}

}  // namespace
}  // namespace saban
