// Cờ Đông Sơn move notation (docs/rules-dong-son.md N): SAN `PIECE [from] [x] SQUARE [=N|V|G] [+|#] [^]`, the
// swap `T<V` / `T>V`, and LAN for engine protocols (`e2e3`, `c8c9v`, the swap as `e1b1`).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/dongson/game.h"
#include "rules/dongson/position.h"
#include "rules/result.h"

namespace saban::parser::dongson {

namespace ds = saban::dongson;

/// The move in SAN; `legal` are the legal moves of `pos` (for disambiguation), `forfeited` whether the side
/// this move would make win by Tiến Cung lost the right (ds::Game::palace_forfeited; only for the `^` mark,
/// which goes on the move after which Tiến Cung wins: with palace_timing=after_reply the opponent's reply).
std::string to_san(const ds::Position& pos, ds::Move m, const std::vector<ds::Move>& legal,
                   bool forfeited = false);
/// The move in SAN in a game: its legal moves and forfeits are the game's.
std::string to_san(const ds::Game& before, ds::Move m);
/// Reads a SAN token (judgement glyphs already removed) into one of `legal`; the problem says why not (its
/// English: in_english, rules/result.h). Written suffixes (`x`, `+`, `#`, `^`) are checked against the move.
Result<ds::Move, Problem> parse_san(const ds::Position& pos, std::string_view token,
                                    const std::vector<ds::Move>& legal, bool forfeited = false);
std::string to_lan(ds::Move m);
/// Reads LAN (also the swap as the Thần's from/to) into one of `legal`.
Result<ds::Move, std::string> parse_lan(std::string_view token, const std::vector<ds::Move>& legal);

}  // namespace saban::parser::dongson
