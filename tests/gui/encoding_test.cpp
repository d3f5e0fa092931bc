// A record file whose encoding detection cannot read (ISO-8859-1 names: samples/broken/latin1-names.pgn)
// opens once the user names its encoding: File → Open says why it cannot be decoded and offers the choice;
// the encoding dialog shows the file's first lines as each encoding reads them. The import dialog names one
// encoding for every file the same way.
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <filesystem>

#include "file_dialog.h"
#include "gui/database/importdialog.h"
#include "gui/game/gamepane.h"
#include "gui/shell/encodingdialog.h"
#include "gui_fixture.h"
#include "open_window.h"

namespace saban::gui::test {
namespace {

const QString kLatin1 = QStringLiteral(SABAN_SAMPLES "/broken/latin1-names.pgn");

// What the encoding dialog shows: the encoding chosen, the verdict above the preview and the preview.
struct Shown {
  QString encoding, verdict, preview;
  bool canOpen = false;
};
Shown shown(EncodingDialog* d) {
  Shown s;
  if (auto* box = d->findChild<QComboBox*>()) s.encoding = box->currentText();
  for (QLabel* l : d->findChildren<QLabel*>())
    if (l->text().contains(QStringLiteral("Byte")) || l->text().contains(QStringLiteral("first lines")))
      s.verdict = l->text();
  if (auto* p = d->findChild<QPlainTextEdit*>()) s.preview = p->toPlainText();
  for (QPushButton* b : d->findChildren<QPushButton*>())
    if (b->text() == EncodingDialog::tr("&Open")) s.canOpen = b->isEnabled();
  return s;
}

TEST(RecordEncoding, AFileDetectionCannotReadOpensInTheEncodingTheUserNames) {
  OpenWindow open;
  ASSERT_TRUE(open.show());
  MainWindow& w = *open.window;
  w.gamePane()->currentBoard()->setFocus();
  bool answered = false, boxSeen = false, dialogSeen = false;
  QString boxText, secondWarning;
  Shown first, tcvn3, again;
  answerFileDialog(kLatin1, &answered);
  // The warning says why and offers the choice as its default button: Enter takes it.
  answerModal<QMessageBox>([&](QMessageBox* box) {
    boxSeen = true;
    boxText = box->text();
    QTest::keyClick(box, Qt::Key_Return);
  });
  // The dialog: the keys on the encoding; Down tries the next one, Up comes back, Enter opens.
  answerModal<EncodingDialog>([&](EncodingDialog* d) {
    dialogSeen = true;
    first = shown(d);
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : d, Qt::Key_Down);
    tcvn3 = shown(d);
    QTest::keyClick(focus ? focus : d, Qt::Key_Up);
    again = shown(d);
    QTest::keyClick(focus ? focus : d, Qt::Key_Return);
    if (d->isVisible()) d->reject();  // Enter did not open: the test fails instead of waiting
  });
  pressKey(w, Qt::Key_O, Qt::ControlModifier);
  const bool done = waitUntil([&] { return dialogSeen && !QApplication::activeModalWidget(); }, 30000);
  // Should the file still not open, the warning comes again: closed, and the test fails on what it said.
  if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
    secondWarning = box->text();
    box->reject();
  }
  ASSERT_TRUE(done) << "file dialog answered " << answered << ", warning seen " << boxSeen << ", "
                    << secondWarning.toStdString();
  EXPECT_TRUE(boxText.contains(QStringLiteral("cannot be decoded"))) << boxText.toStdString();
  EXPECT_TRUE(boxText.contains(QStringLiteral("from line 2"))) << boxText.toStdString();
  EXPECT_TRUE(boxText.contains(QStringLiteral("Windows-1258, TCVN3 or VNI"))) << boxText.toStdString();
  EXPECT_FALSE(boxText.contains(QStringLiteral("--encoding"))) << "no advice the application cannot act on";

  // Nothing detected: Windows-1258 first (not marked detected), the names read right in it.
  EXPECT_EQ(first.encoding.toStdString(), "Windows-1258 (CP1258)");
  EXPECT_TRUE(first.preview.contains(QStringLiteral("[Red \"José Müller\"]"))) << first.preview.toStdString();
  EXPECT_TRUE(first.canOpen);
  // TCVN3 reads the same bytes as other letters: the preview shows it.
  EXPECT_EQ(tcvn3.encoding.toStdString(), "TCVN3 (ABC)");
  EXPECT_FALSE(tcvn3.preview.contains(QStringLiteral("Müller"))) << tcvn3.preview.toStdString();
  EXPECT_EQ(again.preview.toStdString(), first.preview.toStdString());
  EXPECT_TRUE(secondWarning.isEmpty()) << secondWarning.toStdString();

  // The game opened, its names as the file's author wrote them.
  EXPECT_EQ(open.doc.record().tag("Red"), "José Müller");
  EXPECT_EQ(open.doc.record().tag("Site"), "Zürich");
  EXPECT_EQ(open.doc.record().moves.size(), 4u);
}

// The warning's words: the path as it is (a '%1' in it is not a placeholder), the line, the encoding named.
TEST(RecordEncoding, TheWarningSaysTheLineAndTheEncoding) {
  QTemporaryDir dir;
  QFile latin1(kLatin1);
  ASSERT_TRUE(latin1.open(QIODevice::ReadOnly));
  const QString path = writeTestFile(dir, QStringLiteral("names%1 100%.pgn"), latin1.readAll());
  Database db;
  GameDocument doc;
  MainWindow w(&db, &doc);
  QString error;
  bool undecodable = false;
  ASSERT_FALSE(w.openFile(path, &error, std::nullopt, &undecodable));
  EXPECT_TRUE(undecodable);
  EXPECT_TRUE(error.startsWith(path + QStringLiteral(" cannot be decoded: from line 2 ")))
      << error.toStdString();
  ASSERT_FALSE(w.openFile(path, &error, parser::Encoding::Utf8, &undecodable));
  EXPECT_TRUE(undecodable);
  EXPECT_TRUE(error.contains(QStringLiteral("line 2 holds a byte that is not UTF-8, the encoding named")))
      << error.toStdString();
  // Not a decoding error: no encoding to offer.
  ASSERT_FALSE(w.openFile(QStringLiteral(SABAN_SAMPLES "/broken/illegal-move.ctr"), &error, std::nullopt,
                          &undecodable));
  EXPECT_FALSE(undecodable);
}

// A byte the encoding chosen cannot decode is said with its line, and Open waits for an encoding that reads.
TEST(RecordEncoding, TheDialogSaysWhereAnEncodingFails) {
  QTemporaryDir dir;
  // Valid Windows-1258 and TCVN3 bytes, but 0xFF on line 3 is no UTF-8.
  const QString path = writeTestFile(dir, QStringLiteral("old.ctr"),
                                     QByteArray("[Event \"x\"]\n[Site \"y\"]\n[Red \"\xFF\"]\n"));
  EncodingDialog dialog(path, {});
  dialog.show();
  ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
  QComboBox* box = dialog.findChild<QComboBox*>();
  ASSERT_NE(box, nullptr);
  EXPECT_EQ(QApplication::focusWidget(), box) << "the keys are on the choice";
  for (int i = 0; i < box->count() && shown(&dialog).encoding != QStringLiteral("UTF-8"); ++i)
    QTest::keyClick(box, Qt::Key_Down);
  const Shown utf8 = shown(&dialog);
  ASSERT_EQ(utf8.encoding.toStdString(), "UTF-8");
  EXPECT_TRUE(utf8.verdict.contains(QStringLiteral("Byte 0xFF on line 3 is not UTF-8")))
      << utf8.verdict.toStdString();
  EXPECT_FALSE(utf8.canOpen);
  EXPECT_TRUE(utf8.preview.isEmpty());
  QTest::keyClick(box, Qt::Key_Home);
  EXPECT_TRUE(shown(&dialog).canOpen);
  EXPECT_EQ(dialog.encoding(), parser::Encoding::Windows1258);
}

class ImportEncoding : public GuiDatabase {
 protected:
  ImportEncoding() : GuiDatabase(false) {}

  // Imports the file with the encoding item `item` chosen by the user's keys (Home, then Down `item` times).
  ImportSummary importWith(const QString& path, int item) {
    ImportDialog dialog(database.get());
    dialog.addPaths({path});
    bool finished = false;
    QObject::connect(&dialog, &ImportDialog::finished, [&] { finished = true; });
    dialog.show();
    EXPECT_TRUE(QTest::qWaitForWindowActive(&dialog));
    QComboBox* encoding = dialog.findChild<QComboBox*>();
    EXPECT_NE(encoding, nullptr);
    if (!encoding) return {};
    encoding->setFocus();
    QTest::keyClick(encoding, Qt::Key_Home);
    for (int i = 0; i < item; ++i) QTest::keyClick(encoding, Qt::Key_Down);
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
      if (b->text() == ImportDialog::tr("Import")) QTest::mouseClick(b, Qt::LeftButton);
    EXPECT_TRUE(waitUntil([&] { return finished; }, 60000));
    return dialog.summary();
  }
};

TEST_F(ImportEncoding, AFileRejectedWholeImportsWithItsEncodingChosen) {
  // Detected for each file (the first item): the file cannot be decoded, rejected whole, and the summary says
  // what to do.
  const ImportSummary detected = importWith(kLatin1, 0);
  EXPECT_TRUE(detected.error.isEmpty()) << detected.error.toStdString();
  EXPECT_EQ(detected.inserted, 0);
  EXPECT_EQ(detected.filesRejected, 1);
  ASSERT_EQ(detected.rejectedGames.size(), 1);
  EXPECT_EQ(detected.rejectedGames[0].line, 2) << "the line of the first byte that could not be decoded";
  EXPECT_FALSE(detected.rejectedGames[0].reason.contains(QStringLiteral("--encoding")));
  // Windows-1258 (the second item): the game is imported, its names right.
  const ImportSummary named = importWith(kLatin1, 1);
  EXPECT_TRUE(named.error.isEmpty()) << named.error.toStdString();
  EXPECT_EQ(named.inserted, 1);
  EXPECT_EQ(named.filesRejected, 0);
  EXPECT_EQ(count("SELECT count(*) FROM player WHERE name = 'José Müller'"), 1);
}

}  // namespace
}  // namespace saban::gui::test
