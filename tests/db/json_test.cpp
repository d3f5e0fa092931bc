// JSON written by nlohmann::json (db/json.h): escapes, tag order, repeated tags, bytes that are not UTF-8.
#include <gtest/gtest.h>

#include "db/json.h"

namespace saban::db {
namespace {

TEST(Json, TagsKeepOrderAndEscape) {
  const Json tags = tags_json({{"White", "Nguyễn \"Anh\"\\"}, {"Event", "a\nb\tc\x01"}, {"Round", "1"}});
  EXPECT_EQ(json_text(tags),
            "{\"White\":\"Nguyễn \\\"Anh\\\"\\\\\",\"Event\":\"a\\nb\\tc\\u0001\",\"Round\":\"1\"}");
  EXPECT_EQ(Json::parse(json_text(tags))["Event"], "a\nb\tc\x01");
}

TEST(Json, RepeatedTagKeepsTheLastValueAndBadBytesAreReplaced) {
  EXPECT_EQ(json_text(tags_json({{"A", "1"}, {"B", "2"}, {"A", "3"}})), "{\"A\":\"3\",\"B\":\"2\"}");
  EXPECT_EQ(json_text(tags_json({{"A", "x\xff"}})), "{\"A\":\"x\xEF\xBF\xBD\"}");
}

// The importer's direct writer gives json_text(tags_json(...)) byte for byte: escapes, every control byte,
// DEL, multibyte and 4-byte UTF-8, repeated tags, empty names and values, no tags; and text that is not
// well-formed UTF-8 (overlong forms, surrogates, past U+10FFFF, cut short) as nlohmann replaces it.
TEST(Json, TagsTextWrittenDirectlyIsNlohmannsText) {
  using Tags = std::vector<std::pair<std::string, std::string>>;
  std::string controls;
  for (int c = 1; c < 0x20; ++c) controls += static_cast<char>(c);
  controls += "\x7f\"\\/";
  const std::vector<Tags> cases = {
      {},
      {{"", ""}},
      {{"Red", "Nguyễn Văn A"}, {"Blue", "Trần \"B\""}, {"Date", "2024.??.??"}},
      {{"Event", controls}, {controls, "x"}},
      {{"A", "1"}, {"B", "2"}, {"A", "3"}, {"C", ""}, {"B", "4"}},
      {{"Emoji", "\xF0\x9F\x98\x80 \xF4\x8F\xBF\xBF \xE0\xA0\x80 \xED\x9F\xBF \xEF\xBF\xBF"}},
      {{"Overlong", "\xC0\xAF"}},
      {{"Surrogate", "\xED\xA0\x80"}},
      {{"Past", "\xF4\x90\x80\x80"}},
      {{"Cut", "ab\xE1\x80"}},
      {{"Lone", "\x80"}, {"A", "b"}},
      {{"Name\xff", "ok"}},
  };
  for (const Tags& tags : cases) EXPECT_EQ(tags_json_text(tags), json_text(tags_json(tags)));
}

// The one UTF-8 check (parser::is_utf8, which the direct writer asks) says well-formed exactly of the text
// nlohmann::json writes unchanged: every string of one or two bytes, and three- and four-byte ones around
// the edges of table 3-7 (overlong forms, surrogates, past U+10FFFF, continuation bytes out of range).
TEST(Json, WellFormedUtf8IsWhatNlohmannWritesUnchanged) {
  auto agree = [](const std::string& s) {
    const bool unchanged = json_text(Json(s)) == "\"" + s + "\"";
    EXPECT_EQ(parser::is_utf8(s), unchanged) << ::testing::PrintToString(s);
    return unchanged;
  };
  // Bytes JSON writes as themselves when alone (no escapes: not a control, quote or backslash).
  std::vector<unsigned char> plain;
  for (int b = 0x20; b < 0x100; ++b)
    if (b != '"' && b != '\\') plain.push_back(static_cast<unsigned char>(b));
  int wellFormed = 0;
  for (unsigned char a : plain) {
    wellFormed += agree(std::string(1, static_cast<char>(a)));
    for (unsigned char b : plain) wellFormed += agree({static_cast<char>(a), static_cast<char>(b)});
  }
  const unsigned char edges[] = {0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0},
                      ends[] = {0x7F, 0x80, 0xBF, 0xC0};
  for (int lead = 0xE0; lead <= 0xF5; ++lead)
    for (unsigned char second : edges)
      for (unsigned char third : edges) {
        const std::string three{static_cast<char>(lead), static_cast<char>(second), static_cast<char>(third)};
        wellFormed += agree(three);
        for (unsigned char fourth : ends) wellFormed += agree(three + static_cast<char>(fourth));
      }
  EXPECT_GT(wellFormed, 2000);  // the loops met well-formed text as well as malformed
}

}  // namespace
}  // namespace saban::db
