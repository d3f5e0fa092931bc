// Cờ Đông Sơn: promotion, the swap, the end of the game and the options (docs/rules-dong-son.md R*, S*, E*,
// O*).
#include <random>

#include "tests/rules/dongson_util.h"

namespace saban::dongson::test {
namespace {

using Set = std::set<std::string>;
const char* kSwapFen = "4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1";

// ---------------------------------------------------------------------------------------------------------
// Promotion

TEST(DongsonRule, R1_PromotionByMoveAndByCapture) {
  const Position p = fen("1l1l4t/2B6/9/9/9/9/9/9/4T4 w - - 0 1");
  EXPECT_EQ(moves_from(p, "c8"),
            (Set{"c8c9n", "c8c9v", "c8c9g", "c8b9n", "c8b9v", "c8b9g", "c8d9n", "c8d9v", "c8d9g"}));
  // The Đinh promotes by capturing straight ahead.
  EXPECT_EQ(moves_from(fen("3l4t/3D5/9/9/9/9/9/9/4T4 w - - 0 1"), "d8"), (Set{"d8d9n", "d8d9v", "d8d9g"}));
  // Sơn promotes on rank 1; the new piece stands there at once.
  const Position s = fen("t8/9/9/9/9/9/9/5d3/7T1 b - - 0 1");
  EXPECT_EQ(moves_from(s, "f2"), (Set{"f2f1n", "f2f1v", "f2f1g"}));
  EXPECT_EQ(after(s, "f2f1g").at(sq("f1")), Piece(PieceType::Ga, Side::Son));
  EXPECT_EQ(after(s, "f2f1g").halfmove_clock(), 0);
}

TEST(DongsonRule, R2_PromotionNotLimitedByCaptures) {
  // Two Voi on the board already: a third is allowed.
  EXPECT_TRUE(moves(fen("1l1l4t/2B6/9/9/9/9/9/9/1V2T2V1 w - - 0 1")).count("c8c9v"));
}

// ---------------------------------------------------------------------------------------------------------
// The Thần–Voi swap

TEST(DongsonRule, S1_SwapBothWings) {
  const Position p = fen(kSwapFen);
  EXPECT_TRUE(moves(p).count("e1b1s") && moves(p).count("e1h1s"));
  EXPECT_EQ(to_fen(after(p, "e1b1s")), "4t4/4b4/9/9/9/9/9/4B4/LT2V2VL b - - 1 1");
  EXPECT_EQ(to_fen(after(p, "e1h1s")), "4t4/4b4/9/9/9/9/9/4B4/LV2V2TL b - - 1 1");
}

TEST(DongsonRule, S1_SwapRefusedOnceThanOrVoiMoved) {
  // The Thần went away and came back: no swap either side.
  Position p = fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1");
  for (const char* m : {"e1f2", "e9d9", "f2e1", "d9e9"}) p = after(p, m);
  EXPECT_EQ(p.swap_rights(), 0u);
  EXPECT_FALSE(moves(p).count("e1b1s") || moves(p).count("e1h1s"));
  // The Voi on b1 went away and came back: only the h wing.
  Position q = fen(kSwapFen);
  for (const char* m : {"b1c2", "e9d9", "c2b1", "d9e9"}) q = after(q, m);
  EXPECT_EQ(moves(q).count("e1b1s"), 0u);
  EXPECT_EQ(moves(q).count("e1h1s"), 1u);
  // The Voi on h1 was captured (by a Sơn Lạc coming down the h file): no swap on that wing.
  Position r = fen("4t2l1/4b4/9/9/9/9/9/4B4/LV2T2V1 b BH - 0 1");
  r = after(r, "h9h1");
  EXPECT_EQ(r.swap_rights(), unsigned{kSwapThuyB});
}

TEST(DongsonRule, S2_SwapRefusedWithAPieceBetween) {
  EXPECT_EQ(moves(fen("4t4/4b4/9/9/9/9/9/4B4/LVN1T2VL w BH - 0 1")).count("e1b1s"), 0u);  // c1
  EXPECT_EQ(moves(fen("4t4/4b4/9/9/9/9/9/4B4/LV1GT2VL w BH - 0 1")).count("e1b1s"), 0u);  // d1
  EXPECT_EQ(moves(fen("4t4/4b4/9/9/9/9/9/4B4/LV1GT2VL w BH - 0 1")).count("e1h1s"), 1u);  // the other wing
}

TEST(DongsonRule, S3_SwapRefusedWhenASquareIsControlled) {
  // The Thần's square: in check.
  EXPECT_EQ(moves(fen("1t2l4/9/9/9/9/9/9/9/LV2T2VL w BH - 0 1")).count("e1b1s"), 0u);
  EXPECT_EQ(moves(fen("1t2l4/9/9/9/9/9/9/9/LV2T2VL w BH - 0 1")).count("e1h1s"), 0u);
  // A crossed square: c1 (Lạc on c9), then d1 (Lạc on d9).
  const Position c = fen("2l1t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1");
  EXPECT_EQ(moves(c).count("e1b1s"), 0u);
  EXPECT_EQ(moves(c).count("e1h1s"), 1u);
  EXPECT_EQ(moves(fen("3lt4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1")).count("e1b1s"), 0u);
  // The Voi's own square (Lạc on b9): it is where the Thần lands, so refused on either reading (A8).
  EXPECT_EQ(moves(fen("1l2t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1")).count("e1b1s"), 0u);
}

TEST(DongsonRule, S4_SwapForSon) {
  const Position p = fen("lv2t2vl/4b4/9/9/9/9/9/4B4/4T4 b bh - 0 1");
  EXPECT_TRUE(moves(p).count("e9b9s") && moves(p).count("e9h9s"));
  EXPECT_EQ(to_fen(after(p, "e9b9s")), "lt2v2vl/4b4/9/9/9/9/9/4B4/4T4 w - - 1 2");
}

// ---------------------------------------------------------------------------------------------------------
// End of the game

TEST(DongsonRule, E1_Checkmate) {
  const Game g(fen("L7t/L6bb/9/9/9/9/9/9/4T4 b - - 0 1"));
  EXPECT_TRUE(g.position().in_check());
  EXPECT_EQ(g.verdict().termination, Termination::Checkmate);
  EXPECT_EQ(g.verdict().winner, Side::Thuy);
}

TEST(DongsonRule, E2_PalaceEntryWins) {
  Game g(fen("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1"));
  const Verdict v = g.play(find(g.position(), "e1e5"));
  EXPECT_EQ(v.termination, Termination::Palace);
  EXPECT_EQ(v.winner, Side::Thuy);
}

TEST(DongsonRule, E2a_PalaceNeedsThanOnTam) {
  Game g(fen("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1"));
  EXPECT_FALSE(g.play(find(g.position(), "e1e4")).over());  // in the Cung, not on e5
}

TEST(DongsonRule, E2b_PalaceNeedsAGiftInCung) {
  Game g(fen("1t7/b8/9/9/9/9/2V6/9/4T4 w - - 0 1"));  // the Voi on c3, outside
  EXPECT_FALSE(g.play(find(g.position(), "e1e5")).over());
}

TEST(DongsonRule, E2c_PalaceNeedsAnUncapturableGift) {
  Game g(fen("1t7/b8/2n6/9/3V5/9/9/9/4T4 w - - 0 1"));  // the Sơn Ngựa takes d5
  EXPECT_FALSE(g.play(find(g.position(), "e1e5")).over());
}

TEST(DongsonRule, E2d_PalaceSpoiledByAMatingReply) {
  Game g(fen("t8/9/9/3DDL3/v2BTB3/4DD3/1N7/9/9 w - - 0 1"));
  EXPECT_FALSE(g.play(find(g.position(), "b3d4")).over());  // Vc7# and Vc3# answer
  Game h(fen("t8/b8/9/3DDL3/3BTB3/4DD3/1N7/9/9 w - - 0 1"));
  EXPECT_EQ(h.play(find(h.position(), "b3d4")).termination, Termination::Palace);
}

TEST(DongsonRule, E2_PalaceSafetyOptions) {
  const char* one = "1t7/b8/2n6/9/3V5/5G3/9/9/4T4 w - - 0 1";
  const char* both = "1t7/b8/2n6/9/3V5/5G1l1/9/9/4T4 w - - 0 1";
  auto wins = [](const char* f, GiftSafety s) {
    Options o;
    o.gift_safety = s;
    Game g(fen(f, o));
    return g.play(find(g.position(), "e1e5")).termination == Termination::Palace;
  };
  EXPECT_TRUE(wins(one, GiftSafety::Any));
  EXPECT_FALSE(wins(one, GiftSafety::All));
  EXPECT_TRUE(wins(one, GiftSafety::Survives));
  EXPECT_FALSE(wins(both, GiftSafety::Any));
  EXPECT_FALSE(wins(both, GiftSafety::All));
  EXPECT_TRUE(wins(both, GiftSafety::Survives));
}

TEST(DongsonRule, E2_PalaceOnlyForTheMover) {
  Game g(fen("1t7/b8/9/9/3VT4/9/9/9/9 b - - 0 1"));  // Thủy's entry stands, Sơn to move
  EXPECT_FALSE(g.verdict().over());
  EXPECT_FALSE(g.play(find(g.position(), "a8a7")).over());
}

TEST(DongsonRule, E2_MateBeforePalace) {
  Game g(fen("t8/bb7/9/9/3VT4/9/9/9/8L w - - 0 1"));
  const Verdict v = g.play(find(g.position(), "k1k9"));
  EXPECT_EQ(v.termination, Termination::Checkmate);
  EXPECT_EQ(v.winner, Side::Thuy);
}

TEST(DongsonRule, E2_PalaceAfterReplyOption) {
  Options o;
  o.palace_timing = PalaceTiming::AfterReply;
  Game g(fen("1t7/b8/9/9/3V5/9/9/9/4T4 w - - 0 1", o));
  EXPECT_FALSE(g.play(find(g.position(), "e1e5")).over());  // not yet
  const Verdict v = g.play(find(g.position(), "a8a7"));
  EXPECT_EQ(v.termination, Termination::Palace);
  EXPECT_EQ(v.winner, Side::Thuy);
  // The reply takes the only gift: no win.
  Game h(fen("1t7/b8/2n6/9/3V5/9/9/L8/4T4 w - - 0 1", o));
  h.play(find(h.position(), "e1e5"));
  EXPECT_FALSE(h.play(find(h.position(), "c7d5")).over());
}

TEST(DongsonRule, E2_AfterReplyWinsWhereImmediateDoesNot) {
  // Each of the two gifts can be taken, but not both: with gift_safety=any the entry does not win at once,
  // yet after any reply a gift is left, so after_reply wins: the two timings differ against best defence.
  const char* f = "1t7/b8/2n6/9/3V5/5G1l1/9/9/4T4 w - - 0 1";
  Game now(fen(f));
  EXPECT_FALSE(now.play(find(now.position(), "e1e5")).over());
  Options o;
  o.palace_timing = PalaceTiming::AfterReply;
  Game g(fen(f, o));
  g.play(find(g.position(), "e1e5"));
  std::vector<Move> replies;
  g.position().legal_moves(replies);
  ASSERT_FALSE(replies.empty());
  for (Move m : replies) {
    Game h = g;
    EXPECT_EQ(h.play(m).winner, Side::Thuy) << lan(m);
  }
}

TEST(DongsonRule, E2_E5BlockForfeitOption) {
  // A Thủy Ngựa lands on e5 and is taken there; by default Thủy may still enter later, with forfeit not.
  const char* f = "t8/9/9/9/9/9/3N5/9/4T1L2 w - - 0 1";
  Game a(fen(f));
  a.play(find(a.position(), "d3e5"));
  EXPECT_FALSE(a.forfeited(Side::Thuy));
  Options o;
  o.e5_block = E5Block::Forfeit;
  Game b(fen(f, o));
  b.play(find(b.position(), "d3e5"));
  EXPECT_TRUE(b.forfeited(Side::Thuy));
  EXPECT_FALSE(palace_entry(fen("1t7/b8/9/9/3VT4/9/9/9/9 b - - 0 1"), Side::Thuy, true));
  EXPECT_TRUE(palace_entry(fen("1t7/b8/9/9/3VT4/9/9/9/9 b - - 0 1"), Side::Thuy, false));
}

TEST(DongsonRule, E3_Stalemate) {
  const char* f = "5G1Vt/7GV/9/6N2/b8/B8/9/9/4T4 b - - 0 1";
  const Game g(fen(f));
  EXPECT_FALSE(g.position().in_check());
  EXPECT_EQ(g.verdict().termination, Termination::Stalemate);
  EXPECT_FALSE(g.verdict().winner);
  Options loss;
  loss.stalemate = Stalemate::Loss;
  EXPECT_EQ(Game(fen(f, loss)).verdict().winner, Side::Thuy);
}

TEST(DongsonRule, E4_BareThan) {
  const char* f = "t8/9/9/9/9/9/9/9/1L2T4 w - - 0 1";
  EXPECT_EQ(Game(fen(f)).verdict().termination, Termination::BareThan);
  Options both;
  both.bare_than = BareThan::Both;
  EXPECT_FALSE(Game(fen(f, both)).verdict().over());
  EXPECT_EQ(Game(fen("t8/9/9/9/9/9/9/9/4T4 w - - 0 1", both)).verdict().termination, Termination::BareThan);
  Options off;
  off.bare_than = BareThan::Off;
  EXPECT_FALSE(Game(fen(f, off)).verdict().over());
}

TEST(DongsonRule, E4_FrozenGiftCannotWin) {
  // A Ngựa or Gà frozen on e5 attacks nothing and blocks its own Thần: a side with only that and its Thần can
  // neither mate nor enter (L289), as a bare Thần cannot.
  Game g(fen("t7l/9/9/9/9/9/3N5/9/4T4 w - - 0 1"));
  EXPECT_FALSE(g.verdict().over());
  EXPECT_EQ(g.play(find(g.position(), "d3e5")).termination, Termination::BareThan);
  EXPECT_TRUE(cannot_win(fen("t7l/9/9/9/4G4/9/9/9/4T4 b - - 0 1"), Side::Thuy));
  EXPECT_FALSE(cannot_win(fen("t7l/9/9/9/4V4/9/9/9/4T4 b - - 0 1"), Side::Thuy));  // a Voi leaves e5
  EXPECT_FALSE(cannot_win(fen("t7l/9/9/9/4N4/9/9/9/3LT4 b - - 0 1"), Side::Thuy));
  const Position son = fen("t8/9/9/9/4n4/9/9/9/3LT4 w - - 0 1");  // Sơn's Ngựa frozen
  EXPECT_TRUE(cannot_win(son, Side::Son));
  EXPECT_FALSE(cannot_win(son, Side::Thuy));
  Options both;
  both.bare_than = BareThan::Both;
  EXPECT_FALSE(Game(fen("t7l/9/9/9/4N4/9/9/9/4T4 w - - 0 1", both)).verdict().over());
  EXPECT_EQ(Game(fen("t8/9/9/9/4N4/9/9/9/4T4 w - - 0 1", both)).verdict().termination, Termination::BareThan);
}

TEST(DongsonRule, E4_MateBeforeBareThan) {
  // Lxa9# takes Sơn's last piece besides its Thần: a checkmate, not a draw.
  Game g(fen("n7t/1V5NV/9/7GG/9/9/9/9/L3T4 w - - 0 1"));
  const Verdict v = g.play(find(g.position(), "a1a9"));
  EXPECT_EQ(v.termination, Termination::Checkmate);
  EXPECT_EQ(v.winner, Side::Thuy);
}

TEST(DongsonRule, E5_ThreefoldRepetition) {
  Game g;
  const char* cycle[] = {"c1b3", "c9b7", "b3c1", "b7c9"};
  for (int round = 0; round < 2; ++round)
    for (int i = 0; i < 4; ++i) {
      EXPECT_FALSE(g.verdict().over());
      g.play(find(g.position(), cycle[i]));
    }
  EXPECT_EQ(g.repetitions(), 3);
  EXPECT_EQ(g.verdict().termination, Termination::Repetition);
  Options claim;
  claim.repetition = Repetition::Claim;
  Game c(Position::start(claim));
  for (int round = 0; round < 2; ++round)
    for (const char* m : cycle) c.play(find(c.position(), m));
  EXPECT_FALSE(c.verdict().over());
  EXPECT_TRUE(c.can_claim_draw());
}

TEST(DongsonRule, E5_RepetitionCountsSwapRights) {
  // The same placement with a swap right and without it are different positions.
  Game g(fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 0 1"));
  for (const char* m : {"b1c2", "e9d9", "c2b1", "d9e9", "b1c2", "e9d9", "c2b1", "d9e9"})
    g.play(find(g.position(), m));
  EXPECT_EQ(g.repetitions(), 2);  // the start had the b right: it does not count
}

TEST(DongsonRule, E6_FiftyMoves) {
  const char* f = "t8/b8/9/9/9/9/9/L8/4T4 w - - 99 80";
  Game g(fen(f));
  g.play(find(g.position(), "e1f1"));
  EXPECT_EQ(g.position().halfmove_clock(), 100);
  EXPECT_FALSE(g.verdict().over());  // claimed, by default
  EXPECT_TRUE(g.can_claim_draw());
  Options automatic;
  automatic.fifty = Fifty::Automatic;
  Game a(fen(f, automatic));
  EXPECT_EQ(a.play(find(a.position(), "e1f1")).termination, Termination::FiftyMoves);
  // A Bộ move or a capture resets the clock; the swap does not.
  EXPECT_EQ(after(fen("t8/b8/9/9/9/9/9/L8/4T4 b - - 99 80"), "a8a7").halfmove_clock(), 0);
  EXPECT_EQ(after(fen("4t4/4b4/9/9/9/9/9/4B4/LV2T2VL w BH - 7 9"), "e1b1s").halfmove_clock(), 8);
}

// ---------------------------------------------------------------------------------------------------------
// Options

// ---------------------------------------------------------------------------------------------------------
// Taking a move back

// Everything a game says, compared: its positions and moves, verdict, forfeits, repetitions and claims.
::testing::AssertionResult same_game(const Game& a, const Game& b) {
  if (a.moves() != b.moves()) return ::testing::AssertionFailure() << "the moves differ";
  for (std::size_t ply = 0; ply <= a.moves().size(); ++ply)
    if (!(a.position_at(ply) == b.position_at(ply)) ||
        to_fen(a.position_at(ply)) != to_fen(b.position_at(ply)))
      return ::testing::AssertionFailure() << "the position before ply " << ply << " differs";
  if (a.verdict().termination != b.verdict().termination || a.verdict().winner != b.verdict().winner)
    return ::testing::AssertionFailure() << "the verdict differs";
  for (Side s : {Side::Thuy, Side::Son})
    if (a.forfeited(s) != b.forfeited(s)) return ::testing::AssertionFailure() << "a forfeit differs";
  if (a.repetitions() != b.repetitions() || a.can_claim_draw() != b.can_claim_draw() ||
      a.palace_forfeited() != b.palace_forfeited())
    return ::testing::AssertionFailure() << "the repetitions or claims differ";
  return ::testing::AssertionSuccess();
}

// Game::undo against the game as it was (a copy): after every move tried from every position of random games
// (captures preferred, so that they end), and back to the start, one move at a time.
TEST(DongsonRule, UndoRestoresTheGame) {
  std::mt19937 rng(7);
  Options forfeit_after_reply;
  forfeit_after_reply.e5_block = E5Block::Forfeit;
  forfeit_after_reply.palace_timing = PalaceTiming::AfterReply;
  int tried = 0, ended = 0;
  for (const Options& o : {Options{}, forfeit_after_reply})
    for (int round = 0; round < 6; ++round) {
      Game g(Position::start(o));
      std::vector<Game> before;  // the game before each move played
      std::vector<Move> legal;
      for (int ply = 0; ply < 150 && !g.verdict().over(); ++ply) {
        g.position().legal_moves(legal);
        ASSERT_FALSE(legal.empty());
        const Game copy = g;
        for (int k = 0; k < 4; ++k) {
          g.play(legal[rng() % legal.size()]);
          ended += g.verdict().over();
          g.undo();
          ASSERT_TRUE(same_game(g, copy)) << "ply " << ply;
          ++tried;
        }
        before.push_back(g);
        std::vector<Move> captures;
        for (Move m : legal)
          if (g.position().is_capture(m)) captures.push_back(m);
        const std::vector<Move>& pool = !captures.empty() && rng() % 2 ? captures : legal;
        g.play(pool[rng() % pool.size()]);
      }
      while (!before.empty()) {
        g.undo();
        ASSERT_TRUE(same_game(g, before.back())) << "back to ply " << before.size() - 1;
        before.pop_back();
      }
    }
  EXPECT_GT(tried, 1000);
  EXPECT_GT(ended, 0);
  // A forfeit is taken back with the move that made it, and only with it.
  Options o;
  o.e5_block = E5Block::Forfeit;
  Game g(fen("t8/9/9/9/9/9/3N5/9/4T1L2 w - - 0 1", o));
  const Game start = g;
  g.play(find(g.position(), "d3e5"));
  ASSERT_TRUE(g.forfeited(Side::Thuy));
  const Game forfeited = g;
  g.play(find(g.position(), "a9a8"));
  g.undo();
  EXPECT_TRUE(same_game(g, forfeited));
  g.undo();
  EXPECT_FALSE(g.forfeited(Side::Thuy));
  EXPECT_TRUE(same_game(g, start));
}

TEST(DongsonRule, O1_OptionsRoundTrip) {
  Options o;
  EXPECT_EQ(o.to_string(), "");
  o.gift_safety = GiftSafety::All;
  o.swap_frame = SwapFrame::Player;
  EXPECT_EQ(o.to_string(), "gift_safety=all;swap_frame=player");
  auto r = Options::parse(" swap_frame = player ; gift_safety=all");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, o);
  EXPECT_FALSE(Options::parse("gift_safety=some").ok());
  EXPECT_FALSE(Options::parse("palace=now").ok());
  EXPECT_NE(Options::parse("palace=now").error().message.find("unknown option"), std::string::npos);
}

}  // namespace
}  // namespace saban::dongson::test
