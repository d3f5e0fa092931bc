#include "gui/explorer/explorerpane.h"

#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include "gui/core/database.h"
#include "gui/database/gamelistmodel.h"
#include "gui/game/gamedocument.h"

namespace saban::gui {

namespace {
// Paints a row's results as a bar: Red's wins, draws, Blue's wins, with the percentages inside when they fit.
class ResultBarDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    const QVariantList v = index.data(ExplorerModel::ResultsRole).toList();
    if (v.size() != 3) return QStyledItemDelegate::paint(p, option, index);
    p->save();
    if (option.state & QStyle::State_Selected) p->fillRect(option.rect, option.palette.highlight());
    const QRectF r = QRectF(option.rect).adjusted(3, 4, -3, -4);
    const QColor colours[3] = {QColor(0xc6, 0x28, 0x28), QColor(0x9e, 0x9e, 0x9e), QColor(0x15, 0x65, 0xc0)};
    double x = r.left();
    QFont f = option.font;
    f.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.7)));
    p->setFont(f);
    for (int i = 0; i < 3; ++i) {
      const double w = r.width() * v[i].toDouble();
      const QRectF part(x, r.top(), w, r.height());
      p->fillRect(part, colours[i]);
      const QString pct = QStringLiteral("%1%").arg(qRound(v[i].toDouble() * 100));
      if (w > p->fontMetrics().horizontalAdvance(pct) + 4) {
        p->setPen(Qt::white);
        p->drawText(part, Qt::AlignCenter, pct);
      }
      x += w;
    }
    p->restore();
  }
};
}  // namespace

ExplorerPane::ExplorerPane(Database* db, GameDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc) {
  m_model = new ExplorerModel(db, this);
  m_games = new GameListModel(db, this);
  m_games->setPageSize(50);
  // The games through the start position take a quarter of a second on a million games: on a lane of their
  // own, so that the next node's moves do not wait for them.
  m_games->setLane(Database::Lane::Secondary);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  m_title = new QLabel(this);
  layout->addWidget(m_title);
  auto* split = new QSplitter(Qt::Vertical, this);
  m_view = new QTableView(split);
  m_view->setModel(m_model);
  m_view->setItemDelegateForColumn(ExplorerModel::Results, new ResultBarDelegate(m_view));
  m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_view->setSelectionMode(QAbstractItemView::SingleSelection);
  m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_view->verticalHeader()->hide();
  m_view->verticalHeader()->setDefaultSectionSize(22);
  m_view->horizontalHeader()->setSectionResizeMode(ExplorerModel::Results, QHeaderView::Stretch);
  m_view->setColumnWidth(ExplorerModel::Move, 150);
  m_view->setColumnWidth(ExplorerModel::Games, 90);
  m_view->setToolTip(tr("Click a move to play it"));
  connect(m_view, &QTableView::clicked, this, [this](const QModelIndex& i) { playRow(i.row()); });
  m_gamesView = new QTableView(split);
  m_gamesView->setModel(m_games);
  m_gamesView->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_gamesView->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_gamesView->verticalHeader()->hide();
  m_gamesView->verticalHeader()->setDefaultSectionSize(22);
  m_gamesView->horizontalHeader()->setStretchLastSection(true);
  for (int c : {0, 5, 6, 8}) m_gamesView->hideColumn(c);
  m_gamesView->setColumnWidth(1, 130);
  m_gamesView->setColumnWidth(2, 130);
  connect(m_gamesView, &QTableView::doubleClicked, this, [this](const QModelIndex& i) {
    if (i.isValid()) Q_EMIT gameActivated(m_games->gameId(i.row()));
  });
  split->addWidget(m_view);
  split->addWidget(m_gamesView);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  layout->addWidget(split, 1);
  connect(doc, &GameDocument::cursorChanged, this, &ExplorerPane::refresh);
  connect(m_model, &ExplorerModel::loaded, this, [this] {
    m_title->setText(m_model->rowCount() == 0 ? tr("No game in the database reaches this position")
                                              : tr("<b>%n</b> game(s) from this position", nullptr,
                                                   static_cast<int>(m_model->totalGames())));
  });
  connect(db, &Database::opened, this, &ExplorerPane::refresh);
  connect(db, &Database::changed, this, &ExplorerPane::refresh);
}

void ExplorerPane::refresh() {
  if (!m_doc->commander()) return;  // Commander Chess only (the main window says so for other games)
  m_model->setPosition(m_doc->position());
  db::GameFilter f;
  f.position = db::stored_key(m_doc->position());
  m_games->setFilter(f);
}

bool ExplorerPane::playRow(int row) {
  Turn t;
  if (!m_model->turnAt(row, t)) return false;
  m_doc->play(t);
  return true;
}

}  // namespace saban::gui
