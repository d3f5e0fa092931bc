#include "gui/board/coordinatesmenu.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <utility>

#include "gui/core/notation.h"

namespace saban::gui {

QMenu* coordinatesMenu(QWidget* parent) {
  auto* menu = new QMenu(QCoreApplication::translate("CoordinatesMenu", "Board coordinates"), parent);
  menu->setObjectName(QStringLiteral("coordinatesMenu"));
  auto* group = new QActionGroup(menu);
  const std::pair<QString, CoordinateChoice> choices[] = {
      {QCoreApplication::translate("CoordinatesMenu", "As the notation writes them"),
       CoordinateChoice::FollowNotation},
      {QCoreApplication::translate("CoordinatesMenu", "Rulebook: row,column from 0"),
       CoordinateChoice::Rulebook},
      {QCoreApplication::translate("CoordinatesMenu", "Letters and numbers: a–k, 1–12"),
       CoordinateChoice::Algebraic}};
  for (const auto& [text, choice] : choices) {
    QAction* a = menu->addAction(text);
    a->setCheckable(true);
    a->setChecked(coordinateChoice() == choice);
    a->setData(static_cast<int>(choice));
    group->addAction(a);
    QObject::connect(a, &QAction::triggered, menu, [c = choice] { setCoordinateChoice(c); });
  }
  return menu;
}

}  // namespace saban::gui
