#include "parser/judgement.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace saban::parser {
namespace {

TEST(Judgement, TableFollowsTheEnumAndRulebook) {
  const auto& table = judgement_table();
  for (std::size_t i = 0; i < table.size(); ++i) EXPECT_EQ(static_cast<std::size_t>(table[i].judgement), i);
  EXPECT_EQ(judgement_info(Judgement::Brilliant).symbol, "++");
  EXPECT_EQ(judgement_info(Judgement::Good).glyph, "!");
  EXPECT_EQ(judgement_info(Judgement::Inaccuracy).nag, 6u);
  EXPECT_EQ(judgement_info(Judgement::Mistake).symbol, "-");
  EXPECT_EQ(judgement_info(Judgement::Blunder).glyph, "??");
  EXPECT_EQ(judgement_info(Judgement::Blunder).name_vi, "Sai nghiêm trọng");
  EXPECT_EQ(std::string(judgement_symbol(Judgement::None)), "");
  EXPECT_EQ(std::string(judgement_glyph(Judgement::Inaccuracy)), "?!");
}

TEST(Judgement, EveryFieldReadsBackAndIsDistinct) {
  std::set<std::string_view> symbols, glyphs, keys, en, vi;
  std::set<unsigned> nags;
  for (const JudgementInfo& j : judgement_table()) {
    EXPECT_TRUE(keys.insert(j.key).second);
    EXPECT_EQ(judgement_from_key(j.key), j.judgement);
    if (j.judgement == Judgement::None) continue;
    EXPECT_TRUE(symbols.insert(j.symbol).second);
    EXPECT_TRUE(glyphs.insert(j.glyph).second);
    EXPECT_TRUE(nags.insert(j.nag).second);
    EXPECT_TRUE(en.insert(j.name_en).second);
    EXPECT_TRUE(vi.insert(j.name_vi).second);
    EXPECT_EQ(judgement_from_symbol(j.symbol), j.judgement);
    EXPECT_EQ(judgement_from_glyph(j.glyph), j.judgement);
    EXPECT_EQ(judgement_from_nag(j.nag), j.judgement);
  }
  EXPECT_EQ(judgement_from_symbol(""), std::nullopt);
  EXPECT_EQ(judgement_from_glyph("!?"), std::nullopt);  // interesting: a NAG, not one of our judgements
  EXPECT_EQ(judgement_from_nag(0), std::nullopt);
  EXPECT_EQ(judgement_from_nag(5), std::nullopt);
  EXPECT_EQ(judgement_from_key("great"), std::nullopt);
}

}  // namespace
}  // namespace saban::parser
