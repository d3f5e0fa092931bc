#include "gui/stats/statspane.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

#include "db/queries.h"
#include "gui/core/database.h"
#include "gui/game/gamekinds.h"
#include "gui/stats/statscharts.h"
#include "gui/stats/statshtml.h"

namespace saban::gui {

StatsPane::StatsPane(Database* db, QWidget* parent) : QWidget(parent), m_db(db) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  auto* top = new QHBoxLayout;
  auto* all = new QPushButton(tr("Whole database"), this);
  connect(all, &QPushButton::clicked, this, &StatsPane::refresh);
  top->addWidget(all);
  // Which game's games are counted (the statistics of both together would mix two games' endings, pieces
  // and sides). ↑/↓ on the closed box or the mouse choose, and the statistics follow at once.
  m_game = new QComboBox(this);
  m_game->setObjectName(QStringLiteral("statsGame"));
  m_game->setToolTip(tr("The game whose games are counted"));
  for (games::GameKind k : games::kGameKinds) m_game->addItem(gameName(k), static_cast<int>(k));
  connect(m_game, &QComboBox::activated, this, [this] {
    m_gameChosen = true;
    reshow();  // the player's page shown, of the game chosen now
  });
  top->addWidget(m_game);
  m_player = new QLineEdit(this);
  m_player->setPlaceholderText(tr("Player's page: type a name (accents optional) and press Enter"));
  m_player->setClearButtonEnabled(true);
  m_player->setObjectName(QStringLiteral("statsPlayer"));
  connect(m_player, &QLineEdit::returnPressed, this, [this] { showPlayer(m_player->text()); });
  top->addWidget(m_player, 1);
  layout->addLayout(top);
  m_view = new QTextBrowser(this);
  QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  mono.setPointSizeF(9);
  m_view->setFont(mono);
  m_view->setLineWrapMode(QTextEdit::NoWrap);
  m_view->setObjectName(QStringLiteral("statsText"));
  // A player's recent games are links: opened here as games of the database, never as URLs
  m_view->setOpenLinks(false);
  connect(m_view, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    if (const auto id = linkedGame(url)) Q_EMIT gameActivated(*id);
  });
  m_charts = new StatsCharts(this);
  m_split = new QSplitter(Qt::Horizontal, this);
  m_split->addWidget(m_view);
  m_split->addWidget(m_charts);
  m_split->setStretchFactor(0, 1);
  m_split->setStretchFactor(1, 1);
  layout->addWidget(m_split, 1);
  connect(db, &Database::opened, this, [this] {
    m_gameChosen = false;  // a new database: its own game, if it has only the other one's games
    refresh();
  });
  connect(db, &Database::changed, this, &StatsPane::reshow);
}

void StatsPane::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  // Side by side only when both the tables and the charts have room (the tables' columns need some 520
  // pixels, the charts' labels as much); else the tables above the charts, each as wide as the page.
  const Qt::Orientation o = width() >= 1080 ? Qt::Horizontal : Qt::Vertical;
  if (m_split->orientation() != o) m_split->setOrientation(o);
  fitTables();
}

void StatsPane::fitTables() {
  const int total = m_split->width() - m_split->handleWidth();
  if (m_split->orientation() != Qt::Horizontal || m_charts->isHidden() || total <= 0) return;
  const int tables = static_cast<int>(m_view->document()->idealWidth()) + 2 * m_view->frameWidth() +
                     m_view->verticalScrollBar()->sizeHint().width() + 4;
  // The charts keep at least half the page (their labels need it); the tables scroll sideways beyond.
  m_split->setSizes({std::min(tables, total / 2), total - std::min(tables, total / 2)});
}

QString StatsPane::text() const { return m_view->toPlainText(); }

games::GameKind StatsPane::game() const {
  return static_cast<games::GameKind>(m_game->currentData().toInt());
}

void StatsPane::reshow() {
  if (!m_shownPlayer.isEmpty())
    showPlayer(m_shownPlayer);
  else
    refresh();
}

void StatsPane::refresh() {
  m_shownPlayer.clear();
  m_view->setFont(font());
  const games::GameKind game = this->game();
  m_db->query<db::DatabaseStats>(
      this, [game](db::Connection& c) { return db::statistics(c, 12, game); },
      [this](db::DatabaseStats s) {
        // A database of the other game's games only: its statistics, unless the user chose this game
        if (!m_gameChosen && s.total.games == 0 && s.other_games > 0) {
          m_game->setCurrentIndex(1 - m_game->currentIndex());
          m_gameChosen = true;  // once
          return refresh();
        }
        m_view->setHtml(statisticsHtml(s));
        fitTables();
        m_charts->setStatistics(s);
        m_charts->show();
      },
      [this](QString message) { m_view->setPlainText(message); }, Database::Lane::Background);
}

void StatsPane::showPlayer(const QString& name) {
  const std::string n = name.trimmed().toStdString();
  if (n.empty()) return refresh();
  m_player->setText(name);
  m_shownPlayer = name;
  // The player's games of the game chosen in the box (as the statistics), its sides named as it names them
  const games::GameKind game = this->game();
  m_db->query<std::vector<db::PlayerReport>>(
      this, [n, game](db::Connection& c) { return db::player_reports(c, n, 12, 10, game); },
      [this, name, game](std::vector<db::PlayerReport> players) {
        if (players.empty())
          m_view->setPlainText(
              tr("No player whose name contains \"%1\" has games of %2 (the game chosen above)")
                  .arg(name, gameName(game)));
        else
          m_view->setHtml(playersHtml(players, game));
        m_charts->hide();  // they are the whole database's
      },
      [this](QString message) { m_view->setPlainText(message); }, Database::Lane::Background);
}

}  // namespace saban::gui
