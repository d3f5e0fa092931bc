#include "parser/reader.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <sstream>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "parser/internal/config.hpp"
#include "parser/internal/dongson_replay.h"
#include "parser/internal/record.hpp"
#include "parser/internal/replay.h"
#include "parser/internal/text_locator.h"
#include "parser/outcome.h"
#include "parser/simple_game.h"
#include "rules/excerpt.h"

namespace saban::parser {

namespace {

constexpr std::size_t kBlock = 1 << 20;  // raw bytes read at a time

// Lines and columns (in characters, not bytes) of an offset in `text`, counted from `first_line`.
SourceLocation locate(const std::string& text, std::size_t offset, std::size_t first_line,
                      std::string& line_text) {
  if (offset > text.size()) offset = text.size();
  SourceLocation loc{first_line, 1};
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < offset; ++i)
    if (text[i] == '\n') ++loc.line, line_start = i + 1;
  for (std::size_t i = line_start; i < offset; ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++loc.column;
  std::size_t end = text.find('\n', line_start);
  line_text = text.substr(line_start, (end == std::string::npos ? text.size() : end) - line_start);
  if (!line_text.empty() && line_text.back() == '\r') line_text.pop_back();
  return loc;
}

// Whether one of the eight bytes of `word` is `b` (the word-at-a-time zero-byte test).
constexpr bool has_byte(std::uint64_t word, unsigned char b) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ull, kHighs = 0x8080808080808080ull;
  const std::uint64_t x = word ^ (kOnes * b);
  return ((x - kOnes) & ~x & kHighs) != 0;
}

// The first '{', '}' or ';' in text[from, end), else `end`; eight bytes at a time where there is none.
std::size_t next_brace_or_semicolon(const std::string& text, std::size_t from, std::size_t end) {
  for (; from + 8 <= end; from += 8) {
    std::uint64_t word;
    std::memcpy(&word, text.data() + from, 8);
    if (has_byte(word, '{') || has_byte(word, '}') || has_byte(word, ';')) break;
  }
  for (; from < end; ++from)
    if (text[from] == '{' || text[from] == '}' || text[from] == ';') return from;
  return end;
}

// The first line break, '{', '}' or ';' in text[from, end) (end: the text's size), else `end`; sixteen bytes
// at a time (eight without SSE2).
std::size_t next_break_brace_or_semicolon(const char* text, std::size_t from, std::size_t end) {
#ifdef __SSE2__
  const __m128i breaks = _mm_set1_epi8('\n'), opens = _mm_set1_epi8('{'), closes = _mm_set1_epi8('}'),
                semicolons = _mm_set1_epi8(';');
  auto matches = [&](std::size_t at) {
    const __m128i w = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + at));
    const __m128i m = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(w, breaks), _mm_cmpeq_epi8(w, opens)),
                                   _mm_or_si128(_mm_cmpeq_epi8(w, closes), _mm_cmpeq_epi8(w, semicolons)));
    return static_cast<unsigned>(_mm_movemask_epi8(m));
  };
  for (; from + 16 <= end; from += 16)
    if (const unsigned bits = matches(from)) return from + static_cast<std::size_t>(__builtin_ctz(bits));
  if (from < end && end >= 16) {  // the last bytes: the last sixteen, those before `from` masked off
    const unsigned bits = matches(end - 16) >> (from - (end - 16));
    return bits ? from + static_cast<std::size_t>(__builtin_ctz(bits)) : end;
  }
#else
  for (; from + 8 <= end; from += 8) {
    std::uint64_t word;
    std::memcpy(&word, text + from, 8);
    if (has_byte(word, '\n') || has_byte(word, '{') || has_byte(word, '}') || has_byte(word, ';')) break;
  }
#endif
  for (; from < end; ++from)
    if (text[from] == '\n' || text[from] == '{' || text[from] == '}' || text[from] == ';') return from;
  return end;
}

// The line break that ends a line of movetext read from `from` (npos when the text ends first), with the
// braces before it counted into `depth` as RecordReader::scan_braces counts them (a ';' outside braces ends
// the counting: the rest of the line is a comment).
std::size_t movetext_line_end(const std::string& text, std::size_t from, std::size_t& depth) {
  const char* const chars = text.data();
  for (;;) {
    from = next_break_brace_or_semicolon(chars, from, text.size());
    if (from == text.size()) return std::string::npos;
    const char c = chars[from];
    if (c == '\n') return from;
    if (c == ';' && depth == 0) return text.find('\n', from);
    if (c == '{')
      ++depth;
    else if (c == '}' && depth > 0)
      --depth;
    ++from;
  }
}

// What the grammar's rule names say, in words for a reader of the message.
Problem expected_problem(const std::string& which) {
  if (which == "'}'") return {ProblemKind::SyntaxExpectedCommentEnd, {}};
  if (which == "')'") return {ProblemKind::SyntaxExpectedVariationEnd, {}};
  if (which == "']'") return {ProblemKind::SyntaxExpectedTagEnd, {}};
  if (which == "'\"'") return {ProblemKind::SyntaxExpectedValueEnd, {}};
  return {ProblemKind::SyntaxExpected, {Term{"Grammar", which}}};  // a rule's name (record_def.hpp)
}

// The innermost `open` left unclosed before `end` (braces inside comments and ';' comments skipped).
std::size_t unclosed(const std::string& text, std::size_t end, char open, char close) {
  std::vector<std::size_t> stack;
  bool in_comment = false, in_line_comment = false, in_tag = false;
  for (std::size_t i = 0; i < end && i < text.size(); ++i) {
    const char c = text[i];
    if (in_line_comment) {
      in_line_comment = c != '\n';
      continue;
    }
    if (in_tag) {
      in_tag = c != '\n';
      continue;
    }
    if (in_comment && open != '{') {
      in_comment = c != '}';
      continue;
    }
    if (c == open)
      stack.push_back(i);
    else if (c == close && !stack.empty())
      stack.pop_back();
    else if (open != '{' && c == '{')
      in_comment = true;
    else if (c == ';' && !(open == '{' && !stack.empty()))
      in_line_comment = true;
    else if (c == '[' && (i == 0 || text[i - 1] == '\n'))
      in_tag = true;
  }
  return stack.empty() ? end : stack.back();
}

}  // namespace

std::string RecordError::format() const {
  std::ostringstream out;
  out << file << ':' << where.line << ':' << where.column << ": game " << game << ": " << message << '\n';
  if (line_text.empty() && undecodable) return out.str();  // no text to show: its bytes could not be decoded
  out << caret_lines(line_text, where.column == 0 ? 0 : where.column - 1);
  return out.str();
}

// TextOrderLocator's walk in the ASCII part (parser/internal/text_locator.h).
void internal::TextOrderLocator::skip_ascii(std::size_t& at, std::size_t end, std::size_t& line,
                                            std::size_t& column) {
  const char* const chars = m_text.data();
  while (at < end) {
    if (m_next_break == std::string::npos || m_next_break < at) {
      const void* found = std::memchr(chars + at, '\n', m_text.size() - at);
      m_next_break =
          found ? static_cast<std::size_t>(static_cast<const char*>(found) - chars) : m_text.size();
    }
    if (m_next_break >= end) {
      column += end - at;
      at = end;
      break;
    }
    ++line;
    column = 1;
    at = m_next_break + 1;
  }
  at = std::max(at, end);
}

// TextOrderLocator past its commonest case (parser/internal/text_locator.h).
SourceLocation internal::TextOrderLocator::locate(std::size_t offset) {
  // A move on the line after the last one's, in the ASCII part (one line break between them, the one found
  // last): the column counts from that break, and the break after it is searched for (skip_ascii's steps).
  if (m_last_offset >= m_ascii_from && m_next_break != std::string::npos && m_last_offset <= m_next_break &&
      offset > m_next_break && offset <= m_text.size()) {
    const char* const chars = m_text.data();
    const std::size_t from = m_next_break + 1;
    const void* found = std::memchr(chars + from, '\n', m_text.size() - from);
    const std::size_t next =
        found ? static_cast<std::size_t>(static_cast<const char*>(found) - chars) : m_text.size();
    if (offset <= next) {
      m_last = {m_last.line + 1, offset - m_next_break};
      m_last_offset = offset;
      m_next_break = next;
      m_same_line_end = next + 1;  // (end_same_line: the conditions hold)
      return m_last;
    }
  }
  if (offset < m_last_offset) m_last = {m_first_line, 1}, m_last_offset = 0, m_next_break = std::string::npos;
  // Counted in locals: the members would be reloaded after every character read (a char may alias them).
  std::size_t line = m_last.line, column = m_last.column, at = m_last_offset;
  const std::size_t end = std::min(offset, m_text.size());
  const char* const chars = m_text.data();
  if (m_ascii_from == std::string::npos) {
    // Eight bytes at a time (-O2 does not vectorise a byte loop): any high bit means a non-ASCII byte.
    std::uint64_t high = 0;
    std::size_t i = end;
    for (; i + 8 <= m_text.size(); i += 8) {
      std::uint64_t w;
      std::memcpy(&w, chars + i, 8);
      high |= w;
    }
    for (; i < m_text.size(); ++i) high |= static_cast<unsigned char>(chars[i]);
    m_ascii_from = high & 0x8080808080808080ULL ? m_text.size() + 1 : end;
  }
  if (at >= m_ascii_from) skip_ascii(at, end, line, column);
  // The line breaks first, by memchr (the tags before the first move break a line every 20-40 bytes, which
  // stopped the loop below at each), then the last line's characters.
  while (at < end) {
    const void* found = std::memchr(chars + at, '\n', end - at);
    if (!found) break;
    ++line, column = 1;
    at = static_cast<std::size_t>(static_cast<const char*>(found) - chars) + 1;
  }
  // Eight bytes at a time while they are ASCII without a line break (each is one column), then one by one.
  constexpr std::uint64_t kHigh = 0x8080808080808080ULL, kLow7 = 0x7f7f7f7f7f7f7f7fULL;
  constexpr std::uint64_t kBreaks = 0x0a0a0a0a0a0a0a0aULL;
  while (at < end) {
    if (end - at >= 8) {
      std::uint64_t w;
      std::memcpy(&w, chars + at, 8);
      const std::uint64_t x = w ^ kBreaks;
      const bool has_break = (~(((x & kLow7) + kLow7) | x) & kHigh) != 0;
      if (!has_break && (w & kHigh) == 0) {
        column += 8;
        at += 8;
        continue;
      }
    }
    const auto c = static_cast<unsigned char>(chars[at++]);
    if (c == '\n')
      ++line, column = 1;
    else
      column += (c & 0xC0) != 0x80;
  }
  m_last = {line, column};
  m_last_offset = std::max(at, m_last_offset);
  end_same_line();
  return m_last;
}

namespace {

// Reads the text into `tree`: the commonest records (tags, move numbers, moves, result) by hand, node for
// node as the grammar reads them; the grammar reads the rest (comments, NAGs, variations) and reports errors.
// `first` ends where reading stopped.
bool parse_tree(const std::string& text, ast::Game& tree, SyntaxFailure& failure, const char*& first) {
  const char* const end = text.data() + text.size();
  first = text.data();
  if (read_simple_game(text, tree)) {
    first = end;
    return true;
  }
  tree.tags.clear();
  tree.movetext.clear();
  const auto grammar = x3::with<SyntaxFailure>(std::ref(failure))[game_grammar()];
  return x3::phrase_parse(first, end, grammar, x3::ascii::space, tree);
}

// The error of a text the grammar could not read whole: too deep, a comment or variation never closed, what
// was expected, or text that is none of a record's parts.
template <typename ErrorAt>
RecordError syntax_error(const std::string& text, const SyntaxFailure& failure, const char* first,
                         ErrorAt& error_at) {
  auto problem_at = [&](std::size_t offset, Problem p) {
    RecordError e = error_at(offset, p.english());
    e.problem = std::move(p);
    return e;
  };
  if (failure.too_deep != std::string::npos)
    return problem_at(failure.too_deep,
                      {ProblemKind::SyntaxTooDeep, {static_cast<long long>(kMaxVariationDepth)}});
  if (failure.offset != std::string::npos && (failure.expected == "'}'" || failure.expected == "')'")) {
    const bool comment = failure.expected == "'}'";
    return problem_at(
        unclosed(text, failure.offset, comment ? '{' : '(', comment ? '}' : ')'),
        {comment ? ProblemKind::SyntaxUnclosedComment : ProblemKind::SyntaxUnclosedVariation, {}});
  }
  if (failure.offset != std::string::npos)
    return problem_at(failure.offset, expected_problem(failure.expected));
  return problem_at(static_cast<std::size_t>(first - text.data()), {ProblemKind::SyntaxUnexpected, {}});
}

// Reads the game whose text is in out.raw into `out` (record, tokens and errors reset first).
void read_game_into(ReadGame& out, const std::string& file, std::size_t game_number, std::size_t first_line,
                    const ReadOptions& options) {
  out.record.reset();
  out.dongson.reset();
  out.tokens = 0;
  out.errors.clear();
  const std::string& text = out.raw;
  auto error_at = [&](std::size_t offset, std::string message) {
    RecordError e;
    e.file = file;
    e.game = game_number;
    e.message = std::move(message);
    e.where = locate(text, offset, first_line, e.line_text);
    return e;
  };

  SyntaxFailure failure;
  failure.text = text.data();
  failure.offset = std::string::npos;
  // The tree's vectors keep their capacity from game to game (its views are only read during this call).
  thread_local ast::Game tree;
  if (!options.replay) {  // the commonest games checked as they are read, without a tree of their movetext
    TokenChecker checker;
    if (read_simple_game(text, tree, checker) && checker.count() > 0) {
      out.tokens = checker.count();
      return;
    }
  }
  tree.tags.clear();
  tree.movetext.clear();
  const char* first = nullptr;
  const bool ok = parse_tree(text, tree, failure, first);
  if (!ok || first != text.data() + text.size()) {
    out.errors.push_back(syntax_error(text, failure, first, error_at));
    return;
  }
  auto offset_of = [&](const ast::Located& node) { return static_cast<std::size_t>(node.at - text.data()); };
  if (dongson::is_dongson(tree)) {  // Cờ Đông Sơn: its own moves and replay (parser/dongson_replay.h)
    dongson::DsRecord record;
    record.file = file;
    record.game_number = game_number;
    record.first_line = first_line;
    const auto location = [&](std::size_t offset) {
      std::string line;
      return locate(text, offset, first_line, line);
    };
    if (dongson::replay(tree, offset_of, location, error_at, options, record, out.errors)) {
      if (options.check_outcome) check_outcome(tree, record, offset_of, error_at, out.errors);
      out.tokens = record.moves.size();
      out.dongson = std::move(record);
    }
    return;
  }
  if (!options.replay) {
    out.tokens = check_tokens(tree, offset_of, error_at, out.errors);
    return;
  }
  internal::TextOrderLocator location_of(text, first_line);
  GameRecord record;
  record.file = file;
  record.game_number = game_number;
  record.first_line = first_line;
  if (replay(tree, offset_of, location_of, error_at, options, record, out.errors)) {
    if (options.check_outcome) check_outcome(tree, record, offset_of, error_at, out.errors);
    out.tokens = record.moves.size();
    out.record = std::move(record);
  }
}

}  // namespace

ReadGame read_game(const std::string& text, const std::string& file, std::size_t game_number,
                   std::size_t first_line, const ReadOptions& options) {
  ReadGame out;
  out.raw = text;
  read_game_into(out, file, game_number, first_line, options);
  return out;
}

RecordReader::RecordReader(std::istream& in, std::string file_name, ReadOptions options)
    : m_in(in), m_file(std::move(file_name)), m_options(options) {}

bool RecordReader::fill() {
  if (m_eof) return false;
  // The raw bytes: the carried-over unfinished line (at the buffer's start), then the block read. The buffer
  // is kept from block to block and not zero-filled (std::string::resize wrote 1 MiB of zeros a block): only
  // the bytes read or carried are ever read.
  const std::size_t carried = m_carried;
  m_carried = 0;
  if (m_raw_size < carried + kBlock) {
    const std::size_t size = std::max(carried + kBlock, 2 * m_raw_size);
    auto bigger = std::make_unique_for_overwrite<char[]>(size);
    if (carried) std::memcpy(bigger.get(), m_raw.get(), carried);
    m_raw = std::move(bigger);
    m_raw_size = size;
  }
  m_in.read(m_raw.get() + carried, static_cast<std::streamsize>(kBlock));
  const auto got = static_cast<std::size_t>(m_in.gcount());
  std::string_view raw(m_raw.get(), carried + got);
  if (got == 0) m_eof = true;
  if (!m_started) {
    m_started = true;
    m_encoding = m_options.encoding ? *m_options.encoding : detect_file_encoding(raw);
  }
  if (raw.empty()) return false;
  // Decode whole lines only: keep the bytes after the last newline for the next block.
  std::size_t rest = 0;  // the bytes after those decoded, carried (moved to the buffer's start) once decoded
  if (!m_eof) {
    std::size_t cut = std::string::npos;
    if (m_encoding == Encoding::Utf16LE) {
      for (std::size_t i = raw.size() & ~std::size_t{1}; i >= 2; i -= 2)
        if (raw[i - 2] == '\n' && raw[i - 1] == '\0') {
          cut = i;
          break;
        }
    } else if (m_encoding == Encoding::Utf16BE) {
      for (std::size_t i = raw.size() & ~std::size_t{1}; i >= 2; i -= 2)
        if (raw[i - 2] == '\0' && raw[i - 1] == '\n') {
          cut = i;
          break;
        }
    } else {
      const auto nl = raw.rfind('\n');
      if (nl != std::string::npos) cut = nl + 1;
    }
    if (cut == std::string::npos && raw.size() <= m_options.max_game_bytes) {  // no newline yet: read more
      m_carried = raw.size();
      return true;
    }
    // A line over the game limit is decoded in parts (next_game_text then finds its game too long), cut
    // where no character is split.
    if (cut == std::string::npos) cut = whole_characters(raw, m_encoding);
    rest = raw.size() - cut;
    raw = raw.substr(0, cut);
  }
  const auto carry_rest = [&] {
    if (rest) std::memmove(m_raw.get(), m_raw.get() + raw.size(), rest);
    m_carried = rest;
  };
  // A UTF-8 BOM belongs to the first block only (UTF-16 blocks may or may not start with theirs).
  const Encoding enc = m_encoding == Encoding::Utf8Bom && !m_first_block ? Encoding::Utf8 : m_encoding;
  m_first_block = false;
  m_text.erase(0, m_pos);
  m_pos = 0;
  const std::size_t kept = m_text.size();
  const auto error = append_utf8(raw, enc, m_text);
  if (error) {
    // The text before the byte that cannot be decoded is read: the games that end before it are kept,
    // wherever the block began (next_game_text drops the game the byte is in: it is the error). Every byte
    // before the first bad one decodes (for an undetected encoding, they are ASCII).
    m_text.resize(kept);
    const std::string_view valid = raw.substr(0, std::min(error->offset, raw.size()));
    if (enc == Encoding::Undetected)
      m_text.append(valid);
    else if (append_utf8(valid, enc, m_text))
      m_text.resize(kept);
  }
  carry_rest();
  if (error) {
    RecordError e;
    e.file = m_file;
    // The line of the byte that could not be decoded: after the text read before it.
    const std::size_t line =
        m_line + static_cast<std::size_t>(std::count(m_text.begin(), m_text.end(), '\n'));
    e.where = {line, 1};
    e.message = std::string("the file is not valid ") + encoding_name(m_encoding) + ": " + error->message;
    e.undecodable = true;
    m_decode_error = e;
    m_eof = true;
    return false;
  }
  return true;
}

// The braces in a movetext line from `from` to `end` (not in a ';' comment), counted into `depth`.
void RecordReader::scan_braces(std::size_t from, std::size_t end, std::size_t& depth) const {
  for (std::size_t c = from; c < end; ++c) {
    c = next_brace_or_semicolon(m_text, c, end);
    if (c == end) break;
    if (depth == 0 && m_text[c] == ';') break;
    if (m_text[c] == '{')
      ++depth;
    else if (m_text[c] == '}' && depth > 0)
      --depth;
  }
}

std::string RecordReader::too_long(std::size_t start, std::size_t start_line) {
  RecordError e;
  e.file = m_file;
  e.game = m_game + 1;
  e.where = {start_line, 1};
  e.problem = Problem{ProblemKind::GameTooLong, {static_cast<long long>(m_options.max_game_bytes)}};
  e.message = e.problem.english();
  // Its first lines (at most 4 KiB, whole characters) are kept, to show which game it was; the error quotes
  // its first line (it quoted an empty one under "1:1").
  std::size_t n = std::min<std::size_t>(4096, m_text.size() - start);
  while (n > 0 && start + n < m_text.size() && (static_cast<unsigned char>(m_text[start + n]) & 0xC0) == 0x80)
    --n;
  const std::size_t first_end = std::min(m_text.find('\n', start), start + n);
  e.line_text = m_text.substr(start, first_end - start);
  if (!e.line_text.empty() && e.line_text.back() == '\r') e.line_text.pop_back();
  m_too_long = e;
  return m_text.substr(start, n) + "\n[... cut: over " + std::to_string(m_options.max_game_bytes) +
         " bytes]\n";
}

// Splits the next game off the decoded text: a game ends where a tag line follows movetext. A game over
// max_game_bytes is returned as its first lines (m_too_long holds the error), and its rest skipped.
bool RecordReader::next_game_text(std::size_t& first_line, std::string& game) {
  for (;;) {
    std::size_t i = m_pos, line = m_line, depth = m_skip ? m_skip_depth : 0;
    bool movetext = m_skip && m_skip_movetext, any = false;
    std::size_t start = std::string::npos, start_line = line;
    if (m_skip && m_mid_line) {  // the rest of a line cut short
      const std::size_t nl = m_text.find('\n', i);
      const std::size_t end = nl == std::string::npos ? m_text.size() : nl + 1;
      if (!m_mid_tag_line) scan_braces(i, end, depth);
      m_skip_depth = depth;
      i = m_pos = end;
      if (nl != std::string::npos) {
        m_mid_line = false;
        m_line = ++line;
      }
    }
    while (i < m_text.size() && !(m_skip && m_mid_line)) {
      std::size_t k = i;
      while (k < m_text.size() && (m_text[k] == ' ' || m_text[k] == '\t' || m_text[k] == '\r')) ++k;
      const bool blank = k == m_text.size() || m_text[k] == '\n';
      const bool tag_line = !blank && depth == 0 && m_text[k] == '[';
      // The line's end; a line of movetext is searched for braces on the way (counted into a copy of the
      // depth: a line not yet whole is read again).
      std::size_t line_depth = depth;
      const std::size_t nl = blank      ? (k == m_text.size() ? std::string::npos : k)
                             : tag_line ? m_text.find('\n', k)
                                        : movetext_line_end(m_text, k, line_depth);
      if (nl == std::string::npos && !m_eof) break;  // an incomplete line: need more text
      const std::size_t end = nl == std::string::npos ? m_text.size() : nl + 1;
      if (tag_line && movetext) {  // the next game starts here
        if (m_skip) {              // the skipped game ends here: this one is read as usual
          m_skip = false;
          m_pos = i;
          m_line = line;
          depth = 0;
          movetext = false;
          continue;
        }
        first_line = start_line;
        game.assign(m_text, start, i - start);
        m_pos = i;
        m_line = line;
        return true;
      }
      if (!blank) {
        if (start == std::string::npos) start = i, start_line = line;
        any = true;
        // Braces open comments only in movetext, and not inside a ';' comment (counted above).
        if (!tag_line) movetext = true, depth = line_depth;
      }
      i = end;
      ++line;
      if (m_skip) {  // skipping: drop the text scanned
        m_pos = i;
        m_line = line;
        m_skip_depth = depth;
        m_skip_movetext = movetext;
        start = std::string::npos;
        any = false;
      } else if (start != std::string::npos && i - start > m_options.max_game_bytes) {
        first_line = start_line;
        game = too_long(start, start_line);
        m_skip = true;
        m_skip_depth = depth;
        m_skip_movetext = movetext;
        m_pos = i;
        m_line = line;
        return true;
      }
    }
    // A line cut short (longer than the limit): its game is too long.
    if (!m_skip && i < m_text.size()) {
      const std::size_t begin = start == std::string::npos ? i : start;
      if (m_text.size() - begin > m_options.max_game_bytes) {
        std::size_t k = i;
        while (k < m_text.size() && (m_text[k] == ' ' || m_text[k] == '\t')) ++k;
        m_mid_tag_line = depth == 0 && k < m_text.size() && m_text[k] == '[';
        if (m_mid_tag_line && movetext) {  // the long line starts the next game: this one ends before it
          first_line = start_line;
          game.assign(m_text, start, i - start);
          m_pos = i;
          m_line = line;
          return true;
        }
        if (!m_mid_tag_line) scan_braces(i, m_text.size(), depth);
        first_line = start == std::string::npos ? line : start_line;
        game = too_long(begin, first_line);
        m_skip = true;
        m_mid_line = true;
        m_skip_depth = depth;
        m_skip_movetext = movetext || !m_mid_tag_line;
        m_pos = m_text.size();
        m_line = line;
        return true;
      }
    }
    if (m_skip && i < m_text.size() && !m_mid_line) {  // skipping, in a line not yet whole: drop it too
      std::size_t k = i;
      while (k < m_text.size() && (m_text[k] == ' ' || m_text[k] == '\t')) ++k;
      if (!(k < m_text.size() && m_text[k] == '[' && depth == 0 && movetext)) {
        m_mid_tag_line = depth == 0 && k < m_text.size() && m_text[k] == '[';
        if (!m_mid_tag_line) scan_braces(i, m_text.size(), depth), movetext = true;
        m_mid_line = true;
        m_skip_depth = depth;
        m_skip_movetext = movetext;
        m_pos = i = m_text.size();
      }
    }
    if (m_eof && i >= m_text.size()) {
      m_pos = m_text.size();
      m_line = line;
      m_skip = m_mid_line = false;
      if (!any || m_decode_error) return false;  // the game a byte could not be decoded in is that error
      first_line = start_line;
      game.assign(m_text, start);
      return true;
    }
    if (!fill() && !m_eof) continue;  // at a decoding error, the games read before the bad byte first
  }
}

bool RecordReader::next(ReadGame& out) {
  if (!m_started && !fill() && !m_decode_error && m_text.empty()) return false;
  std::size_t first_line = m_line;
  if (!next_game_text(first_line, out.raw)) {
    if (m_decode_error) {
      m_game_line = m_decode_error->where.line;
      m_decode_error->game = m_game + 1;  // the game after those read: the one the byte is in
      out = ReadGame{};
      out.errors.push_back(*m_decode_error);
      m_decode_error.reset();
      return true;
    }
    return false;
  }
  ++m_game;
  m_game_line = first_line;
  if (m_too_long) {  // over the length limit: the error, and the game's first lines
    out.record.reset();
    out.dongson.reset();
    out.tokens = 0;
    out.errors.assign(1, std::move(*m_too_long));
    m_too_long.reset();
    return true;
  }
  if (!m_options.parse) {
    out.record.reset();
    out.errors.clear();
    out.tokens = 0;
    return true;
  }
  read_game_into(out, m_file, m_game, first_line, m_options);
  return true;
}

}  // namespace saban::parser
