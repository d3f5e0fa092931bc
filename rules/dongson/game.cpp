#include "rules/dongson/game.h"

#include <algorithm>

namespace saban::dongson {

const char* termination_name(Termination t) {
  switch (t) {
    case Termination::Checkmate:
      return "checkmate";
    case Termination::Palace:
      return "palace";
    case Termination::Stalemate:
      return "stalemate";
    case Termination::BareThan:
      return "bare-than";
    case Termination::Repetition:
      return "repetition";
    case Termination::FiftyMoves:
      return "fifty-move";
    default:
      return "";
  }
}

namespace {

// The mover's gifts standing in the Cung.
std::vector<Square> gifts_in_cung(const Position& pos, Side mover) {
  std::vector<Square> out;
  for (Square s = 0; s < kSquares; ++s) {
    const Piece p = pos.at(s);
    if (in_cung(s) && !p.empty() && p.side() == mover && is_gift(p.type())) out.push_back(s);
  }
  return out;
}

// Whether the position after a reply spoils Tiến Cung for `mover` (who is now to move): mated, or checked.
bool spoiled(const Position& after, Side mover) {
  if (!after.in_check()) return false;
  (void)mover;
  return after.options().palace_spoiler == PalaceSpoiler::Check || !after.has_legal_move();
}

}  // namespace

bool palace_entry(const Position& pos, Side mover, bool forfeited) {
  if (forfeited || pos.than(mover) != kTam || pos.side_to_move() == mover) return false;
  const std::vector<Square> gifts = gifts_in_cung(pos, mover);
  if (gifts.empty()) return false;
  std::vector<Move> replies;
  pos.legal_moves(replies);
  // Which gifts some reply captures, and whether some reply leaves none of them.
  std::vector<bool> capturable(gifts.size(), false);
  bool some_reply_leaves_none = false;
  for (Move m : replies) {
    if (m.is_swap()) continue;
    const auto it = std::find(gifts.begin(), gifts.end(), m.to());
    if (it != gifts.end()) {
      capturable[static_cast<std::size_t>(it - gifts.begin())] = true;
      if (gifts.size() == 1) some_reply_leaves_none = true;
    }
  }
  bool safe = false;
  switch (pos.options().gift_safety) {
    case GiftSafety::Any:
      safe = std::find(capturable.begin(), capturable.end(), false) != capturable.end();
      break;
    case GiftSafety::All:
      safe = std::find(capturable.begin(), capturable.end(), true) == capturable.end();
      break;
    case GiftSafety::Survives:
      safe = !some_reply_leaves_none;
      break;
  }
  if (!safe) return false;
  for (Move m : replies) {
    Position after = pos;
    after.do_move(m);
    if (spoiled(after, mover)) return false;
  }
  return true;
}

bool palace_entry_after_reply(const Position& before, const Position& after, Side mover, bool forfeited) {
  if (forfeited || before.than(mover) != kTam || before.side_to_move() == mover) return false;
  const std::vector<Square> gifts = gifts_in_cung(before, mover);
  if (gifts.empty() || after.than(mover) != kTam || spoiled(after, mover)) return false;
  const std::size_t left = gifts_in_cung(after, mover).size();
  return before.options().gift_safety == GiftSafety::All ? left == gifts.size() : left > 0;
}

bool cannot_win(const Position& pos, Side side) {
  const int pieces = pos.count(side);
  if (pieces == 1) return true;
  const Piece tam = pos.at(kTam);
  return pieces == 2 && !tam.empty() && tam.side() == side &&
         (tam.type() == PieceType::Ngua || tam.type() == PieceType::Ga);
}

bool bare_than(const Position& pos) {
  const bool thuy = cannot_win(pos, Side::Thuy), son = cannot_win(pos, Side::Son);
  switch (pos.options().bare_than) {
    case BareThan::Either:
      return thuy || son;
    case BareThan::Both:
      return thuy && son;
    default:
      return false;
  }
}

bool forfeits(const Position& pos, Move m) {
  if (pos.options().e5_block != E5Block::Forfeit || m.is_swap() || m.to() != kTam) return false;
  const PieceType t = pos.at(m.from()).type();
  return t == PieceType::Ngua || t == PieceType::Ga;
}

bool completes_palace(const Position& pos, Move m, bool forfeited) {
  Position after = pos;
  after.do_move(m);
  const Side mover = pos.side_to_move();
  if (pos.options().palace_timing == PalaceTiming::AfterReply)
    return palace_entry_after_reply(pos, after, ~mover, forfeited);
  return palace_entry(after, mover, forfeited);
}

Game::Game(Position start) {
  m_positions.push_back(std::move(start));
  m_verdicts.push_back(judge());
}

Verdict Game::play(Move m) {
  const Position& before = m_positions.back();
  const Side mover = before.side_to_move();
  if (!forfeited(mover) && forfeits(before, m))
    m_forfeit_at[static_cast<std::size_t>(index(mover))] = m_moves.size();
  Position after = before;
  after.do_move(m);
  m_positions.push_back(std::move(after));
  m_moves.push_back(m);
  m_verdicts.push_back(judge());
  return m_verdicts.back();
}

void Game::undo() {
  m_moves.pop_back();
  m_positions.pop_back();
  for (std::size_t& ply : m_forfeit_at)
    if (ply == m_moves.size()) ply = kNever;
  m_verdicts.pop_back();
}

int Game::repetitions() const {
  const Position& now = m_positions.back();
  int n = 0;
  // Only positions since the last irreversible move can repeat (the clock counts them).
  const std::size_t span =
      std::min<std::size_t>(m_positions.size() - 1, static_cast<std::size_t>(now.halfmove_clock()));
  for (std::size_t i = m_positions.size() - 1 - span; i < m_positions.size(); ++i) {
    const Position& p = m_positions[i];
    n += p.key() == now.key() && p.swap_rights() == now.swap_rights();
  }
  return n;
}

bool Game::palace_forfeited() const {
  const Side s = position().side_to_move();
  return forfeited(position().options().palace_timing == PalaceTiming::AfterReply ? ~s : s);
}

bool Game::can_claim_draw() const { return repetitions() >= 3 || m_positions.back().halfmove_clock() >= 100; }

Verdict Game::judge() const {
  const Position& pos = m_positions.back();
  const Side to_move = pos.side_to_move(), mover = ~to_move;
  const Options& o = pos.options();
  const bool can_move = pos.has_legal_move();
  if (!can_move && pos.in_check()) return {Termination::Checkmate, mover};
  if (!m_moves.empty()) {
    if (o.palace_timing == PalaceTiming::Immediate) {
      if (palace_entry(pos, mover, forfeited(mover))) return {Termination::Palace, mover};
    } else if (m_positions.size() >= 2 && palace_entry_after_reply(m_positions[m_positions.size() - 2], pos,
                                                                   to_move, forfeited(to_move))) {
      return {Termination::Palace, to_move};
    }
  }
  if (!can_move) {
    if (o.stalemate == Stalemate::Loss) return {Termination::Stalemate, mover};
    return {Termination::Stalemate, std::nullopt};
  }
  if (bare_than(pos)) return {Termination::BareThan, std::nullopt};
  if (o.repetition == Repetition::Automatic && repetitions() >= 3)
    return {Termination::Repetition, std::nullopt};
  if (o.fifty == Fifty::Automatic && pos.halfmove_clock() >= 100)
    return {Termination::FiftyMoves, std::nullopt};
  return {};
}

}  // namespace saban::dongson
