// TurnCache (the search's remembered stage-4 turn lists) against generate_turns along random games in both
// profiles, positions revisited after others have taken their slots; StageFour's shortcut (quiet deploy
// turns listed only when the order gets to them) against the order of the whole list.
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "analysis/turn_cache.h"
#include "rules/fen.h"
#include "tests/rules/test_util.h"

namespace saban {
namespace {

bool same_turns(const std::vector<Turn>& a, const std::vector<Turn>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i])) return false;
  return true;
}

TEST(TurnCache, GivesWhatGenerateTurnsGives) {
  std::mt19937 rng(5);
  analysis::TurnCache every(0), long_only(40);
  int positions = 0, deploys = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    every.clear();
    long_only.clear();
    for (int game = 0; game < 3; ++game) {
      std::vector<Position> seen = test::random_game(profile, rng, 120);
      for (Position& pos : seen) {
        std::vector<Turn> expected, got = {Turn{}};  // a stale turn the cache must replace
        generate_turns(pos, DeployMode::Full, expected);
        for (int ask = 0; ask < 2; ++ask) {  // a miss, then a hit
          every.generate(pos, got);
          ASSERT_TRUE(same_turns(got, expected)) << to_fen(pos);
          long_only.generate(pos, got);
          ASSERT_TRUE(same_turns(got, expected)) << to_fen(pos);
        }
        for (const Turn& t : expected) deploys += t.size > 1;
        ++positions;
      }
      for (Position& p : seen) {
        std::vector<Turn> expected, got;
        generate_turns(p, DeployMode::Full, expected);
        every.generate(p, got);
        ASSERT_TRUE(same_turns(got, expected)) << to_fen(p);
      }
    }
  }
  EXPECT_GT(positions, 300);
  EXPECT_GT(deploys, 100);  // the lists held deploy turns
}

// sort_rest (its shortcut: the turns scored 0 are not sorted) against a stable sort by score, best first, of
// lists from positions of random games scored at random, with many zeros and negative scores, and large ones.
TEST(SortRest, IsAStableSortByScore) {
  std::mt19937 rng(11);
  int lists = 0;
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (const Position& start : test::random_game(profile, rng, 60)) {
      Position pos = start;
      std::vector<Turn> turns;
      generate_turns(pos, DeployMode::Full, turns);
      if (turns.size() < 2) continue;
      std::vector<int> scores(turns.size());
      // Small scores (many ties), and the search's (captures from 1 << 24, killers, history) and the extremes
      // sort_rest's keys must hold.
      const auto score = [&] {
        switch (rng() % 6) {
          case 0:
            return (1 << 24) + static_cast<int>(rng() % 300);
          case 1:
            return (1 << 23) + static_cast<int>(rng() % 2);
          case 2:
            return rng() % 2 ? std::numeric_limits<int>::max() : std::numeric_limits<int>::min() + 1;
          default:
            return static_cast<int>(rng() % 7) - 2;
        }
      };
      for (int& s : scores) s = rng() % 3 == 0 ? score() : 0;
      const std::size_t from = rng() % turns.size();
      std::vector<std::pair<int, Turn>> plain;
      for (std::size_t i = from; i < turns.size(); ++i) plain.emplace_back(scores[i], turns[i]);
      std::stable_sort(plain.begin(), plain.end(),
                       [](const auto& a, const auto& b) { return a.first > b.first; });
      std::vector<Turn> want(turns.begin(), turns.begin() + static_cast<std::ptrdiff_t>(from));
      std::vector<int> want_scores(scores.begin(), scores.begin() + static_cast<std::ptrdiff_t>(from));
      for (const auto& [s, t] : plain) want.push_back(t), want_scores.push_back(s);
      analysis::sort_rest(turns, scores, from);
      ASSERT_TRUE(same_turns(turns, want)) << to_fen(pos) << " from " << from;
      ASSERT_EQ(scores, want_scores) << to_fen(pos) << " from " << from;
      ++lists;
    }
  EXPECT_GT(lists, 60);
}

// same_turn against Turn's operator==, on the turns of random games' lists and the empty turns pop() leaves
// (size 0, the old first sub-move kept), each pair of a sample.
TEST(SameTurn, IsTurnEquality) {
  std::mt19937 rng(12);
  std::vector<Turn> sample{Turn{}};
  for (const Profile& profile : {official_profile(), cotulenh_profile()})
    for (const Position& start : test::random_game(profile, rng, 30)) {
      Position pos = start;
      std::vector<Turn> turns;
      generate_turns(pos, DeployMode::Full, turns);
      for (int k = 0; k < 4 && !turns.empty(); ++k) {
        Turn t = turns[rng() % turns.size()];
        sample.push_back(t);
        while (t.size) t.pop();
        sample.push_back(t);  // empty, its first sub-move left
        if (rng() % 2 && turns.size() > 1) sample.push_back(turns[rng() % turns.size()]);
      }
      sample.push_back(sample[rng() % sample.size()]);  // some equal pairs
    }
  int equal = 0;
  for (const Turn& a : sample)
    for (const Turn& b : sample) {
      ASSERT_EQ(analysis::same_turn(a, b), a == b);
      equal += a == b;
    }
  EXPECT_GT(equal, static_cast<int>(sample.size()));  // pairs beyond each turn with itself
}

// The plain definition of stage 4's order: the whole list less what the earlier stages tried, scored, the
// first StageFour::kPicked picked best-first, the rest sorted.
void plain_stage_four(Position& pos, const analysis::StageFour::Ordering& o, std::vector<Turn>& turns,
                      std::vector<int>& scores) {
  std::vector<Turn> whole;
  generate_turns(pos, DeployMode::Full, whole);
  turns.clear();
  scores.clear();
  for (const Turn& t : whole) {
    if ((t.size == 1 && t.first().is_capture()) || t == o.tt || t == o.tried[0] || t == o.tried[1]) continue;
    turns.push_back(t);
    int s;
    if (analysis::is_capture(t))
      s = (1 << 24) + analysis::capture_gain(pos, t);
    else if (t == o.killers[0])
      s = (1 << 23) + 1;
    else if (t == o.killers[1])
      s = 1 << 23;
    else
      s = o.history[t.first().from().index() * kSquares + t.first().to().index()];
    scores.push_back(s);
  }
}

struct Tried {
  std::vector<Turn> turns;
  std::vector<int> scores;
  bool partial_at_end = false;
};

// A search's stage-4 loop, scripted by `seed`: which turns are legal, where a cut-off comes, futility or a
// late-move limit, and the history changing under it (as the searches below each turn change it).
// With `legal_before`, a legal turn was searched before stage 4 (so futility stops at the first quiet turn
// from the start, and begin is told so).
Tried run_stage_four(Position& pos, analysis::StageFour::Ordering o, std::vector<int> history, bool lazy,
                     unsigned seed, bool plain, bool legal_before = false) {
  std::mt19937 r(seed);
  const bool futile = r() % 2;
  const int limits[] = {12, 24, 44, 1 << 30};
  const int quiet_limit = limits[r() % 4];
  const unsigned cut_every = 20 + r() % 400;
  o.history = history.data();
  analysis::TurnCache cache(r() % 2 ? 0 : 1 << 20);
  analysis::StageFour stage;
  std::vector<Turn> turns;
  std::vector<int> scores;
  Tried tried;
  if (plain)
    plain_stage_four(pos, o, turns, scores);
  else
    stage.begin(pos, cache, o, lazy, legal_before && futile, turns, scores);
  int legal = legal_before ? 1 : 0, quiet = 0;
  for (std::size_t n = 0;; ++n) {
    if (plain) {
      if (n >= turns.size()) break;
      if (n < analysis::StageFour::kPicked)
        analysis::pick_next(turns, scores, n);
      else if (n == analysis::StageFour::kPicked)
        analysis::sort_rest(turns, scores, n);
    } else if (!stage.order(pos, cache, n, legal > 0 && futile)) {
      break;
    }
    if (scores[n] < (1 << 23) && legal > 0 && (futile || ++quiet > quiet_limit)) break;
    tried.turns.push_back(turns[n]);
    tried.scores.push_back(scores[n]);
    if (r() % 3) ++legal;
    // The searches below change the history: the turn's own entry, and others.
    history[turns[n].first().from().index() * kSquares + turns[n].first().to().index()] += 1 + r() % 50;
    history[r() % history.size()] += r() % 1000;
    if (r() % cut_every == 0) break;
  }
  tried.partial_at_end = !plain && stage.partial();
  return tried;
}

// Positions with stacks: the bench's, and random games that prefer boarding moves and captures.
std::vector<Position> stack_positions(const Profile& profile, unsigned seed) {
  std::vector<Position> out;
  std::mt19937 rng(seed);
  for (int g = 0; g < 6; ++g) {
    Position pos = Position::start(profile);
    for (int ply = 0; ply < 70; ++ply) {
      std::vector<Turn> legal;
      generate_legal(pos, DeployMode::Full, legal);
      if (legal.empty() || !pos.commander(Side::Red).valid() || !pos.commander(Side::Blue).valid()) break;
      std::vector<Turn> boarding;
      for (const Turn& t : legal)
        if (t.first().kind() == MoveKind::Combine || t.first().is_capture()) boarding.push_back(t);
      const std::vector<Turn>& pool = !boarding.empty() && rng() % 3 ? boarding : legal;
      Undo u;
      pos.do_turn(pool[rng() % pool.size()], u);
      out.push_back(pos);
    }
  }
  return out;
}

TEST(StageFour, TriesWhatTheWholeListTries) {
  std::mt19937 rng(17);
  int runs = 0, partial = 0, deferring = 0, quiet_ended = 0;
  const char* bench[] = {
      "6c4/4fh1hf2/1n1a2s2a1/1n2gt1tg2/2ie2m2ei/11/1(NF)9/2IE2M2EI/2N1GT1TG2/3A2S2A1/5H1HF2/6C4 r - - 4 3",
      "2c8/5h1h3/4s2(FTM)3/11/2iag6/3n7/5A5/11/11/8S2/5H1H3/10C r - - 0 1",
      "11/1n2fh1h3/3a2s2a(+fc)/2n1gt1tg2/2ie2m3i/11/NN1E7/2I3M4/4GT1TG2/6S2A1/2A1FH1HF2/6C4 b - - 3 6"};
  for (const Profile& profile : {official_profile(), cotulenh_profile()}) {
    std::vector<Position> positions = stack_positions(profile, 23);
    for (const char* fen : bench) positions.push_back(std::move(parse_fen(fen, profile)).value());
    for (Position& pos : positions) {
      std::vector<Turn> whole;
      generate_turns(pos, DeployMode::Full, whole);
      std::vector<const Turn*> quiet_one, quiet_many;
      for (const Turn& t : whole)
        if (!analysis::is_capture(t)) (t.size == 1 ? quiet_one : quiet_many).push_back(&t);
      for (int k = 0; k < 6; ++k) {
        // Killers, the table's turn and the tried killers drawn from the list; a history of a few entries.
        analysis::StageFour::Ordering o;
        auto any = [&](const std::vector<const Turn*>& from) {
          return from.empty() || rng() % 4 == 0 ? Turn{} : *from[rng() % from.size()];
        };
        o.killers = {any(quiet_many), any(rng() % 2 ? quiet_many : quiet_one)};
        o.tried = {any(quiet_one), Turn{}};
        o.tt = rng() % 2 ? any(quiet_one) : any(quiet_many);
        std::vector<int> history(kSquares * kSquares, 0);
        const int entries = static_cast<int>(rng() % 200);
        for (int e = 0; e < entries; ++e) {
          const Turn& t = whole.empty() ? Turn{} : whole[rng() % whole.size()];
          if (t.size) history[t.first().from().index() * kSquares + t.first().to().index()] = 1 + rng() % 300;
        }
        const unsigned seed = rng();
        const std::string fen = to_fen(pos);
        for (bool legal_before : {false, true}) {
          const Tried plain = run_stage_four(pos, o, history, false, seed, true, legal_before);
          for (bool lazy : {false, true}) {
            const Tried got = run_stage_four(pos, o, history, lazy, seed, false, legal_before);
            const std::string what =
                fen + " lazy " + std::to_string(lazy) + " legal " + std::to_string(legal_before);
            ASSERT_EQ(got.turns.size(), plain.turns.size()) << what;
            for (std::size_t i = 0; i < plain.turns.size(); ++i) {
              ASSERT_TRUE(got.turns[i] == plain.turns[i]) << what << " at " << i;
              ASSERT_EQ(got.scores[i], plain.scores[i]) << what << " at " << i;
            }
            ASSERT_EQ(to_fen(pos), fen);
            partial += got.partial_at_end;
            quiet_ended += legal_before && got.partial_at_end && !got.turns.empty();
          }
        }
        ++runs;
        deferring += !quiet_many.empty();
      }
    }
  }
  EXPECT_GT(runs, 300);
  EXPECT_GT(deferring, 100);  // positions with quiet deploy turns of several sub-moves
  EXPECT_GT(partial, 50);     // runs that ended with turns never listed
  EXPECT_GT(quiet_ended,
            50);  // with a legal turn before: runs that tried turns of a list without its quiet end
}

}  // namespace
}  // namespace saban
