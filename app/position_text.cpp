#include "app/position_text.h"

#include "parser/reader.h"
#include "rules/fen.h"
#include "rules/profile.h"

namespace saban::app {

namespace {

Result<Profile, std::string> profile_named(const std::string& name) {
  const auto p = profile_by_name(name);
  if (!p) return "unknown profile '" + name + "'";
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

}  // namespace saban::app
