// The date filter: a game's dates (a day, or the month or year of a partial date) meet the filter's range, on
// a database made before migration 6 and migrated with its games in it (the GiST index of the date ranges and
// the check of their span are added to existing rows).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "db/importer.h"
#include "db/queries.h"
#include "tests/app/dated_games.h"
#include "tests/db/scratch_database.h"

namespace saban::db {
namespace {

class DateFilter : public ScratchDatabase {
 protected:
  DateFilter() : ScratchDatabase("saban_t_dates_", 5) {}  // before migration 6

  // Imports one short game a date text ("2015.03.10", "2015.??.??", "????.??.??").
  void import_dates(const std::vector<std::string>& dates) {
    const auto file = dir() / "dated.pgn";
    saban::test::write_dated_games(file, dates, 5, 77);
    Importer importer(*conn);
    importer.import_paths({file});
    ASSERT_EQ(importer.progress().inserted, dates.size());
  }

  // The dates of the games the filter finds, sorted.
  std::multiset<std::string> found(std::optional<std::string> from, std::optional<std::string> to) {
    GameFilter f;
    f.date_from = std::move(from);
    f.date_to = std::move(to);
    f.limit = 1000;
    std::multiset<std::string> out;
    for (const GameRow& r : search_games(*conn, f)) out.insert(r.date);
    return out;
  }
};

TEST_F(DateFilter, MigrationIndexesExistingGamesAndRangesMeet) {
  import_dates({"2015.03.10", "2015.??.??", "2015.02.??", "2014.12.31", "????.??.??", "2016.01.01",
                "2015.03.31", "2015.04.01"});
  EXPECT_EQ(migrate(*conn), schema_version());
  EXPECT_EQ(count("SELECT count(*) FROM pg_indexes WHERE indexname = 'game_dates'"), 1);
  // A day, a partial month and a partial year meet the range; so do its first and last days.
  EXPECT_EQ(found("2015-03-01", "2015-03-31"),
            (std::multiset<std::string>{"2015.03.10", "2015.??.??", "2015.03.31"}));
  EXPECT_EQ(found("2015-02-20", "2015-02-20"), (std::multiset<std::string>{"2015.??.??", "2015.02.??"}));
  // Open ranges; a game without a date meets none.
  EXPECT_EQ(found("2015-04-01", std::nullopt),
            (std::multiset<std::string>{"2015.??.??", "2016.01.01", "2015.04.01"}));
  EXPECT_EQ(found(std::nullopt, "2014-12-31"), (std::multiset<std::string>{"2014.12.31"}));
  EXPECT_EQ(found(std::nullopt, std::nullopt).size(), 8u);
  // FROM after TO: nothing (and no error from the server's range type).
  EXPECT_TRUE(found("2015-03-31", "2015-03-01").empty());
  // The check bounds a game's span (the date-ordered list relies on it).
  EXPECT_THROW(conn->run("UPDATE game SET date_to = date_from + 400 WHERE date_text = '2015.03.10'"),
               DbError);
}

TEST_F(DateFilter, RandomRangesFindWhatAPlainOverlapFinds) {
  std::vector<std::string> dates;
  std::mt19937 rng(9);
  for (int i = 0; i < 60; ++i) {
    char d[16];
    const int y = 2013 + static_cast<int>(rng() % 4), m = 1 + static_cast<int>(rng() % 12),
              day = 1 + static_cast<int>(rng() % 28);
    switch (rng() % 4) {
      case 0:
        std::snprintf(d, sizeof d, "%04d.??.??", y);
        break;
      case 1:
        std::snprintf(d, sizeof d, "%04d.%02d.??", y, m);
        break;
      default:
        std::snprintf(d, sizeof d, "%04d.%02d.%02d", y, m, day);
    }
    dates.push_back(d);
  }
  dates.push_back("????.??.??");
  import_dates(dates);
  migrate(*conn);
  for (int i = 0; i < 40; ++i) {
    char a[16], b[16];
    std::snprintf(a, sizeof a, "%04d-%02d-%02d", 2013 + static_cast<int>(rng() % 4),
                  1 + static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 28));
    std::snprintf(b, sizeof b, "%04d-%02d-%02d", 2013 + static_cast<int>(rng() % 4),
                  1 + static_cast<int>(rng() % 12), 1 + static_cast<int>(rng() % 28));
    std::string from = std::min<std::string>(a, b), to = std::max<std::string>(a, b);
    std::optional<std::string> f = from, t = to;
    if (i % 5 == 1) f.reset();
    if (i % 5 == 2) t.reset();
    std::string plain = "SELECT date_text FROM game WHERE date_from IS NOT NULL";
    std::vector<Param> params;
    if (f) params.emplace_back(*f), plain += " AND date_to >= $" + std::to_string(params.size()) + "::date";
    if (t) params.emplace_back(*t), plain += " AND date_from <= $" + std::to_string(params.size()) + "::date";
    const Rows r = conn->exec(plain, params);
    std::multiset<std::string> want;
    for (int k = 0; k < r.size(); ++k) want.insert(r.text(k, 0));
    EXPECT_EQ(found(f, t), want) << (f ? *f : "") << ".." << (t ? *t : "");
  }
}

}  // namespace
}  // namespace saban::db
