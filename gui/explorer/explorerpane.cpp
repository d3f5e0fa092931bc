#include "gui/explorer/explorerpane.h"
#include "gui/core/headerwidths.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <utility>

#include "gui/core/database.h"
#include "gui/core/notation.h"
#include "gui/database/gamelistmodel.h"
#include "gui/engine/moveevaluator.h"
#include "gui/game/gamedocument.h"

namespace saban::gui {

namespace {
// Paints a row's results as a bar: the first side's wins, draws, the second side's wins (in the sides'
// colours: Red and Blue, Thủy and Sơn), with the percentages inside when they fit.
class ResultBarDelegate : public QStyledItemDelegate {
 public:
  ResultBarDelegate(const ExplorerModel* model, QObject* parent)
      : QStyledItemDelegate(parent), m_model(model) {}
  void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    const QVariantList v = index.data(ExplorerModel::ResultsRole).toList();
    if (v.size() != 3) return QStyledItemDelegate::paint(p, option, index);
    p->save();
    if (option.state & QStyle::State_Selected) p->fillRect(option.rect, option.palette.highlight());
    const QRectF r = QRectF(option.rect).adjusted(3, 4, -3, -4);
    const QColor colours[3] = {m_model->sideColours()[0], QColor(0x9e, 0x9e, 0x9e),
                               m_model->sideColours()[1]};
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

 private:
  const ExplorerModel* m_model;
};

// Keys for the list of moves while it has the focus: ↑ ↓ (and Home, End, Page Up/Down) choose a move rather
// than a variation of the game (the window's shortcuts), Enter plays the chosen move.
class MoveKeys : public QObject {
 public:
  MoveKeys(QTableView* view, ExplorerPane* pane) : QObject(view), m_view(view), m_pane(pane) {}
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
      return QObject::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & ~Qt::KeypadModifier) return false;
    switch (key->key()) {
      case Qt::Key_Return:
      case Qt::Key_Enter:
        if (event->type() == QEvent::KeyPress) {
          m_pane->playRow(m_view->currentIndex().row());
          return true;
        }
        [[fallthrough]];
      case Qt::Key_Up:
      case Qt::Key_Down:
      case Qt::Key_Home:
      case Qt::Key_End:
      case Qt::Key_PageUp:
      case Qt::Key_PageDown:
        if (event->type() == QEvent::ShortcutOverride) event->accept();  // the list's, not the window's
        return false;
      default:
        return false;
    }
  }

 private:
  QTableView* m_view;
  ExplorerPane* m_pane;
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
  m_title->setWordWrap(true);  // a long sentence wraps rather than widening the dock
  m_evaluator = new MoveEvaluator(this);
  m_evaluate = new QAction(tr("Evaluate the explorer's moves"), this);
  m_evaluate->setShortcut(QKeySequence(tr("Ctrl+Shift+E")));
  m_evaluate->setToolTip(
      tr("The engine evaluates the position after each move that has no stored evaluation "
         "(again: stop)"));
  m_evaluate->setCheckable(true);
  m_evaluate->setIconText(tr("Evaluate"));  // the button's text; the menu's is the whole sentence
  connect(m_evaluate, &QAction::triggered, this, &ExplorerPane::toggleEvaluation);
  auto* evaluateButton = new QToolButton(this);
  evaluateButton->setDefaultAction(m_evaluate);
  evaluateButton->setFocusPolicy(Qt::NoFocus);  // the keys stay with the list or the board
  auto* top = new QHBoxLayout;
  top->addWidget(m_title, 1);
  top->addWidget(evaluateButton);
  layout->addLayout(top);
  connect(m_evaluator, &MoveEvaluator::evaluated, this,
          [this](quint64, int index, const EngineLineText& score, int depth) {
            if (index >= 0 && index < static_cast<int>(m_evaluating.size()))
              m_model->setEvaluation(m_evaluating[static_cast<std::size_t>(index)], score, depth);
          });
  connect(m_evaluator, &MoveEvaluator::finished, this, [this] {
    m_evaluating.clear();
    m_evaluate->setChecked(false);
  });
  auto* split = new QSplitter(Qt::Vertical, this);
  m_view = new QTableView(split);
  m_view->setModel(m_model);
  m_view->setItemDelegateForColumn(ExplorerModel::Results, new ResultBarDelegate(m_model, m_view));
  m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
  m_view->setSelectionMode(QAbstractItemView::SingleSelection);
  m_view->setSortingEnabled(true);  // a click on a header sorts by it; most played first to begin with
  m_view->sortByColumn(ExplorerModel::Games, Qt::DescendingOrder);
  // A column chosen anew sorts its best first (the most games, the highest score or evaluation for the side
  // to move, the latest date), the move's name from A; a second click turns the order.
  connect(m_view->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
          [this](int section, Qt::SortOrder order) {
            const int previous = std::exchange(m_sortSection, section);
            if (section != previous && section != ExplorerModel::Move && order == Qt::AscendingOrder)
              m_view->horizontalHeader()->setSortIndicator(section, Qt::DescendingOrder);
          });
  m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
  m_view->verticalHeader()->hide();
  m_view->verticalHeader()->setDefaultSectionSize(22);
  // Every column as wide as its header and texts in the language shown (none clipped), the bar takes the
  // rest: in a narrow dock it shrinks with it, its title elided (whole in its tooltip), rather than the list
  // scrolling sideways.
  for (int c = 0; c < m_model->columnCount(); ++c)
    m_view->horizontalHeader()->setSectionResizeMode(
        c, c == ExplorerModel::Results ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
  // The date of the last game is in the games' tooltip: its column, hidden to leave the bar room in the dock,
  // comes back (as any other but the move) from the header's menu (right click).
  m_view->hideColumn(ExplorerModel::Last);
  fitHeaderTitles(m_view->horizontalHeader(), NarrowStretch::Shrinks);
  m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(
      m_view->horizontalHeader(), &QHeaderView::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu menu(this);
        for (int c = ExplorerModel::Move + 1; c < ExplorerModel::ColumnCount; ++c) {
          QAction* a = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
          a->setCheckable(true);
          a->setChecked(!m_view->isColumnHidden(c));
          connect(a, &QAction::toggled, this, [this, c](bool shown) { m_view->setColumnHidden(c, !shown); });
        }
        menu.exec(m_view->horizontalHeader()->mapToGlobal(at));
      });
  m_view->setToolTip(tr("Click a move, or choose it with the arrow keys and press Enter, to play it"));
  connect(m_view, &QTableView::clicked, this, [this](const QModelIndex& i) { playRow(i.row()); });
  m_view->installEventFilter(new MoveKeys(m_view, this));
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
  fitHeaderTitles(m_gamesView->horizontalHeader());
  connect(m_gamesView, &QTableView::doubleClicked, this, [this](const QModelIndex& i) {
    if (i.isValid()) Q_EMIT gameActivated(m_games->gameId(i.row()));
  });
  split->addWidget(m_view);
  split->addWidget(m_gamesView);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  layout->addWidget(split, 1);
  connect(doc, &GameDocument::cursorChanged, this, &ExplorerPane::refresh);
  connect(m_model, &ExplorerModel::loaded, this, [this, db] {
    if (!db->isOpen()) return m_title->setText(tr("No database is open (File menu: Open a database)"));
    m_title->setText(m_model->rowCount() == 0 ? tr("No game in the database reaches this position")
                                              : tr("<b>%n</b> game(s) from this position", nullptr,
                                                   static_cast<int>(m_model->totalGames())));
  });
  connect(NotationSignals::instance(), &NotationSignals::changed, this, &ExplorerPane::renameMoves);
  connect(db, &Database::opened, this, &ExplorerPane::refresh);
  connect(db, &Database::changed, this, &ExplorerPane::refresh);
}

void ExplorerPane::refresh() {
  m_doc->withGame([this](auto game) {
    using Game = decltype(game);
    const auto& tree = *m_doc->tree<Game>();
    // Another position: the engine's work on the one left stops. The same one read again (the database
    // changed: a worker stored an analysis, another client imported) keeps it.
    if (m_model->key() != db::stored_key(tree.position())) stopEvaluation();
    m_model->setPosition<Game>(tree.state());
    // The games of this game only: their columns named by its sides ("Red / Thủy" named both), and a
    // position's key never matched across the two games
    db::GameFilter f;
    f.position = db::stored_key(tree.position());
    f.variant = Game::kind;
    m_games->setFilter(f);
  });
}

void ExplorerPane::renameMoves() {  // the same position: the engine's evaluations stay
  m_doc->withGame([this](auto game) {
    using Game = decltype(game);
    m_model->setPosition<Game>(m_doc->tree<Game>()->state());
  });
}

bool ExplorerPane::playRow(int row) {
  return m_doc->withGame([this, row](auto game) {
    using Game = decltype(game);
    const auto* move = m_model->moveAt<Game>(row);
    // The rows are those of the position shown (a click while the next position's moves load plays nothing).
    return move && m_model->key() == db::stored_key(m_doc->tree<Game>()->position()) && m_doc->play(*move);
  });
}

void ExplorerPane::stopEvaluation() {
  if (m_evaluating.empty() && !m_evaluator->isRunning()) return;
  m_evaluator->cancel();
  m_evaluating.clear();
  m_model->clearPending();
  m_evaluate->setChecked(false);
}

void ExplorerPane::toggleEvaluation() {
  if (!m_evaluating.empty()) return stopEvaluation();
  m_doc->withGame([this](auto game) {
    using Game = decltype(game);
    const auto& tree = *m_doc->tree<Game>();
    // The rows are those of the position shown (asked while the next position's moves load: nothing yet).
    if (m_model->key() != db::stored_key(tree.position())) return;
    auto moves = m_model->takeUnevaluated<Game>();
    if (moves.empty()) return;
    std::vector<typename Game::Move> list;
    for (auto& [key, move] : moves) {
      m_evaluating.push_back(key);
      list.push_back(move);
    }
    m_evaluator->evaluate(tree, std::move(list), m_depth);
  });
  m_evaluate->setChecked(!m_evaluating.empty());
}

}  // namespace saban::gui
