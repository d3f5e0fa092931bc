// Reading record files game by game: decoding, splitting, parsing, replaying against the rules.
#pragma once

#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parser/dongson_record.h"
#include "parser/encoding.h"
#include "parser/record.h"

namespace saban::parser {

/// An error in a record: file, game, line and column, what is wrong, and the line with a caret under it.
struct RecordError {
  std::string file;
  std::size_t game = 0;
  SourceLocation where;
  std::string message;
  std::string line_text;
  /// The text could not be decoded in the encoding detected or given (another encoding may read it: each
  /// front end says how to name it).
  bool undecodable = false;
  /// What is wrong as a kind and its parts (rules/problem.h), when the message has one: the GUI says it in
  /// its language.
  Problem problem{};

  /// "file:line:column: game N: message", then the line and a caret.
  std::string format() const;
};

/// The error `error_at(offset, message)` makes for `problem`: its English as the message, the problem beside
/// it (for the readers' error_at functions, which take an offset and a message).
template <typename ErrorAt>
RecordError problem_error(const ErrorAt& error_at, std::size_t offset, Problem problem) {
  RecordError e = error_at(offset, problem.english());
  e.problem = std::move(problem);
  return e;
}

/// What the replay of a Commander Chess game's main line hands out as it goes, when a reader asks for it
/// (ReadOptions::main_line): each position's key, each move's long notation and the position at the end,
/// which that reader would otherwise get by replaying the moves again (the importer's rows,
/// db/internal/import_rows.cpp). Variations are not in it.
struct MainLine {
  std::vector<std::uint64_t> fen_keys;  ///< Position::fen_key() of the start, then after each move
  std::string lan;                      ///< each move in long notation (rules/san.h append_lan), end to end
  std::vector<std::uint32_t> lan_ends;  ///< where each move's notation ends in `lan`
  Position end;                         ///< the position after the last move

  /// The long notation of the move at `ply`.
  std::string_view move(std::size_t ply) const {
    const std::uint32_t begin = ply == 0 ? 0 : lan_ends[ply - 1];
    return std::string_view(lan).substr(begin, lan_ends[ply] - begin);
  }
};

struct ReadOptions {
  std::optional<Encoding> encoding;  ///< overrides detection
  bool truncate = false;             ///< keep the legal moves before an illegal one
  bool replay = true;                ///< false: check the syntax only (tags, movetext, every move token)
  bool parse = true;                 ///< false (RecordReader): split the games only, `record` stays empty;
                                     ///< read_game() reads each one later (the importer does it in parallel)
  bool check_outcome = false;        ///< the Result and Termination tags against how the main line ends
                                     ///< (parser/outcome.h); a mismatch is an error, the record is kept
  /// A game whose text is longer (in bytes, as decoded) is not read: RecordReader returns it as an error
  /// (its first lines kept in `raw`) and goes on with the next game, holding at most about this much text.
  std::size_t max_game_bytes = kMaxGameBytes;
  static constexpr std::size_t kMaxGameBytes = 1 << 20;
  /// Set: the replay of each Commander Chess game read fills it (emptied first; one game at a time, so one
  /// per thread reading); after a game that could not be kept it holds what was replayed. Null (every reader
  /// but the importer): nothing is recorded.
  MainLine* main_line = nullptr;
};

/// One game as read: the record (absent when the game could not be read), its errors and its raw text.
struct ReadGame {
  std::optional<GameRecord> record;
  std::optional<dongson::DsRecord>
      dongson;             ///< instead of `record`: a Cờ Đông Sơn game ([Variant "dongson"])
  std::size_t tokens = 0;  ///< move tokens read (without replay: parsed only)
  std::vector<RecordError> errors;
  std::string raw;  ///< the game's text, UTF-8

  /// Did the text hold a game that was read (of either game)?
  bool has_game() const { return record || dongson; }
  /// Calls `f` with the record read, whichever game it is (GameRecord& or dongson::DsRecord&): the one place
  /// above the reader that tells the games apart. False (f not called) when no game was read.
  template <class F>
  bool visit(F&& f) {
    if (record) return f(*record), true;
    if (dongson) return f(*dongson), true;
    return false;
  }
};

/// Reads one game from UTF-8 text (`first_line` is where the text starts in its file).
ReadGame read_game(const std::string& text, const std::string& file, std::size_t game_number,
                   std::size_t first_line = 1, const ReadOptions& options = {});

/// Reads a stream of records game by game, never holding more than one game and one block in memory.
class RecordReader {
 public:
  RecordReader(std::istream& in, std::string file_name, ReadOptions options = {});

  /// Reads the next game; false at the end of the stream.
  bool next(ReadGame& out);
  /// The encoding in use (detected from the first block unless given).
  Encoding encoding() const { return m_encoding; }
  /// How many games have been read so far.
  std::size_t games_read() const { return m_game; }
  /// The line where the game read last starts (its first line that is not blank).
  std::size_t game_line() const { return m_game_line; }

 private:
  bool fill();  // decodes the next block into m_text; false at the end
  bool next_game_text(std::size_t& first_line, std::string& game);  // false at the end

  std::istream& m_in;
  std::string m_file;
  ReadOptions m_options;
  Encoding m_encoding = Encoding::Utf8;
  bool m_started = false, m_eof = false, m_first_block = true;
  std::unique_ptr<char[]> m_raw;  // raw bytes: an unfinished line carried, then the block being decoded
  std::size_t m_raw_size = 0;     // the buffer's size
  std::size_t m_carried = 0;      // the carried bytes at its start
  std::string m_text;             // decoded text not yet split into games
  std::size_t m_pos = 0;
  std::size_t m_line = 1;  // line number of m_text[m_pos]
  std::size_t m_game = 0, m_game_line = 0;
  std::optional<RecordError> m_decode_error;
  // A game over max_game_bytes: its error, returned by next(); then the rest of it is skipped, text dropped
  // as it is scanned (the scan's state: brace depth, movetext seen, in a line cut short).
  std::optional<RecordError> m_too_long;
  bool m_skip = false, m_skip_movetext = false, m_mid_line = false, m_mid_tag_line = false;
  std::size_t m_skip_depth = 0;
  std::string too_long(std::size_t start, std::size_t start_line);  // sets m_too_long, returns the kept text
  void scan_braces(std::size_t from, std::size_t end, std::size_t& depth) const;
};

}  // namespace saban::parser
