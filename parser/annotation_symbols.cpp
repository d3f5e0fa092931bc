#include "parser/annotation_symbols.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <string>

namespace saban::parser {

namespace {

// The glyphs lichess and ChessBase print (U+2A72 ⩲, U+2A71 ⩱, U+2213 ∓, U+2212 −, U+221E ∞, U+25A1 □,
// U+21C6 ⇆, U+2192 →, U+2191 ↑, U+2A00 ⨀, U+27F3 ⟳, U+2295 ⊕). "Red"/"Blue": the first and second player of
// Commander Chess (in Cờ Đông Sơn, Thủy and Sơn); PGN's "White"/"Black".
constexpr std::array<AnnotationSymbol, 22> kSymbols{{
    {1, "!", SymbolKind::Move, "Good move"},
    {2, "?", SymbolKind::Move, "Mistake"},
    {3, "!!", SymbolKind::Move, "Brilliant move"},
    {4, "??", SymbolKind::Move, "Blunder"},
    {5, "!?", SymbolKind::Move, "Interesting move"},
    {6, "?!", SymbolKind::Move, "Dubious move"},
    {7, "\u25A1", SymbolKind::Move, "Only move"},
    {10, "=", SymbolKind::Position, "Equal position"},
    {13, "\u221E", SymbolKind::Position, "Unclear position"},
    {14, "\u2A72", SymbolKind::Position, "The first player is slightly better"},
    {15, "\u2A71", SymbolKind::Position, "The second player is slightly better"},
    {16, "\u00B1", SymbolKind::Position, "The first player is better"},
    {17, "\u2213", SymbolKind::Position, "The second player is better"},
    {18, "+\u2212", SymbolKind::Position, "The first player is winning"},
    {19, "\u2212+", SymbolKind::Position, "The second player is winning"},
    {22, "\u2A00", SymbolKind::Observation, "Zugzwang"},
    {32, "\u27F3", SymbolKind::Observation, "Development"},
    {36, "\u2191", SymbolKind::Observation, "Initiative"},
    {40, "\u2192", SymbolKind::Observation, "Attack"},
    {132, "\u21C6", SymbolKind::Observation, "Counterplay"},
    {138, "\u2295", SymbolKind::Observation, "Time trouble"},
    {146, "N", SymbolKind::Observation, "Novelty"},
}};

}  // namespace

std::span<const AnnotationSymbol> annotation_symbols() { return kSymbols; }

const AnnotationSymbol* annotation_symbol(unsigned nag) {
  const auto it =
      std::find_if(kSymbols.begin(), kSymbols.end(), [nag](const auto& s) { return s.nag == nag; });
  return it == kSymbols.end() ? nullptr : &*it;
}

std::string nag_text(unsigned nag) {
  if (const AnnotationSymbol* s = annotation_symbol(nag)) return std::string(s->glyph);
  return "$" + std::to_string(nag);
}

std::vector<unsigned> move_symbols(Judgement judgement, const std::vector<unsigned>& nags) {
  std::vector<unsigned> out;
  if (judgement != Judgement::None) out.push_back(judgement_info(judgement).nag);
  out.insert(out.end(), nags.begin(), nags.end());
  return out;
}

std::vector<unsigned> toggle_symbol(const std::vector<unsigned>& symbols, unsigned nag) {
  std::vector<unsigned> out;
  if (std::find(symbols.begin(), symbols.end(), nag) != symbols.end()) {
    std::copy_if(symbols.begin(), symbols.end(), std::back_inserter(out),
                 [nag](unsigned n) { return n != nag; });
    return out;
  }
  const AnnotationSymbol* chosen = annotation_symbol(nag);
  const bool exclusive = chosen && chosen->kind != SymbolKind::Observation;
  for (unsigned n : symbols) {
    const AnnotationSymbol* s = annotation_symbol(n);
    if (!(exclusive && s && s->kind == chosen->kind)) out.push_back(n);
  }
  // A move symbol first, a position symbol after the move symbols, an observation last (the order PGN
  // writers use, and the order they are printed in).
  const auto rank = [](unsigned n) {
    const AnnotationSymbol* s = annotation_symbol(n);
    return s ? static_cast<int>(s->kind) : 3;
  };
  out.insert(std::find_if(out.begin(), out.end(), [&](unsigned n) { return rank(n) > rank(nag); }), nag);
  return out;
}

std::pair<Judgement, std::vector<unsigned>> split_symbols(const std::vector<unsigned>& symbols) {
  std::pair<Judgement, std::vector<unsigned>> out{Judgement::None, {}};
  for (unsigned n : symbols) {
    if (const auto j = judgement_from_nag(n); j && out.first == Judgement::None)
      out.first = *j;
    else
      out.second.push_back(n);
  }
  return out;
}

}  // namespace saban::parser
