// Zobrist keys and do/undo: random games in both profiles and both deploy modes keep the incremental key
// equal to the recomputed one, and undo_turn restores everything; transpositions share a key, while the side
// to move changes it.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "rules/san.h"
#include "rules/splitmix.h"
#include "rules/zobrist.h"
#include "tests/rules/test_util.h"

namespace saban {
namespace {

// Everything observable about a position, to compare before a turn and after its undo.
struct Snapshot {
  std::string fen;
  std::uint64_t key = 0;
  Side side = Side::Red;
  int halfmove = 0;
  int fullmove = 0;
  std::array<Stack, kSquares> board{};
  std::array<Square, 2> commanders{};
  std::array<int, 2> pieces{};
};

Snapshot snapshot_of(const Position& pos) {
  Snapshot s;
  s.fen = to_fen(pos);
  s.key = pos.key();
  s.side = pos.side_to_move();
  s.halfmove = pos.halfmove_clock();
  s.fullmove = pos.fullmove_number();
  for (int i = 0; i < kSquares; ++i) s.board[i] = pos.at(Square(i));
  for (Side side : {Side::Red, Side::Blue}) {
    s.commanders[index(side)] = pos.commander(side);
    s.pieces[index(side)] = pos.piece_count(side);
  }
  return s;
}

::testing::AssertionResult same(const Snapshot& want, const Position& pos) {
  const Snapshot got = snapshot_of(pos);
  std::ostringstream diff;
  if (got.fen != want.fen) diff << "\n  FEN " << got.fen << "\n  want " << want.fen;
  if (got.key != want.key) diff << "\n  key " << got.key << ", want " << want.key;
  if (got.side != want.side) diff << "\n  side to move differs";
  if (got.halfmove != want.halfmove || got.fullmove != want.fullmove)
    diff << "\n  clocks " << got.halfmove << " " << got.fullmove << ", want " << want.halfmove << " "
         << want.fullmove;
  for (int i = 0; i < kSquares; ++i)
    if (!(got.board[i] == want.board[i]))
      diff << "\n  point " << board::square_name(Square(i)) << ": " << stack_text(got.board[i]) << ", want "
           << stack_text(want.board[i]);
  if (got.commanders != want.commanders) diff << "\n  commander squares differ";
  if (got.pieces != want.pieces) diff << "\n  piece counts differ";
  if (diff.str().empty()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << diff.str();
}

// What do_turn keeps in step besides the board (the key, piece sets, commander squares, piece counts) against
// the plain definition: the same board put point by point into an empty position (Position::set_stack).
// do_sub_move's shortcuts for whole units and deploy sub-moves (move_unit, deploy_piece) must agree with it.
::testing::AssertionResult derived_in_step(const Position& pos) {
  Position plain(pos.profile());
  for (int i = 0; i < kSquares; ++i)
    if (!pos.at(Square(i)).empty()) plain.set_stack(Square(i), pos.at(Square(i)));
  plain.set_side_to_move(pos.side_to_move());
  std::ostringstream diff;
  if (pos.fen_key() != plain.key()) diff << "\n  key differs";
  for (Side side : {Side::Red, Side::Blue}) {
    if (!(pos.occupied(side) == plain.occupied(side))) diff << "\n  occupied set of side " << index(side);
    if (!(pos.air_defence_emitters(side) == plain.air_defence_emitters(side)))
      diff << "\n  emitter set of side " << index(side);
    if (!(pos.commander(side) == plain.commander(side))) diff << "\n  commander of side " << index(side);
    if (pos.piece_count(side) != plain.piece_count(side)) diff << "\n  piece count of side " << index(side);
  }
  if (diff.str().empty()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << diff.str();
}

struct WalkConfig {
  const char* profile;
  DeployMode mode;
  int games;
  std::uint32_t seed;
};

void PrintTo(const WalkConfig& c, std::ostream* os) {
  *os << c.profile << (c.mode == DeployMode::Full ? " full" : " single") << ", " << c.games << " games, seed "
      << c.seed;
}

std::string config_name(const ::testing::TestParamInfo<WalkConfig>& info) {
  return std::string(info.param.profile) + (info.param.mode == DeployMode::Full ? "_Full" : "_Single");
}

constexpr int kMaxPlies = 120;
constexpr int kMoveKinds = static_cast<int>(MoveKind::ShotDown) + 1;

int heroes(const Position& pos) {
  int n = 0;
  for (int i = 0; i < kSquares; ++i)
    for (int k = 0; k < pos.at(Square(i)).size; ++k) n += pos.at(Square(i)).pieces[k].heroic();
  return n;
}

// A uniformly random legal turn, drawn from the pseudo-legal ones until one passes is_legal (much cheaper
// than listing every legal turn); false when there is none.
bool random_legal_turn(Position& pos, DeployMode mode, std::mt19937& rng, Turn& out) {
  std::vector<Turn> turns;
  generate_turns(pos, mode, turns);
  while (!turns.empty()) {
    const std::size_t i = rng() % turns.size();
    if (is_legal(pos, turns[i], mode)) {
      out = turns[i];
      return true;
    }
    turns[i] = turns.back();
    turns.pop_back();
  }
  return false;
}

// Plays random games from the start. After every turn the incremental key equals the recomputed one; the turn
// is undone and compared with the position before it, then replayed; at the end the game is unwound to the
// start, every step compared with the position recorded on the way.
class RandomGames : public ::testing::TestWithParam<WalkConfig> {};

TEST_P(RandomGames, KeysStayInStepAndUndoRestoresEverything) {
  const WalkConfig& config = GetParam();
  const Profile profile = *profile_by_name(config.profile);
  std::mt19937 rng(config.seed);
  int plies_played = 0, deploys_played = 0, multi_deploys = 0, games_ended = 0, heroic_turns = 0;
  int attacked_known = 0;               // turns after which finish_turn found the enemy commander attacked
  std::array<int, kMoveKinds> kinds{};  // sub-moves played, by MoveKind
  for (int game = 0; game < config.games; ++game) {
    Position pos = Position::start(profile);
    std::vector<Snapshot> before;
    std::vector<Undo> undos;
    before.reserve(kMaxPlies);
    undos.reserve(kMaxPlies);
    for (int ply = 0; ply < kMaxPlies; ++ply) {
      if (!pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) {
        ++games_ended;
        break;
      }
      Turn turn;
      if (!random_legal_turn(pos, config.mode, rng, turn)) {
        ++games_ended;
        break;
      }
      before.push_back(snapshot_of(pos));
      const int heroes_before = heroes(pos);
      const Snapshot& prior = before.back();
      const std::string lan = to_lan(pos, turn);
      // Evaluated only when an assertion fails.
      const auto where = [&] {
        return "game " + std::to_string(game) + ", ply " + std::to_string(ply) + ": " + lan + " in " +
               prior.fen;
      };

      // do_turn's definition: each sub-move made in turn (do_sub_move), then finish_turn; its fast paths (a
      // whole unit's move, a deploy turn's quiet moves and captures made at once) give the same position.
      Position by_steps = pos;
      Undo steps;
      by_steps.snapshot(steps);
      for (const Move& m : turn) by_steps.do_sub_move(m, steps);
      by_steps.finish_turn(turn, steps);

      Undo u;
      pos.do_turn(turn, u);
      ASSERT_TRUE(same(snapshot_of(by_steps), pos)) << "against the sub-moves one by one, " << where();
      ASSERT_TRUE(derived_in_step(by_steps)) << where();
      ASSERT_EQ(u.attacked, steps.attacked) << where();
      ASSERT_EQ(pos.key(), pos.compute_key()) << where();
      ASSERT_TRUE(derived_in_step(pos)) << where();
      ASSERT_NE(pos.side_to_move(), prior.side) << where();
      ASSERT_NE(pos.key(), prior.key) << where();  // the side to move alone changes it
      // What finish_turn found of the attack on the commander now to move, where it tells, is the test's.
      if (u.attacked >= 0) {
        ASSERT_EQ(u.attacked != 0, pos.commander_attacked(pos.side_to_move())) << where();
      }
      ASSERT_EQ(pos.in_check_after(u), pos.in_check()) << where();
      attacked_known += u.attacked == 1;

      pos.undo_turn(u);
      ASSERT_TRUE(same(prior, pos)) << "after undo, " << where();
      ASSERT_EQ(pos.key(), pos.compute_key()) << where();

      undos.emplace_back();
      pos.do_turn(turn, undos.back());
      ASSERT_EQ(pos.key(), pos.compute_key()) << where();
      ++plies_played;
      if (turn.first().deploy()) ++deploys_played;
      if (turn.size > 1) ++multi_deploys;
      for (const Move& m : turn) ++kinds[static_cast<int>(m.kind())];
      if (heroes(pos) > heroes_before) ++heroic_turns;
    }
    while (!undos.empty()) {
      pos.undo_turn(undos.back());
      undos.pop_back();
      ASSERT_TRUE(same(before[undos.size()], pos))
          << "game " << game << ": unwinding to ply " << undos.size();
    }
    ASSERT_EQ(to_fen(pos), Position::kStartFen);
  }
  // The walk must reach the interesting cases: long games, every kind of move, deploys, new heroes.
  EXPECT_GE(plies_played, config.games * kMaxPlies / 2);
  EXPECT_GT(deploys_played, 0);
  if (config.mode == DeployMode::Full) {
    EXPECT_GT(multi_deploys, 0) << "no deploy turn of two or more sub-moves";
  }
  EXPECT_GT(heroic_turns, 0);
  EXPECT_GT(attacked_known, 0);
  for (MoveKind kind : {MoveKind::Capture, MoveKind::StayCapture, MoveKind::Suicide, MoveKind::Combine})
    EXPECT_GT(kinds[static_cast<int>(kind)], 0) << "no move of kind " << static_cast<int>(kind);
  // Only official air defence shoots planes down; cotulenh forbids such flights instead.
  EXPECT_EQ(kinds[static_cast<int>(MoveKind::ShotDown)] > 0, profile.air_defence == AirDefence::Official);
  RecordProperty("plies", plies_played);
  RecordProperty("deploys", deploys_played);
  RecordProperty("multi_deploys", multi_deploys);
  RecordProperty("games_ended", games_ended);
  RecordProperty("heroic_turns", heroic_turns);
  for (int k = 0; k < kMoveKinds; ++k) RecordProperty("kind" + std::to_string(k), kinds[k]);
}

// 256 games of 120 plies in all: about 0.3 s in release (build/dev), 7.5 s in a Debug+ASan+UBSan build.
INSTANTIATE_TEST_SUITE_P(Walks, RandomGames,
                         ::testing::Values(WalkConfig{"official", DeployMode::Full, 64, 1},
                                           WalkConfig{"official", DeployMode::Single, 64, 2},
                                           WalkConfig{"cotulenh", DeployMode::Full, 64, 3},
                                           WalkConfig{"cotulenh", DeployMode::Single, 64, 4}),
                         config_name);

// ---------------------------------------------------------------------------------------------------------
// Transpositions and the side to move

TEST(ZobristKey, TranspositionOfQuietMovesGivesEqualKeys) {
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    Position a = Position::start(profile);
    for (const char* lan : {"Ic5c6", "Nb11b10", "Ed5d6", "Cg12f12"}) test::play(a, lan);
    Position b = Position::start(profile);
    for (const char* lan : {"Ed5d6", "Cg12f12", "Ic5c6", "Nb11b10"}) test::play(b, lan);
    EXPECT_EQ(to_fen(a), to_fen(b)) << profile.name;
    EXPECT_EQ(a.key(), b.key()) << profile.name;
    EXPECT_EQ(a.key(), a.compute_key());
    EXPECT_NE(a.key(), Position::start(profile).key());
  }
}

TEST(ZobristKey, StackFormedEitherWayGivesEqualKeys) {
  // (TI) on e5: the infantry steps to e5 and the tank boards it, or the tank steps there and the infantry
  // boards the tank; Blue's commander moves in between, in either order.
  const auto setup = [] { return test::make({"Te4", "Ie6", "Ck1", "cg12"}); };
  Position a = setup();
  for (const char* lan : {"Ie6e5", "Cg12f12", "Te4&e5", "Cf12f11"}) test::play(a, lan);
  Position b = setup();
  for (const char* lan : {"Te4e5", "Cg12g11", "Ie6&e5", "Cg11f11"}) test::play(b, lan);
  ASSERT_EQ(a.at(*board::parse_square("e5")).size, 2);
  EXPECT_EQ(to_fen(a), to_fen(b));
  EXPECT_EQ(a.key(), b.key());
  EXPECT_EQ(a.key(), a.compute_key());
  EXPECT_EQ(b.key(), b.compute_key());
}

TEST(ZobristKey, SideToMoveChangesTheKey) {
  Position pos = Position::start();
  const std::uint64_t red = pos.key();
  pos.set_side_to_move(Side::Blue);
  EXPECT_NE(pos.key(), red);
  EXPECT_EQ(pos.key() ^ red, zobrist::blue_to_move());
  EXPECT_EQ(pos.key(), pos.compute_key());
  pos.set_side_to_move(Side::Blue);  // setting the same side again changes nothing
  EXPECT_EQ(pos.key(), red ^ zobrist::blue_to_move());
  pos.set_side_to_move(Side::Red);
  EXPECT_EQ(pos.key(), red);
}

TEST(ZobristKey, PlayedPositionDiffersFromItsSetUpTwinOnlyBySide) {
  // The same placement reached by a turn (Blue to move) and set up directly (Red to move). Red keeps two
  // pieces besides its commander, so no last guard turns heroic.
  Position played = test::make({"Te4", "Ih3", "Ck1", "cg12"});
  test::play(played, "Te4e5");
  const Position red_to_move = test::make({"Te5", "Ih3", "Ck1", "cg12"}, Side::Red);
  ASSERT_EQ(to_fen(played).substr(0, to_fen(played).find(' ')),
            to_fen(red_to_move).substr(0, to_fen(red_to_move).find(' ')));
  EXPECT_EQ(played.key() ^ red_to_move.key(), zobrist::blue_to_move());
}

TEST(ZobristKey, HeroicFlagAndSquareAreInTheKey) {
  const Position plain = test::make({"Te4", "Ck1", "cg12"});
  const Position hero = test::make({"+Te4", "Ck1", "cg12"});
  const Position moved = test::make({"Te5", "Ck1", "cg12"});
  const Position blue = test::make({"te4", "Ck1", "cg12"});
  EXPECT_NE(plain.key(), hero.key());
  EXPECT_NE(plain.key(), moved.key());
  EXPECT_NE(plain.key(), blue.key());
  EXPECT_EQ(hero.key(), hero.compute_key());
}

// A lingering zone (cotulenh, Q 31: an engineer boards a lone anti-air, whose zone stays in force through the
// reply) decides legal moves, so key() holds it; the FEN does not say it, so fen_key() leaves it out: the
// position read back from its FEN has the same fen_key (the database's key for exact-position search).
TEST(ZobristKey, LingeringZoneIsLeftOutOfTheFenKey) {
  Position pos =
      std::move(parse_fen("4ii4c/11/11/11/11/11/11/6f4/11/6GE3/11/6C4 r - - 0 1", cotulenh_profile()))
          .value();
  const std::uint64_t before = pos.fen_key();
  EXPECT_EQ(before, pos.key());
  test::play(pos, "Eh3&g3");
  ASSERT_TRUE(pos.lingering_zone(Side::Red).square.valid());
  const Position read = std::move(parse_fen(to_fen(pos), cotulenh_profile())).value();
  EXPECT_FALSE(read.lingering_zone(Side::Red).square.valid());
  EXPECT_NE(pos.key(), read.key());  // one FEN, two keys: the zone is in key()
  EXPECT_EQ(pos.fen_key(), read.fen_key());
  EXPECT_EQ(read.fen_key(), read.key());
  EXPECT_EQ(pos.key(), pos.compute_key());
}

// The keys are stored by a piece's bits (a shortcut for the hot paths): each is still the one drawn for it in
// key_index order (point, slot, piece kind), so every key, and the search's table, stays what it was.
TEST(ZobristKey, KeysByBitsAreTheKeysDrawnInKindOrder) {
  SplitMix64 keys(0x5a7a0c0ffee1234ULL);
  for (int sq = 0; sq < kSquares; ++sq)
    for (int slot = 0; slot < Stack::kMaxPieces; ++slot)
      for (int t = 0; t < kPieceTypes; ++t)
        for (Side side : {Side::Red, Side::Blue})
          for (bool heroic : {false, true}) {
            const Piece p(static_cast<PieceType>(t), side, heroic);
            ASSERT_EQ(zobrist::piece_key(Square(sq), slot, p), keys.next()) << sq << " " << slot << " " << t;
          }
  EXPECT_EQ(zobrist::blue_to_move(), keys.next());
}

// Square::file() and rank() read a table (a shortcut for the hot paths): the plain definition divides.
TEST(SquareCoordinates, TableIsTheDivision) {
  for (int i = 0; i < 256; ++i) {
    const Square s(i);
    ASSERT_EQ(s.file(), i % kFiles) << i;
    ASSERT_EQ(s.rank(), i / kFiles) << i;
  }
}

}  // namespace
}  // namespace saban
