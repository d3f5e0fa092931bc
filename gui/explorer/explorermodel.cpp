#include "gui/explorer/explorermodel.h"

#include <QFont>
#include <QLocale>

#include "gui/core/database.h"
#include "gui/core/notation.h"

namespace saban::gui {

ExplorerModel::ExplorerModel(Database* db, QObject* parent) : QAbstractTableModel(parent), m_db(db) {}

void ExplorerModel::setPosition(const Position& pos) {
  m_position = pos;
  const int generation = ++m_generation;
  *m_current = generation;
  const std::uint64_t key = db::stored_key(pos);
  m_db->query<std::vector<db::TreeMove>>(
      this,
      [key, generation, current = m_current](db::Connection& c) {
        return *current == generation ? db::opening_tree(c, key) : std::vector<db::TreeMove>{};
      },
      [this, generation](std::vector<db::TreeMove> moves) {
        if (generation != m_generation) return;
        beginResetModel();
        m_rows.clear();
        for (auto& m : moves) {
          Row r;
          r.move = std::move(m);
          r.legal = turnFromLan(m_position, QString::fromStdString(r.move.move), r.turn);
          r.text = r.legal ? turnText(m_position, r.turn) : QString::fromStdString(r.move.move);
          m_rows.push_back(std::move(r));
        }
        endResetModel();
        Q_EMIT loaded();
      },
      [this, generation](QString message) {
        if (generation != m_generation) return;
        beginResetModel();
        m_rows.clear();
        endResetModel();
        Q_EMIT failed(message);
        Q_EMIT loaded();
      });
}

bool ExplorerModel::turnAt(int row, Turn& out) const {
  if (row < 0 || row >= static_cast<int>(m_rows.size()) || !m_rows[static_cast<std::size_t>(row)].legal)
    return false;
  out = m_rows[static_cast<std::size_t>(row)].turn;
  return true;
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
  if (role == Qt::ToolTipRole && !r.legal) return tr("Not legal here (games of another rules profile)");
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
      return tr("Red / draw / Blue");
    case Last:
      return tr("Last played");
  }
  return {};
}

}  // namespace saban::gui
