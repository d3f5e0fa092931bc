// Move judgements: one table giving each its rulebook symbol, PGN glyph, NAG, stored key and names.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace saban::parser {

/// Move judgements, best to worst; None is no judgement.
enum class Judgement { None, Brilliant, Good, Inaccuracy, Mistake, Blunder };

/// Everything there is to say about one judgement.
struct JudgementInfo {
  Judgement judgement;
  std::string_view symbol;   ///< rulebook dialect: ++ + ? - --
  std::string_view glyph;    ///< SAN / PGN dialect: !! ! ?! ? ??
  unsigned nag;              ///< PGN's numeric annotation glyph: $3 $1 $6 $2 $4 (0 for None)
  std::string_view key;      ///< stored and machine name: none brilliant good inaccuracy mistake blunder
  std::string_view name_en;  ///< English: Brilliant, Good, Inaccuracy, Mistake, Blunder
  std::string_view name_vi;  ///< Vietnamese: Xuất sắc, Hay, Thiếu chính xác, Sai, Sai nghiêm trọng
};

/// The table, in the order of the enum (None first).
const std::array<JudgementInfo, 6>& judgement_table();
/// The row of one judgement.
const JudgementInfo& judgement_info(Judgement j);

const char* judgement_symbol(Judgement j);  ///< ++ + ? - -- ("" for None)
const char* judgement_glyph(Judgement j);   ///< !! ! ?! ? ?? ("" for None)

/// How a book prints a NAG that is no judgement: the move's ($5 `!?`, $7 `◻`, $22 `⨀`) joined to the move,
/// the position's ($10 `=`, $13 `∞`, $14 `⩲`, $15 `⩱`, $16 `±`, $17 `∓`, $18 `+−`, $19 `−+`, $32 `⟳`, $36
/// `↑`, $40 `→`, $132 `⇆`, $140 `∆`, ...) after a space (`joined` false); "" for a NAG with no printed sign.
struct NagGlyph {
  std::string_view glyph;
  bool joined = false;
};
NagGlyph nag_glyph(unsigned nag);

// Reading: nullopt when the text or number names no judgement (None is never returned).

std::optional<Judgement> judgement_from_symbol(std::string_view symbol);  ///< ++ + ? - --
std::optional<Judgement> judgement_from_glyph(std::string_view glyph);    ///< !! ! ?! ? ??
std::optional<Judgement> judgement_from_nag(unsigned nag);                ///< 1 2 3 4 6
/// From a stored key (none brilliant ...): None for "none".
std::optional<Judgement> judgement_from_key(std::string_view key);

}  // namespace saban::parser
