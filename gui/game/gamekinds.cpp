// The per-game texts of gamekinds.h (here, where lupdate finds them).
#include "gui/game/gamekinds.h"

#include <QCoreApplication>
#include <algorithm>

#include "gui/core/gamewords.h"
#include "parser/game_tree.h"
#include "rules/game.h"

#include "gui/dongson/dsboardwidget.h"

namespace saban::gui {

// The context is the database filter's, where the name was first translated.
QString GameKind<games::CommanderChess>::name() {
  return QCoreApplication::translate("saban::gui::DatabasePane", "Commander Chess");
}
QString GameKind<games::DongSon>::name() { return QString::fromUtf8(games::DongSon::kName); }
QString GameKind<games::DongSon>::pieceName(saban::dongson::PieceType t) { return dsPieceName(t); }

QString GameKind<games::CommanderChess>::scoresLegend() {
  return QCoreApplication::translate("saban::gui::GameKind", "Scores from Red's side");
}

QString GameKind<games::DongSon>::scoresLegend() {
  return QCoreApplication::translate("saban::gui::GameKind", "Scores from Thủy's side");
}

namespace {
QString commanderEnding(const GameResult& r, GameMode mode) {
  const QString winner = r.winner ? sideName<games::CommanderChess>(*r.winner) : QString();
  switch (r.outcome) {
    case Outcome::Checkmate:  // "chiếu hết" in Vietnamese, where Cờ Đông Sơn says "chiếu hạ"
      return QCoreApplication::translate("saban::gui::GameKind", "Checkmate: %1 wins", "Commander Chess")
          .arg(winner);
    case Outcome::CommanderCaptured:
      return QCoreApplication::translate("saban::gui::GameKind", "Commander captured: %1 wins").arg(winner);
    case Outcome::BattleWon:
      return QCoreApplication::translate("saban::gui::GameKind", "%1 wins the %2")
          .arg(winner, GameWords::modeName(mode_name(mode)));
    case Outcome::Stalemate:
      return QCoreApplication::translate("saban::gui::GameKind", "Stalemate: a draw");
    case Outcome::Repetition:
      return QCoreApplication::translate("saban::gui::GameKind", "Threefold repetition: a draw");
    case Outcome::Ongoing:
      break;
  }
  return {};
}
}  // namespace

QString GameKind<games::CommanderChess>::ending(const Position& pos) {
  Position p = pos;  // the move generator plays on it
  return commanderEnding(result_at(p, GameMode::Full, 1), GameMode::Full);
}

QString GameKind<games::CommanderChess>::ending(const parser::BasicGameTree<games::CommanderChess>& tree) {
  Position pos = tree.position();  // the move generator plays on it
  const auto& history = tree.history();
  const int seen = 1 + static_cast<int>(std::count(history.begin(), history.end(), pos.key()));
  return commanderEnding(result_at(pos, tree.record().mode, seen), tree.record().mode);
}

QString GameKind<games::DongSon>::ending(const parser::BasicGameTree<games::DongSon>& tree) {
  return ending(tree.state());
}

QString GameKind<games::DongSon>::ending(const saban::dongson::Game& game) {
  namespace ds = saban::dongson;
  const ds::Verdict v = game.verdict();
  const QString winner = v.winner ? QString::fromUtf8(ds::side_name(*v.winner)) : QString();
  switch (v.termination) {
    case ds::Termination::Checkmate:
      return QCoreApplication::translate("saban::gui::GameKind", "Checkmate: %1 wins").arg(winner);
    case ds::Termination::Palace:
      return QCoreApplication::translate("saban::gui::GameKind", "Palace entry (Tiến Cung): %1 wins")
          .arg(winner);
    case ds::Termination::Stalemate:
      return v.winner ? QCoreApplication::translate("saban::gui::GameKind", "Stalemate: %1 wins").arg(winner)
                      : QCoreApplication::translate("saban::gui::GameKind", "Stalemate: a draw");
    case ds::Termination::BareThan:
      return QCoreApplication::translate("saban::gui::GameKind", "Only a Thần left: a draw");
    case ds::Termination::Repetition:
      return QCoreApplication::translate("saban::gui::GameKind", "Threefold repetition: a draw");
    case ds::Termination::FiftyMoves:
      return QCoreApplication::translate("saban::gui::GameKind",
                                         "50 moves without a Bộ or Đinh move or a capture: a draw");
    case ds::Termination::None:
      break;
  }
  return {};
}

std::array<QString, 2> sideNames(std::optional<games::GameKind> game) {
  const auto of = [](auto g) {
    using Game = decltype(g);
    return std::array{sideName<Game>(GameKind<Game>::sides[0]), sideName<Game>(GameKind<Game>::sides[1])};
  };
  if (game) return games::with_game(*game, of);
  const auto cc = of(games::CommanderChess{}), ds = of(games::DongSon{});
  const QString both = QStringLiteral("%1 / %2");  // the names as each language writes them
  return {both.arg(cc[0], ds[0]), both.arg(cc[1], ds[1])};
}

QString toMoveText(int fullmove, const QString& side, bool inCheck) {
  return (inCheck ? QCoreApplication::translate("saban::gui::GameKind", "Move %1: %2 to move, in check")
                  : QCoreApplication::translate("saban::gui::GameKind", "Move %1: %2 to move"))
      .arg(fullmove)
      .arg(side);
}

}  // namespace saban::gui
