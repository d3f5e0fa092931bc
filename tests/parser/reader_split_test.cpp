// How RecordReader splits a file into games, against the plain definition line by line: a game ends where a
// tag line ('[' first on the line, outside braces) follows movetext; braces count in movetext lines only, and
// not after a ';' outside them. Random files of small games mangled with braces, semicolons, brackets, line
// breaks and spaces, some of them larger than the reader's block (the lines cut by a block's end included).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "parser/reader.h"

namespace saban::parser {
namespace {

struct Split {
  std::size_t first_line;
  std::string text;
  bool operator==(const Split&) const = default;
};

// The plain definition: each line judged whole, one after the other.
std::vector<Split> split_plainly(const std::string& text) {
  std::vector<Split> games;
  std::size_t depth = 0, start = std::string::npos, start_line = 0, line = 1;
  bool movetext = false;
  for (std::size_t i = 0; i < text.size(); ++line) {
    const std::size_t nl = text.find('\n', i);
    const std::size_t end = nl == std::string::npos ? text.size() : nl + 1;
    const std::string_view l(text.data() + i, end - i);
    const std::size_t k = l.find_first_not_of(" \t\r\n");
    const bool blank = k == std::string_view::npos;
    const bool tag_line = !blank && depth == 0 && l[k] == '[';
    if (tag_line && movetext) {
      games.push_back({start_line, text.substr(start, i - start)});
      start = std::string::npos;
      depth = 0;
      movetext = false;
    }
    if (!blank) {
      if (start == std::string::npos) start = i, start_line = line;
      if (!tag_line) {
        movetext = true;
        for (const char c : l) {
          if (c == ';' && depth == 0) break;
          if (c == '{') ++depth;
          if (c == '}' && depth > 0) --depth;
        }
      }
    }
    i = end;
  }
  if (start != std::string::npos) games.push_back({start_line, text.substr(start)});
  return games;
}

// The reader as these tests run it: UTF-8, games split but not parsed, no length limit.
ReadOptions split_only() {
  ReadOptions o;
  o.encoding = Encoding::Utf8;
  o.parse = false;
  o.max_game_bytes = std::size_t{1} << 30;
  return o;
}

std::vector<Split> split_by_reader(const std::string& text) {
  std::istringstream in(text);
  RecordReader reader(in, "f.ctr", split_only());
  std::vector<Split> out;
  ReadGame g;
  while (reader.next(g)) {
    EXPECT_TRUE(g.errors.empty());
    out.push_back({reader.game_line(), g.raw});
  }
  return out;
}

std::string random_file(std::mt19937& rng, std::size_t bytes, int edits_per_kb) {
  const std::vector<std::string> words{
      "1.", "D4,6_T3,5", "Ixk7",        "(NF)b6", "T<I>c3",          "A>xd5,E>d7",
      "*",  "1-0",       "{a comment}", "$4",     "(2... K2,2_3,3)", "; to the line's end"};
  std::string text;
  while (text.size() < bytes) {
    text += "[Event \"e\"]\n[Red \"r\"]\r\n\n";
    const int n = 1 + static_cast<int>(rng() % 40);
    std::size_t column = 0;
    for (int w = 0; w < n; ++w) {
      const std::string& word = words[rng() % words.size()];
      text += word;
      column += word.size() + 1;
      if (column > 70 || rng() % 50 == 0) {
        text += '\n';
        column = 0;
      } else {
        text += ' ';
      }
    }
    text += "\n\n";
  }
  const std::string alphabet = "{};[]\n\n\n \t\r(x";
  const std::size_t edits = text.size() / 1024 * static_cast<std::size_t>(edits_per_kb);
  for (std::size_t e = 0; e < edits; ++e) {
    const std::size_t at = rng() % (text.size() + 1);
    const char c = alphabet[rng() % alphabet.size()];
    if (rng() % 2)
      text.insert(at, 1, c);
    else if (at < text.size())
      text[at] = c;
  }
  return text;
}

TEST(ReaderSplit, GamesEndWhereThePlainDefinitionEndsThem) {
  std::mt19937 rng(23);
  std::size_t games = 0, compared = 0;
  for (int n = 0; n < 300; ++n) {
    // Mostly small files with many edits; a few over the reader's block (1 MiB) with few.
    const bool large = n % 100 == 0;
    std::string text = random_file(rng, large ? (5u << 19) : 1 + rng() % 6000, large ? 1 : 1 + n % 20);
    if (n % 3 == 0 && !text.empty()) text.pop_back();  // no line break at the end
    const auto expected = split_plainly(text);
    const auto got = split_by_reader(text);
    ASSERT_EQ(got.size(), expected.size()) << "file " << n;
    for (std::size_t g = 0; g < got.size(); ++g) {
      ASSERT_EQ(got[g].first_line, expected[g].first_line) << "file " << n << ", game " << g + 1;
      ASSERT_EQ(got[g].text, expected[g].text) << "file " << n << ", game " << g + 1;
    }
    games += got.size();
    ++compared;
  }
  EXPECT_GT(games, 4000u);
  EXPECT_EQ(compared, 300u);
}

// A byte that cannot be decoded (0xFF in UTF-8), anywhere in a file of any size: the games before the one it
// is in are read whole, wherever the reader's blocks begin; the game it is in is the error (with the byte's
// line), not a game cut short; nothing after it is read. The plain definition tells which game the byte is
// in.
TEST(ReaderSplit, AByteThatCannotBeDecodedEndsTheFileAtItsGame) {
  std::mt19937 rng(29);
  std::size_t kept = 0;
  for (int n = 0; n < 60; ++n) {
    const bool large = n % 10 == 0;
    std::string text = random_file(rng, large ? (3u << 19) : 1 + rng() % 6000, large ? 1 : 1 + n % 20);
    const std::size_t at = rng() % (text.size() + 1);
    text.insert(at, 1, '\xFF');
    const auto plain = split_plainly(text);
    const std::size_t bad_line = 1 + static_cast<std::size_t>(std::count(
                                         text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    std::size_t holder = 0;  // the plain game the byte is in: the last that starts on its line or before
    while (holder + 1 < plain.size() && plain[holder + 1].first_line <= bad_line) ++holder;
    std::istringstream in(text);
    RecordReader reader(in, "f.ctr", split_only());
    ReadGame g;
    std::size_t read = 0;
    bool error = false;
    while (reader.next(g)) {
      ASSERT_FALSE(error) << "file " << n << ": nothing after the error";
      if (!g.errors.empty()) {
        ASSERT_EQ(g.errors.size(), 1u);
        EXPECT_TRUE(g.errors[0].undecodable);
        EXPECT_EQ(g.errors[0].where.line, bad_line) << "file " << n;
        EXPECT_EQ(g.errors[0].game, read + 1) << "file " << n;
        EXPECT_TRUE(g.raw.empty());
        error = true;
        continue;
      }
      ASSERT_LT(read, holder) << "file " << n << ": a game read from the byte's game on";
      ASSERT_EQ(g.raw, plain[read].text) << "file " << n << ", game " << read + 1 << " read whole";
      ++read;
    }
    EXPECT_TRUE(error) << "file " << n;
    EXPECT_EQ(read, holder) << "file " << n << ": every game before the byte's";
    kept += read;
  }
  EXPECT_GT(kept, 300u);
}

}  // namespace
}  // namespace saban::parser
