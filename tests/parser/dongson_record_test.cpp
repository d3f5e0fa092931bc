// Cờ Đông Sơn notation and records (docs/rules-dong-son.md N1–N4): SAN both ways, the swap symbols, suffixes,
// records through the ordinary record reader by their Variant tag, and round trips.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>

#include "parser/dongson_record.h"
#include "parser/dongson_san.h"
#include "parser/reader.h"
#include "rules/dongson/fen.h"

namespace saban::parser::dongson {
namespace {

ds::Position fen(const std::string& text, const ds::Options& o = {}) {
  auto r = ds::parse_fen(text, o);
  EXPECT_TRUE(r.ok()) << text;
  return r.ok() ? std::move(r).value() : ds::Position::start();
}

std::vector<ds::Move> legal(const ds::Position& p) {
  std::vector<ds::Move> v;
  p.legal_moves(v);
  return v;
}

std::string san(const ds::Position& p, const std::string& lan_text) {
  const auto l = legal(p);
  auto m = parse_lan(lan_text, l);
  EXPECT_TRUE(m.ok()) << lan_text;
  return m.ok() ? to_san(p, *m, l) : "";
}

TEST(DongsonRule, N1_SanRoundTripOfEveryMove) {
  // Every legal move to depth 2 from the perft positions: written, read back, the same move.
  const char* fens[] = {ds::Position::kStartFen, "4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1",
                        "1l1l4t/2B6/9/9/9/9/9/9/4T4 w - - 0 1", "t8/9/9/3DDL3/v2BTB3/4DD3/1N7/9/9 w - - 0 1",
                        "1gt3n1l/1lb1b1bdv/1d5gb/T8/4Nd3/9/1D1D1G1DB/B1B1BD2V/LV1G2N1L w - - 1 21"};
  int checked = 0;
  for (const char* f : fens) {
    const ds::Position root = fen(f);
    std::vector<ds::Position> positions{root};
    for (ds::Move m : legal(root)) {
      ds::Position next = root;
      next.do_move(m);
      positions.push_back(next);
    }
    for (const ds::Position& p : positions) {
      const auto l = legal(p);
      for (ds::Move m : l) {
        const std::string text = to_san(p, m, l);
        auto back = parse_san(p, text, l);
        ASSERT_TRUE(back.ok()) << ds::to_fen(p) << " " << text << ": " << back.error().english();
        EXPECT_EQ(*back, m) << ds::to_fen(p) << " " << text;
        auto lan = parse_lan(to_lan(m), l);
        ASSERT_TRUE(lan.ok());
        EXPECT_EQ(*lan, m);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(DongsonRule, N1_SanForms) {
  const ds::Position start = ds::Position::start();
  EXPECT_EQ(san(start, "c1b3"), "Nb3");
  EXPECT_EQ(san(start, "e2e3"), "Be3");
  EXPECT_EQ(san(start, "d2d3"), "Dd3");
  EXPECT_EQ(san(fen("1l1l4t/2B6/9/9/9/9/9/9/4T4 w - - 0 1"), "c8b9v"), "Bxb9=V");
  // Disambiguation by file: the Ngựa on b4 and f4 both reach d5.
  EXPECT_EQ(san(fen("t8/9/9/9/9/1N3N3/9/9/7T1 w - - 0 1"), "b4d5"), "Nbd5");
  // Đ reads as D; a capture without x is accepted; x onto an empty square is not.
  const auto l = legal(start);
  EXPECT_TRUE(parse_san(start,
                        "\xC4\x90"
                        "d3",
                        l)
                  .ok());
  EXPECT_FALSE(parse_san(start, "Dxd3", l).ok());
  const ds::Position cap = fen("3l4t/3D5/9/9/9/9/9/9/4T4 w - - 0 1");
  EXPECT_TRUE(parse_san(cap, "Dd9=N", legal(cap)).ok());
  EXPECT_FALSE(parse_san(cap, "Dxd9", legal(cap)).ok());  // the promotion must be said
  // No file i.
  auto i = parse_san(start, "Ni3", l);
  ASSERT_FALSE(i.ok());
  EXPECT_NE(i.error().english().find("no file i"), std::string::npos);
  EXPECT_EQ(i.error().kind, ProblemKind::DsNoFileI);
}

TEST(DongsonRule, N2_SwapSymbols) {
  const ds::Position p = fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1");
  EXPECT_EQ(san(p, "e1b1"), "T<V");
  EXPECT_EQ(san(p, "e1h1"), "T>V");
  const auto l = legal(p);
  EXPECT_EQ(ds::square_name(parse_san(p, "T<V", l)->to()), "b1");
  // Sơn: board frame, "<" towards file a; player frame, towards Sơn's own left (file k).
  const char* son = "lv2t2vl/4b4/9/9/9/9/9/4B4/4T4 b bh - 0 1";
  EXPECT_EQ(san(fen(son), "e9b9"), "T<V");
  ds::Options player;
  player.swap_frame = ds::SwapFrame::Player;
  EXPECT_EQ(san(fen(son, player), "e9b9"), "T>V");
  EXPECT_FALSE(parse_san(fen("4t4/4b4/9/9/9/9/9/4B4/LVN1T2VL w BH - 0 1"), "T<V",
                         legal(fen("4t4/4b4/9/9/9/9/9/4B4/LVN1T2VL w BH - 0 1")))
                   .ok());
}

TEST(DongsonRule, N3_Suffixes) {
  const ds::Position palace = fen("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1");
  EXPECT_EQ(san(palace, "e1e5"), "Te5^");
  EXPECT_EQ(san(fen("t8/bb7/9/9/3VT4/9/9/9/8L w - - 0 1"), "k1k9"), "Lk9#");
  EXPECT_EQ(san(fen("t8/9/9/9/9/9/9/9/4T3L w - - 0 1"), "k1k9"), "Lk9+");
  const auto l = legal(palace);
  EXPECT_TRUE(parse_san(palace, "Te5", l).ok());    // suffixes may be left out
  EXPECT_FALSE(parse_san(palace, "Te4^", l).ok());  // but not claimed falsely
  EXPECT_FALSE(parse_san(palace, "Te5+", l).ok());
}

TEST(DongsonRule, N3_PalaceMarkAfterTheReply) {
  // With palace_timing=after_reply the game is won after the reply: `^` goes on the reply that fails, not on
  // the entry (the immediate test wrote it a ply early) ...
  ds::Options o;
  o.palace_timing = ds::PalaceTiming::AfterReply;
  const ds::Position one = fen("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1", o);
  EXPECT_EQ(san(one, "e1e5"), "Te5");
  ds::Position replied = one;
  replied.do_move(*parse_lan("e1e5", legal(one)));
  EXPECT_EQ(san(replied, "a8a7"), "Ba7^");
  EXPECT_TRUE(parse_san(replied, "Ba7^", legal(replied)).ok());
  EXPECT_FALSE(parse_san(one, "Te5^", legal(one)).ok());
  // ... and where each of two gifts can be taken but not both (gift_safety=any), the reply that takes one is
  // marked (the immediate test missed it: no single gift is safe).
  const ds::Position two = fen("1t7/b8/2n6/9/3V5/5G1l1/9/9/4T4 w - - 0 1", o);
  EXPECT_EQ(san(two, "e1e5"), "Te5");
  ds::Position after = two;
  after.do_move(*parse_lan("e1e5", legal(two)));
  EXPECT_EQ(san(after, "c7d5"), "Nxd5^");
  EXPECT_EQ(san(after, "h4f4"), "Lxf4^");
}

ReadGame read(const std::string& text) { return read_game(text, "test.pgn", 1); }

TEST(DongsonRule, N4_RecordByVariantTag) {
  const std::string text =
      "[Variant \"dongson\"]\n[Thuy \"A\"]\n[Son \"B\"]\n[Result \"*\"]\n\n"
      "1. Nb3 {a comment} Nb7!? 2. Gd3 Gd7?! (2... Be7 3. Be3) 3. T<V $1 T<V *\n";
  const ReadGame g = read(text);
  ASSERT_TRUE(g.errors.empty()) << g.errors.front().format();
  ASSERT_FALSE(g.record);
  ASSERT_TRUE(g.dongson);
  const DsRecord& r = *g.dongson;
  ASSERT_EQ(r.moves.size(), 6u);
  EXPECT_EQ(ds::to_fen(r.game().position()),
            "lt2vgnvl/bdbdbdbdb/1n1g5/9/9/9/1N1G5/BDBDBDBDB/LT2VGNVL w - - 6 4");
  EXPECT_EQ(r.moves[0].comments, std::vector<std::string>{"a comment"});
  EXPECT_EQ(r.moves[1].nags, std::vector<unsigned>{5});  // !? kept as $5
  EXPECT_EQ(r.moves[3].judgement, Judgement::Inaccuracy);
  ASSERT_EQ(r.moves[3].variations.size(), 1u);
  EXPECT_EQ(r.moves[3].variations[0].size(), 2u);
  EXPECT_EQ(r.moves[4].judgement, Judgement::Good);
  // Written and read again: the same record, and the same text the second time.
  const std::string once = write_game(r);
  const ReadGame again = read(once);
  ASSERT_TRUE(again.dongson) << (again.errors.empty() ? "" : again.errors.front().format());
  EXPECT_EQ(write_game(*again.dongson), once);
  EXPECT_NE(once.find("T<V"), std::string::npos);
  EXPECT_NE(once.find("(2... Be7 3. Be3)"), std::string::npos);
}

TEST(DongsonRule, N4_RecordWithFenAndRules) {
  const std::string text =
      "[Variant \"Dong Son\"]\n[SetUp \"1\"]\n[FEN \"1t7/b8/2n6/9/3V5/5G3/9/9/4T4 w - - 0 1\"]\n"
      "[Rules \"gift_safety=all\"]\n[Result \"*\"]\n\n1. Te5 *\n";
  const ReadGame g = read(text);
  ASSERT_TRUE(g.dongson) << (g.errors.empty() ? "" : g.errors.front().format());
  EXPECT_EQ(g.dongson->start.options().gift_safety, ds::GiftSafety::All);
  EXPECT_FALSE(g.dongson->game().verdict().over());  // with all gifts safe required, the Voi on d5 is not
  const std::string out = write_game(*g.dongson);
  EXPECT_NE(out.find("[Rules \"gift_safety=all\"]"), std::string::npos);
  EXPECT_NE(out.find("[FEN \"1t7/b8/2n6/9/3V5/5G3/9/9/4T4 w - - 0 1\"]"), std::string::npos);
}

TEST(DongsonRule, N4_RecordErrorsSayWhere) {
  const ReadGame illegal = read("[Variant \"dongson\"]\n\n1. Nb3 Nb7 2. Lb5 *\n");
  ASSERT_EQ(illegal.errors.size(), 1u);
  EXPECT_EQ(illegal.errors[0].where.line, 3u);
  EXPECT_EQ(illegal.errors[0].where.column, 15u);
  EXPECT_NE(illegal.errors[0].message.find("no legal move"), std::string::npos);
  const ReadGame fen_bad = read("[Variant \"dongson\"]\n[FEN \"4t4/9/9/9/9/9/9/9/4T3 w - - 0 1\"]\n\n*\n");
  ASSERT_EQ(fen_bad.errors.size(), 1u);
  EXPECT_NE(fen_bad.errors[0].message.find("invalid FEN"), std::string::npos);
  const ReadGame rules_bad = read("[Variant \"dongson\"]\n[Rules \"gift=all\"]\n\n*\n");
  ASSERT_EQ(rules_bad.errors.size(), 1u);
  EXPECT_NE(rules_bad.errors[0].message.find("unknown option"), std::string::npos);
  // After the game is decided no move may follow.
  const ReadGame after =
      read("[Variant \"dongson\"]\n[FEN \"1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1\"]\n\n1. Te5^ a7 *\n");
  ASSERT_FALSE(after.errors.empty());
  EXPECT_NE(after.errors[0].message.find("already over"), std::string::npos);
  // Without the tag the same text is read as Commander Chess (and fails there).
  EXPECT_FALSE(read("1. Nb3 Nb7 *\n").dongson);
}

// Each error is a problem (rules/problem.h) whose English is the message, word for word as before; the GUI
// says the same kind in its language.
TEST(DongsonRule, N4_RecordErrorsAreProblems) {
  const ReadGame illegal = read("[Variant \"dongson\"]\n\n1. Nb3 Nb7 2. Lb5 *\n");
  ASSERT_EQ(illegal.errors.size(), 1u);
  EXPECT_EQ(illegal.errors[0].message, "no legal move matches ('Lb5')");
  EXPECT_EQ(illegal.errors[0].problem.kind, ProblemKind::MoveRejected);
  EXPECT_EQ(illegal.errors[0].problem.english(), illegal.errors[0].message);
  const ReadGame fen_bad = read("[Variant \"dongson\"]\n[FEN \"4t4/9/9/9/9/9/9/9/4T3 w - - 0 1\"]\n\n*\n");
  ASSERT_EQ(fen_bad.errors.size(), 1u);
  EXPECT_EQ(fen_bad.errors[0].message, "invalid FEN: the placement must describe 9 ranks of 9 squares");
  EXPECT_EQ(fen_bad.errors[0].problem.kind, ProblemKind::FenTagInvalid);
  const ReadGame rules_bad = read("[Variant \"dongson\"]\n[Rules \"gift=all\"]\n\n*\n");
  ASSERT_EQ(rules_bad.errors.size(), 1u);
  EXPECT_EQ(rules_bad.errors[0].message, "invalid Rules: unknown option 'gift'");
  EXPECT_EQ(rules_bad.errors[0].problem.kind, ProblemKind::DsRulesInvalid);
  const ReadGame notation = read("[Variant \"dongson\"]\n[Notation \"vi\"]\n\n*\n");
  ASSERT_EQ(notation.errors.size(), 1u);
  EXPECT_EQ(notation.errors[0].message, "a Cờ Đông Sơn record is written in SAN ([Notation \"san\"])");
  const ReadGame after =
      read("[Variant \"dongson\"]\n[FEN \"1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1\"]\n\n1. Te5^ a7 *\n");
  ASSERT_FALSE(after.errors.empty());
  EXPECT_EQ(after.errors[0].message, "the game is already over (palace) ('a7')");
  EXPECT_EQ(after.errors[0].problem.english(), after.errors[0].message);
}

TEST(DongsonRule, N4_RecordReaderStream) {
  std::istringstream in("[Variant \"dongson\"]\n\n1. Nb3 *\n\n[Variant \"dongson\"]\n\n1. Be3 Be7 *\n");
  RecordReader reader(in, "two.pgn");
  ReadGame g;
  int n = 0;
  while (reader.next(g)) {
    ASSERT_TRUE(g.dongson);
    ++n;
  }
  EXPECT_EQ(n, 2);
}

TEST(DongsonRule, N4_SamplesReadAndRoundTrip) {
  // Every record under samples/dong-son/: read without errors, written, read again to the same text.
  namespace fs = std::filesystem;
  int games = 0;
  for (const auto& entry : fs::directory_iterator(fs::path(SABAN_SAMPLES) / "dong-son")) {
    if (entry.path().extension() != ".pgn") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    RecordReader reader(in, entry.path().filename().string());
    ReadGame g;
    while (reader.next(g)) {
      ASSERT_TRUE(g.errors.empty()) << g.errors.front().format();
      ASSERT_TRUE(g.dongson) << entry.path();
      const std::string once = write_game(*g.dongson);
      const ReadGame again = read(once);
      ASSERT_TRUE(again.dongson) << entry.path();
      EXPECT_EQ(write_game(*again.dongson), once);
      // The recorded result is the one the moves reach (or a draw claimed, a move limit).
      const auto verdict = g.dongson->game().verdict();
      if (verdict.over()) {
        EXPECT_EQ(g.dongson->tag("Termination"), ds::termination_name(verdict.termination));
      }
      ++games;
    }
  }
  EXPECT_GE(games, 4);
}

// A record of thousands of variations is read in as many plies as it has: a variation starts from the state
// before the move it follows, kept by the walk, not replayed from the game's start for each variation (that
// was quadratic: 200 main-line moves with 20 variations each made 400,000 plies, their verdicts judged). Each
// variation is an alternative and the reply to it, legal only from its branch point; all are read back.
TEST(DongsonRule, N4_ThousandsOfVariationsStartWhereTheyBranch) {
  constexpr std::size_t kPlies = 200, kAlternatives = 20;
  DsRecord r;
  ds::Game game(r.start);
  std::vector<ds::Move> moves;
  for (std::size_t ply = 0; ply < kPlies; ++ply) {
    game.position().legal_moves(moves);
    // A move that leaves the game going, the choice turning from ply to ply.
    std::optional<ds::Move> chosen;
    for (std::size_t k = 0; k < moves.size() && !chosen; ++k) {
      ds::Game after = game;
      const ds::Move m = moves[(ply * 7 + k) % moves.size()];
      if (!after.play(m).over()) chosen = m;
    }
    ASSERT_TRUE(chosen) << "ply " << ply;
    DsMove& main = r.moves.emplace_back();
    main.turn = *chosen;
    // The alternatives: other moves from the same position, each with a reply.
    for (std::size_t k = 0, added = 0; k < moves.size() && added < kAlternatives; ++k) {
      if (moves[k] == *chosen) continue;
      ds::Game alt = game;
      if (alt.play(moves[k]).over()) continue;
      std::vector<ds::Move> replies;
      alt.position().legal_moves(replies);
      DsLine line(2);
      line[0].turn = moves[k];
      line[1].turn = replies[(ply + k) % replies.size()];
      if (alt.play(line[1].turn).over()) continue;
      main.variations.push_back(std::move(line));
      ++added;
    }
    game.play(*chosen);
  }
  std::size_t variations = 0;
  for (const DsMove& m : r.moves) variations += m.variations.size();
  ASSERT_GE(variations, 2000u);

  const std::string text = write_game(r, 1000000);
  const ReadGame g = read(text);
  ASSERT_TRUE(g.errors.empty()) << g.errors.front().format();
  ASSERT_TRUE(g.dongson);
  const DsRecord& back = *g.dongson;
  ASSERT_EQ(back.moves.size(), r.moves.size());
  std::size_t read_back = 0;
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    EXPECT_EQ(back.moves[i].turn, r.moves[i].turn) << "ply " << i;
    ASSERT_EQ(back.moves[i].variations.size(), r.moves[i].variations.size()) << "ply " << i;
    for (std::size_t v = 0; v < r.moves[i].variations.size(); ++v) {
      ASSERT_EQ(back.moves[i].variations[v].size(), 2u);
      EXPECT_EQ(back.moves[i].variations[v][0].turn, r.moves[i].variations[v][0].turn);
      EXPECT_EQ(back.moves[i].variations[v][1].turn, r.moves[i].variations[v][1].turn);
      ++read_back;
    }
  }
  EXPECT_EQ(read_back, variations);
  EXPECT_EQ(ds::to_fen(back.game().position()), ds::to_fen(game.position()));
}

// Adds to `line` up to `plies` moves from `game` that leave the game going, the game played along; after
// some, variations nested up to `depth` deep, each from the game before the move it follows (copies of
// ds::Game: the plain definition), which may repeat that move.
void grow(ds::Game game, DsLine& line, int plies, int depth, std::mt19937& rng) {
  std::vector<ds::Move> legal, going;
  for (int ply = 0; ply < plies; ++ply) {
    game.position().legal_moves(legal);
    going.clear();
    for (const ds::Move m : legal) {
      ds::Game after = game;
      if (!after.play(m).over()) going.push_back(m);
    }
    if (going.empty()) return;
    DsMove main;
    main.turn = going[rng() % going.size()];
    for (int k = depth > 0 ? static_cast<int>(rng() % 3) : 0; k > 0; --k) {
      DsLine alt;
      grow(game, alt, 1 + static_cast<int>(rng() % 4), depth - 1, rng);
      if (!alt.empty()) main.variations.push_back(std::move(alt));
    }
    game.play(main.turn);
    line.push_back(std::move(main));
  }
}

::testing::AssertionResult same_lines(const DsLine& a, const DsLine& b, const std::string& where = "") {
  if (a.size() != b.size())
    return ::testing::AssertionFailure() << where << ": " << a.size() << " moves against " << b.size();
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::string here = where + "/" + std::to_string(i);
    if (!(a[i].turn == b[i].turn)) return ::testing::AssertionFailure() << here << ": another move";
    if (a[i].variations.size() != b[i].variations.size())
      return ::testing::AssertionFailure() << here << ": another number of variations";
    for (std::size_t v = 0; v < a[i].variations.size(); ++v)
      if (auto r = same_lines(a[i].variations[v], b[i].variations[v], here + "(" + std::to_string(v) + ")");
          !r)
        return r;
  }
  return ::testing::AssertionSuccess();
}

// Variations nested in variations, several after one move, some repeating the move they follow: each read
// back where it was written, from the position before the move it follows (the reader takes the game back
// and forth along the record's tree instead of copying it).
TEST(DongsonRule, N4_NestedVariationsReadWhereTheyBranch) {
  std::mt19937 rng(11);
  for (int round = 0; round < 4; ++round) {
    DsRecord r;
    grow(ds::Game(r.start), r.moves, 40, 3, rng);
    std::size_t nested = 0;
    for (const DsMove& m : r.moves)
      for (const DsLine& v : m.variations)
        for (const DsMove& vm : v) nested += vm.variations.size();
    ASSERT_GT(nested, 5u);
    const ReadGame g = read(write_game(r, 1000000));
    ASSERT_TRUE(g.errors.empty()) << g.errors.front().format();
    ASSERT_TRUE(g.dongson);
    EXPECT_TRUE(same_lines(g.dongson->moves, r.moves));
  }
}

// An old engine comment's evaluation is the mover's: after a variation of two moves (the side to move then
// the one that made the move before it), the comment still speaks for the move the variation follows.
TEST(DongsonRule, N4_EvaluationAfterAVariationIsTheMovers) {
  DsRecord r;
  ds::Game game(r.start);
  std::vector<ds::Move> legal;
  game.position().legal_moves(legal);
  r.moves.emplace_back().turn = legal[0];
  ds::Game alt = game;
  alt.play(legal[1]);
  std::vector<ds::Move> replies;
  alt.position().legal_moves(replies);
  DsLine line(2);
  line[0].turn = legal[1];
  line[1].turn = replies[0];
  r.moves[0].variations.push_back(line);
  std::string text = write_game(r, 1000000);
  const std::size_t close = text.find(')');
  ASSERT_NE(close, std::string::npos) << text;
  text.insert(close + 1, " {+0.50/3}");
  const ReadGame g = read(text);
  ASSERT_TRUE(g.errors.empty()) << g.errors.front().format();
  ASSERT_TRUE(g.dongson);
  ASSERT_EQ(g.dongson->moves.size(), 1u) << text;
  ASSERT_TRUE(g.dongson->moves[0].evaluation) << text;
  EXPECT_EQ(g.dongson->moves[0].evaluation->centipoints, 50) << text;  // Thủy's move, Thủy's side
}

}  // namespace
}  // namespace saban::parser::dongson
