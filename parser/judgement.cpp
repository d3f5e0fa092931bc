#include "parser/judgement.h"

namespace saban::parser {

namespace {

// The names chess players use in each language (the engine's annotations, analysis/annotate_text.cpp, say the
// same words) and PGN's NAGs 1-4 and 6.
constexpr std::array<JudgementInfo, 6> kTable{{
    {Judgement::None, "", "", 0, "none", "", ""},
    {Judgement::Brilliant, "++", "!!", 3, "brilliant", "Brilliant", "Xuất sắc"},
    {Judgement::Good, "+", "!", 1, "good", "Good", "Hay"},
    {Judgement::Inaccuracy, "?", "?!", 6, "inaccuracy", "Inaccuracy", "Thiếu chính xác"},
    {Judgement::Mistake, "-", "?", 2, "mistake", "Mistake", "Sai"},
    {Judgement::Blunder, "--", "??", 4, "blunder", "Blunder", "Sai nghiêm trọng"},
}};

// The judgement (other than None) whose field `field` equals `value`.
template <typename T, typename Field>
std::optional<Judgement> find(Field field, const T& value) {
  for (std::size_t i = 1; i < kTable.size(); ++i)
    if (kTable[i].*field == value) return kTable[i].judgement;
  return std::nullopt;
}

}  // namespace

const std::array<JudgementInfo, 6>& judgement_table() { return kTable; }

const JudgementInfo& judgement_info(Judgement j) {
  const auto i = static_cast<std::size_t>(j);
  return kTable[i < kTable.size() ? i : 0];
}

// The table's views point into string literals, which are NUL-terminated.
const char* judgement_symbol(Judgement j) { return judgement_info(j).symbol.data(); }
const char* judgement_glyph(Judgement j) { return judgement_info(j).glyph.data(); }

NagGlyph nag_glyph(unsigned nag) {
  switch (nag) {
    case 5:
      return {"!?", true};
    case 7:
    case 8:
      return {"◻", true};  // only move (U+25FB: the bundled Noto Sans Math has it, not U+25A1)
    case 22:
    case 23:
      return {"⨀", false};  // zugzwang
    case 10:
    case 11:
    case 12:
      return {"=", false};
    case 13:
      return {"∞", false};
    case 14:
      return {"⩲", false};
    case 15:
      return {"⩱", false};
    case 16:
      return {"±", false};
    case 17:
      return {"∓", false};
    case 18:
    case 20:
      return {"+−", false};
    case 19:
    case 21:
      return {"−+", false};
    case 32:
    case 33:
      return {"⟳", false};  // development advantage
    case 36:
    case 37:
      return {"↑", false};  // initiative
    case 40:
    case 41:
      return {"→", false};  // attack
    case 44:
    case 45:
      return {"=/∞", false};  // compensation
    case 132:
    case 133:
      return {"⇆", false};  // counterplay
    case 138:
    case 139:
      return {"⊕", false};  // time trouble
    case 140:
      return {"∆", false};  // with the idea
    case 146:
      return {"N", false};  // novelty
    default:
      return {};
  }
}

std::optional<Judgement> judgement_from_symbol(std::string_view s) {
  return s.empty() ? std::nullopt : find(&JudgementInfo::symbol, s);
}
std::optional<Judgement> judgement_from_glyph(std::string_view g) {
  return g.empty() ? std::nullopt : find(&JudgementInfo::glyph, g);
}
std::optional<Judgement> judgement_from_nag(unsigned nag) {
  return nag ? find(&JudgementInfo::nag, nag) : std::nullopt;
}

std::optional<Judgement> judgement_from_key(std::string_view key) {
  if (key == "none") return Judgement::None;
  return find(&JudgementInfo::key, key);
}

}  // namespace saban::parser
