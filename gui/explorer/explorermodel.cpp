#include "gui/explorer/explorermodel.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <algorithm>

#include "analysis/score_view.h"
#include "db/position_evaluations.h"
#include "gui/core/database.h"
#include "gui/game/gamekinds.h"

namespace saban::gui {

ExplorerModel::ExplorerModel(Database* db, QObject* parent) : QAbstractTableModel(parent), m_db(db) {
  using Game = games::CommanderChess;  // until a position is shown
  setSides(
      {sideName<Game>(Game::side_at(0)), sideName<Game>(Game::side_at(1))},
      {QColor::fromRgb(GameKind<Game>::sideColours[0]), QColor::fromRgb(GameKind<Game>::sideColours[1])});
}

void ExplorerModel::setSides(const std::array<QString, 2>& names, const std::array<QColor, 2>& colours) {
  if (names == m_sides && colours == m_colours) return;
  m_sides = names;
  m_colours = colours;
  Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

template <class Game>
void ExplorerModel::setPosition(const typename Game::State& state) {
  using Kind = GameKind<Game>;
  setSides({sideName<Game>(Game::side_at(0)), sideName<Game>(Game::side_at(1))},
           {QColor::fromRgb(Kind::sideColours[0]), QColor::fromRgb(Kind::sideColours[1])});
  const std::uint64_t key = db::stored_key(Game::position(state));
  const bool firstToMove = Game::position(state).side_to_move() == Game::first_side;
  const int generation = ++m_generation;
  *m_current = generation;
  m_db->query<std::vector<db::TreeMove>>(
      this,
      [key, generation, current = m_current](db::Connection& c) {
        return *current == generation ? db::opening_tree(c, key) : std::vector<db::TreeMove>{};
      },
      [this, generation, key, state, firstToMove](std::vector<db::TreeMove> moves) {
        if (generation != m_generation) return;
        beginResetModel();
        // The same position read again: the engine's evaluations (and those it is still asked for) stay.
        std::vector<Row> previous;
        if (m_key == key) previous = std::move(m_rows);
        m_key = key;
        m_firstToMove = firstToMove;
        m_rows.clear();
        for (auto& m : moves) {
          Row r;
          r.move = std::move(m);
          if (const auto move = Kind::moveFromLan(state, r.move.move)) {
            r.text = Kind::moveName(state, *move);
            r.legal = *move;
            auto after = state;
            Game::play(after, *move);
            r.key = db::stored_key(Game::position(after));
          } else {
            r.text = QString::fromStdString(r.move.move);
          }
          for (const Row& p : previous)
            if (r.key && p.key == r.key && !p.evalGame) {
              r.eval = p.eval;
              r.evalDepth = p.evalDepth;
              r.pending = p.pending;
            }
          m_rows.push_back(std::move(r));
        }
        applySort();
        endResetModel();
        Q_EMIT loaded();
        loadStoredEvaluations<Game>(generation);
      },
      [this, generation, key, firstToMove](QString message) {
        if (generation != m_generation) return;
        beginResetModel();
        m_key = key;
        m_firstToMove = firstToMove;
        m_rows.clear();
        endResetModel();
        Q_EMIT failed(message);
        Q_EMIT loaded();
      });
}

template void ExplorerModel::setPosition<games::CommanderChess>(const games::CommanderChess::State&);
template void ExplorerModel::setPosition<games::DongSon>(const games::DongSon::State&);

// The workers' evaluations of the positions after the moves, on the secondary lane (the next node's moves do
// not wait for them): the mover's score after its move, from the first player's side.
template <class Game>
void ExplorerModel::loadStoredEvaluations(int generation) {
  std::vector<std::uint64_t> keys;
  for (const Row& r : m_rows)
    if (r.key) keys.push_back(r.key);
  if (keys.empty()) return Q_EMIT storedEvaluationsLoaded();
  m_db->query<std::vector<std::optional<db::PositionEvaluation>>>(
      this,
      [keys, generation, current = m_current](db::Connection& c) {
        return *current == generation ? db::stored_evaluations(c, keys)
                                      : std::vector<std::optional<db::PositionEvaluation>>{};
      },
      [this, generation, keys](std::vector<std::optional<db::PositionEvaluation>> found) {
        if (generation != m_generation || found.size() != keys.size()) return;
        for (std::size_t i = 0; i < keys.size(); ++i) {
          if (!found[i]) continue;
          const db::PositionEvaluation& e = *found[i];
          const auto mover = Game::side_at(e.mover == Side::Red ? 0 : 1);  // db/ stores the first as Red
          const double expected = analysis::first_player_expected(e.score, mover);
          for (Row& r : m_rows)
            if (r.key == keys[i] && !r.evalGame) {  // a stored analysis rather than the engine's quick one
              r.pending = false;
              r.eval = EngineLineText{QString::fromStdString(analysis::first_player_text(e.score, mover)),
                                      expected, QString()};
              r.evalDepth = e.depth;
              r.evalGame = e.game_id;
            }
        }
        Q_EMIT dataChanged(index(0, Eval), index(rowCount() - 1, Eval));
        if (m_sortColumn == Eval) sort(m_sortColumn, m_sortOrder);
        Q_EMIT storedEvaluationsLoaded();
      },
      [this, generation](QString message) {
        if (generation == m_generation) Q_EMIT failed(message);
      },
      Database::Lane::Secondary);
}

template <class Game>
std::vector<std::pair<std::uint64_t, typename Game::Move>> ExplorerModel::takeUnevaluated() {
  std::vector<std::pair<std::uint64_t, typename Game::Move>> out;
  for (Row& r : m_rows) {
    const auto* move = std::any_cast<typename Game::Move>(&r.legal);
    if (!move || r.eval || r.pending) continue;
    if (std::none_of(out.begin(), out.end(), [&](const auto& o) { return o.first == r.key; }))
      out.emplace_back(r.key, *move);
    r.pending = true;
  }
  if (!out.empty()) Q_EMIT dataChanged(index(0, Eval), index(rowCount() - 1, Eval));
  return out;
}

template std::vector<std::pair<std::uint64_t, Turn>> ExplorerModel::takeUnevaluated<games::CommanderChess>();
template std::vector<std::pair<std::uint64_t, saban::dongson::Move>>
ExplorerModel::takeUnevaluated<games::DongSon>();

void ExplorerModel::setEvaluation(std::uint64_t key, const EngineLineText& score, int depth) {
  for (std::size_t i = 0; i < m_rows.size(); ++i) {
    Row& r = m_rows[i];
    if (r.key != key || r.evalGame) continue;  // a stored evaluation stays
    r.eval = score;
    r.evalDepth = depth;
    r.pending = false;
    const QModelIndex changed = index(static_cast<int>(i), Eval);
    Q_EMIT dataChanged(changed, changed);
  }
  if (m_sortColumn == Eval) sort(m_sortColumn, m_sortOrder);
}

void ExplorerModel::clearPending() {
  for (Row& r : m_rows) r.pending = false;
  if (!m_rows.empty()) Q_EMIT dataChanged(index(0, Eval), index(rowCount() - 1, Eval));
}

double ExplorerModel::moverScore(const Row& r) const {
  const auto& m = r.move;
  const long long finished = m.red_wins + m.draws + m.blue_wins;
  if (finished == 0) return -1.0;
  const long long wins = m_firstToMove ? m.red_wins : m.blue_wins;  // db/ counts the first side as Red
  return (static_cast<double>(wins) + static_cast<double>(m.draws) / 2.0) / static_cast<double>(finished);
}

QVariant ExplorerModel::sortKey(const Row& r, int column) const {
  const auto& m = r.move;
  switch (column) {
    case Move:
      return r.text;
    case Games:
      return m.games;
    case Score: {
      const double s = moverScore(r);
      return s < 0 ? QVariant() : QVariant(s);
    }
    case Eval:  // the side to move's expected score: its best move first when descending
      return r.eval ? QVariant(m_firstToMove ? r.eval->expected : 1.0 - r.eval->expected) : QVariant();
    case Results:
      return m.games ? QVariant(static_cast<double>(m.red_wins) / static_cast<double>(m.games)) : QVariant();
    case Last:
      return m.last_date.empty() ? QVariant() : QVariant(QString::fromStdString(m.last_date));
  }
  return {};
}

// The rows' order for the chosen column and direction (stable: the most played first among equals).
std::vector<std::size_t> ExplorerModel::sortedOrder() const {
  std::vector<std::size_t> order(m_rows.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::vector<QVariant> keys;
  for (const Row& r : m_rows) keys.push_back(sortKey(r, m_sortColumn));
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const QVariant &ka = keys[a], &kb = keys[b];
    if (!ka.isValid() || !kb.isValid()) return ka.isValid() && !kb.isValid();  // no value: last
    const auto c = QVariant::compare(ka, kb);
    return m_sortOrder == Qt::AscendingOrder ? c == QPartialOrdering::Less : c == QPartialOrdering::Greater;
  });
  return order;
}

void ExplorerModel::applySort() {
  const std::vector<std::size_t> order = sortedOrder();
  std::vector<Row> old = std::move(m_rows);
  m_rows.clear();
  for (std::size_t i : order) m_rows.push_back(std::move(old[i]));
}

void ExplorerModel::sort(int column, Qt::SortOrder order) {
  if (column < 0 || column >= ColumnCount) return;
  m_sortColumn = column;
  m_sortOrder = order;
  Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
  const std::vector<std::size_t> sorted = sortedOrder();
  std::vector<int> newRow(sorted.size());
  for (std::size_t i = 0; i < sorted.size(); ++i) newRow[sorted[i]] = static_cast<int>(i);
  applySort();
  // The selection and the current row follow their moves.
  const QModelIndexList before = persistentIndexList();
  QModelIndexList after;
  for (const QModelIndex& i : before) after << index(newRow[static_cast<std::size_t>(i.row())], i.column());
  changePersistentIndexList(before, after);
  Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

long long ExplorerModel::totalGames() const {
  long long n = 0;
  for (const auto& r : m_rows) n += r.move.games;
  return n;
}

int ExplorerModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ExplorerModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ExplorerModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= static_cast<int>(m_rows.size())) return {};
  const Row& r = m_rows[static_cast<std::size_t>(index.row())];
  const auto& m = r.move;
  const double games = static_cast<double>(std::max(1LL, m.games));
  const QString& mover = m_sides[m_firstToMove ? 0 : 1];
  if (role == ResultsRole) return QVariantList{m.red_wins / games, m.draws / games, m.blue_wins / games};
  if (role == SortRole) return sortKey(r, index.column());
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case Move:
        return r.text;
      case Games: {
        const long long total = totalGames();
        return QStringLiteral("%1 (%2%)")
            .arg(QLocale().toString(m.games))
            .arg(total ? m.games * 100 / total : 0);
      }
      case Score: {
        const double score = moverScore(r);
        return score < 0 ? QStringLiteral("–")
                         : QStringLiteral("%1%").arg(QLocale().toString(score * 100, 'f', 1));
      }
      case Eval:
        // A score is notation, read left to right: in Arabic too ("+0.35", not "0.35+").
        if (r.eval) return QGuiApplication::isRightToLeft() ? QChar(0x200E) + r.eval->score : r.eval->score;
        return r.pending ? QStringLiteral("…") : QString();
      case Results:
        return tr("%1% / %2% / %3%")
            .arg(qRound(m.red_wins * 100 / games))
            .arg(qRound(m.draws * 100 / games))
            .arg(qRound(m.blue_wins * 100 / games));
      case Last:
        return QString::fromStdString(m.last_date);
    }
  }
  if (role == Qt::ToolTipRole) {
    if (!r.legal.has_value()) return tr("Not legal here (games of another rules profile)");
    if (index.column() == Games && !m.last_date.empty())
      return QStringLiteral("%1: %2").arg(tr("Last played"), QString::fromStdString(m.last_date));
    if (index.column() == Score) {
      if (moverScore(r) < 0) return tr("No game of this move has finished");
      const long long wins = m_firstToMove ? m.red_wins : m.blue_wins,
                      losses = m_firstToMove ? m.blue_wins : m.red_wins;
      return tr("%1's score after this move: wins and half the draws (%2 won, %3 drawn, %4 lost)")
          .arg(mover, QLocale().toString(wins), QLocale().toString(m.draws), QLocale().toString(losses));
    }
    if (index.column() == Eval) {
      if (r.eval && r.evalGame)
        return tr("Stored analysis of game #%1, depth %2: %3 from %4's side")
            .arg(r.evalGame)
            .arg(r.evalDepth)
            .arg(r.eval->score, m_sides[0]);
      if (r.eval)
        return tr("The engine, depth %1: %2 from %3's side").arg(r.evalDepth).arg(r.eval->score, m_sides[0]);
      if (r.pending) return tr("The engine is evaluating this move");
      return tr("No stored evaluation: Ctrl+Shift+E asks the engine");
    }
  }
  if (role == Qt::TextAlignmentRole &&
      (index.column() == Games || index.column() == Score || index.column() == Eval))
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::ForegroundRole) {
    // In the colour of the side that the games or the engine favour (as the bar's), else the palette's.
    double first = -1;  // the first side's share
    if (index.column() == Score && moverScore(r) >= 0)
      first = m_firstToMove ? moverScore(r) : 1.0 - moverScore(r);
    if (index.column() == Eval && r.eval) first = r.eval->expected;
    if (first >= 0.55) return m_colours[0];
    if (first >= 0 && first <= 0.45) return m_colours[1];
    return {};
  }
  if (role == Qt::FontRole && index.column() == Move) {
    QFont f;
    f.setBold(true);
    return f;
  }
  return {};
}

QVariant ExplorerModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
    return QAbstractTableModel::headerData(section, orientation, role);
  const QString& mover = m_sides[m_firstToMove ? 0 : 1];
  if (role == Qt::ToolTipRole) {
    switch (section) {
      case Score:
        return tr("The score of the side to move (%1) after each move: its wins and half the draws, in the "
                  "games "
                  "that finished")
            .arg(mover);
      case Eval:
        return tr("The evaluation of the position after each move, from %1's side: stored by an analysis of "
                  "the "
                  "database's games, else the engine's (Ctrl+Shift+E)")
            .arg(m_sides[0]);
      case Results:
        break;  // its title, elided in a narrow dock
      default:
        return {};
    }
  }
  switch (section) {
    case Move:
      return tr("Move");
    case Games:
      return tr("Games");
    case Score:
      return tr("%1 %", "the side to move's score in percent").arg(mover);
    case Eval:
      return tr("Eval");
    case Results:
      return tr("%1 / draw / %2").arg(m_sides[0], m_sides[1]);
    case Last:
      return tr("Last played");
  }
  return {};
}

}  // namespace saban::gui
