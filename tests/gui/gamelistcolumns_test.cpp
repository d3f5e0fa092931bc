// The game list's columns fit the list: the event takes the room the others leave, so the last column (the
// mode) is never cut off at the right, in any interface language.
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>
#include <QTest>

#include "gui/core/appsetup.h"
#include "gui/database/databasepane.h"
#include "gui_window.h"

namespace saban::gui::test {
namespace {

using GameListColumns = GuiWindow;

TEST_F(GameListColumns, TheLastColumnEndsInsideTheList) {
  auto* list = window->databasePane()->findChild<QTableView*>();
  ASSERT_NE(list, nullptr);
  list->setFocus();
  QTest::keyClick(list, Qt::Key_Down);  // the user browses: the list is in view
  QCoreApplication::processEvents();
  const QHeaderView* header = list->horizontalHeader();
  const int last = header->count() - 1;
  EXPECT_LE(header->sectionViewportPosition(last) + header->sectionSize(last), list->viewport()->width());
  EXPECT_FALSE(list->horizontalScrollBar()->isVisible()) << "nothing to scroll to";
  // The mode's names fit their column.
  const QString name = list->model()->index(0, last).data().toString();
  EXPECT_LE(list->fontMetrics().horizontalAdvance(name), header->sectionSize(last)) << name.toStdString();
}

}  // namespace
}  // namespace saban::gui::test
