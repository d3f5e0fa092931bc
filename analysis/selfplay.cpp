#include "analysis/selfplay.h"

#include <algorithm>
#include <array>
#include <cstdio>

#include "analysis/evaluate.h"
#include "analysis/external_engine.h"
#include "analysis/score_view.h"

namespace saban::analysis {

namespace {

constexpr std::array<const char*, 12> kFamily = {"Nguyễn", "Trần", "Lê",   "Phạm", "Hoàng", "Huỳnh",
                                                 "Phan",   "Vũ",   "Đặng", "Bùi",  "Đỗ",    "Hồ"};
constexpr std::array<const char*, 12> kGiven = {"Văn An",    "Thị Bình", "Minh Châu", "Quốc Dũng",
                                                "Thu Hà",    "Đức Huy",  "Ngọc Lan",  "Hữu Lộc",
                                                "Thanh Mai", "Công Sơn", "Bảo Trâm",  "Xuân Vũ"};

std::string random_name(std::mt19937_64& rng) {
  return std::string(kFamily[rng() % kFamily.size()]) + " " + kGiven[rng() % kGiven.size()];
}

// What a turn wins at once: the value of the pieces it captures, and a bonus for a check or a mate.
int greed(Position& pos, const Turn& t) {
  int gain = 0;
  for (const Move& m : t)
    if (m.is_capture()) {
      const Stack& target = pos.at(m.to());
      for (int i = 0; i < target.size; ++i) gain += kPieceValue[index(target.pieces[i].type())];
    }
  Undo u;
  pos.do_turn(t, u);
  if (pos.in_check()) gain += MoveList(pos).empty() ? 10000 : 25;
  pos.undo_turn(u);
  return gain;
}

// Picks a turn: usually one of those that win the most at once, otherwise any legal turn.
const Turn& pick(Position& pos, const MoveList& turns, double greed_bias, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> coin(0.0, 1.0);
  if (coin(rng) >= greed_bias) return turns[rng() % turns.size()];
  int best = -1;
  std::vector<const Turn*> top;
  for (const Turn& t : turns) {
    const int g = greed(pos, t);
    if (g > best) best = g, top.clear();
    if (g == best) top.push_back(&t);
  }
  return *top[rng() % top.size()];
}

// The tags of a machine-made game, its result and how it ended.
void finish_record(parser::GameRecord& rec, Game& game, const SelfPlayOptions& options,
                   const std::string& event, const std::string& red, const std::string& blue) {
  const GameResult result = game.result();
  rec.start = Position::start(options.profile);
  rec.mode = options.mode;
  rec.result = !result.winner ? "1/2-1/2" : (*result.winner == Side::Red ? "1-0" : "0-1");
  rec.set_tag("Event", event);
  rec.set_tag("Site", "Saban");
  rec.set_tag("Date", "2026.11.30");
  rec.set_tag("Round", std::to_string(options.seed));
  rec.set_tag("Red", red);
  rec.set_tag("Blue", blue);
  rec.set_tag("Result", rec.result);
  rec.set_tag("Mode", mode_name(options.mode));
  rec.set_tag("Termination",
              result.outcome == Outcome::Ongoing ? "move limit" : termination_name(result.outcome));
  rec.set_tag("PlyCount", std::to_string(game.turns().size()));
}

}  // namespace

std::vector<Turn> random_opening(const Position& start, int plies, int margin, std::mt19937_64& rng) {
  std::vector<Turn> opening;
  Game game(start);
  Searcher searcher(1 << 12);
  for (int ply = 0; ply < plies && game.result().outcome == Outcome::Ongoing; ++ply) {
    SearchLimits all;
    all.depth = 1;
    all.multipv = 1000;  // every turn scored
    const SearchResult r = searcher.search(game.position(), all);
    if (r.lines.empty()) break;
    std::vector<const Turn*> near;  // never empty: the best turn is within any margin (one below 0 is 0)
    for (const SearchLine& l : r.lines)
      if (&l == &r.lines[0] || l.score >= r.lines[0].score - std::max(margin, 0)) near.push_back(&l.move);
    const Turn t = *near[rng() % near.size()];
    opening.push_back(t);
    game.play(t);
  }
  return opening;
}

parser::GameRecord engine_game(const SelfPlayOptions& options, const std::vector<Turn>& opening,
                               EnginePlayer red, EnginePlayer blue, bool comments) {
  const Position start = Position::start(options.profile);
  Game game(start, options.mode);
  parser::GameRecord rec;
  std::vector<std::uint64_t> history;
  for (const Turn& t : opening) {
    if (game.result().outcome != Outcome::Ongoing) break;
    history.push_back(game.position().key());
    game.play(t);
    rec.moves.push_back(parser::RecordMove{});
    rec.moves.back().turn = t;
  }
  while (static_cast<int>(game.turns().size()) < options.max_plies &&
         game.result().outcome == Outcome::Ongoing) {
    const Side mover = game.position().side_to_move();
    EnginePlayer& p = mover == Side::Red ? red : blue;
    const SearchResult r = p.external ? p.external->search(start, game.turns(), p.limits)
                                      : p.searcher->search(game.position(), p.limits, history);
    history.push_back(game.position().key());
    game.play(r.best);
    parser::RecordMove m;
    m.turn = r.best;
    if (comments && (!p.external || r.depth > 0))
      m.evaluation = first_player_evaluation(r.score, mover, r.depth);
    rec.moves.push_back(std::move(m));
  }
  finish_record(rec, game, options, "Saban self-play, engine against engine (machine-made)", red.name,
                blue.name);
  return rec;
}

parser::GameRecord random_game(const SelfPlayOptions& options, std::mt19937_64& rng) {
  Game game(Position::start(options.profile), options.mode);
  GameResult result;
  for (int ply = 0; ply < options.max_plies; ++ply) {
    result = game.result();
    if (result.outcome != Outcome::Ongoing) break;
    MoveList turns(game.position());
    game.play(pick(game.position(), turns, options.greed, rng));
  }
  parser::GameRecord rec;
  for (const Turn& t : game.turns()) {
    parser::RecordMove m;
    m.turn = t;
    rec.moves.push_back(m);
  }
  const std::string red = random_name(rng), blue = random_name(rng);
  finish_record(rec, game, options, "Saban self-play, random legal moves (machine-made)", red, blue);
  return rec;
}

}  // namespace saban::analysis
