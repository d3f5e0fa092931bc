// The Cờ Đông Sơn engine: it takes both wins, sees the other side's, evaluates both colours alike, and its
// self-play games and judgements are records that read back.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stop_token>

#include "analysis/dongson_play.h"
#include "parser/dongson_san.h"
#include "parser/reader.h"
#include "rules/dongson/fen.h"

namespace saban::analysis::dongson {
namespace {

ds::Position fen(const char* text, const ds::Options& o = {}) {
  auto r = ds::parse_fen(text, o);
  EXPECT_TRUE(r.ok()) << text;
  return r.ok() ? std::move(r).value() : ds::Position::start();
}

std::string best(const ds::Game& game, int depth) {
  Searcher s;
  const Result r = s.search(game, {depth, 0});
  return parser::dongson::to_lan(r.best) + " " + score_text(r.score);
}

std::string best(const char* f, int depth, const ds::Options& o = {}) {
  return best(ds::Game(fen(f, o)), depth);
}

void play(ds::Game& g, std::initializer_list<const char*> lans) {
  std::vector<ds::Move> legal;
  for (const char* lan : lans) {
    g.position().legal_moves(legal);
    auto m = parser::dongson::parse_lan(lan, legal);
    ASSERT_TRUE(m.ok()) << lan;
    g.play(*m);
  }
}

// Lxa9# mates and takes Sơn's last piece besides its Thần; Vxa9 takes it without mate (a draw: a bare Thần).
const char* kMateTakingTheLast = "n7t/1V5NV/9/7GG/9/9/9/9/L3T4 w - - 0 1";

TEST(DongsonEngine, TakesTienCung) { EXPECT_EQ(best("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1", 3), "e1e5 W1"); }

TEST(DongsonEngine, TakesCheckmate) { EXPECT_EQ(best("t8/bb5T1/9/9/9/9/9/9/8L w - - 0 1", 3), "k1k9 W1"); }

TEST(DongsonEngine, MateBeforeBareThan) {
  // The search judged the bare Thần before the mate, and scored Lxa9# a draw.
  EXPECT_EQ(best(kMateTakingTheLast, 1), "a1a9 W1");
}

TEST(DongsonEngine, FrozenGiftIsADraw) {
  // A Thần and a Ngựa frozen on e5 can never win (L289): a side a Lạc down draws by freezing it there.
  EXPECT_EQ(best("t7l/9/9/9/9/9/3N5/9/4T4 w - - 0 1", 2), "d3e5 +0.00");
}

TEST(DongsonEngine, FollowsPalaceAfterReply) {
  // Each of two gifts can be taken, not both: no win at once, but a win after any reply with after_reply.
  const char* f = "1t7/b8/2n6/9/3V5/5G1l1/9/9/4T4 w - - 0 1";
  ds::Options o;
  o.palace_timing = ds::PalaceTiming::AfterReply;
  EXPECT_EQ(best(f, 2, o), "e1e5 W1");
  EXPECT_NE(best(f, 2).substr(0, 4), "e1e5");
  // A win at once by default is no win yet with after_reply at depth 1 (the reply is not searched).
  EXPECT_EQ(best("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1", 1), "e1e5 W1");
  EXPECT_EQ(best("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1", 2, o), "e1e5 W1");
}

TEST(DongsonEngine, FollowsRepetitionClaim) {
  // Thủy, a Lạc and more down, can repeat. Automatic: the repetition on the path is a draw at once. Claim: a
  // draw only at the third occurrence, which either player may claim.
  const char* f = "t6ll/9/9/9/9/9/9/9/N3T4 w - - 0 1";
  const auto cycle = {"a1b3", "a9a8", "b3a1", "a8a9"};
  ds::Game automatic(fen(f));
  play(automatic, cycle);
  EXPECT_EQ(best(automatic, 1), "a1b3 +0.00");
  ds::Options o;
  o.repetition = ds::Repetition::Claim;
  ds::Game claim(fen(f, o));
  play(claim, cycle);
  Searcher s;
  EXPECT_LT(s.search(claim, {1, 0}).score, -100);  // a second occurrence is no draw
  play(claim, cycle);
  ASSERT_FALSE(claim.verdict().over());
  EXPECT_EQ(best(claim, 1), "a1b3 +0.00");
}

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
    rec.moves.emplace_back().turn = *m;
  }
  Searcher s;
  const GameSummary sum = annotate(rec, s, {3, 0});
  EXPECT_EQ(rec.moves[0].judgement, parser::Judgement::Blunder);
  EXPECT_EQ(rec.moves[1].judgement, parser::Judgement::None);
  EXPECT_EQ(rec.moves[0].comments.front().rfind("(best +", 0), 0u) << rec.moves[0].comments.front();
  EXPECT_NE(rec.moves[0].comments.front().find(": Tf5"), std::string::npos) << rec.moves[0].comments.front();
  EXPECT_EQ(sum.counts[1][static_cast<int>(parser::Judgement::Blunder)], 1);
  EXPECT_LT(sum.accuracy[1], sum.accuracy[0]);
}

TEST(DongsonEngine, AnnotateSeesTheMateThatTakesTheLastPiece) {
  parser::dongson::DsRecord rec;
  rec.start = fen(kMateTakingTheLast);
  ds::Game g = rec.game();
  std::vector<ds::Move> legal;
  g.position().legal_moves(legal);
  rec.moves.emplace_back().turn = *parser::dongson::parse_lan("b8a9", legal);
  Searcher s;
  annotate(rec, s, {1, 0});
  EXPECT_EQ(rec.moves[0].judgement, parser::Judgement::Blunder);
  EXPECT_NE(rec.moves[0].comments.front().find("(best #1: Lxa9#)"), std::string::npos)
      << rec.moves[0].comments.front();
}

TEST(DongsonEngine, AStopBeforeTheCallStillGivesALegalMove) {
  std::stop_source source;
  source.request_stop();
  Searcher s;
  const ds::Game g;
  const Result r = s.search(g, {64, 0}, source.get_token());
  EXPECT_LE(r.depth, 1);
  EXPECT_LT(r.nodes, 2000u);
  std::vector<ds::Move> legal;
  g.position().legal_moves(legal);
  EXPECT_NE(std::find(legal.begin(), legal.end(), r.best), legal.end());
}

TEST(DongsonEngine, ReportsEachIteration) {
  Searcher s;
  std::vector<int> depths;
  s.on_iteration([&](const Result& r) { depths.push_back(r.depth); });
  const Result r = s.search(ds::Game(), {3, 0});
  EXPECT_EQ(depths, (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(r.depth, 3);
  ASSERT_EQ(r.lines.size(), 1u);
  EXPECT_EQ(r.lines[0].pv, r.pv);
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

TEST(DongsonEngine, AnalyzeCommandSeesTheMateAndNamesTheSides) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("saban-dongson-analyze-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream f(dir / "game.pgn", std::ios::binary);
    f << "[Variant \"dongson\"]\n[SetUp \"1\"]\n[FEN \"" << kMateTakingTheLast
      << "\"]\n[Result \"1/2-1/2\"]\n\n1. Vxa9 1/2-1/2\n";
  }
  const std::string cmd = std::string("\"") + SABAN_CLI + "\" analyze --depth 1 \"" +
                          (dir / "game.pgn").string() + "\" > \"" + (dir / "out").string() + "\" 2> \"" +
                          (dir / "err").string() + "\"";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << slurp(dir / "err");
  const std::string out = slurp(dir / "out"), err = slurp(dir / "err");
  EXPECT_NE(out.find("Vxa9??"), std::string::npos) << out;
  EXPECT_NE(out.find("(best #1: Lxa9#)"), std::string::npos) << out;
  // A win given up for a draw (the expected score 1 -> 0.5) is 8 % by lichess's move accuracy, as in
  // Commander Chess (it was 50 % by Cờ Đông Sơn's own 100 (1 - drop))
  EXPECT_NE(err.find("Thủy accuracy 8%, Sơn 100%"), std::string::npos) << err;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace saban::analysis::dongson
