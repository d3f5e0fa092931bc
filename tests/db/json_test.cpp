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

}  // namespace
}  // namespace saban::db
