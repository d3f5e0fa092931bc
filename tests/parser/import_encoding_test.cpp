// Records written in the old Vietnamese encodings import as correct UTF-8 (the same game as the UTF-8 file).
#include <gtest/gtest.h>

#include <fstream>

#include "parser/reader.h"
#include "rules/fen.h"

namespace saban::parser {
namespace {

struct Case {
  const char* file;
  Encoding expected;
};

GameRecord read_one(const std::string& name, Encoding* detected) {
  std::ifstream in(std::string(SABAN_SAMPLES) + "/encodings/" + name, std::ios::binary);
  EXPECT_TRUE(in) << name;
  RecordReader reader(in, name);
  ReadGame g;
  EXPECT_TRUE(reader.next(g));
  for (const auto& e : g.errors) ADD_FAILURE() << e.format();
  if (detected) *detected = reader.encoding();
  EXPECT_FALSE(reader.next(g));
  if (g.record) return *g.record;
  return GameRecord();
}

class ImportEncoding : public ::testing::TestWithParam<Case> {};

TEST_P(ImportEncoding, NamesAndMovesMatchTheUtf8File) {
  const GameRecord reference = read_one("utf8.ctr", nullptr);
  Encoding detected{};
  const GameRecord game = read_one(GetParam().file, &detected);
  EXPECT_EQ(detected, GetParam().expected);
  EXPECT_EQ(game.tag("Red"), std::optional<std::string>("Nguyễn Văn Ánh"));
  EXPECT_EQ(game.tag("Blue"), std::optional<std::string>("Trần Thị Phượng"));
  EXPECT_EQ(game.tag("Site"), std::optional<std::string>("Hội trường Quân khu 5, Đà Nẵng"));
  EXPECT_EQ(game.tags, reference.tags);
  EXPECT_EQ(game.comments_before, reference.comments_before);
  ASSERT_EQ(game.moves.size(), reference.moves.size());
  for (std::size_t i = 0; i < game.moves.size(); ++i)
    EXPECT_TRUE(game.moves[i].turn == reference.moves[i].turn);
  EXPECT_EQ(to_fen(game.final_position()), to_fen(reference.final_position()));
}

INSTANTIATE_TEST_SUITE_P(Samples, ImportEncoding,
                         ::testing::Values(Case{"windows-1258.ctr", Encoding::Windows1258},
                                           Case{"tcvn3.ctr", Encoding::Tcvn3}, Case{"vni.ctr", Encoding::Vni},
                                           Case{"utf16le.ctr", Encoding::Utf16LE},
                                           Case{"utf8.ctr", Encoding::Utf8}),
                         [](const auto& info) {
                           std::string n = info.param.file;
                           for (char& c : n)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return n;
                         });

TEST(ImportEncoding, ExplicitEncodingOverridesDetection) {
  std::ifstream in(std::string(SABAN_SAMPLES) + "/encodings/tcvn3.ctr", std::ios::binary);
  ReadOptions options;
  options.encoding = Encoding::Vni;
  RecordReader reader(in, "tcvn3.ctr", options);
  ReadGame g;
  ASSERT_TRUE(reader.next(g));
  EXPECT_EQ(reader.encoding(), Encoding::Vni);
  ASSERT_TRUE(g.record.has_value());
  EXPECT_NE(g.record->tag("Red"),
            std::optional<std::string>("Nguyễn Văn Ánh"));  // decoded with the wrong table
}

}  // namespace
}  // namespace saban::parser
