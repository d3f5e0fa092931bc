#include "app/load_game.h"

#include <fstream>
#include <sstream>

#include "db/queries.h"
#include "parser/reader.h"

namespace saban::app {

namespace {

// The game read, whichever it is, or its errors (`encoding`: the one the text was read in).
Result<LoadedGame, LoadError> loaded(parser::ReadGame& g, const std::string& origin,
                                     parser::Encoding encoding = parser::Encoding::Utf8) {
  std::optional<LoadedGame> game;
  if (g.visit([&](auto& record) { game.emplace(std::move(record)); })) return std::move(*game);
  if (g.errors.empty()) return LoadError{LoadError::Kind::Unreadable, origin + ": the game cannot be read"};
  std::string lines;
  const parser::RecordError* undecodable = nullptr;
  for (const auto& e : g.errors) {
    if (e.undecodable && !undecodable) undecodable = &e;
    std::string line = e.format();
    while (!line.empty() && line.back() == '\n') line.pop_back();
    lines += (lines.empty() ? "" : "\n") + line;
  }
  if (undecodable) {
    const std::size_t line = undecodable->where.line;
    return LoadError{LoadError::Kind::Undecodable, lines, line, encoding, std::move(g.errors)};
  }
  return LoadError{LoadError::Kind::Unreadable, lines, 0, parser::Encoding::Undetected, std::move(g.errors)};
}

// The first game of a stream of records.
Result<LoadedGame, LoadError> first_game(std::istream& in, const std::string& origin, const std::string& what,
                                         std::optional<parser::Encoding> encoding = std::nullopt) {
  parser::ReadOptions options;
  options.encoding = encoding;
  parser::RecordReader reader(in, origin, options);
  parser::ReadGame g;
  if (!reader.next(g)) return LoadError{LoadError::Kind::NoGame, origin + ": no game in the " + what};
  return loaded(g, origin, reader.encoding());  // text that cannot be decoded is a game with that error
}

}  // namespace

Result<LoadedGame, LoadError> load_game_file(const std::filesystem::path& path,
                                             std::optional<parser::Encoding> encoding) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return LoadError{LoadError::Kind::CannotOpen, path.string() + ": cannot open"};
  return first_game(in, path.string(), "file", encoding);
}

Result<LoadedGame, LoadError> load_game_text(const std::string& text, const std::string& origin) {
  std::istringstream in(text);
  return first_game(in, origin, "text");
}

Result<LoadedGame, LoadError> load_stored_game(db::Connection& c, long long id) {
  const auto texts = db::game_records(c, {id});
  if (texts.empty()) {
    Problem missing{ProblemKind::GameNotStored, {id}};
    std::string message = missing.english();
    return LoadError{LoadError::Kind::NoGame, std::move(message), 0, parser::Encoding::Undetected, {},
                     std::move(missing)};
  }
  parser::ReadGame g = parser::read_game(texts.front(), "database", 1, 1);
  return loaded(g, "game " + std::to_string(id));
}

}  // namespace saban::app
