// What the importer sends for a game: its columns of `game`, its positions and its opening-tree moves; or,
// for a game that could not be read, its row of `rejected_game`. Built on the replaying threads
// (db/importer.cpp).
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/chunks.h"
#include "db/internal/import_summary.h"
#include "db/pq.h"
#include "parser/dongson_record.h"
#include "parser/reader.h"
#include "parser/record.h"

namespace saban::db {

struct StagedGame {
  std::string signature;  ///< 32 hex digits: players, date, start, profile, mode and moves
  std::string red, red_key, blue, blue_key;
  const char* red_tag = "Red";  ///< the tags naming the players (Thuy and Son in a Cờ Đông Sơn game)
  const char* blue_tag = "Blue";
  Param event, event_key, site, site_key;
  /// The names' ids in their tables (0: no event, no site), set before the batch's transaction
  /// (db/import_write.cpp resolve_names).
  long long red_id = 0, blue_id = 0, event_id = 0, site_id = 0;
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
  SummaryFacts summary;       ///< what the statistics summary counts of it (db/internal/import_summary.h)

  /// Back to a default-constructed row, the strings' and vectors' memory kept: the importer fills the rows of
  /// batches written earlier again (game_row into a row), where a new row's members were allocated a game at
  /// a time on the replaying threads and freed on the writers'. Every member above is reset here.
  void clear() {
    signature.clear();
    red.clear();
    red_key.clear();
    blue.clear();
    blue_key.clear();
    red_tag = "Red";
    blue_tag = "Blue";
    event.reset();
    event_key.reset();
    site.reset();
    site_key.reset();
    red_id = blue_id = event_id = site_id = 0;
    fields.clear();
    keys.clear();
    tree_text.clear();
    tree_ends.clear();
    winner = 2;
    last_day = 0;
    summary.clear();
  }
};

/// What an importer's writer keeps from one batch to the next (db/import_write.cpp): the batch's games in
/// signature order, as its chunks see them, the chunk writer's scratch. Reused, their memory stays mapped:
/// allocated anew for every batch, their pages were faulted in and zeroed each time.
struct WriteBuffers {
  std::vector<StagedGame> sorted;
  std::vector<ChunkGame> chunk_games;
  ChunkScratch chunks;
};

/// Rows written, kept to be filled again (game_row into a row): a writer hands its batch's rows back once
/// written (give), the staging thread takes one for each slot of the next batch (take). At most `limit` are
/// kept (a batch's slots), the rest freed: the rows alive are those of the batches being staged and written,
/// as when every row was new.
class SpareRows {
 public:
  explicit SpareRows(std::size_t limit) : m_limit(limit) {}
  /// Keeps the rows (while fewer than the limit are kept) and clears `rows`.
  void give(std::vector<StagedGame>& rows) {
    {
      std::lock_guard lock(m_mutex);
      for (StagedGame& g : rows) {
        if (m_rows.size() >= m_limit) break;
        m_rows.push_back(std::move(g));
      }
    }
    rows.clear();
  }
  /// Moves a kept row into `into`: false if none is kept.
  bool take(StagedGame& into) {
    std::lock_guard lock(m_mutex);
    if (m_rows.empty()) return false;
    into = std::move(m_rows.back());
    m_rows.pop_back();
    return true;
  }

 private:
  std::mutex m_mutex;
  std::vector<StagedGame> m_rows;
  std::size_t m_limit;
};

/// A game that could not be imported: its row of `rejected_game` (raw hash, path, game number, line, column,
/// reason, raw text).
struct StagedRejected {
  std::vector<Param> row;
};

/// A game the importer refuses (db/internal/import_reject.cpp): what a row of `rejected_game` holds.
StagedRejected rejected_row(const parser::RecordError& error, const std::string& path,
                            const std::string& raw);
/// A game the server refused while its batch was written: rejected with `reason` (its text, file, number and
/// line are read back from StagedGame::fields).
StagedRejected rejected_row(const StagedGame& g, const std::string& reason);
/// The game's text, from StagedGame::fields.
std::string game_text(const StagedGame& g);
/// The first NUL byte of a game's text (no text column can hold it): its place and the reason, or nothing.
std::optional<parser::RecordError> nul_error(std::string_view raw, const std::string& path,
                                             std::size_t game_number, std::size_t first_line);
/// The text with every NUL byte shown as U+2400 (SYMBOL FOR NULL), as the rejected store keeps it.
std::string escape_nul(std::string_view raw);
/// Why a game's player, event or site name is over `max_chars` characters (UTF-8 code points), or nothing.
std::optional<std::string> over_name_limit(const StagedGame& g, std::size_t max_chars);

/// The columns of `game` in StagedGame::fields, from `date_text` on (id, signature, the four name ids and the
/// batch come first), and how many they are.
extern const char* const kGameColumns;
extern const int kGameColumnCount;

/// The row of a game that replayed; `raw` (its text) is moved into the row. Replays the moves for the
/// positions' keys and the moves' long notation.
StagedGame game_row(const parser::GameRecord& g, std::string&& raw, const std::string& path, int tree_depth);
/// The same row from the keys and long notation the parser's replay handed out (ReadOptions::main_line): no
/// second replay. Written into `s` (cleared first, its memory kept); the keys and notation are swapped with
/// the row's vectors where they fit whole (`line` then holds the row's old memory, for the next replay).
void game_row(StagedGame& s, const parser::GameRecord& g, parser::MainLine& line, const std::string& raw,
              const std::string& path, int tree_depth);
/// The row of a Cờ Đông Sơn game (db/internal/import_rows.cpp): Thủy in the Red columns, Sơn in the Blue
/// ones, 14 material counts (Thủy's seven types, then Sơn's), the tree's moves in LAN and the opening in SAN.
StagedGame game_row(const parser::dongson::DsRecord& g, std::string&& raw, const std::string& path,
                    int tree_depth);

}  // namespace saban::db
