// Finding the legal turn a move token names, in either dialect.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/move_ast.hpp"
#include "parser/record.h"
#include "rules/problem.h"
#include "rules/result.h"

namespace saban::parser {

/// What a turn that leaves the mover's commander attacked or facing the other is told (in English: the format
/// of ProblemKind::MoveIllegal).
extern const char* const kIllegalMessage;

/// Piece type of a rulebook letter in a letter set; nullopt if the set has no such letter.
std::optional<PieceType> rulebook_letter(std::string_view letters, Letters set);
/// The rulebook letters of a piece type.
const char* rulebook_letters(PieceType t, Letters set);

/// The legal turn named by a rulebook token, or the problem that says why there is none. With `unchecked`, a
/// token that fits one turn only returns it untested (*unchecked set true): the caller makes it and tests
/// legal_after(), which saves making it twice.
Result<Turn, Problem> match_rulebook(Position& pos, const ast::RbMove& move, Letters set,
                                     bool* unchecked = nullptr);
/// The legal turn named by a cotulenh SAN token, or the problem that says why there is none (`unchecked` as
/// above).
Result<Turn, Problem> match_san(Position& pos, const ast::SanMove& move, bool* unchecked = nullptr);
/// match_san's shortcut for the commonest token, one lone piece moving whole ("Txg7", "+Ad2"), read as its
/// only part's `unit` and `rest` (nothing staying): the pseudo-legal turn when exactly one of the side's lone
/// pieces of that type has a move that fits, untested (match_san with `unchecked` returns the same, with
/// *unchecked set); otherwise nullopt, and match_san decides. The replay asks it before it builds the token's
/// tree.
std::optional<Turn> match_san_lone_piece(const Position& pos, std::string_view unit, std::string_view rest);

}  // namespace saban::parser
