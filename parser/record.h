// A game record after replay: tags, start position, main line with comments, judgements and variations.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parser/comment_commands.h"
#include "parser/judgement.h"
#include "rules/board.h"
#include "rules/game.h"
#include "rules/move.h"
#include "rules/position.h"

namespace saban::parser {

/// The two move dialects (notation.md).
enum class Dialect { Rulebook, San };
/// Letter sets of the rulebook dialect.
enum class Letters { Vi, En };
/// How a dialect names points, and so how a board shown beside its moves is labelled: the rulebook's
/// "row,column" from 0 for the rulebook notation, "a1".."k12" for SAN.
constexpr board::CoordinateStyle coordinate_style(Dialect d) {
  return d == Dialect::Rulebook ? board::CoordinateStyle::Rulebook : board::CoordinateStyle::Algebraic;
}

/// Where something stands in a source file (1-based line and column, in characters).
struct SourceLocation {
  std::size_t line = 0, column = 0;
};

/// One move of a record, in any game (`Turn`: the game's move): the move, its text as written, what the
/// annotator and the engine said about it, and the alternatives to it.
template <class Turn>
struct BasicRecordMove {
  /// Not an aggregate: value-initialising one (`emplace_back()`, replaying each move) would first zero its
  /// 200 bytes (a slow `rep stos`) and then construct the members, which initialise themselves anyway.
  BasicRecordMove() noexcept {}
  /// A move whose text is `text`, copied once (a replay builds each move in place in its line so).
  explicit BasicRecordMove(std::string_view text) : text(text) {}

  Turn turn;
  std::string text;  ///< the token as written in the source
  SourceLocation where;
  Judgement judgement = Judgement::None;
  std::string mark;            ///< a rulebook mark that is no judgement: = (draw), !! (lost), $ (illegal)
  std::vector<unsigned> nags;  ///< other NAGs ($n) after the move
  /// The engine's evaluation after the move, from the first player's side (`[%eval ...]`; apart from the
  /// comments).
  std::optional<Evaluation> evaluation;
  std::vector<std::string> comments_before;  ///< comments before the move (opening a variation)
  std::vector<std::string> comments;         ///< comments after the move
  std::vector<std::vector<BasicRecordMove>>
      variations;  ///< alternatives to this move, from the position before it
};

using RecordMove = BasicRecordMove<Turn>;
using Line = std::vector<RecordMove>;

struct GameRecord {
  std::vector<std::pair<std::string, std::string>> tags;  ///< in source order, unknown tags kept
  Position start;
  GameMode mode = GameMode::Full;
  Dialect dialect = Dialect::San;
  Letters letters = Letters::Vi;
  std::vector<std::string> comments_before;  ///< comments before the first move
  Line moves;
  std::string result = "*";
  bool truncated = false;  ///< the moves stop at an illegal move (--truncate)

  std::string file;
  std::size_t game_number = 0;  ///< 1-based, within the file
  std::size_t first_line = 0;   ///< line of the game's first character in the file

  /// The value of a tag, or nullopt.
  std::optional<std::string> tag(std::string_view name) const;
  /// Sets (or adds) a tag.
  void set_tag(const std::string& name, const std::string& value);
  /// The position after the main line.
  Position final_position() const;
};

}  // namespace saban::parser
