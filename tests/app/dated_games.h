// A record file of short games, one a date ("2016.02.29"), for the date filter tests of app/ and the GUI.
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "analysis/selfplay.h"
#include "parser/writer.h"

namespace saban::test {

/// One short random game a date text (its Red player "Người N"), written to `file`; `rng_seed` and
/// `first_seed` choose the games.
inline void write_dated_games(const std::filesystem::path& file, const std::vector<std::string>& dates,
                              std::uint64_t rng_seed = 17, std::uint64_t first_seed = 300) {
  std::ofstream out(file);
  std::mt19937_64 rng(rng_seed);
  for (std::size_t i = 0; i < dates.size(); ++i) {
    analysis::SelfPlayOptions s;
    s.seed = first_seed + i;
    s.max_plies = 6;
    parser::GameRecord g = analysis::random_game(s, rng);
    g.set_tag("Red", "Người " + std::to_string(i));
    g.set_tag("Date", dates[i]);
    out << parser::write_game(g, {}) << '\n';
  }
}

/// The last days of February (common and leap year), April and March, and the turn of a year.
inline const std::vector<std::string> kMonthEnds = {"2015.02.27", "2015.02.28", "2016.02.28", "2016.02.29",
                                                    "2015.04.28", "2015.04.29", "2015.04.30", "2015.03.28",
                                                    "2015.03.29", "2015.03.30", "2015.03.31", "2015.05.01",
                                                    "2015.12.31", "2016.01.01", "2016.03.01"};

}  // namespace saban::test
