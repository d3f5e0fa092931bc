// Lines and columns of the moves of one game's text, located in text order: parser/reader.cpp makes one per
// game, parser/replay.cpp asks it where each move is. The commonest case (a move on the line of the last one)
// is inline, so that the replay's question costs no call (through std::function, two calls a move).
#pragma once

#include <cstddef>
#include <string>

#include "parser/ast.hpp"
#include "parser/record.h"

namespace saban::parser::internal {

// Counts on from the last located offset, not from the start (characters: UTF-8 continuation bytes do not
// count).
class TextOrderLocator {
 public:
  TextOrderLocator(const std::string& text, std::size_t first_line)
      : m_text(text), m_first_line(first_line), m_last{first_line, 1} {}

  /// Where a node of the text's tree starts (its `at` points into the text).
  SourceLocation operator()(const ast::Located& node) {
    return (*this)(static_cast<std::size_t>(node.at - m_text.data()));
  }

  SourceLocation operator()(std::size_t offset) {
    // The commonest: a move further on the line of the last one, in the ASCII part (no line break between
    // the last offset and this one: the next break found is not before it). Only the column moves.
    if (offset >= m_last_offset && offset < m_same_line_end) {
      m_last.column += offset - m_last_offset;
      m_last_offset = offset;
      return m_last;
    }
    return locate(offset);
  }

 private:
  SourceLocation locate(std::size_t offset);  // the general case (parser/reader.cpp)
  // Sets m_same_line_end after locate has moved on: the last offset in the ASCII part, with the next break
  // found and not before it.
  void end_same_line() {
    m_same_line_end =
        m_last_offset >= m_ascii_from && m_next_break != std::string::npos && m_last_offset <= m_next_break
            ? m_next_break + 1
            : 0;
  }
  // In the ASCII part (every byte a column) only line breaks are searched for: the next one to the end of the
  // text, once per line, not once per move.
  void skip_ascii(std::size_t& at, std::size_t end, std::size_t& line, std::size_t& column);

  const std::string& m_text;
  std::size_t m_first_line;
  SourceLocation m_last;
  std::size_t m_last_offset = 0;
  // Where the rest of the text is ASCII: set at the first move located (the tags before it may hold other
  // characters).
  std::size_t m_ascii_from = std::string::npos;
  std::size_t m_next_break =
      std::string::npos;  // in the ASCII part: the first line break from where searched
  // Where the commonest case ends: offsets from m_last_offset up to here (excluded) are on its line in the
  // ASCII part (m_next_break + 1), or 0 when that does not hold. Kept by locate, so that the inline test is
  // two comparisons (the four conditions it sums up cost some 14 instructions a move).
  std::size_t m_same_line_end = 0;
};

}  // namespace saban::parser::internal
