#include "gui/explorer/explorermodel.h"

#include <QFont>
#include <QLocale>

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
  Q_EMIT headerDataChanged(Qt::Horizontal, Results, Results);
}

template <class Game>
void ExplorerModel::setPosition(const typename Game::State& state) {
  using Kind = GameKind<Game>;
  setSides({sideName<Game>(Game::side_at(0)), sideName<Game>(Game::side_at(1))},
           {QColor::fromRgb(Kind::sideColours[0]), QColor::fromRgb(Kind::sideColours[1])});
  const std::uint64_t key = db::stored_key(Game::position(state));
  const int generation = ++m_generation;
  *m_current = generation;
  m_db->query<std::vector<db::TreeMove>>(
      this,
      [key, generation, current = m_current](db::Connection& c) {
        return *current == generation ? db::opening_tree(c, key) : std::vector<db::TreeMove>{};
      },
      [this, generation, key, state](std::vector<db::TreeMove> moves) {
        if (generation != m_generation) return;
        beginResetModel();
        m_key = key;
        m_rows.clear();
        for (auto& m : moves) {
          Row r;
          r.move = std::move(m);
          if (const auto move = Kind::moveFromLan(state, r.move.move)) {
            r.text = Kind::moveName(state, *move);
            r.legal = *move;
          } else {
            r.text = QString::fromStdString(r.move.move);
          }
          m_rows.push_back(std::move(r));
        }
        endResetModel();
        Q_EMIT loaded();
      },
      [this, generation, key](QString message) {
        if (generation != m_generation) return;
        beginResetModel();
        m_key = key;
        m_rows.clear();
        endResetModel();
        Q_EMIT failed(message);
        Q_EMIT loaded();
      });
}

template void ExplorerModel::setPosition<games::CommanderChess>(const games::CommanderChess::State&);
template void ExplorerModel::setPosition<games::DongSon>(const games::DongSon::State&);

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
  if (role == ResultsRole) return QVariantList{m.red_wins / games, m.draws / games, m.blue_wins / games};
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
      case Results:
        return tr("%1% / %2% / %3%")
            .arg(qRound(m.red_wins * 100 / games))
            .arg(qRound(m.draws * 100 / games))
            .arg(qRound(m.blue_wins * 100 / games));
      case Last:
        return QString::fromStdString(m.last_date);
    }
  }
  if (role == Qt::ToolTipRole && !r.legal.has_value())
    return tr("Not legal here (games of another rules profile)");
  if (role == Qt::TextAlignmentRole && index.column() == Games)
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  if (role == Qt::FontRole && index.column() == Move) {
    QFont f;
    f.setBold(true);
    return f;
  }
  return {};
}

QVariant ExplorerModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case Move:
      return tr("Move");
    case Games:
      return tr("Games");
    case Results:
      return tr("%1 / draw / %2").arg(m_sides[0], m_sides[1]);
    case Last:
      return tr("Last played");
  }
  return {};
}

}  // namespace saban::gui
