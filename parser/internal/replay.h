// Replay: a record's syntax tree becomes a game, every move checked against the rules profile of the game.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "parser/ast.hpp"
#include "parser/internal/text_locator.h"
#include "parser/reader.h"
#include "parser/record.h"
#include "parser/simple_game.h"

namespace saban::parser {

/// Makes an error at a byte offset of the game's text.
using ErrorAt = std::function<RecordError(std::size_t offset, std::string message)>;
/// The byte offset in the game's text where a node of the tree starts.
using OffsetOf = std::function<std::size_t(const ast::Located&)>;

/// Parses every move token in the game's dialect without replaying; returns how many, or 0 with an error.
std::size_t check_tokens(const ast::Game& game, const OffsetOf& offset_of, const ErrorAt& error_at,
                         std::vector<RecordError>& errors);

/// check_tokens while a game is read (read_simple_game's TokenSink), for a game read without its tree: the
/// dialect from the tags and the first token as check_tokens decides it, then each token checked as it is
/// read. It gives up on a Cờ Đông Sơn game and at the first token that does not read: the game is then read
/// with a tree, and check_tokens reports the error.
class TokenChecker final : public TokenSink {
 public:
  bool token(const ast::Game& tags, std::string_view text) override;
  /// The tokens read (0: none, the game is to be read with a tree).
  std::size_t count() const { return m_count; }

 private:
  bool m_rulebook = false;
  std::size_t m_count = 0;
};

/// Fills `out` from the tree; returns false (with errors) when the game cannot be kept.
/// (`location_of`: where each move is, parser/internal/text_locator.h.)
bool replay(const ast::Game& game, const OffsetOf& offset_of, internal::TextOrderLocator& location_of,
            const ErrorAt& error_at, const ReadOptions& options, GameRecord& out,
            std::vector<RecordError>& errors);

}  // namespace saban::parser
