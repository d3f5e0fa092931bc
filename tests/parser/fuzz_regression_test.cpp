// Inputs the fuzzer found problems with (tests/parser/data/fuzz/): each reads without a crash, and every game
// that reads is written and read back in all dialects.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "parser/reader.h"
#include "parser/writer.h"

namespace saban::parser {
namespace {

TEST(FuzzRegression, EveryInputReadsAndRoundTrips) {
  const std::filesystem::path dir = std::filesystem::path(SABAN_TEST_DATA) / "fuzz";
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    ++files;
    std::ifstream in(entry.path(), std::ios::binary);
    RecordReader reader(in, entry.path().filename().string());
    ReadGame g;
    while (reader.next(g)) {
      if (!g.record) continue;
      for (WriteOptions w :
           {WriteOptions{Dialect::Rulebook, Letters::Vi}, WriteOptions{Dialect::Rulebook, Letters::En},
            WriteOptions{Dialect::San, Letters::Vi}}) {
        const ReadGame back = read_game(write_game(*g.record, w), "written", 1);
        ASSERT_TRUE(back.record.has_value()) << entry.path() << "\n" << write_game(*g.record, w);
        EXPECT_EQ(back.record->moves.size(), g.record->moves.size()) << entry.path();
      }
    }
  }
  EXPECT_GE(files, 3);
}

TEST(FuzzRegression, NonAsciiTagNameIsASyntaxError) {
  const ReadGame g = read_game(
      "[R\xC3\xA9"
      "d \"x\"]\n\n*\n",
      "tag.pgn", 1);
  EXPECT_FALSE(g.record.has_value());
  ASSERT_FALSE(g.errors.empty());
}

}  // namespace
}  // namespace saban::parser
