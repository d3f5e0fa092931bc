// Loading one game, from a record file or from the database, in one pass: read once and returned as the game
// it holds (a Commander Chess record or a Cờ Đông Sơn one), for the front ends to open.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "db/pq.h"
#include "parser/dongson_record.h"
#include "parser/encoding.h"
#include "parser/reader.h"
#include "parser/record.h"
#include "rules/result.h"

namespace saban::app {

/// A game as loaded: Commander Chess or Cờ Đông Sơn (which parser::read_game tells by its Variant tag).
using LoadedGame = std::variant<parser::GameRecord, parser::dongson::DsRecord>;

struct LoadError {
  enum class Kind {
    CannotOpen,   ///< the file cannot be opened
    NoGame,       ///< no game: an empty file, or no game of that id in the database
    Unreadable,   ///< the game has errors
    Undecodable,  ///< the file's bytes cannot be decoded in the encoding detected or given: name another
  };
  Kind kind = Kind::Unreadable;
  std::string message;  ///< what and where (English); for Unreadable the parser's errors, one to a line
  /// Undecodable: the line of the first byte that could not be decoded, and the encoding it was read in (the
  /// one given, or the one detected: Undetected when the bytes read as no Vietnamese text at all).
  std::size_t line = 0;
  parser::Encoding encoding = parser::Encoding::Undetected;
  /// Unreadable, Undecodable: the parser's errors, which `message` says in English (the GUI in its language).
  std::vector<parser::RecordError> errors{};
  /// NoGame from the database: what `message` says, as a kind and its parts (the GUI says it in its
  /// language).
  Problem problem{};
};

/// The first game of a record file (any dialect, encoding and game), decoded, parsed and replayed once.
/// `encoding` overrides the detection (parser::ReadOptions::encoding).
Result<LoadedGame, LoadError> load_game_file(const std::filesystem::path& path,
                                             std::optional<parser::Encoding> encoding = std::nullopt);

/// The first game of a record's text (pasted, say: any dialect and game); `origin` names it in the errors.
Result<LoadedGame, LoadError> load_game_text(const std::string& text, const std::string& origin);

/// A game of the database, by id.
Result<LoadedGame, LoadError> load_stored_game(db::Connection& c, long long id);

}  // namespace saban::app
