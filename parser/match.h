// Finding the legal turn a move token names, in either dialect.
#pragma once

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

}  // namespace saban::parser
