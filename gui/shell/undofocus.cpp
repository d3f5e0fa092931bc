#include "gui/shell/undofocus.h"

#include <QApplication>
#include <QUndoGroup>
#include <QUndoStack>
#include <QWidget>

namespace saban::gui {

UndoFocus::UndoFocus(QUndoStack* fallback, QObject* parent)
    : QObject(parent), m_group(new QUndoGroup(this)), m_fallback(fallback) {
  m_group->addStack(fallback);
  m_group->setActiveStack(fallback);
  // No widget (the window left for a dialog or another application): the stack stays the one in use.
  connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
    if (now) follow(now);
  });
}

void UndoFocus::addPane(QWidget* pane, QUndoStack* stack) {
  m_group->addStack(stack);
  m_panes.append({pane, stack});
  follow(QApplication::focusWidget());
}

void UndoFocus::follow(QWidget* focus) {
  QUndoStack* active = m_fallback;
  for (const auto& [pane, stack] : m_panes)
    if (focus && pane && (focus == pane || pane->isAncestorOf(focus))) active = stack;
  if (m_group->activeStack() != active) m_group->setActiveStack(active);
}

}  // namespace saban::gui
