#include "gui/shell/gamekeys.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace saban::gui {

namespace {
// The keys a list uses to move and to open what it shows.
bool isListKey(int key) {
  switch (key) {
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_Return:
    case Qt::Key_Enter:
      return true;
    default:
      return false;
  }
}

// The keys a field uses itself: typing, moving, deleting (a word with Ctrl), its own undo and redo, copy and
// paste. Ctrl+F,
// Ctrl+↑ and the like stay the game's.
bool isFieldKey(const QKeyEvent& k) {
  const Qt::KeyboardModifiers mods = k.modifiers() & ~Qt::KeypadModifier;
  if (mods == Qt::NoModifier || mods == Qt::ShiftModifier) return true;
  if (k.matches(QKeySequence::Undo) || k.matches(QKeySequence::Redo)) return true;
  if (k.matches(QKeySequence::Copy) || k.matches(QKeySequence::Paste) || k.matches(QKeySequence::Cut) ||
      k.matches(QKeySequence::SelectAll))
    return true;
  if (mods != Qt::ControlModifier) return false;
  switch (k.key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_Backspace:
    case Qt::Key_Delete:
      return true;
    default:
      return false;
  }
}

// A field the user types into.
bool isTextField(const QWidget* w) {
  if (auto* line = qobject_cast<const QLineEdit*>(w)) return !line->isReadOnly();
  if (auto* text = qobject_cast<const QPlainTextEdit*>(w)) return !text->isReadOnly();
  if (auto* text = qobject_cast<const QTextEdit*>(w)) return !text->isReadOnly();
  if (auto* combo = qobject_cast<const QComboBox*>(w)) return combo->isEditable();
  return qobject_cast<const QAbstractSpinBox*>(w) != nullptr;
}
}  // namespace

GameKeys::GameKeys(QList<QWidget*> elsewhere, QObject* parent) : QObject(parent) {
  for (QWidget* w : elsewhere) m_elsewhere << w;
}

bool GameKeys::isGameKey(const QKeyEvent& key) const {
  const QKeySequence pressed(key.keyCombination());
  for (const QPointer<QAction>& a : m_actions)
    if (a)
      for (const QKeySequence& s : a->shortcuts())
        if (s.matches(pressed) == QKeySequence::ExactMatch) return true;
  return false;
}

bool GameKeys::keptByFocus(const QKeyEvent& key) const {
  if (QApplication::activePopupWidget()) return true;  // a menu or a combo box's list
  const QWidget* focus = QApplication::focusWidget();
  if (!focus) return false;
  for (const QPointer<QWidget>& page : m_elsewhere)
    if (page && (focus == page || page->isAncestorOf(focus))) return true;
  if (isTextField(focus)) return isFieldKey(key);
  // Text selected in a read-only field (the position's FEN) is copied by Ctrl+C, not the game.
  if (auto* line = qobject_cast<const QLineEdit*>(focus); line && line->hasSelectedText())
    return key.matches(QKeySequence::Copy);
  return qobject_cast<const QAbstractItemView*>(focus) && key.modifiers() == Qt::NoModifier &&
         isListKey(key.key());
}

bool GameKeys::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::ShortcutOverride) {
    auto* key = static_cast<QKeyEvent*>(event);
    // Accepted: the focused widget has the key and the game's shortcut does not fire. The event goes on to
    // the widget (a combo box's list closes on Enter while it handles its ShortcutOverride).
    if (isGameKey(*key) && keptByFocus(*key)) event->accept();
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace saban::gui
