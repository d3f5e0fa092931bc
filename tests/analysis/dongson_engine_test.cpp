// The Cờ Đông Sơn engine: it takes both wins, sees the other side's, evaluates both colours alike, and its
// self-play games and judgements are records that read back.
#include <gtest/gtest.h>

#include "analysis/dongson_play.h"
#include "parser/dongson_san.h"
#include "parser/reader.h"
#include "rules/dongson/fen.h"

namespace saban::analysis::dongson {
namespace {

ds::Position fen(const char* text) {
  auto r = ds::parse_fen(text);
  EXPECT_TRUE(r.ok()) << text;
  return r.ok() ? std::move(r).value() : ds::Position::start();
}

std::string best(const char* f, int depth) {
  Searcher s;
  const Result r = s.search(ds::Game(fen(f)), {depth, 0});
  return parser::dongson::to_lan(r.best) + " " + score_text(r.score);
}

TEST(DongsonEngine, TakesTienCung) { EXPECT_EQ(best("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1", 3), "e1e5 W1"); }

TEST(DongsonEngine, TakesCheckmate) { EXPECT_EQ(best("t8/bb5T1/9/9/9/9/9/9/8L w - - 0 1", 3), "k1k9 W1"); }

TEST(DongsonEngine, StopsTheOtherSidesEntry) {
  // Sơn to move; Thủy threatens Te5 with the Voi on d5 in the Cung: only a Thần on f5 (controlling e5) holds.
  Searcher s;
  const Result r = s.search(ds::Game(fen("1t7/b8/9/9/3V5/9/9/9/4T4 b - - 0 1")), {3, 0});
  EXPECT_EQ(parser::dongson::to_lan(r.best), "b9f5");
  EXPECT_GT(r.score, -kWinBound);
}

TEST(DongsonEngine, EvaluationIsColourBlind) {
  // A position and its mirror (ranks reversed, colours swapped, the other side to move) score the same.
  const ds::Position a = fen("1gt3n1l/1lb1b1bdv/1d5gb/T8/4Nd3/9/1D1D1G1DB/B1B1BD2V/LV1G2N1L w - - 1 21");
  ds::Position b;
  for (ds::Square s = 0; s < ds::kSquares; ++s) {
    const ds::Piece p = a.at(s);
    if (!p.empty())
      b.put(ds::make_square(ds::file_of(s), 8 - ds::rank_of(s)), ds::Piece(p.type(), ~p.side()));
  }
  b.set_side(ds::Side::Son);
  EXPECT_EQ(evaluate(a), evaluate(b));
  EXPECT_EQ(evaluate(ds::Position::start()), 10);  // the move's bonus alone
}

TEST(DongsonEngine, SelfPlayGamesAreRecords) {
  SelfPlayOptions o;
  o.limits = {1, 0};
  o.max_plies = 60;
  std::mt19937_64 rng(7);
  Searcher s;
  const parser::dongson::DsRecord rec = engine_game(o, s, rng);
  ASSERT_FALSE(rec.moves.empty());
  EXPECT_EQ(rec.tag("Variant"), "dongson");
  const std::string text = parser::dongson::write_game(rec);
  const parser::ReadGame g = parser::read_game(text, "selfplay", 1);
  ASSERT_TRUE(g.dongson) << (g.errors.empty() ? "" : g.errors.front().format());
  EXPECT_EQ(g.dongson->moves.size(), rec.moves.size());
  EXPECT_EQ(g.dongson->result, rec.result);
  const ds::Verdict v = rec.game().verdict();
  if (v.over()) {
    EXPECT_EQ(rec.tag("Termination"), ds::termination_name(v.termination));
  } else {
    EXPECT_TRUE(rec.tag("Termination") == "move limit" || rec.game().can_claim_draw());
  }
}

TEST(DongsonEngine, AnnotateJudgesABlunder) {
  // Sơn ignores the entry threat (a8a7) and loses at once to Te5.
  parser::dongson::DsRecord rec;
  rec.start = fen("1t7/b8/9/9/3V5/9/9/9/4T4 b - - 0 1");
  for (const char* lan : {"a8a7", "e1e5"}) {
    ds::Game g = rec.game();
    std::vector<ds::Move> legal;
    g.position().legal_moves(legal);
    auto m = parser::dongson::parse_lan(lan, legal);
    ASSERT_TRUE(m.ok()) << lan;
    rec.moves.emplace_back().move = *m;
  }
  Searcher s;
  const Summary sum = annotate(rec, s, {3, 0});
  EXPECT_EQ(rec.moves[0].judgement, parser::Judgement::Blunder);
  EXPECT_EQ(rec.moves[1].judgement, parser::Judgement::None);
  EXPECT_EQ(rec.moves[0].comments.front().rfind("(best +", 0), 0u) << rec.moves[0].comments.front();
  EXPECT_NE(rec.moves[0].comments.front().find(": Tf5"), std::string::npos) << rec.moves[0].comments.front();
  EXPECT_EQ(sum.counts[1][static_cast<int>(parser::Judgement::Blunder)], 1);
  EXPECT_LT(sum.accuracy[1], sum.accuracy[0]);
}

}  // namespace
}  // namespace saban::analysis::dongson
