#include "analysis/dongson_play.h"

#include <algorithm>
#include <cmath>

#include "analysis/score_view.h"
#include "parser/dongson_san.h"

namespace saban::analysis::dongson {

namespace {

const char* result_text(const ds::Verdict& v) {
  if (!v.winner) return "1/2-1/2";
  return *v.winner == ds::Side::Thuy ? "1-0" : "0-1";
}

// The score of a decided position for the side that has just moved: the game won or lost on the board
// (±kWin, as the search scores a root whose game is over, and as Commander Chess's annotation gives a move
// that mates kMate), or drawn.
int decided_score(const ds::Verdict& v, ds::Side mover) {
  if (!v.winner) return 0;
  return *v.winner == mover ? kWin : -kWin;
}

std::string san_line(const ds::Game& game, const std::vector<ds::Move>& pv) {
  ds::Game g = game;
  std::string out;
  std::vector<ds::Move> legal;
  for (ds::Move m : pv) {
    const ds::Position& p = g.position();
    p.legal_moves(legal);
    if (std::find(legal.begin(), legal.end(), m) == legal.end() || g.verdict().over()) break;
    if (!out.empty()) out += ' ';
    out += parser::dongson::to_san(p, m, legal, g.palace_forfeited());
    g.play(m);
  }
  return out;
}

}  // namespace

parser::dongson::DsRecord engine_game(const SelfPlayOptions& o, Searcher& searcher, std::mt19937_64& rng) {
  return engine_game(o, {o.limits, &searcher}, {o.limits, &searcher}, rng);
}

parser::dongson::DsRecord engine_game(const SelfPlayOptions& o, const Player& thuy, const Player& son,
                                      std::mt19937_64& rng) {
  parser::dongson::DsRecord rec;
  rec.start = ds::Position::start(o.rules);
  ds::Game game(rec.start);
  thuy.searcher->clear();
  son.searcher->clear();
  std::vector<ds::Move> legal;
  std::string termination;
  while (true) {
    const ds::Verdict v = game.verdict();
    if (v.over()) {
      rec.result = result_text(v);
      termination = ds::termination_name(v.termination);
      break;
    }
    if (game.can_claim_draw()) {  // self-play claims every draw it may
      rec.result = "1/2-1/2";
      termination = game.repetitions() >= 3 ? "repetition" : "fifty-move";
      break;
    }
    if (static_cast<int>(game.moves().size()) >= o.max_plies) {
      rec.result = "1/2-1/2";
      termination = "move limit";
      break;
    }
    game.position().legal_moves(legal);
    parser::dongson::DsMove& m = rec.moves.emplace_back();
    if (static_cast<int>(game.moves().size()) < o.opening_plies) {
      m.turn = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
    } else {
      const Player& p = game.position().side_to_move() == ds::Side::Thuy ? thuy : son;
      const Result r = p.searcher->search(game, p.limits);
      m.turn = r.best;
      if (o.comments)
        m.evaluation = first_player_evaluation(r.score, game.position().side_to_move(), r.depth);
    }
    game.play(m.turn);
  }
  auto engine = [&](const Limits& l) {
    return o.name +
           (l.nodes ? " " + std::to_string(l.nodes) + " nodes" : " depth " + std::to_string(l.depth));
  };
  rec.tags = {{"Variant", "dongson"},
              {"Event", "Saban self-play"},
              {"Site", "?"},
              {"Date", "????.??.??"},
              {"Round", "?"},
              {"Thuy", engine(thuy.limits)},
              {"Son", engine(son.limits)},
              {"Result", rec.result},
              {"Termination", termination}};
  return rec;
}

// Searches before and after each move in turn, judges it, and changes the game only once every move is
// judged.
GameSummary annotate(parser::dongson::DsRecord& rec, Searcher& searcher, const Limits& limits,
                     const AnnotateCallbacks& callbacks, std::stop_token stop) {
  GameSummary out;
  ds::Game game(rec.start);
  searcher.clear();
  const int plies = static_cast<int>(rec.moves.size());
  std::vector<parser::Evaluation> evaluations;  // per move, the evaluation after it (Thủy's side)
  std::vector<std::string> comments;            // per move, the best line of a judged move
  std::vector<ds::Move> legal;
  for (int ply = 0; ply < plies && !stop.stop_requested(); ++ply) {
    const parser::dongson::DsMove& m = rec.moves[static_cast<std::size_t>(ply)];
    const ds::Side mover = game.position().side_to_move();
    const Result before = searcher.search(game, limits, stop);
    out.nodes += before.nodes;
    if (stop.stop_requested()) break;  // a search cut short is no result
    game.position().legal_moves(legal);
    const std::string best_san =
        before.best.is_null()
            ? ""
            : parser::dongson::to_san(game.position(), before.best, legal, game.palace_forfeited());
    const std::string best_line = san_line(game, before.pv);
    game.play(m.turn);
    int after_score;
    if (game.verdict().over()) {
      after_score = decided_score(game.verdict(), mover);
    } else {
      const Result after = searcher.search(game, limits, stop);
      out.nodes += after.nodes;
      if (stop.stop_requested()) break;
      after_score = -after.score;
    }
    // A move at least as good as the engine's best at this depth gives nothing up.
    const double drop = std::max(0.0, expected_score(before.score) - expected_score(after_score));
    parser::Judgement j = parser::Judgement::None;
    if (m.turn != before.best) {
      if (drop >= 0.15)
        j = parser::Judgement::Blunder;
      else if (drop >= 0.10)
        j = parser::Judgement::Mistake;
      else if (drop >= 0.05)
        j = parser::Judgement::Inaccuracy;
    }
    // The evaluation from Thủy's side, apart from the annotator's comments (a move that wins the game: won on
    // the board, "#0" / "#-0"); a missed best line as a comment
    evaluations.push_back(first_player_evaluation(after_score, mover, before.depth));
    comments.push_back(j == parser::Judgement::None
                           ? std::string()
                           : "(best " + first_player_text(before.score, mover) + ": " + best_line + ")");
    MoveAnalysis& a = out.moves.emplace_back();
    a.ply = ply;
    a.mover = mover;
    a.played = m.turn;
    a.score_before = before.score;
    a.score_after = after_score;
    a.drop = drop;
    a.best = before.best;
    a.best_san = best_san;
    a.line = best_line;
    a.best_line = before.pv;
    a.depth = before.depth;
    a.judgement = j;
    if (callbacks.on_move) callbacks.on_move(a);
    if (callbacks.on_progress) callbacks.on_progress(ply + 1, plies);
  }
  out.complete = static_cast<int>(out.moves.size()) == plies && !stop.stop_requested();
  if (!out.complete) return out;
  GameAccuracy accuracy;
  for (const MoveAnalysis& a : out.moves) {
    parser::dongson::DsMove& m = rec.moves[static_cast<std::size_t>(a.ply)];
    m.judgement = a.judgement;
    m.evaluation = evaluations[static_cast<std::size_t>(a.ply)];
    if (!comments[static_cast<std::size_t>(a.ply)].empty())
      m.comments.push_back(comments[static_cast<std::size_t>(a.ply)]);
    const int side = ds::index(a.mover);
    accuracy.add(side, a.drop, 0.0);
    ++out.counts[side][static_cast<int>(a.judgement)];
  }
  for (int s = 0; s < 2; ++s) out.accuracy[s] = accuracy.of(s);
  return out;
}

GameSummary annotate(parser::dongson::DsRecord& rec, Searcher& searcher, const Limits& limits,
                     const std::function<void(int, int)>& on_progress) {
  return annotate(rec, searcher, limits, AnnotateCallbacks{on_progress, {}});
}

}  // namespace saban::analysis::dongson
