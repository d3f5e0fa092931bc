// File → Export the game: the dialog's options reach the publication writers, the preview shows the PDF's
// pages, and the PDF and HTML written from the GUI hold the game (read back with pdftotext and pdfinfo), a
// Commander Chess game or a Cờ Đông Sơn one, opened by its shortcut and written through the file dialog by
// the user's keys and clicks; File → Export the board writes the board shown of either game as PNG and SVG.
#include <gtest/gtest.h>

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>

#include "file_dialog.h"
#include "gui/core/database.h"
#include "gui/core/notation.h"
#include "gui/dongson/dsboardwidget.h"
#include "gui/export/exportdialog.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "open_window.h"
#include "parser/dongson_san.h"
#include "render/publication.h"
#include "render/published_game.h"
#include "rules/dongson/fen.h"

namespace saban::gui::test {

namespace {
// The standard output of a poppler tool run on a file.
QString run(const QString& tool, QStringList args) {
  QProcess p;
  p.start(tool, args);
  if (!p.waitForFinished(30000) || p.exitCode() != 0) return {};
  return QString::fromUtf8(p.readAllStandardOutput());
}

QString pdfText(const QString& pdf) {
  return run(QStringLiteral("pdftotext"),
             {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
}

// The export dialog the window has open, when it is visible.
ExportDialog* openExportDialog(const MainWindow& w) {
  for (ExportDialog* d : w.findChildren<ExportDialog*>())
    if (d->isVisible()) return d;
  return nullptr;
}

// Ctrl+P (File → Export the game), the preview's pages, then a click on "Export PDF…" or "Export HTML…" and
// the file dialog answered with `path`; false when a step does not happen.
::testing::AssertionResult exportByHand(MainWindow& w, const render::Publisher& game, const QString& button,
                                        const QString& path) {
  w.activateWindow();  // back to the window, as after a dialog closes
  if (!QTest::qWaitForWindowActive(&w)) return ::testing::AssertionFailure() << "the window is not active";
  w.gamePane()->currentBoard()->setFocus();
  pressKey(w, Qt::Key_P, Qt::ControlModifier);
  ExportDialog* dialog = nullptr;
  if (!waitUntil([&] { return (dialog = openExportDialog(w)) != nullptr; }))
    return ::testing::AssertionFailure() << "Ctrl+P opened no export dialog";
  const render::PublicationOptions o = dialog->options();
  const int expected = render::published_pdf_page_count({game(o)}, o);
  if (expected < 1 || !waitUntil([&] { return dialog->previewPages() == expected; }, 20000))
    return ::testing::AssertionFailure()
           << dialog->previewPages() << " pages shown, " << expected << " expected";
  QPushButton* target = nullptr;
  for (QPushButton* b : dialog->findChildren<QPushButton*>())
    if (b->text() == button) target = b;
  if (!target) return ::testing::AssertionFailure() << "no button " << button.toStdString();
  bool answered = false;
  answerFileDialog(path, &answered);
  QTest::mouseClick(target, Qt::LeftButton);
  if (!waitUntil([&] { return answered && !openExportDialog(w); }))
    return ::testing::AssertionFailure() << "the file dialog was not answered, or the export dialog stayed";
  return ::testing::AssertionSuccess();
}
}  // namespace

TEST(ExportDialog, WritesThePdfAndHtmlOfTheOpenGameWithAPreview) {
  Database db;
  GameDocument doc;
  MainWindow w(&db, &doc);
  QString error;
  ASSERT_TRUE(w.openFile(QStringLiteral(SABAN_FIXTURES "/annotated-game-2.ctr"), &error))
      << error.toStdString();
  ExportDialog* dialog = w.exportGame();
  ASSERT_TRUE(dialog);
  render::PublicationOptions o;
  o.paper = render::Paper::A5;
  o.columns = 2;
  o.diagrams = render::DiagramChoice::Every;
  o.every = 8;
  o.language = render::Language::En;
  dialog->setOptions(o);
  const render::PublicationOptions chosen = dialog->options();
  EXPECT_EQ(chosen.paper, render::Paper::A5);
  EXPECT_EQ(chosen.columns, 2);
  EXPECT_EQ(chosen.diagrams, render::DiagramChoice::Every);
  EXPECT_EQ(chosen.every, 8);
  EXPECT_EQ(chosen.language, render::Language::En);
  EXPECT_EQ(chosen.style.kind, render::DiagramStyle::Kind::Print);

  // The preview follows the options: the pages of the PDF the same options make.
  const int expected = render::pdf_page_count({doc.record()}, chosen);
  ASSERT_GE(expected, 1);
  ASSERT_TRUE(waitUntil([&] { return dialog->previewPages() == expected; }, 20000))
      << dialog->previewPages() << " pages shown, " << expected << " expected";

  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  const QString pdf = dir.filePath(QStringLiteral("game.pdf"));
  ASSERT_TRUE(dialog->exportTo(pdf, &error)) << error.toStdString();
  const QString info = run(QStringLiteral("pdfinfo"), {pdf});
  EXPECT_TRUE(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(expected))))
      << info.toStdString();
  const QString text = run(QStringLiteral("pdftotext"),
                           {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
  EXPECT_TRUE(text.contains(QString::fromUtf8("Phạm Đức Thắng"))) << text.left(400).toStdString();
  EXPECT_TRUE(text.contains(QString::fromUtf8("Lê Hoàng Yến")));

  const QString html = dir.filePath(QStringLiteral("game.html"));
  ASSERT_TRUE(dialog->exportTo(html, &error)) << error.toStdString();
  QFile f(html);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  const QString page = QString::fromUtf8(f.readAll());
  EXPECT_TRUE(page.startsWith(QStringLiteral("<!DOCTYPE html>"), Qt::CaseInsensitive))
      << page.left(80).toStdString();
  EXPECT_TRUE(page.contains(QString::fromUtf8("Phạm Đức Thắng")));
  EXPECT_TRUE(page.contains(QString::fromUtf8("Lê Hoàng Yến")));
  EXPECT_TRUE(page.contains(QStringLiteral("<svg")));

  // Another choice of options makes a new preview of the new layout.
  int previews = 0;
  QObject::connect(dialog, &ExportDialog::previewReady, [&] { ++previews; });
  o.paper = render::Paper::A4;
  o.columns = 1;
  o.diagrams = render::DiagramChoice::Markers;
  dialog->setOptions(o);
  const int a4 = render::pdf_page_count({doc.record()}, dialog->options());
  ASSERT_TRUE(waitUntil([&] { return previews > 0; }, 20000));
  EXPECT_EQ(dialog->previewPages(), a4);

  EXPECT_FALSE(dialog->exportTo(dir.filePath(QStringLiteral("no/such/folder/x.pdf")), &error));
  EXPECT_TRUE(error.contains(QStringLiteral("no/such/folder"))) << error.toStdString();
  dialog->close();
}

// The book's choices the command line has: the notation, engine commentary off, a key and the author, each
// set by the user's keys and clicks, then the PDF written through the file dialog holds them.
TEST(ExportDialog, NotationKeyAuthorAndEngineCommentaryByHand) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  GameDocument& doc = open.doc;
  QString error;
  ASSERT_TRUE(w.openFile(QStringLiteral(SABAN_FIXTURES "/annotated-game-2.ctr"), &error))
      << error.toStdString();
  w.gamePane()->currentBoard()->setFocus();
  pressKey(w, Qt::Key_P, Qt::ControlModifier);
  ExportDialog* dialog = nullptr;
  ASSERT_TRUE(waitUntil([&] { return (dialog = openExportDialog(w)) != nullptr; }));
  render::PublicationOptions english;  // the rest as before any export: the test's own start
  english.language = render::Language::En;
  dialog->setOptions(english);
  EXPECT_TRUE(dialog->options().engine_comments);  // on unless turned off
  EXPECT_FALSE(dialog->options().notation);        // the language's letters

  // The notation: the combo box's last item (SAN)
  QComboBox* notation = nullptr;
  for (QComboBox* box : dialog->findChildren<QComboBox*>())
    if (box->findText(QStringLiteral("SAN (a–k, 1–12)")) >= 0) notation = box;
  ASSERT_TRUE(notation);
  // A click opens the list, a click on its last item takes it
  QTest::mouseClick(notation, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return notation->view()->isVisible(); }));
  QAbstractItemView* list = notation->view();
  QTest::qWait(QApplication::doubleClickInterval() + 100);  // a release this soon is the opening click's
  const QRect san = list->visualRect(list->model()->index(notation->count() - 1, 0));
  QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, san.center());
  ASSERT_TRUE(waitUntil([&] { return !list->isVisible(); }));
  EXPECT_EQ(dialog->options().notation, render::Notation::San);
  // Engine commentary off, a key at the front: clicks on the boxes
  QCheckBox *engine = nullptr, *key = nullptr;
  for (QCheckBox* box : dialog->findChildren<QCheckBox*>()) {
    if (box->text() == QStringLiteral("Engine commentary")) engine = box;
    if (box->text() == QStringLiteral("A key to the signs at the front")) key = box;
  }
  ASSERT_TRUE(engine && key);
  QTest::mouseClick(engine, Qt::LeftButton, {}, QPoint(8, engine->height() / 2));
  QTest::mouseClick(key, Qt::LeftButton, {}, QPoint(8, key->height() / 2));
  EXPECT_FALSE(dialog->options().engine_comments);
  EXPECT_TRUE(dialog->options().key);
  // The author typed
  QLineEdit* author = dialog->findChild<QLineEdit*>();
  ASSERT_TRUE(author);
  QTest::mouseClick(author, Qt::LeftButton);
  QTest::keyClicks(author, QStringLiteral("Saban Press"));
  EXPECT_EQ(dialog->options().author, QStringLiteral("Saban Press"));
  if (const QByteArray shot = qgetenv("SABAN_EXPORT_SHOT"); !shot.isEmpty()) {
    EXPECT_TRUE(dialog->grab().save(QString::fromLocal8Bit(shot)));
  }

  const render::PublicationOptions o = dialog->options();
  const auto game = render::publisher(doc.record());
  ASSERT_TRUE(waitUntil(
      [&] { return dialog->previewPages() == render::published_pdf_page_count({game(o)}, o); }, 20000));
  QPushButton* pdfButton = nullptr;
  for (QPushButton* b : dialog->findChildren<QPushButton*>())
    if (b->text() == QStringLiteral("Export PDF…")) pdfButton = b;
  ASSERT_TRUE(pdfButton);
  QTemporaryDir dir;
  const QString pdf = dir.filePath(QStringLiteral("book.pdf"));
  bool answered = false;
  answerFileDialog(pdf, &answered);
  QTest::mouseClick(pdfButton, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&] { return answered && !openExportDialog(w); }));
  const QString text = pdfText(pdf);
  EXPECT_TRUE(text.contains(QStringLiteral("How to read the games"))) << text.left(400).toStdString();
  EXPECT_FALSE(text.contains(QStringLiteral("Better was")));
  EXPECT_FALSE(text.contains(QString::fromUtf8("tốt nhất")));
  EXPECT_FALSE(text.contains(QStringLiteral("K1,8_5,8")));  // SAN, not the rulebook's row,column
  EXPECT_TRUE(run(QStringLiteral("pdfinfo"), {pdf}).contains(QStringLiteral("Saban Press")));

  // The next export starts from these choices; engine commentary back on prints the better lines in SAN
  w.activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
  w.gamePane()->currentBoard()->setFocus();
  pressKey(w, Qt::Key_P, Qt::ControlModifier);
  ASSERT_TRUE(waitUntil([&] { return (dialog = openExportDialog(w)) != nullptr; }));
  EXPECT_EQ(dialog->options().notation, render::Notation::San);
  EXPECT_FALSE(dialog->options().engine_comments);
  EXPECT_EQ(dialog->options().author, QStringLiteral("Saban Press"));
  for (QCheckBox* box : dialog->findChildren<QCheckBox*>())
    if (box->text() == QStringLiteral("Engine commentary")) engine = box;
  QTest::mouseClick(engine, Qt::LeftButton, {}, QPoint(8, engine->height() / 2));
  ASSERT_TRUE(dialog->exportTo(pdf, &error)) << error.toStdString();
  const QString with = pdfText(pdf).simplified();
  EXPECT_TRUE(with.contains(QStringLiteral("Better was 3... "))) << with.left(2000).toStdString();
  dialog->close();
  QSettings settings;  // the next tests' exports start from the defaults
  for (const char* k :
       {"export/notation", "export/key", "export/engineComments", "export/author", "export/language"})
    settings.remove(QString::fromLatin1(k));
}

// The window shown with the Cờ Đông Sơn sample open, the focus on its board.
class DongSonExport : public ::testing::Test, protected OpenWindow {
 protected:
  void SetUp() override {
    ASSERT_TRUE(show());
    QString error;
    ASSERT_TRUE(
        window->openFile(QStringLiteral(SABAN_SAMPLES "/dong-son/selfplay-depth3-annotated.pgn"), &error))
        << error.toStdString();
    window->gamePane()->dsBoard()->setFocus();
  }
};

TEST_F(DongSonExport, TheGameOpenedByItsShortcutAsPdfAndHtml) {
  const parser::DsGameTree* tree = doc.tree<games::DongSon>();
  ASSERT_NE(tree, nullptr);
  const parser::dongson::DsRecord record = tree->record();
  ASSERT_GT(record.moves.size(), 3u);
  // The first moves in the game's SAN, as the record has them
  saban::dongson::Game game(record.start);
  QStringList moves;
  for (std::size_t i = 0; i < 3; ++i) {
    moves << QString::fromStdString(parser::dongson::to_san(game, record.moves[i].turn));
    game.play(record.moves[i].turn);
  }

  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  const QString pdf = dir.filePath(QStringLiteral("dongson.pdf"));
  ASSERT_TRUE(exportByHand(*window, render::publisher(record), QStringLiteral("Export PDF…"), pdf));
  EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("Game exported")));
  const QString text = pdfText(pdf);
  for (const QString& side : {QStringLiteral("Thủy"), QStringLiteral("Sơn")})
    EXPECT_TRUE(text.contains(side)) << side.toStdString() << " not in " << text.left(600).toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("Saban depth 3")));
  for (const QString& m : moves) EXPECT_TRUE(text.contains(m)) << m.toStdString() << " not in the PDF";
  EXPECT_FALSE(text.contains(QStringLiteral("Red"))) << "a Commander Chess word";

  const QString html = dir.filePath(QStringLiteral("dongson.html"));
  ASSERT_TRUE(exportByHand(*window, render::publisher(record), QStringLiteral("Export HTML…"), html));
  QFile f(html);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  const QString page = QString::fromUtf8(f.readAll());
  EXPECT_TRUE(page.startsWith(QStringLiteral("<!DOCTYPE html>"), Qt::CaseInsensitive));
  for (const QString& side : {QStringLiteral("Thủy"), QStringLiteral("Sơn")})
    EXPECT_TRUE(page.contains(side)) << side.toStdString();
  for (const QString& m : moves) EXPECT_TRUE(page.contains(m)) << m.toStdString() << " not in the page";
  EXPECT_TRUE(page.contains(QStringLiteral("ds-thuy-")));  // the 9×9 board's pieces for its script
}

TEST_F(DongSonExport, TheBoardShownAsPngAndSvg) {
  for (int i = 0; i < 6; ++i) pressKey(*window, Qt::Key_Right);
  ASSERT_EQ(doc.ply(), 6);
  pressKey(*window, Qt::Key_F, Qt::ControlModifier);  // Sơn at the bottom
  const parser::DsGameTree* tree = doc.tree<games::DongSon>();
  ASSERT_NE(tree, nullptr);

  // File → Export the board, by the menu's keys, then the file dialog.
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  auto exportBoard = [&](const QString& path) {
    window->activateWindow();  // back to the window, as after a dialog closes
    if (!QTest::qWaitForWindowActive(window.get())) return false;
    window->gamePane()->dsBoard()->setFocus();
    bool answered = false;
    answerFileDialog(path, &answered);
    QMenu* file = nullptr;
    for (QMenu* m : window->menuBar()->findChildren<QMenu*>())
      if (m->title() == QStringLiteral("&File")) file = m;
    if (!file) return false;
    pressKey(*window, Qt::Key_F, Qt::AltModifier);
    if (!waitUntil([&] { return file->isVisible(); })) return false;
    QTest::keyClick(file, Qt::Key_E);  // "&Export the board": its file dialog is answered meanwhile
    return waitUntil([&] { return answered && QFile::exists(path); });
  };
  const QString svgPath = dir.filePath(QStringLiteral("board.svg"));
  ASSERT_TRUE(exportBoard(svgPath));
  EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("Board exported")))
      << window->statusBar()->currentMessage().toStdString();
  QFile svgFile(svgPath);
  ASSERT_TRUE(svgFile.open(QIODevice::ReadOnly));
  const QString svg = QString::fromUtf8(svgFile.readAll());
  // The 9×9 board of the position shown: each piece on its square (the SVG names them), flipped as shown.
  render::DsDiagram shown = render::position_diagram(tree->position(), &tree->current()->turn);
  shown.flipped = true;
  auto style = render::DiagramStyle::colour();
  style.coordinates = currentCoordinates();
  // Its <title> says what it shows in the interface's language (English here)
  EXPECT_EQ(svg,
            render::any_diagram_svg(shown, style, 440, render::diagram_title(shown, render::Language::En)));
  EXPECT_TRUE(svg.contains(QStringLiteral(" to move</title>"))) << svg.left(300).toStdString();
  EXPECT_TRUE(svg.contains(QStringLiteral("data-zone=\"tam\"")));
  EXPECT_EQ(svg.count(QStringLiteral("class=\"point\"")), 81);

  const QString pngPath = dir.filePath(QStringLiteral("board.png"));
  ASSERT_TRUE(exportBoard(pngPath));
  const QImage png(pngPath);
  ASSERT_FALSE(png.isNull());
  EXPECT_EQ(png, render::ds_diagram_image(shown, style, 880).convertToFormat(png.format()));
}

}  // namespace saban::gui::test
