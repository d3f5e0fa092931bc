#include "gui/engine/enginearrow.h"

#include <QAction>
#include <QSettings>

#include "gui/board/boardwidget.h"
#include "gui/engine/enginerunner.h"
#include "gui/game/gamedocument.h"

namespace saban::gui {

QAction* engineArrowAction(EngineRunner* runner, GameDocument* doc, BoardWidget* board, QObject* parent) {
  auto* action = new QAction(QObject::tr("The engine's best move as an arrow"), parent);
  action->setObjectName(QStringLiteral("engineArrow"));
  action->setCheckable(true);
  action->setChecked(QSettings().value(QStringLiteral("engineArrow"), true).toBool());
  const auto clear = [board] { board->setEngineArrow(kNoSquare, kNoSquare); };
  QObject::connect(action, &QAction::toggled, board, [clear](bool on) {
    QSettings().setValue(QStringLiteral("engineArrow"), on);
    if (!on) clear();
  });
  QObject::connect(runner, &EngineRunner::report, board, [action, board](const EngineReport& r) {
    if (action->isChecked() && !r.lines.empty()) board->setEngineArrow(r.bestFrom, r.bestTo);
  });
  QObject::connect(doc, &GameDocument::cursorChanged, board, clear);
  QObject::connect(doc, &GameDocument::gameReplaced, board, clear);
  return action;
}

}  // namespace saban::gui
