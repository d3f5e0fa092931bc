// What the replay hands out of a game's main line when a reader asks for it (ReadOptions::main_line: the
// importer's rows take the positions' keys and the moves' long notation from it instead of replaying the
// moves again), against the plain definition: the record's main line replayed move by move from its start.
// Games of both profiles with deploy turns, boardings, variations and FEN starts in every dialect, every
// sample record, and a game cut short at an illegal move (--truncate).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/fen.h"
#include "rules/movegen.h"
#include "rules/san.h"

namespace saban::parser {
namespace {

namespace fs = std::filesystem;

// The main line's facts by the plain replay: `line` must hold the same. Counts what the game had.
struct Seen {
  long games = 0, moves = 0, deploys = 0, variations = 0, fen_starts = 0, cotulenh = 0;
};

void expect_main_line(const GameRecord& g, const MainLine& line, const std::string& what, Seen& seen) {
  ++seen.games;
  if (g.tag("FEN")) ++seen.fen_starts;
  if (g.start.profile() == cotulenh_profile()) ++seen.cotulenh;
  ASSERT_EQ(line.fen_keys.size(), g.moves.size() + 1) << what;
  ASSERT_EQ(line.lan_ends.size(), g.moves.size()) << what;
  Position pos = g.start;
  EXPECT_EQ(line.fen_keys[0], pos.fen_key()) << what << ": the start";
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    const Turn& t = g.moves[i].turn;
    ASSERT_EQ(line.move(i), to_lan(pos, t)) << what << ": move " << i + 1 << " '" << g.moves[i].text << "'";
    Undo u;
    pos.do_turn(t, u);
    ASSERT_EQ(line.fen_keys[i + 1], pos.fen_key())
        << what << ": after move " << i + 1 << " '" << g.moves[i].text << "'";
    ++seen.moves;
    if (t.size > 1 || t.first().deploy()) ++seen.deploys;
    if (!g.moves[i].variations.empty()) ++seen.variations;
  }
  EXPECT_EQ(line.lan.size(), line.lan_ends.empty() ? 0u : line.lan_ends.back()) << what;
  EXPECT_EQ(to_fen(line.end), to_fen(pos)) << what << ": the end";
  EXPECT_EQ(line.end.key(), pos.key()) << what << ": the end's key (lingering zones)";
}

// A random legal turn of `pos`, favouring boardings, deploys and captures; nothing when the game is over.
std::optional<Turn> random_turn(Position& pos, std::mt19937& rng) {
  std::vector<Turn> legal;
  generate_legal(pos, DeployMode::Full, legal);
  if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid())
    return std::nullopt;
  std::vector<Turn> favoured;
  for (const Turn& t : legal)
    if (t.first().kind() == MoveKind::Combine || t.first().deploy() || t.first().is_capture())
      favoured.push_back(t);
  const std::vector<Turn>& pool = !favoured.empty() && rng() % 3 != 0 ? favoured : legal;
  return pool[rng() % pool.size()];
}

// A random game; from a position some random plies in (written with a FEN tag) when `fen_start`; a variation
// of one to three moves at about one move in six.
GameRecord random_record(const Profile& profile, std::mt19937& rng, int plies, bool fen_start) {
  GameRecord g;
  g.start = Position::start(profile);
  Undo u;
  if (fen_start)
    for (int i = 0; i < 6; ++i)
      if (auto t = random_turn(g.start, rng)) g.start.do_turn(*t, u);
  Position pos = g.start;
  for (int ply = 0; ply < plies; ++ply) {
    auto t = random_turn(pos, rng);
    if (!t) break;
    RecordMove& m = g.moves.emplace_back();
    m.turn = *t;
    if (rng() % 6 == 0) {
      Line alt;
      Position v = pos;
      for (int k = 0, n = 1 + static_cast<int>(rng() % 3); k < n; ++k) {
        auto a = random_turn(v, rng);
        if (!a) break;
        alt.emplace_back().turn = *a;
        v.do_turn(*a, u);
      }
      if (!alt.empty()) m.variations.push_back(std::move(alt));
    }
    pos.do_turn(*t, u);
  }
  return g;
}

void random_games(const Profile& profile, unsigned seed) {
  std::mt19937 rng(seed);
  ReadOptions options;
  MainLine line;  // one for every game: each replay empties it first
  options.main_line = &line;
  Seen seen;
  for (int n = 0; n < 24; ++n) {
    const GameRecord g = random_record(profile, rng, 100, n % 3 == 0);
    for (WriteOptions w :
         {WriteOptions{Dialect::Rulebook, Letters::Vi}, WriteOptions{Dialect::Rulebook, Letters::En},
          WriteOptions{Dialect::San, Letters::Vi}}) {
      const std::string text = write_game(g, w);
      const ReadGame back = read_game(text, "random", 1, 1, options);
      ASSERT_TRUE(back.record.has_value()) << (back.errors.empty() ? "" : back.errors[0].message) << "\n"
                                           << text;
      ASSERT_EQ(back.record->moves.size(), g.moves.size()) << text;
      expect_main_line(*back.record, line, text, seen);
    }
  }
  EXPECT_GT(seen.moves, 3000);
  EXPECT_GT(seen.deploys, 100);
  EXPECT_GT(seen.variations, 300);
  EXPECT_GT(seen.fen_starts, 10);
}

TEST(MainLine, OfficialGamesWithDeploysVariationsAndFenStarts) { random_games(official_profile(), 31); }
TEST(MainLine, CotulenhGamesWithDeploysVariationsAndFenStarts) { random_games(cotulenh_profile(), 32); }

// Every sample record (samples/, Cờ Đông Sơn's games aside: the option is Commander Chess's), read as the
// importer reads them.
TEST(MainLine, EverySampleGame) {
  ReadOptions options;
  MainLine line;
  options.main_line = &line;
  Seen seen;
  for (const auto& e : fs::recursive_directory_iterator(SABAN_SAMPLES)) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".ctr" && ext != ".pgn")) continue;
    std::ifstream in(e.path(), std::ios::binary);
    ReadOptions only_split;
    only_split.parse = false;
    RecordReader reader(in, e.path().string(), only_split);
    ReadGame split;
    while (reader.next(split)) {
      if (split.raw.empty()) break;  // not decodable
      const ReadGame g = read_game(split.raw, e.path().string(), reader.games_read(), 1, options);
      if (g.record && g.errors.empty())
        expect_main_line(*g.record, line, e.path().string() + " game " + std::to_string(reader.games_read()),
                         seen);
    }
  }
  EXPECT_GT(seen.games, 1000);
  EXPECT_GT(seen.deploys, 50);
  EXPECT_GT(seen.variations, 0);
  EXPECT_GT(seen.fen_starts, 0);
  EXPECT_GT(seen.cotulenh, 0);
}

// A game kept up to an illegal move (--truncate): what is handed out ends where its moves end.
TEST(MainLine, GameCutShortAtAnIllegalMove) {
  ReadOptions options;
  MainLine line;
  options.main_line = &line;
  options.truncate = true;
  Seen seen;
  for (const char* name : {"broken/illegal-move.ctr", "broken/illegal-move.pgn"}) {
    std::ifstream in(fs::path(SABAN_SAMPLES) / name, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const ReadGame g = read_game(text.str(), name, 1, 1, options);
    ASSERT_TRUE(g.record.has_value()) << name;
    ASSERT_TRUE(g.record->truncated) << name;
    ASSERT_FALSE(g.record->moves.empty()) << name;
    expect_main_line(*g.record, line, name, seen);
  }
}

// Random games ended by a turn that would leave the commander attacked (the matcher finds it, the legality
// test refuses it, after it was made or before), read with --truncate: what is handed out ends before it.
TEST(MainLine, GamesCutShortAtATurnLeavingTheCommanderAttacked) {
  std::mt19937 rng(34);
  ReadOptions options;
  MainLine line;
  options.main_line = &line;
  options.truncate = true;
  Seen seen;
  for (int n = 0; n < 60; ++n) {
    GameRecord g = random_record(n % 2 ? cotulenh_profile() : official_profile(), rng, 30, false);
    Position pos = g.final_position();
    std::vector<Turn> pseudo, legal;
    generate_turns(pos, DeployMode::Full, pseudo);
    generate_legal(pos, DeployMode::Full, legal);
    std::optional<Turn> illegal;
    for (const Turn& t : pseudo)
      if (std::find(legal.begin(), legal.end(), t) == legal.end()) illegal = t;
    if (!illegal) continue;
    g.moves.emplace_back().turn = *illegal;
    const std::string text =
        write_game(g, WriteOptions{n % 3 ? Dialect::San : Dialect::Rulebook, Letters::En});
    const ReadGame back = read_game(text, "illegal", 1, 1, options);
    if (!back.record || !back.record->truncated) continue;  // written as another turn's token
    ASSERT_EQ(back.record->moves.size(), g.moves.size() - 1) << text;
    expect_main_line(*back.record, line, text, seen);
  }
  EXPECT_GT(seen.games, 10);
}

// Without the option nothing is recorded, and the record is the same.
TEST(MainLine, OnlyWhenAsked) {
  std::mt19937 rng(33);
  const std::string text = write_game(random_record(official_profile(), rng, 40, true), {});
  ReadOptions with;
  MainLine line;
  with.main_line = &line;
  const ReadGame a = read_game(text, "a", 1, 1, with), b = read_game(text, "b", 1, 1);
  ASSERT_TRUE(a.record && b.record);
  EXPECT_EQ(write_game(*a.record, {}), write_game(*b.record, {}));
  EXPECT_EQ(line.fen_keys.size(), a.record->moves.size() + 1);
}

}  // namespace
}  // namespace saban::parser
