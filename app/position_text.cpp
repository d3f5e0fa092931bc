#include "app/position_text.h"

#include "parser/reader.h"
#include "rules/dongson/fen.h"
#include "rules/excerpt.h"
#include "rules/fen.h"
#include "rules/profile.h"

namespace saban::app {

namespace {

Result<Profile, std::string> profile_named(const std::string& name) {
  const auto p = profile_by_name(name);
  if (!p) return "unknown profile '" + excerpt(name) + "'";
  return *p;
}

}  // namespace

// The moves are read as a record of their own, so that every dialect the reader knows is accepted.
Result<Position, std::string> position_after_moves(const std::string& moves, const std::string& profile) {
  auto p = profile_named(profile);
  if (!p) return p.error();
  if (moves.find_first_not_of(" \t\r\n") == std::string::npos) return Position::start(*p);
  const std::string text = "[Profile \"" + profile + "\"]\n\n" + moves + " *\n";
  parser::ReadGame g = parser::read_game(text, "moves", 1, 1);
  if (!g.record) {
    std::string why;
    for (parser::RecordError e : g.errors) {
      e.where.line =
          e.where.line > 2 ? e.where.line - 2 : 1;  // counted in the moves as given, not our header
      why += e.format();
    }
    while (!why.empty() && why.back() == '\n') why.pop_back();
    return why.empty() ? std::string("the moves cannot be read") : why;
  }
  return g.record->final_position();
}

Result<Position, std::string> position_from_fen(const std::string& fen, const std::string& profile) {
  auto p = profile_named(profile);
  if (!p) return p.error();
  auto pos = parse_fen(fen, *p);
  if (!pos)
    return "invalid FEN: " + pos.error().message + " (at character " +
           std::to_string(pos.error().offset + 1) + ")";
  return std::move(pos).value();
}

Result<Position, std::string> position_from_text(const std::string& fen, const std::string& moves,
                                                 const std::string& profile) {
  return fen.empty() ? position_after_moves(moves, profile) : position_from_fen(fen, profile);
}

// The moves are read as a record of their own ([Variant "dongson"]), as position_after_moves reads them.
Result<dongson::Position, std::string> dongson_position_from_text(const std::string& fen,
                                                                  const std::string& moves,
                                                                  const std::string& rules) {
  auto options = dongson::Options::parse(rules);
  if (!options) return "invalid rule options: " + options.error().message;
  if (!fen.empty()) {
    auto pos = dongson::parse_fen(fen, *options);
    if (!pos)
      return "invalid Cờ Đông Sơn FEN: " + pos.error().message + " (at character " +
             std::to_string(pos.error().offset + 1) + ")";
    return std::move(pos).value();
  }
  if (moves.find_first_not_of(" \t\r\n") == std::string::npos) return dongson::Position::start(*options);
  const std::string header =
      "[Variant \"dongson\"]\n" + (rules.empty() ? "" : "[Rules \"" + rules + "\"]\n") + "\n";
  const std::size_t header_lines = rules.empty() ? 2 : 3;
  parser::ReadGame g = parser::read_game(header + moves + " *\n", "moves", 1, 1);
  if (!g.dongson || !g.errors.empty()) {
    std::string why;
    for (parser::RecordError e : g.errors) {
      e.where.line = e.where.line > header_lines ? e.where.line - header_lines : 1;
      why += e.format();
    }
    while (!why.empty() && why.back() == '\n') why.pop_back();
    return why.empty() ? std::string("the moves cannot be read") : why;
  }
  return g.dongson->game().position();
}

}  // namespace saban::app
