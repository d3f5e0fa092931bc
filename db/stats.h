// Statistics of the game database and a player's report, as data (tables and charts in the GUI; `saban stats`
// and `saban player` format them as text or JSON).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "db/pq.h"
#include "db/queries.h"
#include "rules/types.h"

namespace saban::db {

/// Results of a set of games from Red's side: won by Red, drawn, won by Blue, unfinished (`*`).
struct Results {
  long long games = 0, red_wins = 0, draws = 0, blue_wins = 0, unfinished = 0;
  /// Red's score in the finished games, 0..1 (a win 1, a draw 1/2); 0 when none finished.
  double red_score() const;
};

/// Results of the games that share a value (a mode, an ending, a profile, a year).
struct ResultsBy {
  std::string key;  ///< "?" when the games do not say (an ending without a Termination tag)
  Results results;
};

/// A player's games from the player's side, whichever colour: won, drawn, lost (unfinished games apart).
struct Record {
  long long games = 0, wins = 0, draws = 0, losses = 0;
  /// The score in the finished games, 0..1; 0 when none finished.
  double score() const;
  Record& operator+=(const Record& o);
};

struct PlayerLine {
  long long id = 0;
  std::string name;
  Record record;
};

/// Games whose length falls in [from, to) plies.
struct LengthBin {
  int from = 0, to = 0;
  long long games = 0;
};

/// An opening: the first three plies in long notation, with the results of the games that began so.
struct OpeningLine {
  std::string moves;
  Results results;
};

/// Pieces of a type lost by each side over all games (the start's material minus the final position's), of
/// the game counted: red_lost is its first side's (Thủy's in Cờ Đông Sơn), blue_lost its second's (Sơn's).
struct PieceCaptures {
  int type = 0;  ///< the game's piece type (PieceType, dongson::PieceType) as a number: piece_type<Game>
  long long red_lost = 0, blue_lost = 0;
  /// The piece type in `Game`'s own type (games::CommanderChess, games::DongSon).
  template <class Game>
  typename Game::PieceType piece_type() const {
    return static_cast<typename Game::PieceType>(type);
  }
};

struct DatabaseStats {
  Variant variant = Variant::Commander;  ///< the game counted (Red is Thủy and Blue Sơn for Cờ Đông Sơn)
  Results total;
  double average_plies = 0;
  int shortest = 0, longest = 0;
  std::vector<ResultsBy> by_mode, by_ending, by_profile, by_year;  ///< most games first; years in order
  std::vector<LengthBin> lengths;  ///< bins of `bin_width` plies from 0 to the longest game
  int bin_width = 20;
  std::vector<PlayerLine> top_players;  ///< most games first (then name)
  std::vector<OpeningLine> openings;    ///< most played first
  std::vector<PieceCaptures> captures;  ///< every piece type of the game, in type order
  long long other_games = 0;            ///< games of the other game, not counted here
};

/// The statistics of one game's games in the database: `top` players and openings. Read from the summary the
/// database keeps (schema version 7: tables game_stat, game_stat_capture, player_stat, kept by triggers on
/// `game`): a few thousand rows, whatever the number of games.
DatabaseStats statistics(Connection& c, int top = 10, Variant variant = Variant::Commander);
/// The same, computed from every game (two passes over them): the reference the summary is checked against.
DatabaseStats statistics_full(Connection& c, int top = 10, Variant variant = Variant::Commander);

/// A year's record (a year with games, "?" for games without a date).
struct YearRecord {
  std::string year;
  Record record;
};
/// An opening a player played: the first three plies in long notation, with the colour and the record.
struct PlayerOpening {
  std::string moves;
  Side side = Side::Red;
  Record record;
};

struct PlayerReport {
  long long id = 0;
  std::string name;
  Record as_red, as_blue;
  Record total() const;
  std::vector<YearRecord> by_year;      ///< in year order, "?" last
  std::vector<PlayerOpening> openings;  ///< most played first, `top` of them
  std::vector<GameRow> recent;          ///< latest first
};

/// The report of every player whose name contains `name` (case and accents ignored) and who played `variant`,
/// in name order, of their games of that game only: `recent` latest games, `top` openings each. as_red and
/// as_blue (and an opening's Side::Red, Side::Blue) are the game's first and second sides: Thủy and Sơn in Cờ
/// Đông Sơn. Read from the summary (player_stat, by game since schema version 12): the player's rows alone.
std::vector<PlayerReport> player_reports(Connection& c, const std::string& name, int recent = 10,
                                         int top = 10, Variant variant = Variant::Commander);
/// The same from every game of each player instead of the summary: the reference.
std::vector<PlayerReport> player_reports_full(Connection& c, const std::string& name, int recent = 10,
                                              int top = 10, Variant variant = Variant::Commander);

/// Rows of the summary: the triggers on `game` add rows of signed counts for every statement that writes
/// games (marked fresh); compaction merges them with the rows of the same keys.
struct SummaryRows {
  long long game_stat = 0, captures = 0, player_stat = 0;
  long long total() const { return game_stat + captures + player_stat; }
};

/// Merges the summary's fresh rows into one row a key (counts that sum to 0 go), in one transaction (one
/// compactor at a time; writers go on). Returns the rows left (none, on a schema before version 7, which has
/// no summary; before version 12, player_stat's rows without their game). The importer runs it after every
/// import.
SummaryRows compact_summary(Connection& c);

/// Recomputes the summary from the games (after a change made with the triggers disabled, or to repair it),
/// in one transaction that keeps writers of games waiting (readers see the old summary meanwhile). Returns
/// its rows.
SummaryRows rebuild_summary(Connection& c);
/// The same in the transaction open on `c`. `bulk` (the end of a bulk import: db/internal/bulk_indexes.h):
/// the tables' indexes dropped and built after the rows, a third less of the backend's CPU for 100,000 games
/// (docs/performance.md); readers of the summary then wait for the transaction (the drop's lock) instead of
/// reading the old rows.
SummaryRows rebuild_summary_in(Connection& c, bool bulk = false);

/// The counts where the summary differs from the games (0 everywhere: it is right), from one snapshot.
SummaryRows verify_summary(Connection& c);

}  // namespace saban::db
