// Reading the game database: searches by headers, exact position and material; the opening tree; statistics.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/pq.h"
#include "rules/dongson/position.h"
#include "rules/games.h"
#include "rules/position.h"
#include "rules/result.h"
#include "rules/types.h"

namespace saban::db {

/// The key a position is stored under: the key of what its FEN says (Position::fen_key: a lingering zone does
/// not count), told apart by profile (the same placement is not the same position under two rule readings).
std::uint64_t stored_key(const Position& pos);
/// The key a Cờ Đông Sơn position is stored under: its own Zobrist key, moved into a key space of its own
/// (and told apart by rule options), so that the two games never meet in the position index or the opening
/// tree.
std::uint64_t stored_key(const dongson::Position& pos);

/// The games the database holds (the `variant` column of `game`): the registered games (rules/games.h).
using Variant = games::GameKind;
/// The game's id ("commander", "dongson"), as stored.
const char* variant_name(Variant v);
/// Reads "commander" or "dongson" (also "dong-son", "Dong Son", any case).
std::optional<Variant> parse_variant(std::string_view text);

/// One material condition: a side has (op) count pieces of a type. op is one of = >= <=.
struct MaterialCondition {
  Side side = Side::Red;
  PieceType type = PieceType::Navy;
  std::string op = "=";
  int count = 0;
};

/// The largest count a material condition may name (far above any side's pieces of one type): more is
/// refused (MaterialError::Problem::TooMany).
inline constexpr int kMaxMaterialCount = 99;

/// Why a material condition cannot be read: which clause, what is wrong, and the words at fault as typed; the
/// CLI says it in English (message()), the GUI in its own language from the same parts.
struct MaterialError {
  enum class Problem {
    NoCondition,  ///< nothing to read
    NoSide,       ///< the clause does not start with red or blue (`words`: its first word)
    NoNumber,     ///< a quantity with no number after it ("at least")
    NotANumber,   ///< `words` after "at least", "more than"... is not a number
    TooMany,      ///< the number `words` is over kMaxMaterialCount
    NoPiece,      ///< the clause ends before its piece
    NotAPiece,    ///< `words` name no piece
  };
  Problem problem = Problem::NoCondition;
  std::string clause, words;
  std::size_t offset = 0;  ///< where the clause starts in the text
  std::string message() const;
};

/// Reads the material syntax (docs/database.md), e.g. "red has no navy, blue has both air forces",
/// "blue has at least 1 tank and red has at most 2 infantry", or the same in Vietnamese; the error says which
/// clause is wrong and why.
Result<std::vector<MaterialCondition>, MaterialError> parse_material(const std::string& text);

struct GameFilter {
  std::optional<std::string> player, red, blue, event, site;  ///< case- and accent-insensitive substrings
  std::optional<std::string> date_from, date_to;              ///< YYYY-MM-DD, inclusive
  std::optional<std::string> result;                          ///< 1-0, 0-1, 1/2-1/2, *
  std::optional<std::string> mode, profile;
  std::optional<Variant> variant;           ///< one game only (absent: both)
  std::optional<std::uint64_t> position;    ///< Zobrist key: games through this position
  std::vector<MaterialCondition> material;  ///< on the final position
  int limit = 100;
};

struct GameRow {
  long long id = 0;
  std::string red, blue, event, site, date, result, mode, termination;
  int plies = 0;
  std::optional<int> ply;  ///< position search: the ply where the position occurs (0 = the start)
};

/// The first `f.limit` games that match, by date (games without one last), then id; db/paging.h pages through
/// them in any order.
std::vector<GameRow> search_games(Connection& c, const GameFilter& f);
/// The stored record texts of games, in the order of `ids`.
std::vector<std::string> game_records(Connection& c, const std::vector<long long>& ids);

struct TreeMove {
  std::string move;  ///< long notation
  long long games = 0, red_wins = 0, draws = 0, blue_wins = 0;
  std::string last_date;
  long long last_game = 0;
};
/// The moves played from a position, most played first.
std::vector<TreeMove> opening_tree(Connection& c, std::uint64_t key);

struct RejectedRow {
  long long id = 0;
  std::string path, reason, rejected_at;
  int game = 0, line = 0, column = 0;
};
/// The first `limit` rejected games by id, of those with an id above `after` (0: all).
std::vector<RejectedRow> rejected_games(Connection& c, int limit = 100, long long after = 0);
/// How many games the rejected store holds.
long long count_rejected(Connection& c);
/// The id of the last rejected game (0: none), for rejected_games(c, limit, after) of what comes next.
long long last_rejected_id(Connection& c);

}  // namespace saban::db
