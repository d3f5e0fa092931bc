// Annotation symbols: the numeric annotation glyphs (PGN's NAGs, `$n`) an annotator gives a move, with the
// glyph each is printed as and whether it judges the move or assesses the position after it. Move symbols
// exclude each other, and so do position symbols (a move is not both ! and ?, a position not both ± and =);
// the judgements (judgement.h: ! ? !! ?? ?!) are five of the move symbols, kept in the move's `judgement`,
// the others in its `nags`.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "parser/judgement.h"

namespace saban::parser {

/// What a symbol says something about.
enum class SymbolKind {
  Move,         ///< ! ? !! ?? !? ?! □: how good the move was (one at a time)
  Position,     ///< = ∞ ⩲ ⩱ ± ∓ +− −+: who stands better after it (one at a time)
  Observation,  ///< ⇆ → ↑ ⨀ N …: what the position or move has (any number)
};

struct AnnotationSymbol {
  unsigned nag;            ///< $n
  std::string_view glyph;  ///< as printed after the move (UTF-8): "!?", "⩲", "+−"
  SymbolKind kind;
  std::string_view name_en;  ///< what it means: "Interesting move", "Red is slightly better"
};

/// The common symbols, in the order a palette shows them: the move symbols, the position symbols, the
/// observations (lichess's set, with the first player's NAG where PGN has one per side).
std::span<const AnnotationSymbol> annotation_symbols();
/// The row of a NAG, nullptr when it is none of the common ones (it is then shown and written as `$n`).
const AnnotationSymbol* annotation_symbol(unsigned nag);
/// How a NAG is printed: its glyph, or `$n` for one not in the table.
std::string nag_text(unsigned nag);

/// A move's symbols as NAGs: the judgement's (if any) first, then the others in order.
std::vector<unsigned> move_symbols(Judgement judgement, const std::vector<unsigned>& nags);
/// The symbols after the annotator chose `nag`: given again it is taken away; else it is added and replaces
/// the symbol of its kind the move had (a move symbol another move symbol, a position symbol another one).
std::vector<unsigned> toggle_symbol(const std::vector<unsigned>& symbols, unsigned nag);
/// The symbols split into the move's judgement (one of $1 $2 $3 $4 $6, None when there is none) and the other
/// NAGs, as a record move keeps them.
std::pair<Judgement, std::vector<unsigned>> split_symbols(const std::vector<unsigned>& symbols);

}  // namespace saban::parser
