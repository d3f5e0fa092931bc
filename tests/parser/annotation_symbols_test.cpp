// Annotation symbols: the table, choosing and taking away a symbol (move symbols and position symbols each
// one at a time), and every symbol of the table on a move written in both dialects of both games and read
// back.
#include "parser/annotation_symbols.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>

#include "parser/dongson_record.h"
#include "parser/game_tree.h"
#include "parser/reader.h"
#include "parser/writer.h"

namespace saban::parser {
namespace {

TEST(AnnotationSymbols, TableIsDistinctAndKnowsTheJudgements) {
  std::set<unsigned> nags;
  std::set<std::string_view> glyphs;
  for (const AnnotationSymbol& s : annotation_symbols()) {
    EXPECT_TRUE(nags.insert(s.nag).second) << s.nag;
    EXPECT_TRUE(glyphs.insert(s.glyph).second) << s.glyph;
    EXPECT_EQ(annotation_symbol(s.nag), &s);
    EXPECT_EQ(nag_text(s.nag), s.glyph);
    // The judgements are move symbols with the judgement's own glyph.
    if (const auto j = judgement_from_nag(s.nag)) {
      EXPECT_EQ(s.kind, SymbolKind::Move);
      EXPECT_EQ(s.glyph, judgement_glyph(*j));
    }
  }
  for (const auto& j : judgement_table()) {
    if (j.judgement == Judgement::None) continue;
    EXPECT_NE(annotation_symbol(j.nag), nullptr) << j.glyph;
  }
  EXPECT_EQ(nag_text(5), "!?");
  EXPECT_EQ(nag_text(14), "\u2A72");
  EXPECT_EQ(nag_text(18), "+\u2212");
  EXPECT_EQ(nag_text(250), "$250");
  EXPECT_EQ(annotation_symbol(250), nullptr);
}

TEST(AnnotationSymbols, MoveAndPositionSymbolsReplaceTheirOwnKindAndToggle) {
  using V = std::vector<unsigned>;
  V s = toggle_symbol({}, 16);  // ±
  s = toggle_symbol(s, 1);      // ! goes before the position symbol
  EXPECT_EQ(s, (V{1, 16}));
  s = toggle_symbol(s, 5);  // !? replaces !
  EXPECT_EQ(s, (V{5, 16}));
  s = toggle_symbol(s, 13);  // ∞ replaces ±
  EXPECT_EQ(s, (V{5, 13}));
  s = toggle_symbol(s, 132);  // observations add up
  s = toggle_symbol(s, 146);
  EXPECT_EQ(s, (V{5, 13, 132, 146}));
  s = toggle_symbol(s, 13);  // the same again takes it away
  EXPECT_EQ(s, (V{5, 132, 146}));
  s = toggle_symbol(s, 200);  // a NAG of no kind is kept beside the others
  EXPECT_EQ(s, (V{5, 132, 146, 200}));
  s = toggle_symbol(s, 4);
  EXPECT_EQ(s, (V{4, 132, 146, 200}));
  const auto [judgement, nags] = split_symbols(s);
  EXPECT_EQ(judgement, Judgement::Blunder);
  EXPECT_EQ(nags, (V{132, 146, 200}));
  EXPECT_EQ(move_symbols(judgement, nags), s);
  EXPECT_EQ(split_symbols({5, 10}).first, Judgement::None);
}

GameRecord sample_game() {
  const std::string path = SABAN_SAMPLES "/rulebook/selfplay-en.ctr";
  std::ifstream in(path, std::ios::binary);
  RecordReader reader(in, path);
  ReadGame g;
  EXPECT_TRUE(reader.next(g));
  EXPECT_TRUE(g.record.has_value());
  GameRecord game = g.record ? *g.record : GameRecord();
  if (game.moves.size() > 30) game.moves.resize(30);
  return game;
}

// Every symbol of the table, and one unknown NAG, each on a move of its own with a position symbol and an
// observation beside it.
std::vector<std::vector<unsigned>> symbol_sets() {
  std::vector<std::vector<unsigned>> sets;
  for (const AnnotationSymbol& s : annotation_symbols()) {
    std::vector<unsigned> set = toggle_symbol({}, s.nag);
    if (s.kind != SymbolKind::Position) set = toggle_symbol(set, 17);
    if (s.kind != SymbolKind::Observation) set = toggle_symbol(set, 40);
    sets.push_back(set);
  }
  sets.push_back({7, 250});
  return sets;
}

template <class Tree>
void annotate(Tree& tree, const std::vector<std::vector<unsigned>>& sets) {
  tree.to_start();
  for (const auto& set : sets) {
    ASSERT_TRUE(tree.forward());
    const auto [judgement, nags] = split_symbols(set);
    ASSERT_TRUE(tree.set_judgement(judgement));
    ASSERT_TRUE(tree.set_nags(nags));
  }
}

template <class Line>
void expect_symbols(const Line& moves, const std::vector<std::vector<unsigned>>& sets,
                    const std::string& text) {
  ASSERT_GE(moves.size(), sets.size());
  for (std::size_t i = 0; i < sets.size(); ++i)
    EXPECT_EQ(move_symbols(moves[i].judgement, moves[i].nags), sets[i]) << "move " << i << "\n" << text;
}

TEST(AnnotationSymbols, EverySymbolIsWrittenAndReadBackInBothDialects) {
  const auto sets = symbol_sets();
  GameTree tree(sample_game());
  ASSERT_GE(tree.record().moves.size(), sets.size());
  annotate(tree, sets);
  for (const WriteOptions& o :
       {WriteOptions{Dialect::Rulebook, Letters::En}, WriteOptions{Dialect::San, Letters::Vi}}) {
    const std::string text = write_game(tree.record(), o);
    const ReadGame back = read_game(text, "written", 1);
    ASSERT_TRUE(back.record.has_value()) << text;
    expect_symbols(back.record->moves, sets, text);
  }
}

TEST(AnnotationSymbols, EverySymbolIsWrittenAndReadBackInCoDongSon) {
  const auto sets = symbol_sets();
  const std::string moves = "1. Dd3 Ba7 2. Dd4 Bc7 ";
  std::string text = "[Variant \"dongson\"]\n\n";
  ReadGame first = read_game(text + moves + "*\n", "test", 1, 1);
  ASSERT_TRUE(first.dongson.has_value()) << (first.errors.empty() ? "" : first.errors.front().format());
  DsGameTree tree(*first.dongson);
  tree.to_end();
  // Extend the game with legal moves until every set has its move.
  while (tree.ply() < sets.size()) {
    std::vector<saban::dongson::Move> legal;
    tree.position().legal_moves(legal);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(tree.add_move(legal.front()).ok());
  }
  annotate(tree, sets);
  const std::string written = dongson::write_game(tree.record());
  const ReadGame back = read_game(written, "written", 1, 1);
  ASSERT_TRUE(back.dongson.has_value()) << written;
  expect_symbols(back.dongson->moves, sets, written);
}

}  // namespace
}  // namespace saban::parser
