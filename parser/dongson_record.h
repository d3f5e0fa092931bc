// Cờ Đông Sơn records: the PGN-shaped container with [Variant "dongson"], SAN movetext (dongson_san.h),
// comments, NAGs, judgements and variations; the writer. Reading: dongson_replay.h, hooked into RecordReader.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "parser/record.h"
#include "rules/dongson/game.h"

namespace saban::parser {

namespace dongson {

/// A move of a Cờ Đông Sơn record: the same shape as Commander Chess's (parser/record.h); its evaluation is
/// from Thủy's side.
using DsMove = BasicRecordMove<saban::dongson::Move>;
using DsLine = std::vector<DsMove>;

/// A Cờ Đông Sơn game record.
struct DsRecord {
  std::vector<std::pair<std::string, std::string>> tags;               ///< in source order
  saban::dongson::Position start = saban::dongson::Position::start();  ///< its options are the Rules tag's
  std::vector<std::string> comments_before;
  DsLine moves;
  std::string result = "*";
  bool truncated = false;
  std::string file;
  std::size_t game_number = 0, first_line = 0;

  std::optional<std::string> tag(std::string_view name) const;
  void set_tag(const std::string& name, const std::string& value);
  /// The main line replayed as a game (its verdict says how it ended).
  saban::dongson::Game game() const;
};

/// Whether a Variant tag value names Cờ Đông Sơn ("dongson", "Dong Son", "dong-son", any case).
bool is_dongson_variant(std::string_view value);

/// The whole record: tags (Variant first, FEN and Rules when not the defaults), movetext wrapped at `width`.
std::string write_game(const DsRecord& game, std::size_t width = 80);

}  // namespace dongson
}  // namespace saban::parser
