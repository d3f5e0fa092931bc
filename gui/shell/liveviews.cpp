#include "gui/shell/liveviews.h"

#include <QLabel>
#include <QStatusBar>
#include <optional>
#include <variant>

#include "app/load_game.h"
#include "db/jobs.h"
#include "db/notify.h"
#include "gui/core/changelistener.h"
#include "gui/core/database.h"
#include "gui/database/databasepane.h"
#include "gui/engine/evalgraph.h"
#include "gui/engine/storedanalysis.h"
#include "gui/explorer/explorerpane.h"
#include "gui/game/gamedocument.h"
#include "gui/game/storedgame.h"
#include "gui/stats/statspane.h"
#include "parser/dongson_record.h"
#include "parser/writer.h"

namespace saban::gui {

namespace {

std::string written(const parser::GameRecord& r) { return parser::write_game(r, {}); }
std::string written(const parser::dongson::DsRecord& r) { return parser::dongson::write_game(r); }

// Does the document show this game as it is (same text)?
bool shows(const GameDocument& doc, const app::LoadedGame& game) {
  return doc.visit([&](const auto& tree) {
    return std::visit([&](const auto& record) { return written(record) == written(tree.record()); }, game);
  });
}

}  // namespace

LiveViews::LiveViews(Database* db, const Views& views, QObject* parent)
    : QObject(parent), m_db(db), m_views(views) {
  m_timer.setSingleShot(true);
  m_timer.setInterval(300);
  connect(&m_timer, &QTimer::timeout, this, &LiveViews::apply);
  connect(db, &Database::changedElsewhere, this, &LiveViews::gather);
  m_mark = new QLabel(tr("Not following other clients"), views.statusBar);
  m_mark->setObjectName(QStringLiteral("liveViewsMark"));
  m_mark->hide();
  views.statusBar->addPermanentWidget(m_mark);
  m_gameMark = new QLabel(views.statusBar);
  m_gameMark->setObjectName(QStringLiteral("changedElsewhereMark"));
  m_gameMark->hide();
  views.statusBar->addPermanentWidget(m_gameMark);
  connect(views.game, &GameDocument::modifiedChanged, this, [this](bool modified) {
    const long long id = m_pendingGame;
    if (modified || id == 0 || m_views.game->gameId() != id) return;
    m_pendingGame = 0;  // saved or undone: what the database holds now is shown (if it differs)
    m_gameMark->hide();
    reloadGame(id, true);
  });
  connect(views.game, &GameDocument::gameReplaced, this, [this] {
    if (m_pendingGame != 0 && m_views.game->gameId() != m_pendingGame) {
      m_pendingGame = 0;
      m_gameMark->hide();
    }
  });
  ChangeListener* listener = db->changeListener();
  connect(listener, &ChangeListener::lost, this, [this](const QString& message, int retryMs) {
    if (m_lost) return;  // said once per outage; the listener keeps trying
    m_lost = true;
    // The status line may be clipped by the database's name beside it: the mark's tooltip keeps the reason.
    m_mark->setToolTip(
        tr("The database does not send its changes at the moment: the list, the statistics and "
           "the game do not follow what other clients do until it is back (tried again regularly)") +
        QStringLiteral("\n") + message);
    m_mark->show();
    Q_EMIT statusMessage(tr("The database stopped sending its changes (%1); the views will not follow other "
                            "clients until it is back. Trying again in %n second(s).",
                            nullptr, (retryMs + 999) / 1000)
                             .arg(message));
  });
  connect(listener, &ChangeListener::listening, this, [this](bool again) {
    if (!again || !m_lost) return;
    m_lost = false;
    m_mark->hide();
    Q_EMIT statusMessage(tr("The database is back: the views follow other clients' changes again"));
  });
}

void LiveViews::gather(const db::Change& change) {
  if (change.what == db::Change::What::Games) {
    m_games = true;
    // New games cannot be the open one (a game restored from the trash comes back as it was).
    if (change.op != "insert") {
      if (change.all) m_allGames = m_allAnalyses = true;
      for (long long id : change.ids) m_gameIds.insert(id);
    }
  } else {
    if (change.all) m_allAnalyses = true;
    for (long long id : change.ids) m_analysisIds.insert(id);
  }
  if (!m_timer.isActive()) m_timer.start();  // at most one reading per interval, even under a stream
}

void LiveViews::apply() {
  const bool games = m_games;
  const long long open = m_views.game->gameId();
  const bool named = open != 0 && m_gameIds.contains(open);
  const bool gameTouched = named || (open != 0 && m_allGames);
  const bool analysisTouched = open != 0 && (m_allAnalyses || m_analysisIds.contains(open));
  m_games = m_allGames = m_allAnalyses = false;
  m_gameIds.clear();
  m_analysisIds.clear();
  if (!m_db->isOpen()) return;

  // A stored analysis changes none of them (workers store one every few seconds): only the graph follows it.
  if (games) {
    m_views.list->refreshList();
    m_views.explorer->refresh();
    m_views.stats->refresh();
  }
  // "Any game" (more than 50, or after the connection was lost) is read again but shown only when it differs.
  if (gameTouched)
    reloadGame(open, named);
  else if (analysisTouched)
    reloadAnalysis(open);
}

void LiveViews::reloadGame(long long id, bool named) {
  GameDocument* doc = m_views.game;
  if (doc->isModified()) {
    if (!named) return;  // "any game" may not be this one: the user's edits say nothing
    m_pendingGame = id;
    m_gameMark->setText(tr("Game %1 changed elsewhere").arg(id));
    m_gameMark->setToolTip(
        tr("Another client changed this game in the database while you were editing it. Your "
           "edits are kept: saving them replaces that change; undoing them shows the game as "
           "the database holds it now."));
    m_gameMark->show();
    Q_EMIT openGameChangedElsewhere(id);
    Q_EMIT statusMessage(
        tr("Game %1 was changed in the database by another client; your edits are kept (saving "
           "them replaces that change)")
            .arg(id));
    return;
  }
  m_db->query<StoredGame>(
      this, [id](db::Connection& c) { return readStoredGame(c, id); },
      [this, id, named, revision = doc->revision()](StoredGame l) {
        GameDocument* doc = m_views.game;
        if (doc->gameId() != id) return;  // another game was opened meanwhile
        if (doc->revision() != revision || doc->isModified())
          return reloadGame(id, named);  // edited meanwhile
        if (!l.game) {  // deleted (or unreadable) by another client: the copy shown stays, for a file
          Q_EMIT statusMessage(tr("Game %1 can no longer be read from the database (%2); it stays open here")
                                   .arg(id)
                                   .arg(l.error));
          doc->detachFromDatabase();
          return;
        }
        if (!shows(*doc, *l.game)) {
          const int ply = doc->ply();
          std::visit([doc, id](auto& record) { doc->setRecord(std::move(record), id); }, *l.game);
          doc->toMainLinePly(ply);
          Q_EMIT statusMessage(tr("Game %1 was changed by another client: shown as it is now").arg(id));
        }
        Q_EMIT openGameReloaded(id);
        reloadAnalysis(id);
      },
      [](QString) {});
}

void LiveViews::reloadAnalysis(long long id) {
  m_db->query<std::optional<db::StoredAnalysis>>(
      this, [id](db::Connection& c) { return db::stored_analysis(c, id); },
      [this, id](std::optional<db::StoredAnalysis> a) {
        if (a && m_views.game->gameId() == id)
          m_views.graph->setAnalysis(
              gameAnalysisFrom(*a, m_views.game->kind(), m_views.game->sideNames()[0]));
      },
      [](QString) {});
}

}  // namespace saban::gui
