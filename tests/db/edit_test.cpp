// Saving an edited game, of either game (Commander Chess, Cờ Đông Sơn): the game's row, the position index
// and the opening tree afterwards are what a fresh import of the edited games gives.
#include "db/edit.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <tuple>

#include "analysis/dongson_play.h"
#include "analysis/selfplay.h"
#include "db/chunks.h"
#include "db/importer.h"
#include "db/jobs.h"
#include "db/queries.h"
#include "parser/dongson_record.h"
#include "parser/game_tree.h"
#include "parser/reader.h"
#include "parser/writer.h"
#include "rules/movegen.h"
#include "tests/db/scratch_database.h"

namespace saban::db {
namespace {

namespace fs = std::filesystem;

// Every position of every stored game, with the stored games through it (by signature) and the tree's counts.
struct Snapshot {
  std::map<std::uint64_t, std::set<std::pair<std::string, int>>> positions;  // key -> (signature, first ply)
  std::map<std::uint64_t, std::set<std::tuple<std::string, long long, long long, long long, long long>>> tree;
};

std::vector<std::uint64_t> keys_of(const parser::GameRecord& g) {
  Position pos = g.start;
  std::vector<std::uint64_t> keys{stored_key(pos)};
  for (const auto& m : g.moves) {
    Undo u;
    pos.do_turn(m.turn, u);
    keys.push_back(stored_key(pos));
  }
  return keys;
}

std::vector<std::uint64_t> keys_of(const parser::dongson::DsRecord& g) {
  saban::dongson::Game game(g.start);
  std::vector<std::uint64_t> keys{stored_key(game.position())};
  for (const auto& m : g.moves) {
    game.play(m.turn);
    keys.push_back(stored_key(game.position()));
  }
  return keys;
}

// The snapshot at the given keys.
Snapshot snapshot(Connection& c, const std::set<std::uint64_t>& keys) {
  std::map<long long, std::string> signature;
  Rows r = c.exec("SELECT id, encode(signature, 'hex') FROM game");
  for (int i = 0; i < r.size(); ++i) signature[r.integer(i, 0)] = r.text(i, 1);
  Snapshot s;
  for (std::uint64_t key : keys) {
    for (const PositionEntry& e : position_games(c, key)) {
      EXPECT_TRUE(signature.count(e.game)) << "the index names game " << e.game << ", which is not stored";
      EXPECT_TRUE(s.positions[key].insert({signature[e.game], e.ply}).second)
          << "a game twice at one position";
    }
    for (const TreeMove& m : opening_tree(c, key))
      s.tree[key].insert({m.move, m.games, m.red_wins, m.draws, m.blue_wins});
  }
  return s;
}

class EditGame : public ScratchDatabase {
 protected:
  EditGame() : ScratchDatabase("saban_e_") {}

  void import(Connection& c, const std::vector<fs::path>& paths) {
    Importer importer(c, {});
    importer.import_paths(paths);
  }
  // Games from the standard start (they share the opening tree's first nodes), some ending in a result.
  fs::path games_file(int n) {
    const fs::path file = dir() / "games.ctr";
    std::ofstream out(file);
    std::mt19937_64 rng(11);
    for (int i = 0; i < n; ++i) {
      analysis::SelfPlayOptions s;
      s.seed = 500 + static_cast<std::uint64_t>(i);
      s.max_plies = 60;
      out << parser::write_game(analysis::random_game(s, rng), {}) << '\n';
    }
    return file;
  }
  std::vector<parser::GameRecord> stored_games(Connection& c) {
    std::vector<parser::GameRecord> out;
    Rows r = c.exec("SELECT raw FROM game ORDER BY id");
    for (int i = 0; i < r.size(); ++i) {
      parser::ReadGame g = parser::read_game(r.text(i, 0), "stored", 1);
      EXPECT_TRUE(g.record.has_value());
      if (g.record) out.push_back(*g.record);
    }
    return out;
  }
  // The keys of every position of every stored game of either game, and of the `extra` Cờ Đông Sơn games.
  std::set<std::uint64_t> all_keys_of_both(Connection& c,
                                           const std::vector<parser::dongson::DsRecord>& extra) {
    std::set<std::uint64_t> keys;
    auto add = [&](const auto& record) {
      for (std::uint64_t k : keys_of(record)) keys.insert(k);
    };
    Rows r = c.exec("SELECT raw FROM game ORDER BY id");
    for (int i = 0; i < r.size(); ++i) {
      parser::ReadGame g = parser::read_game(r.text(i, 0), "stored", 1);
      EXPECT_TRUE(g.record || g.dongson);
      if (g.record) add(*g.record);
      if (g.dongson) add(*g.dongson);
    }
    for (const auto& g : extra) add(g);
    return keys;
  }
  // A file of `n` Cờ Đông Sơn games from the standard start (random openings, then the engine at depth 1).
  fs::path dongson_file(int n) {
    const fs::path file = dir() / "dongson.pgn";
    std::ofstream out(file);
    std::mt19937_64 rng(23);
    analysis::dongson::Searcher searcher;
    analysis::dongson::SelfPlayOptions o;
    o.limits = {1, 0};
    o.opening_plies = 4;
    o.max_plies = 60;
    for (int i = 0; i < n; ++i) {
      auto rec = analysis::dongson::engine_game(o, searcher, rng);
      rec.set_tag("Round", std::to_string(i + 1));
      out << (i ? "\n" : "") << parser::dongson::write_game(rec);
    }
    return file;
  }
  parser::dongson::DsRecord stored_dongson(long long id) {
    auto g = load_any_game(*conn, id);
    EXPECT_TRUE(g.ok() && g->dongson) << (g.ok() ? "not a Cờ Đông Sơn game" : g.error());
    return g.ok() && g->dongson ? *g->dongson : parser::dongson::DsRecord{};
  }
  long long dongson_game_with_plies(int at_least) {
    return conn
        ->one_row(
            "SELECT min(id) FROM game WHERE variant = 'dongson' AND ply_count >= $1::int AND start_fen IS "
            "NULL",
            {std::to_string(at_least)})
        .integer(0, 0);
  }
  std::set<std::uint64_t> all_keys(Connection& c, const std::vector<parser::GameRecord>& extra = {}) {
    std::set<std::uint64_t> keys;
    auto games = stored_games(c);
    games.insert(games.end(), extra.begin(), extra.end());
    for (const auto& g : games)
      for (std::uint64_t k : keys_of(g)) keys.insert(k);
    return keys;
  }
  // A fresh database holding the games of this one as they are now, imported from their text.
  Snapshot fresh_import_snapshot(const std::set<std::uint64_t>& keys) {
    const fs::path file = dir() / "now.ctr";
    {
      std::ofstream out(file, std::ios::binary);
      Rows r = conn->exec("SELECT raw FROM game ORDER BY id");
      for (int i = 0; i < r.size(); ++i) out << r.text(i, 0) << "\n\n";
    }
    Connection& fresh = another_database();
    import(fresh, {file});
    EXPECT_EQ(fresh.one_row("SELECT count(*) FROM game").integer(0, 0),
              conn->one_row("SELECT count(*) FROM game").integer(0, 0));
    return snapshot(fresh, keys);
  }
  // Of Commander Chess: the files of one import are written side by side, their ids in either order.
  long long game_with_plies(int at_least) {
    return conn
        ->one_row(
            "SELECT min(id) FROM game WHERE variant = 'commander' AND ply_count >= $1::int AND start_fen IS "
            "NULL",
            {std::to_string(at_least)})
        .integer(0, 0);
  }
};

// Replaces the main line after `ply` by other legal moves (a different move at `ply`, then `more` moves).
parser::GameRecord branch_off(parser::GameRecord g, std::size_t ply, int more) {
  parser::GameTree tree(std::move(g));
  for (std::size_t i = 0; i < ply; ++i) tree.forward();
  const Turn old = tree.next()->turn;
  tree.delete_rest();
  Position pos = tree.position();
  for (const Turn& t : MoveList(pos)) {
    if (t == old) continue;
    EXPECT_TRUE(tree.add_move(t).ok());
    break;
  }
  for (int i = 0; i < more; ++i) {
    Position p = tree.position();
    MoveList legal(p);
    if (legal.empty()) break;
    EXPECT_TRUE(tree.add_move(*legal.begin()).ok());
  }
  tree.set_comment_after("edited here");
  tree.set_judgement(parser::Judgement::Mistake);
  return tree.take_record();
}

// The same for a Cờ Đông Sơn game.
parser::dongson::DsRecord branch_off(parser::dongson::DsRecord g, std::size_t ply, int more) {
  parser::DsGameTree tree(std::move(g));
  for (std::size_t i = 0; i < ply; ++i) tree.forward();
  const saban::dongson::Move old = tree.next()->turn;
  tree.delete_rest();
  std::vector<saban::dongson::Move> legal;
  tree.position().legal_moves(legal);
  for (const auto& m : legal) {
    if (m == old) continue;
    EXPECT_TRUE(tree.add_move(m).ok());
    break;
  }
  for (int i = 0; i < more && !tree.state().verdict().over(); ++i) {
    legal.clear();
    tree.position().legal_moves(legal);
    if (legal.empty()) break;
    EXPECT_TRUE(tree.add_move(legal.front()).ok());
  }
  tree.set_comment_after("edited here");
  tree.set_judgement(parser::Judgement::Mistake);
  return tree.take_record();
}

TEST_F(EditGame, ANewMainLineLeavesTheIndexAndTreeAsAFreshImportWould) {
  import(*conn, {games_file(30), fs::path(SABAN_SAMPLES) / "rulebook"});
  const long long id = game_with_plies(30);
  ASSERT_GT(id, 0);
  auto loaded = load_game(*conn, id);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  const parser::GameRecord original = *loaded;
  queue_games(*conn, {id}, AnalysisSettings{});
  const parser::GameRecord edited = branch_off(original, 12, 6);
  ASSERT_EQ(edited.moves.size(), 19u);
  const std::set<std::uint64_t> keys = all_keys(*conn, {edited});

  const auto saved = save_game(*conn, id, edited);
  ASSERT_TRUE(saved.ok()) << saved.error().english();
  EXPECT_TRUE(saved->moves_changed);
  EXPECT_EQ(saved->analyses_dropped, 1);
  EXPECT_GT(saved->positions_removed, 0u);
  EXPECT_GT(saved->positions_added, 0u);
  EXPECT_EQ(saved->edges_removed, std::min<std::size_t>(original.moves.size(), 40) - 12);
  EXPECT_EQ(saved->edges_added, 7u);

  // The row: the new moves, comment and judgement, the ply count; found again by load_game.
  EXPECT_EQ(
      conn->one_row("SELECT ply_count FROM game WHERE id = $1::bigint", {std::to_string(id)}).integer(0, 0),
      19);
  auto back = load_game(*conn, id);
  ASSERT_TRUE(back.ok()) << back.error();
  ASSERT_EQ(back->moves.size(), 19u);
  for (std::size_t i = 0; i < 19; ++i) EXPECT_TRUE(back->moves[i].turn == edited.moves[i].turn) << i;
  EXPECT_EQ(back->moves.back().comments, std::vector<std::string>{"edited here"});
  EXPECT_EQ(back->moves.back().judgement, parser::Judgement::Mistake);
  EXPECT_EQ(count("SELECT count(*) FROM analysis_job"), 0);

  // The index and the tree at every position of every game, the old line's included, against a fresh import.
  Snapshot now = snapshot(*conn, keys), fresh = fresh_import_snapshot(keys);
  EXPECT_EQ(now.positions, fresh.positions);
  EXPECT_EQ(now.tree, fresh.tree);
  // The old line's last position is no longer the game's.
  const std::string signature =
      conn->one_row("SELECT encode(signature, 'hex') FROM game WHERE id = $1::bigint", {std::to_string(id)})
          .text(0, 0);
  for (const auto& [sig, ply] : now.positions[keys_of(original).back()]) EXPECT_NE(sig, signature);
  bool found = false;
  for (const auto& [sig, ply] : now.positions[keys_of(edited).back()]) found |= sig == signature && ply == 19;
  EXPECT_TRUE(found);

  // Edited again, back to the original moves: the tree and index as at first.
  ASSERT_TRUE(save_game(*conn, id, original).ok());
  const Snapshot again = snapshot(*conn, keys), fresh_again = fresh_import_snapshot(keys);
  EXPECT_EQ(again.positions, fresh_again.positions);
  EXPECT_EQ(again.tree, fresh_again.tree);
  // And compaction keeps it so.
  compact(*conn, 1);
  const Snapshot compacted = snapshot(*conn, keys);
  EXPECT_EQ(compacted.positions, fresh_again.positions);
  EXPECT_EQ(compacted.tree, fresh_again.tree);
}

TEST_F(EditGame, ATagOrResultChangeMovesTheTreeCounts) {
  import(*conn, {games_file(10)});
  const long long id = game_with_plies(20);
  auto g = load_game(*conn, id);
  ASSERT_TRUE(g.ok());
  parser::GameRecord edited = *g;
  edited.result = edited.result == "1-0" ? "0-1" : "1-0";
  edited.set_tag("Result", edited.result);
  edited.set_tag("Red", "Trần Văn Mới");
  const std::set<std::uint64_t> keys = all_keys(*conn);
  const auto saved = save_game(*conn, id, edited);
  ASSERT_TRUE(saved.ok()) << saved.error().english();
  EXPECT_FALSE(saved->moves_changed);
  EXPECT_EQ(saved->positions_removed, 0u);
  EXPECT_EQ(saved->positions_added, 0u);
  EXPECT_GT(saved->edges_removed, 0u);
  EXPECT_EQ(saved->edges_added, saved->edges_removed);
  EXPECT_EQ(
      conn->one_row("SELECT p.name FROM game g JOIN player p ON p.id = g.red_id WHERE g.id = $1::bigint",
                    {std::to_string(id)})
          .text(0, 0),
      "Trần Văn Mới");
  const Snapshot now = snapshot(*conn, keys), fresh = fresh_import_snapshot(keys);
  EXPECT_EQ(now.positions, fresh.positions);
  EXPECT_EQ(now.tree, fresh.tree);
}

TEST_F(EditGame, CommentsOnlyChangeNothingElse) {
  import(*conn, {games_file(5)});
  const long long id = game_with_plies(10);
  auto g = load_game(*conn, id);
  ASSERT_TRUE(g.ok());
  queue_games(*conn, {id}, AnalysisSettings{});
  parser::GameTree tree(*g);
  for (int i = 0; i < 5; ++i) tree.forward();
  tree.set_comment_after("a quiet move");
  const long long chunks =
      count("SELECT count(*) FROM position_chunk") + count("SELECT count(*) FROM tree_chunk");
  const auto saved = save_game(*conn, id, tree.record());
  ASSERT_TRUE(saved.ok()) << saved.error().english();
  EXPECT_FALSE(saved->moves_changed);
  EXPECT_EQ(saved->positions_removed + saved->positions_added + saved->edges_removed + saved->edges_added,
            0u);
  EXPECT_EQ(saved->analyses_dropped, 0);
  EXPECT_EQ(count("SELECT count(*) FROM position_chunk") + count("SELECT count(*) FROM tree_chunk"), chunks);
  EXPECT_EQ(load_game(*conn, id)->moves[4].comments, std::vector<std::string>{"a quiet move"});
}

TEST_F(EditGame, ErrorsSayWhy) {
  import(*conn, {games_file(5)});
  const long long a = game_with_plies(10);
  const long long b = conn->one_row("SELECT max(id) FROM game").integer(0, 0);
  ASSERT_NE(a, b);
  auto missing = save_game(*conn, 999999, *load_game(*conn, a));
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().english().find("not in the database"), std::string::npos);
  // Game a made into a copy of game b: refused, and nothing changed.
  const auto before =
      conn->one_row("SELECT raw FROM game WHERE id = $1::bigint", {std::to_string(a)}).text(0, 0);
  auto twin = save_game(*conn, a, *load_game(*conn, b));
  ASSERT_FALSE(twin.ok());
  EXPECT_NE(twin.error().english().find("the same as game " + std::to_string(b)), std::string::npos)
      << twin.error().english();
  EXPECT_EQ(conn->one_row("SELECT raw FROM game WHERE id = $1::bigint", {std::to_string(a)}).text(0, 0),
            before);
}

TEST_F(EditGame, ADongsonGameWithANewMainLineLeavesTheIndexAndTreeAsAFreshImportWould) {
  import(*conn,
         {dongson_file(12), fs::path(SABAN_SAMPLES) / "dong-son", fs::path(SABAN_SAMPLES) / "rulebook"});
  const long long id = dongson_game_with_plies(30);
  ASSERT_GT(id, 0);
  const parser::dongson::DsRecord original = stored_dongson(id);
  ASSERT_GE(original.moves.size(), 30u);
  queue_games(*conn, {id}, AnalysisSettings{});
  const parser::dongson::DsRecord edited = branch_off(original, 12, 6);
  ASSERT_EQ(edited.moves.size(), 19u);
  const std::set<std::uint64_t> keys = all_keys_of_both(*conn, {edited});
  const long long commander_games = count("SELECT count(*) FROM game WHERE variant = 'commander'");
  ASSERT_GT(commander_games, 0);

  const auto saved = save_game(*conn, id, edited);
  ASSERT_TRUE(saved.ok()) << saved.error().english();
  EXPECT_TRUE(saved->moves_changed);
  EXPECT_EQ(saved->analyses_dropped, 1);
  EXPECT_GT(saved->positions_removed, 0u);
  EXPECT_GT(saved->positions_added, 0u);
  EXPECT_EQ(saved->edges_removed, std::min<std::size_t>(original.moves.size(), 40) - 12);
  EXPECT_EQ(saved->edges_added, 7u);

  // The row: still a Cờ Đông Sơn game, the new moves, comment and judgement, the ply count.
  EXPECT_EQ(conn->one_row("SELECT variant, ply_count FROM game WHERE id = $1::bigint", {std::to_string(id)})
                .text(0, 0),
            "dongson");
  EXPECT_EQ(
      conn->one_row("SELECT ply_count FROM game WHERE id = $1::bigint", {std::to_string(id)}).integer(0, 0),
      19);
  const parser::dongson::DsRecord back = stored_dongson(id);
  ASSERT_EQ(back.moves.size(), 19u);
  for (std::size_t i = 0; i < 19; ++i) EXPECT_EQ(back.moves[i].turn, edited.moves[i].turn) << i;
  EXPECT_EQ(back.moves.back().comments, std::vector<std::string>{"edited here"});
  EXPECT_EQ(back.moves.back().judgement, parser::Judgement::Mistake);
  EXPECT_EQ(back.tag("Thuy"), original.tag("Thuy"));
  EXPECT_EQ(count("SELECT count(*) FROM analysis_job"), 0);
  EXPECT_EQ(count("SELECT count(*) FROM game WHERE variant = 'commander'"), commander_games);

  // The index and the tree at every position of every game of both games, against a fresh import.
  const Snapshot now = snapshot(*conn, keys), fresh = fresh_import_snapshot(keys);
  EXPECT_EQ(now.positions, fresh.positions);
  EXPECT_EQ(now.tree, fresh.tree);
  const std::string signature =
      conn->one_row("SELECT encode(signature, 'hex') FROM game WHERE id = $1::bigint", {std::to_string(id)})
          .text(0, 0);
  const auto old_last = now.positions.find(keys_of(original).back());
  if (old_last != now.positions.end()) {
    for (const auto& [sig, ply] : old_last->second) EXPECT_NE(sig, signature);
  }
  bool found = false;
  for (const auto& [sig, ply] : now.positions.at(keys_of(edited).back()))
    found |= sig == signature && ply == 19;
  EXPECT_TRUE(found);

  // A result change moves the tree's result counts (the moves stay).
  parser::dongson::DsRecord result_changed = edited;
  result_changed.result = edited.result == "1-0" ? "0-1" : "1-0";
  result_changed.set_tag("Result", result_changed.result);
  const auto resaved = save_game(*conn, id, result_changed);
  ASSERT_TRUE(resaved.ok()) << resaved.error().english();
  EXPECT_FALSE(resaved->moves_changed);
  EXPECT_EQ(resaved->positions_removed + resaved->positions_added, 0u);
  const Snapshot changed = snapshot(*conn, keys), fresh_changed = fresh_import_snapshot(keys);
  EXPECT_EQ(changed.tree, fresh_changed.tree);

  // Back to the original moves: as at first, and compaction keeps it so.
  ASSERT_TRUE(save_game(*conn, id, original).ok());
  const Snapshot again = snapshot(*conn, keys), fresh_again = fresh_import_snapshot(keys);
  EXPECT_EQ(again.positions, fresh_again.positions);
  EXPECT_EQ(again.tree, fresh_again.tree);
  compact(*conn, 1);
  const Snapshot compacted = snapshot(*conn, keys);
  EXPECT_EQ(compacted.positions, fresh_again.positions);
  EXPECT_EQ(compacted.tree, fresh_again.tree);
}

TEST_F(EditGame, ARecordOfTheOtherGameOrATwinIsRefusedAndNothingChanges) {
  import(*conn, {dongson_file(4), games_file(3)});
  const long long ds = dongson_game_with_plies(10);
  const long long ds2 = conn->one_row("SELECT max(id) FROM game WHERE variant = 'dongson'").integer(0, 0);
  const long long cc = conn->one_row("SELECT min(id) FROM game WHERE variant = 'commander'").integer(0, 0);
  ASSERT_GT(ds, 0);
  ASSERT_GT(cc, 0);
  ASSERT_NE(ds, ds2);
  auto raw = [&](long long id) {
    return conn->one_row("SELECT raw FROM game WHERE id = $1::bigint", {std::to_string(id)}).text(0, 0);
  };
  const std::string ds_before = raw(ds), cc_before = raw(cc);
  const long long chunks =
      count("SELECT count(*) FROM position_chunk") + count("SELECT count(*) FROM tree_chunk");

  auto as_commander = save_game(*conn, ds, *load_game(*conn, cc));
  ASSERT_FALSE(as_commander.ok());
  EXPECT_NE(as_commander.error().english().find("is a Cờ Đông Sơn game"), std::string::npos)
      << as_commander.error().english();
  auto as_dongson = save_game(*conn, cc, stored_dongson(ds));
  ASSERT_FALSE(as_dongson.ok());
  EXPECT_NE(as_dongson.error().english().find("is a Commander Chess game"), std::string::npos)
      << as_dongson.error().english();
  auto twin = save_game(*conn, ds, stored_dongson(ds2));
  ASSERT_FALSE(twin.ok());
  EXPECT_NE(twin.error().english().find("the same as game " + std::to_string(ds2)), std::string::npos)
      << twin.error().english();
  auto missing = save_game(*conn, 999999, stored_dongson(ds));
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().english().find("not in the database"), std::string::npos);

  EXPECT_EQ(raw(ds), ds_before);
  EXPECT_EQ(raw(cc), cc_before);
  EXPECT_EQ(count("SELECT count(*) FROM position_chunk") + count("SELECT count(*) FROM tree_chunk"), chunks);
}

// The trash: a deleted game leaves every search, count and tree as if it had never been imported, and comes
// back, under its id, as it was; emptying the trash deletes it for good; a game imported again meanwhile is
// not restored twice.
TEST_F(EditGame, ADeletedGameGoesToTheTrashAndComesBackWithTheIndexAndTreeRight) {
  const fs::path file = games_file(12);
  import(*conn, {file, dongson_file(4)});
  const long long games = count("SELECT count(*) FROM game");
  const long long id = game_with_plies(20), ds = dongson_game_with_plies(10);
  ASSERT_GT(id, 0);
  ASSERT_GT(ds, 0);
  const std::string raw =
      conn->one_row("SELECT raw FROM game WHERE id = $1::bigint", {std::to_string(id)}).text(0, 0);
  const long long plies = count("SELECT ply_count FROM game WHERE id = " + std::to_string(id));
  queue_games(*conn, {id}, AnalysisSettings{});
  const std::set<std::uint64_t> keys = all_keys_of_both(*conn, {});
  const Snapshot before = snapshot(*conn, keys);

  auto deleted = delete_game(*conn, id);
  ASSERT_TRUE(deleted.ok()) << deleted.error().english();
  EXPECT_EQ(deleted->id, id);
  EXPECT_EQ(deleted->variant, "commander");
  EXPECT_FALSE(deleted->red.empty());
  EXPECT_EQ(deleted->plies, plies);
  ASSERT_TRUE(delete_game(*conn, ds).ok());
  EXPECT_EQ(count("SELECT count(*) FROM game"), games - 2);
  EXPECT_EQ(count("SELECT count(*) FROM analysis_job"), 0) << "the game's analysis jobs go with it";
  const auto trash = trashed_games(*conn);
  ASSERT_EQ(trash.size(), 2u);
  EXPECT_EQ(trash[0].id, ds) << "the last deleted first";
  EXPECT_EQ(trash[0].variant, "dongson");
  EXPECT_EQ(trash[1].id, id);
  // The index and the tree are those of the games left.
  const Snapshot without = snapshot(*conn, keys), fresh = fresh_import_snapshot(keys);
  EXPECT_EQ(without.positions, fresh.positions);
  EXPECT_EQ(without.tree, fresh.tree);
  EXPECT_NE(without.tree, before.tree);

  // Restored: the same id and text, the index and tree as before.
  auto restored = restore_game(*conn, id);
  ASSERT_TRUE(restored.ok()) << restored.error().english();
  EXPECT_EQ(*restored, id);
  ASSERT_TRUE(restore_game(*conn, ds).ok());
  EXPECT_EQ(count("SELECT count(*) FROM game"), games);
  EXPECT_EQ(conn->one_row("SELECT raw FROM game WHERE id = $1::bigint", {std::to_string(id)}).text(0, 0),
            raw);
  EXPECT_TRUE(trashed_games(*conn).empty());
  const Snapshot back = snapshot(*conn, keys);
  EXPECT_EQ(back.positions, before.positions);
  EXPECT_EQ(back.tree, before.tree);
  auto again = restore_game(*conn, id);
  ASSERT_FALSE(again.ok());
  EXPECT_NE(again.error().english().find("not in the trash"), std::string::npos) << again.error().english();

  // Deleted, its text imported again (the game comes back as a new game): the trashed one is not restored
  // beside it, and stays in the trash.
  ASSERT_TRUE(delete_game(*conn, id).ok());
  const fs::path again_file = dir() / "again.ctr";
  std::ofstream(again_file, std::ios::binary) << raw << "\n";
  import(*conn, {again_file});
  EXPECT_EQ(count("SELECT count(*) FROM game"), games);
  auto twin = restore_game(*conn, id);
  ASSERT_FALSE(twin.ok());
  EXPECT_NE(twin.error().english().find("stored again as game "), std::string::npos)
      << twin.error().english();
  EXPECT_EQ(trashed_games(*conn).size(), 1u);

  // Emptied: gone for good.
  EXPECT_EQ(empty_trash(*conn), 1);
  EXPECT_TRUE(trashed_games(*conn).empty());
  auto missing = delete_game(*conn, 999999);
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().english().find("not in the database"), std::string::npos);
}

}  // namespace
}  // namespace saban::db
