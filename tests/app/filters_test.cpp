// Filters from text (app::game_filter, for `saban search --date` and the GUI's From/To fields): a month or a
// year as the end of a range means its last day (the 28th, 29th, 30th or 31st, leap years counted), as the
// start its first; on a real server, the games of a month's last days are found.
#include <gtest/gtest.h>

#include <set>

#include "app/filters.h"
#include "db/importer.h"
#include "tests/app/dated_games.h"
#include "tests/db/scratch_database.h"

namespace saban::app {
namespace {

TEST(DateBound, AMonthOrAYearIsItsFirstOrLastDay) {
  EXPECT_EQ(date_bound("2015-02", DateEnd::Last), "2015-02-28");
  EXPECT_EQ(date_bound("2016-02", DateEnd::Last), "2016-02-29");  // leap year
  EXPECT_EQ(date_bound("2000-02", DateEnd::Last), "2000-02-29");  // divisible by 400
  EXPECT_EQ(date_bound("1900-02", DateEnd::Last), "1900-02-28");  // divisible by 100
  EXPECT_EQ(date_bound("2015-04", DateEnd::Last), "2015-04-30");
  EXPECT_EQ(date_bound("2015-03", DateEnd::Last), "2015-03-31");
  EXPECT_EQ(date_bound("2015-12", DateEnd::Last), "2015-12-31");
  EXPECT_EQ(date_bound("2015", DateEnd::Last), "2015-12-31");
  EXPECT_EQ(date_bound("2015-03", DateEnd::First), "2015-03-01");
  EXPECT_EQ(date_bound("2015", DateEnd::First), "2015-01-01");
  EXPECT_EQ(date_bound("2015-03-17", DateEnd::First), "2015-03-17");
  EXPECT_EQ(date_bound("2015-03-17", DateEnd::Last), "2015-03-17");
}

TEST(DateBound, WhatIsNoDateIsRefused) {
  for (const char* bad :
       {"", "15", "2015-", "2015-1", "2015-13", "2015-00", "2015-04-31", "2015-02-29", "2016-02-30",
        "2015-03-00", "0000-01-01", "2015/03/01", "2015-03-1x", "abcd", "2015-03-017", " 2015"})
    for (DateEnd end : {DateEnd::First, DateEnd::Last})
      EXPECT_FALSE(date_bound(bad, end)) << "'" << bad << "'";
  EXPECT_TRUE(date_bound("2016-02-29", DateEnd::First));
}

using Range = std::pair<std::string, std::string>;  // FROM, TO ("-": open)

TEST(Filters, ADateRangeOfMonthsAndYears) {
  auto range = [](const std::string& text) {
    FilterText t;
    t.date = text;
    const auto f = game_filter(t);
    EXPECT_TRUE(f.ok()) << text << ": " << f.error().message;
    return f.ok() ? Range(f->date_from.value_or("-"), f->date_to.value_or("-")) : Range();
  };
  EXPECT_EQ(range("2016-02..2016-02"), Range("2016-02-01", "2016-02-29"));
  EXPECT_EQ(range("..2015-04"), Range("-", "2015-04-30"));
  EXPECT_EQ(range("2015-03"), Range("2015-03-01", "2015-03-31"));
  EXPECT_EQ(range("2015"), Range("2015-01-01", "2015-12-31"));
  EXPECT_EQ(range("2014-06-15..2015"), Range("2014-06-15", "2015-12-31"));
  FilterText t;
  t.date = "2015-02-29";
  const auto f = game_filter(t);
  ASSERT_FALSE(f.ok());
  EXPECT_EQ(f.error().message.rfind("date: '2015-02-29' is not a date", 0), 0u) << f.error().message;
}

// A material condition is read once, by game_filter: what is wrong with it comes back in db::MaterialError's
// parts (the GUI says them in its language) as well as in the CLI's English words.
TEST(Filters, AMaterialConditionThatCannotBeReadComesBackInItsParts) {
  using P = db::MaterialError::Problem;
  FilterText t;
  t.material = "red has " + std::to_string(db::kMaxMaterialCount) + " tanks";
  const auto most = game_filter(t);
  ASSERT_TRUE(most.ok()) << most.error().message;
  ASSERT_EQ(most->material.size(), 1u);
  EXPECT_EQ(most->material[0].count, db::kMaxMaterialCount);
  t.material = "red has no navy and blue has " + std::to_string(db::kMaxMaterialCount + 1) + " tanks";
  const auto many = game_filter(t);
  ASSERT_FALSE(many.ok());
  ASSERT_TRUE(many.error().material.has_value()) << many.error().message;
  EXPECT_EQ(many.error().material->problem, P::TooMany);
  EXPECT_EQ(many.error().material->words, std::to_string(db::kMaxMaterialCount + 1));
  EXPECT_EQ(many.error().message, "material: " + many.error().material->message());
  t.material = "xanh có hai rồng";
  const auto dragons = game_filter(t);
  ASSERT_FALSE(dragons.ok());
  ASSERT_TRUE(dragons.error().material.has_value()) << dragons.error().message;
  EXPECT_EQ(dragons.error().material->problem, P::NotAPiece);
  EXPECT_EQ(dragons.error().material->words, "rồng");
  // Another field's problem has no material parts.
  t = {};
  t.result = "2-0";
  const auto result = game_filter(t);
  ASSERT_FALSE(result.ok());
  EXPECT_FALSE(result.error().material.has_value());
  EXPECT_EQ(result.error().message.rfind("result: ", 0), 0u) << result.error().message;
}

class DateFilterText : public db::ScratchDatabase {
 protected:
  DateFilterText() : ScratchDatabase("saban_t_datetext_") {}

  void SetUp() override {
    ScratchDatabase::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    test::write_dated_games(dir() / "month-ends.pgn", test::kMonthEnds);
    db::Importer importer(*conn);
    importer.import_paths({dir() / "month-ends.pgn"});
    ASSERT_EQ(importer.progress().inserted, test::kMonthEnds.size());
  }

  // The dates of the games found by the date typed as `text`.
  std::multiset<std::string> found(const std::string& text) {
    FilterText t;
    t.date = text;
    t.limit = 1000;
    const auto f = game_filter(t);
    EXPECT_TRUE(f.ok()) << text << ": " << f.error().message;
    std::multiset<std::string> out;
    if (f.ok())
      for (const db::GameRow& r : db::search_games(*conn, *f)) out.insert(r.date);
    return out;
  }
};

TEST_F(DateFilterText, AMonthAsTheEndKeepsItsLastDays) {
  using Dates = std::multiset<std::string>;
  EXPECT_EQ(found("2016-02..2016-02"), (Dates{"2016.02.28", "2016.02.29"}));
  EXPECT_EQ(found("2015-02"), (Dates{"2015.02.27", "2015.02.28"}));
  EXPECT_EQ(found("2015-04-29..2015-04"), (Dates{"2015.04.29", "2015.04.30"}));
  EXPECT_EQ(found("2015-03-29..2015-03"), (Dates{"2015.03.29", "2015.03.30", "2015.03.31"}));
  EXPECT_EQ(found("2015-12..2016-01"), (Dates{"2015.12.31", "2016.01.01"}));
  EXPECT_EQ(found("2016").size(), 4u);  // 02-28, 02-29, 01-01, 03-01
  EXPECT_EQ(found("..2015").size(), 11u);
  EXPECT_EQ(found("2016-02-29..").size(), 2u);  // 02-29, 03-01
}

}  // namespace
}  // namespace saban::app
