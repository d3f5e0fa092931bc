// A record whose move cannot be played, pasted with Ctrl+V in Vietnamese or Arabic: the dialog says the whole
// reason in that language (rules/problem.h's kinds, gui/core/problemtext.h), the move as written and the
// pieces and points named as the rest of the interface names them. Before, the reason was the parser's
// English.
#include <gtest/gtest.h>

#include <QApplication>
#include <QClipboard>
#include <QMessageBox>
#include <QTest>

#include "gui/core/appsetup.h"
#include "gui/core/notation.h"
#include "gui/game/gamepane.h"
#include "rules/board.h"
#include "tests/gui/gui_fixture.h"
#include "tests/gui/open_window.h"

namespace saban::gui::test {
namespace {

class MoveProblemText : public ::testing::Test {
 protected:
  void TearDown() override { installLanguage(QStringLiteral("en")); }

  // Pastes `record` with Ctrl+V on the board and returns the refusal's text (its box closed with Enter).
  QString pasted(const QString& language, const QString& record) {
    installLanguage(language);
    OpenWindow open;
    EXPECT_TRUE(open.show());
    open.window->gamePane()->currentBoard()->setFocus();
    QApplication::clipboard()->setText(record);
    pressKey(*open.window, Qt::Key_V, Qt::ControlModifier);
    QMessageBox* box = nullptr;
    const bool shown = waitUntil([&] {
      box = open.window->findChild<QMessageBox*>(QStringLiteral("pasteFailed"));
      return box && box->isVisible();
    });
    EXPECT_TRUE(shown) << "no dialog";
    if (!shown) return {};
    const QString text = box->informativeText();
    QTest::keyClick(box, Qt::Key_Return);
    EXPECT_TRUE(
        waitUntil([&] { return !open.window->findChild<QMessageBox*>(QStringLiteral("pasteFailed")); }));
    return text;
  }
};

const QString kIllegalSan =
    QStringLiteral("[Event \"e\"]\n[Red \"?\"]\n[Blue \"?\"]\n[Result \"*\"]\n\n1. Ic6 Ic7 2. Tf7 Tf8 *\n");

TEST_F(MoveProblemText, AnIllegalSanMoveIsSaidWhollyInVietnamese) {
  const QString text = pasted(QStringLiteral("vi"), kIllegalSan);
  const QString f7 = pointName(*board::parse_square("f7"));
  EXPECT_TRUE(
      text.contains(QStringLiteral("clipboard:6:15: ván 1: nước đi không hợp lệ: không có xe tăng Đỏ nào "
                                   "đi được đến %1 (nước 'Tf7')")
                        .arg(f7)))
      << text.toStdString();
  EXPECT_FALSE(text.contains(QStringLiteral("illegal"))) << text.toStdString();
}

TEST_F(MoveProblemText, ARulebookMoveOfAPieceNotThereNamesThePointAndTheUnitInVietnamese) {
  const QString text =
      pasted(QStringLiteral("vi"), QStringLiteral("[Event \"e\"]\n[Notation \"vi\"]\n\n"
                                                  "1. B4,2_5,2 B7,2_6,2 2. T4,6_5,6 T8,5_7,5 *\n"));
  const Square g5(6, 4);  // the rulebook's 4,6: row 4, column 6
  ASSERT_EQ(board::rowcol_name(g5), "4,6");
  EXPECT_TRUE(text.contains(
      QStringLiteral("ván 1: không có xe tăng ở %1 (ở đó có dân quân) (nước 'T4,6_5,6')").arg(pointName(g5))))
      << text.toStdString();
}

TEST_F(MoveProblemText, AnIllegalSanMoveIsSaidInArabic) {
  const QString text = pasted(QStringLiteral("ar"), kIllegalSan);
  EXPECT_TRUE(text.contains(QStringLiteral("نقلة غير قانونية: لا يوجد دبابة الأحمر يمكنه الانتقال إلى")))
      << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("(النقلة 'Tf7')"))) << text.toStdString();
}

}  // namespace
}  // namespace saban::gui::test
