#include "analysis/selfplay.h"

#include <array>

namespace saban::analysis {

namespace {

constexpr std::array<const char*, 12> kFamily = {"Nguyễn", "Trần", "Lê",  "Phạm", "Hoàng", "Huỳnh",
                                                 "Phan",   "Vũ",   "Đặng", "Bùi",  "Đỗ",    "Hồ"};
constexpr std::array<const char*, 12> kGiven = {"Văn An",   "Thị Bình", "Minh Châu", "Quốc Dũng", "Thu Hà",  "Đức Huy",
                                                "Ngọc Lan", "Hữu Lộc",  "Thanh Mai", "Công Sơn",  "Bảo Trâm", "Xuân Vũ"};

std::string random_name(std::mt19937_64& rng) {
  return std::string(kFamily[rng() % kFamily.size()]) + " " + kGiven[rng() % kGiven.size()];
}

const char* termination(Outcome o) {
  switch (o) {
    case Outcome::Checkmate: return "checkmate";
    case Outcome::CommanderCaptured: return "commander captured";
    case Outcome::Stalemate: return "stalemate";
    case Outcome::Repetition: return "threefold repetition";
    case Outcome::BattleWon: return "battle won";
    case Outcome::Ongoing: return "move limit";
  }
  return "";
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

}  // namespace

parser::GameRecord random_game(const SelfPlayOptions& options, std::mt19937_64& rng) {
  Game game(Position::start(options.profile), options.mode);
  GameResult result;
  for (int ply = 0; ply < options.max_plies; ++ply) {
    result = game.result();
    if (result.outcome != Outcome::Ongoing) break;
    MoveList turns(game.position());
    game.play(pick(game.position(), turns, options.greed, rng));
  }
  result = game.result();

  parser::GameRecord rec;
  rec.start = Position::start(options.profile);
  rec.mode = options.mode;
  for (const Turn& t : game.turns()) {
    parser::RecordMove m;
    m.turn = t;
    rec.moves.push_back(m);
  }
  rec.result = !result.winner ? "1/2-1/2" : (*result.winner == Side::Red ? "1-0" : "0-1");
  rec.set_tag("Event", "Saban self-play, random legal moves (machine-made)");
  rec.set_tag("Site", "Saban");
  rec.set_tag("Date", "2026.11.30");
  rec.set_tag("Round", std::to_string(options.seed));
  rec.set_tag("Red", random_name(rng));
  rec.set_tag("Blue", random_name(rng));
  rec.set_tag("Result", rec.result);
  rec.set_tag("Mode", mode_name(options.mode));
  rec.set_tag("Termination", termination(result.outcome));
  rec.set_tag("PlyCount", std::to_string(game.turns().size()));
  return rec;
}

}  // namespace saban::analysis
