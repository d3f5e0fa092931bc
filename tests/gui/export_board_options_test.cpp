// File → Export the game: the boards turned and the air-defence zones shaded, as `saban export --flip
// --air-defence both` makes them, set by the user's click and key on the dialog's two boxes: the preview's
// pages change, the page written holds the turned board and both sides' zones, and the next export starts
// from these choices.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>

#include "file_dialog.h"
#include "gui/export/exportdialog.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"
#include "render/publication.h"
#include "render/published_game.h"

namespace saban::gui::test {

namespace {

ExportDialog* openedDialog(const MainWindow& w) {
  for (ExportDialog* d : w.findChildren<ExportDialog*>())
    if (d->isVisible()) return d;
  return nullptr;
}

// Ctrl+P on the board: the export dialog, or null.
ExportDialog* exportDialogByKey(MainWindow& w) {
  w.activateWindow();
  if (!QTest::qWaitForWindowActive(&w)) return nullptr;
  w.gamePane()->currentBoard()->setFocus();
  pressKey(w, Qt::Key_P, Qt::ControlModifier);
  ExportDialog* dialog = nullptr;
  waitUntil([&] { return (dialog = openedDialog(w)) != nullptr; });
  return dialog;
}

QCheckBox* box(const ExportDialog& d, const QString& text) {
  for (QCheckBox* b : d.findChildren<QCheckBox*>())
    if (b->text() == text) return b;
  return nullptr;
}

// The preview's pages as shown.
std::vector<QImage> previewImages(const ExportDialog& d) {
  std::vector<QImage> out;
  for (const QLabel* l : d.findChildren<QLabel*>())
    if (!l->pixmap().isNull()) out.push_back(l->pixmap().toImage());
  return out;
}

// The data-y of a point of the first board of an HTML page (its moving board).
double pointY(const QString& html, const QString& square) {
  const QRegularExpression re(QStringLiteral("data-square=\"%1\"[^>]*data-y=\"([-0-9.]+)\"").arg(square));
  const QRegularExpressionMatch m = re.match(html);
  EXPECT_TRUE(m.hasMatch()) << square.toStdString();
  return m.captured(1).toDouble();
}

}  // namespace

TEST(ExportDialog, FlipAndAirDefenceByHandTurnTheBoardsAndShadeTheZones) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  QString error;
  ASSERT_TRUE(w.openFile(QStringLiteral(SABAN_FIXTURES "/annotated-game-1.ctr"), &error))
      << error.toStdString();
  ExportDialog* dialog = exportDialogByKey(w);
  ASSERT_TRUE(dialog) << "Ctrl+P opened no export dialog";
  render::PublicationOptions start;  // the test's own start: a diagram every 20 moves, upright, no zones
  start.language = render::Language::En;
  start.diagrams = render::DiagramChoice::Every;
  start.every = 20;
  dialog->setOptions(start);
  const auto game = render::publisher(open.doc.record());
  const int pages = render::published_pdf_page_count({game(start)}, start);
  ASSERT_TRUE(
      waitUntil([&] { return dialog->previewPages() == pages && !previewImages(*dialog).empty(); }, 20000));
  const std::vector<QImage> upright = previewImages(*dialog);

  QCheckBox* flip = box(*dialog, QStringLiteral("Flip the boards"));
  QCheckBox* zones = box(*dialog, QStringLiteral("Air-defence zones"));
  ASSERT_TRUE(flip && zones);
  EXPECT_FALSE(flip->isChecked());
  EXPECT_FALSE(zones->isChecked());
  // A click on the one, the keyboard on the other (Tab to it, Space)
  int previews = 0;
  QObject::connect(dialog, &ExportDialog::previewReady, [&] { ++previews; });
  QTest::mouseClick(flip, Qt::LeftButton, {}, QPoint(8, flip->height() / 2));
  EXPECT_TRUE(dialog->options().flipped);
  ASSERT_TRUE(waitUntil([&] { return previews > 0; }, 20000));
  const std::vector<QImage> flipped = previewImages(*dialog);
  ASSERT_EQ(flipped.size(), upright.size());
  EXPECT_NE(flipped, upright) << "the preview did not turn its boards";
  ASSERT_EQ(QApplication::focusWidget(), flip);
  QTest::keyClick(flip, Qt::Key_Tab);
  ASSERT_EQ(QApplication::focusWidget(), zones) << "Tab does not lead from one box to the other";
  previews = 0;
  QTest::keyClick(zones, Qt::Key_Space);
  EXPECT_TRUE(dialog->options().air_defence[0]);
  EXPECT_TRUE(dialog->options().air_defence[1]);
  ASSERT_TRUE(waitUntil([&] { return previews > 0; }, 20000));
  EXPECT_NE(previewImages(*dialog), flipped) << "the preview did not shade the zones";

  // The page written: its board with a1 above a12, both sides' zones in the diagrams
  QTemporaryDir dir;
  const QString html = dir.filePath(QStringLiteral("game.html"));
  ASSERT_TRUE(dialog->exportTo(html, &error)) << error.toStdString();
  QFile f(html);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  const QString page = QString::fromUtf8(f.readAll());
  EXPECT_LT(pointY(page, QStringLiteral("a1")), pointY(page, QStringLiteral("a12")));
  const qsizetype figure = page.indexOf(QStringLiteral("<figure>"));
  ASSERT_GE(figure, 0);
  EXPECT_GT(page.indexOf(QStringLiteral("zone-red"), figure), figure);
  EXPECT_GT(page.indexOf(QStringLiteral("zone-blue"), figure), figure);

  // Exported through the button and the file dialog, the choices are kept for the next export
  QPushButton* htmlButton = nullptr;
  for (QPushButton* b : dialog->findChildren<QPushButton*>())
    if (b->text() == QStringLiteral("Export HTML…")) htmlButton = b;
  ASSERT_TRUE(htmlButton);
  bool answered = false;
  answerFileDialog(dir.filePath(QStringLiteral("kept.html")), &answered);
  QTest::mouseClick(htmlButton, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return answered && !openedDialog(w); }));
  dialog = exportDialogByKey(w);
  ASSERT_TRUE(dialog);
  EXPECT_TRUE(dialog->options().flipped);
  EXPECT_TRUE(dialog->options().air_defence[0] && dialog->options().air_defence[1]);
  dialog->close();
  QSettings settings;  // the next tests' exports start from the defaults
  for (const char* k : {"export/flip", "export/airDefence", "export/language", "export/diagrams",
                        "export/every", "export/paper", "export/columns", "export/colour", "export/notation",
                        "export/key", "export/engineComments", "export/author"})
    settings.remove(QString::fromLatin1(k));
}

}  // namespace saban::gui::test
