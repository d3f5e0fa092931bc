#include "gui/shell/screenshots.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QTableView>
#include <QTextStream>
#include <QThread>
#include <memory>

#include "db/pq.h"
#include "gui/core/appsetup.h"
#include "gui/core/database.h"
#include "gui/database/databasepane.h"
#include "gui/engine/enginepane.h"
#include "gui/engine/evalgraph.h"
#include "gui/explorer/explorerpane.h"
#include "gui/export/exportdialog.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui/shell/visibletexts.h"
#include "gui/stats/statspane.h"

namespace saban::gui {

namespace {
// Runs the event loop until `done` holds or `ms` pass.
template <class F>
bool waitFor(F done, int ms) {
  QDeadlineTimer deadline(ms);
  while (!done() && !deadline.hasExpired()) {
    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QThread::msleep(5);
  }
  return done();
}
void settle(int ms) {
  waitFor([] { return false; }, ms);
}
}  // namespace

int takeScreenshots(Database* db, GameDocument* doc, const QString& dir) {
  QTextStream err(stderr);
  QDir().mkpath(dir);
  if (!waitFor([db] { return db->isOpen(); }, 60000)) {
    err << "saban-gui: the database did not open\n";
    return 1;
  }
  // The game shown: the longest of the first games listed (more to see on the board and the graph).
  GameAnalysis analysis;
  bool analysed = false;
  for (const QString& lang : availableLanguages()) {
    installLanguage(lang);
    auto window = std::make_unique<MainWindow>(db, doc);
    window->resize(1280, 800);
    window->show();
    auto* list = window->databasePane()->model();
    waitFor([list] { return !list->isLoading() && list->rowCount() > 0; }, 20000);
    settle(300);
    // Each view as a PNG, and the texts it shows beside it (NAME-LANG.txt: what the translation covers).
    auto grab = [&](QWidget* w, const QString& name) {
      const QString file = QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(name, lang));
      if (!w->grab().save(file)) err << "saban-gui: cannot write " << file << '\n';
      QFile texts(QDir(dir).filePath(QStringLiteral("%1-%2.txt").arg(name, lang)));
      if (texts.open(QIODevice::WriteOnly | QIODevice::Text))
        texts.write((visibleTexts(w).join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    };
    auto save = [&](const QString& name) { grab(window.get(), name); };
    window->showView(QStringLiteral("database"));
    settle(500);
    save(QStringLiteral("database"));
    window->showView(QStringLiteral("statistics"));
    waitFor([&] { return !window->statsPane()->text().isEmpty(); }, 30000);
    settle(500);
    save(QStringLiteral("statistics"));
    if (list->rowCount() == 0) {
      err << "saban-gui: the database holds no games\n";
      return 1;
    }
    if (doc->gameId() == 0 ||
        !doc->commander()) {  // a Commander Chess game (the last language ended on another)
      int best = 0;
      for (int r = 0; r < list->rowCount() && r < 60; ++r)
        if (list->game(r).plies > list->game(best).plies && list->game(r).plies < 200) best = r;
      bool loaded = false;
      QObject::connect(window.get(), &MainWindow::gameLoaded, [&loaded] { loaded = true; });
      window->openGame(list->gameId(best));
      waitFor([&loaded] { return loaded; }, 20000);
    }
    window->showView(QStringLiteral("game"));
    window->showView(QStringLiteral("engine"));
    if (!analysed) {
      EnginePane* engine = window->enginePane();
      engine->analyseGame();
      bool finished = false;
      QObject::connect(engine->runner(), &EngineRunner::gameAnalysed, [&](const GameAnalysis& a) {
        analysis = a;
        finished = true;
      });
      waitFor([&finished] { return finished; }, 120000);
      analysed = true;
    } else {
      analysis.side = doc->sideNames()[0];  // the first language's analysis, named in this one
      window->evalGraph()->setAnalysis(analysis);
    }
    doc->toMainLinePly(std::min(14, static_cast<int>(doc->record().moves.size())));
    window->enginePane()->startAnalysis();
    settle(1500);
    window->enginePane()->stopAnalysis();
    waitFor([&] { return !window->enginePane()->runner()->isRunning(); }, 5000);
    settle(300);
    save(QStringLiteral("game"));
    window->setDark(true);  // the Dark theme: the same views in its palette
    settle(300);
    save(QStringLiteral("game-dark"));
    window->showView(QStringLiteral("statistics"));
    settle(300);
    save(QStringLiteral("statistics-dark"));
    window->setDark(false);
    window->showView(QStringLiteral("game"));
    settle(300);
    if (QWidget* editor = window->openPositionEditor()) {
      settle(300);
      grab(editor, QStringLiteral("editor"));
      editor->close();
    }
    if (ExportDialog* dialog = window->exportGame()) {
      dialog->resize(1000, 760);
      bool ready = false;
      QObject::connect(dialog, &ExportDialog::previewReady, [&ready] { ready = true; });
      waitFor([&ready] { return ready; }, 30000);
      settle(300);
      grab(dialog, QStringLiteral("export"));
      dialog->close();
    }
    window->showView(QStringLiteral("explorer"));
    doc->toStart();
    auto* explorer = window->explorerPane()->model();
    waitFor([explorer] { return explorer->rowCount() > 0; }, 10000);
    settle(600);
    save(QStringLiteral("explorer"));
    // A Cờ Đông Sơn game, if the database holds one, in the game window, near its end.
    long long dongson = -1;
    db->query<long long>(
        window.get(),
        [](db::Connection& c) {
          return c.one_row("SELECT coalesce(min(id), 0) FROM game WHERE variant = 'dongson'").integer(0, 0);
        },
        [&dongson](long long id) { dongson = id; }, [&dongson](const QString&) { dongson = 0; });
    waitFor([&dongson] { return dongson >= 0; }, 20000);
    if (dongson > 0) {
      window->openGame(dongson);
      waitFor([doc, dongson] { return doc->gameId() == dongson; }, 20000);
      if (doc->gameId() == dongson) {
        doc->toEnd();
        for (int i = 0; i < 11; ++i) doc->back();
        window->showView(QStringLiteral("game"));
        settle(300);
        save(QStringLiteral("dongson"));
      }
    }
    window->close();
  }
  return 0;
}

}  // namespace saban::gui
