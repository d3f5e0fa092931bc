// What the importer sends for a game: its columns of `game`, its positions and its opening-tree moves; or,
// for a game that could not be read, its row of `rejected_game`. Built on the replaying threads
// (db/importer.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "db/pq.h"
#include "parser/dongson_record.h"
#include "parser/record.h"

namespace saban::db {

struct StagedGame {
  std::string signature;  ///< 32 hex digits: players, date, start, profile, mode and moves
  std::string red, red_key, blue, blue_key;
  Param event, event_key, site, site_key;
  /// The other columns of `game`, in the order of kGameColumns, encoded for a binary COPY (db/pq.h binary::).
  std::string fields;
  std::vector<std::uint64_t> keys;  ///< stored keys of the positions, before each move and after the last
  std::string tree_text;            ///< long notation of the first tree-depth moves, one after another
  std::vector<std::uint32_t> tree_ends;  ///< where each of them ends in tree_text
  std::string_view tree_move(std::size_t ply) const {
    const std::uint32_t begin = ply == 0 ? 0 : tree_ends[ply - 1];
    return std::string_view(tree_text).substr(begin, tree_ends[ply] - begin);
  }
  int winner = 2;             ///< 1 Red, 0 draw, -1 Blue, 2 no result
  std::int32_t last_day = 0;  ///< the date's last possible day (db/chunks.h date_days), or kNoDate
};

/// A game that could not be imported: its row of `rejected_game` (raw hash, path, game number, line, column,
/// reason, raw text).
struct StagedRejected {
  std::vector<Param> row;
};

/// The columns of `game` in StagedGame::fields, from `date_text` on (id, signature, the four name ids and the
/// batch come first), and how many they are.
extern const char* const kGameColumns;
extern const int kGameColumnCount;

/// The row of a game that replayed; `raw` (its text) is moved into the row.
StagedGame game_row(const parser::GameRecord& g, std::string&& raw, const std::string& path, int tree_depth);
/// The row of a Cờ Đông Sơn game (db/import_dongson.cpp): Thủy in the Red columns, Sơn in the Blue ones, 14
/// material counts (Thủy's seven types, then Sơn's), the tree's moves in LAN and the opening in SAN.
StagedGame dongson_game_row(const parser::dongson::DsRecord& g, std::string&& raw, const std::string& path,
                            int tree_depth);

}  // namespace saban::db
