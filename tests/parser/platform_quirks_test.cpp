// Games as the cotulenh platform plays and writes them (docs/rules.md Q 31-33), the order of a deploy turn's
// sub-moves, and the agreement of full-turn generation with what the reader accepts (issue 13).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "parser/match.h"
#include "parser/move_grammar.hpp"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::parser {

namespace {

namespace fs = std::filesystem;

std::string platform_file(const std::string& name) {
  std::ifstream in(fs::path(SABAN_TEST_DATA) / "platform" / name, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Every game of a record file, read through RecordReader.
std::vector<ReadGame> read_platform(const std::string& name) {
  std::istringstream in(platform_file(name));
  RecordReader reader(in, name);
  std::vector<ReadGame> out;
  ReadGame g;
  while (reader.next(g)) out.push_back(std::move(g));
  return out;
}

// The one game of a record file, which must read without errors (an empty game if it does not).
GameRecord read_clean(const std::string& name) {
  auto games = read_platform(name);
  EXPECT_EQ(games.size(), 1u) << name;
  GameRecord empty{
      {}, Position(cotulenh_profile()), GameMode::Full, Dialect::San, Letters::Vi, {}, {}, "*", false, "", 0,
      0};
  if (games.empty()) return empty;
  for (const RecordError& e : games[0].errors) ADD_FAILURE() << e.format();
  EXPECT_TRUE(games[0].record.has_value()) << name;
  return games[0].record ? *games[0].record : empty;
}

// The position after the first `plies` moves of the main line.
Position after(const GameRecord& g, std::size_t plies) {
  Position pos = g.start;
  for (std::size_t i = 0; i < plies && i < g.moves.size(); ++i) {
    Undo u;
    pos.do_turn(g.moves[i].turn, u);
  }
  return pos;
}

Result<Turn, std::string> read_san(Position& pos, const std::string& token) {
  ast::SanMove m;
  std::size_t bad = 0;
  if (!parse_san_move(token, m, bad)) return std::string("cannot parse " + token);
  return in_english(match_san(pos, m));
}

Result<Turn, std::string> read_rulebook(Position& pos, const std::string& token) {
  ast::RbMove m;
  std::size_t bad = 0;
  if (!parse_rulebook_move(token, m, bad)) return std::string("cannot parse " + token);
  return in_english(match_rulebook(pos, m, Letters::Vi));
}

// Written in either dialect, the game reads back with the same turns.
void expect_round_trips(const GameRecord& g) {
  for (Dialect d : {Dialect::San, Dialect::Rulebook}) {
    WriteOptions o;
    o.dialect = d;
    const std::string text = write_game(g, o);
    ReadGame again = read_game(text, "written", 1);
    for (const RecordError& e : again.errors) ADD_FAILURE() << e.format() << text;
    ASSERT_TRUE(again.record.has_value()) << text;
    ASSERT_EQ(again.record->moves.size(), g.moves.size()) << text;
    for (std::size_t i = 0; i < g.moves.size(); ++i)
      EXPECT_TRUE(again.record->moves[i].turn == g.moves[i].turn) << "move " << i + 1 << " in\n" << text;
  }
}

}  // namespace

// Q 31: the engineer boards the anti-air beside its commander although the blue plane could then reach the
// commander: the boarded anti-air's zone stays in force through Blue's reply, so the plane can only dive at
// the stack one-for-one.
TEST(PlatformQuirks, BoardedAntiAirZoneLingersThroughTheReply) {
  const GameRecord g = read_clean("boarded-zone-lingers.pgn");
  ASSERT_EQ(g.moves.size(), 4u);
  Position pos = after(g, 1);
  const Square g3(6, 2);
  EXPECT_EQ(pos.lingering_zone(Side::Red).square, g3);
  bool suicide = false, capture = false;
  for (const Turn& t : MoveList(pos)) {
    if (t.first().to() != g3 || t.first().piece().type() != PieceType::AirForce) continue;
    suicide = suicide || t.first().kind() == MoveKind::Suicide;
    capture = capture || t.first().kind() == MoveKind::Capture;
  }
  EXPECT_TRUE(suicide);
  EXPECT_FALSE(capture);
  // Gone once Blue has replied.
  EXPECT_FALSE(after(g, 2).lingering_zone(Side::Red).square.valid());
  expect_round_trips(g);
}

// Without the cached zone (the official reading, or cotulenh with the field off) the boarding is illegal.
TEST(PlatformQuirks, BoardingIsIllegalWhereTheZoneDoesNotLinger) {
  Profile p = cotulenh_profile();
  p.boarded_zone_lingers = false;
  for (const Profile& profile : {p, official_profile()}) {
    Position pos =
        std::move(parse_fen("4ii4c/11/11/11/11/11/11/6f4/11/6GE3/11/6C4 r - - 0 1", profile)).value();
    auto t = read_san(pos, "E&g3");
    EXPECT_FALSE(t.ok()) << profile.name;
  }
}

// Q 32: `(NI)>_d5`: the navy takes by staying, the infantry sent to the emptied point joins it: both stay.
TEST(PlatformQuirks, StayCaptureJoinedKeepsTheStackHome) {
  const GameRecord g = read_clean("stay-capture-join.pgn");
  ASSERT_EQ(g.moves.size(), 4u);
  const Position pos = after(g, 1);
  const Stack& home = pos.at(Square(2, 4));
  ASSERT_EQ(home.size, 2);
  EXPECT_EQ(home.top().type(), PieceType::Navy);
  EXPECT_TRUE(home.contains(PieceType::Infantry));
  EXPECT_TRUE(pos.at(Square(3, 4)).empty());
  expect_round_trips(g);
  // Written back as the platform writes it.
  std::vector<Turn> legal;
  Position before = g.start;
  generate_legal(before, DeployMode::Full, legal);
  EXPECT_EQ(to_san(before, g.moves[0].turn, legal), "(NI)>_d5");
}

// Q 33: `(NF)>&c4` from `(N+F)`: the air force joins the navy's sub-move and loses its hero mark, so Blue's
// commander may then stand five points from it.
TEST(PlatformQuirks, JoiningHeroLosesItsMark) {
  const GameRecord g = read_clean("joined-hero-lost.pgn");
  ASSERT_EQ(g.moves.size(), 4u);
  const Position pos = after(g, 1);
  const Stack& st = pos.at(Square(2, 3));
  ASSERT_EQ(st.size, 3);
  for (const Piece p : st.pieces) EXPECT_FALSE(p.heroic()) << kPieceNames[index(p.type())];
  expect_round_trips(g);
  // The other order keeps the hero, and is written with its mark.
  Position before = g.start;
  auto kept = read_san(before, "(N+F)>&c4");
  ASSERT_TRUE(kept.ok()) << kept.error();
  Undo u;
  before.do_turn(*kept, u);
  bool hero = false;
  for (const Piece p : before.at(Square(2, 3)).pieces) hero = hero || p.heroic();
  EXPECT_TRUE(hero);
}

// The deploy turn of issue 13 reads in both profiles, and full-turn generation lists what was read.
TEST(PlatformQuirks, DeployOrderReadsAndIsGenerated) {
  auto games = read_platform("deploy-order.pgn");
  ASSERT_EQ(games.size(), 2u);
  for (const ReadGame& rg : games) {
    for (const RecordError& e : rg.errors) ADD_FAILURE() << e.format();
    ASSERT_TRUE(rg.record.has_value());
    const GameRecord& g = *rg.record;
    ASSERT_EQ(g.moves.size(), 2u);
    Position pos = g.start;
    const MoveList legal(pos, DeployMode::Full);
    EXPECT_NE(std::find(legal.begin(), legal.end(), g.moves[0].turn), legal.end())
        << g.start.profile().name << ": " << g.moves[0].text << " is read but not generated";
    expect_round_trips(g);
  }
}

namespace {

// Positions with stacks, from random games that prefer boarding and captures.
template <typename Visit>
void stack_positions(Profile profile, unsigned seed, int games, int plies, Visit visit) {
  std::mt19937 rng(seed);
  for (int n = 0; n < games; ++n) {
    Position pos = Position::start(profile);
    for (int ply = 0; ply < plies; ++ply) {
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      if (legal.empty()) break;
      std::vector<Turn> preferred;
      for (const Turn& t : legal)
        if (t.first().kind() == MoveKind::Combine || t.first().is_capture()) preferred.push_back(t);
      const std::vector<Turn>& pool = !preferred.empty() && rng() % 3 ? preferred : legal;
      const Turn t = pool[rng() % pool.size()];
      Undo u;
      pos.do_turn(t, u);
      if (!pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
      bool stacks = false;
      pos.occupied(pos.side_to_move()).for_each([&](Square s) { stacks = stacks || pos.at(s).is_stack(); });
      if (stacks)
        visit(pos, std::string(profile.name) + " game " + std::to_string(n) + " ply " + std::to_string(ply));
    }
  }
}

// The key of the position a turn leads to.
std::uint64_t key_after(const Position& pos, const Turn& t) {
  Position p = pos;
  Undo u;
  p.do_turn(t, u);
  return p.key();
}

}  // namespace

// Generated turns are the turns the reader accepts: every full turn, written in either dialect, reads back as
// itself (or as a generated turn with the same effect, where two sets of sub-moves are written alike); every
// deploy turn in any order the pieces may leave in, written in that order, reads back as the full
// turn with the same sub-moves.
TEST(PlatformQuirks, GeneratedTurnsAreTheTurnsTheReaderAccepts) {
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    std::size_t deploys = 0;
    // SABAN_DEPLOY_GAMES=n plays n games instead of 3 (a longer run by hand).
    const char* games = std::getenv("SABAN_DEPLOY_GAMES");
    stack_positions(
        profile, 2026, games ? std::atoi(games) : 3, 40, [&](Position& pos, const std::string& where) {
          std::vector<Turn> full, any;
          generate_legal(pos, DeployMode::Full, full);
          generate_legal(pos, DeployMode::AnyOrder, any);
          for (const Turn& t : full) {
            if (!t.first().deploy()) continue;
            ++deploys;
            const std::string san = to_san(pos, t, full);
            auto back = read_san(pos, san);
            const auto generated = [&](const Turn& r) {
              return std::find(full.begin(), full.end(), r) != full.end();
            };
            if (!back.ok() || !generated(*back) || key_after(pos, *back) != key_after(pos, t)) {
              ADD_FAILURE() << where << ": " << san << " (" << to_lan(pos, t) << ") reads as "
                            << (back.ok() ? to_lan(pos, *back) : back.error()) << "\n"
                            << to_fen(pos);
              continue;
            }
            const std::string rb = rulebook_token(pos, t, Letters::Vi);
            auto rb_back = read_rulebook(pos, rb);
            EXPECT_TRUE(rb_back.ok() && generated(*rb_back) && key_after(pos, *rb_back) == key_after(pos, t))
                << where << ": " << rb << "\n"
                << to_fen(pos);
          }
          for (const Turn& t : any) {
            if (!t.first().deploy()) continue;
            const std::string san = to_san(pos, t, any);
            auto back = read_san(pos, san);
            if (!back.ok()) {
              // Two orders of one set of sub-moves may be written alike only where the reader calls them
              // ambiguous.
              ADD_FAILURE() << where << ": " << san << " (" << to_lan(pos, t) << "): " << back.error() << "\n"
                            << to_fen(pos);
              continue;
            }
            EXPECT_NE(std::find(full.begin(), full.end(), *back), full.end())
                << where << ": " << san << " reads as " << to_lan(pos, *back) << ", which is not generated";
            EXPECT_EQ(key_after(pos, *back), key_after(pos, t)) << where << ": " << san;
          }
        });
    EXPECT_GT(deploys, 100u) << profile.name;
  }
}

}  // namespace saban::parser
