// File → Export the game: the dialog's options reach the publication writers, the preview shows the PDF's
// pages, and the PDF and HTML written from the GUI hold the game (read back with pdftotext and pdfinfo).
#include <gtest/gtest.h>

#include <QComboBox>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "gui/core/database.h"
#include "gui/export/exportdialog.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "gui_fixture.h"
#include "render/publication.h"

namespace saban::gui::test {

namespace {
// The standard output of a poppler tool run on a file.
QString run(const QString& tool, QStringList args) {
  QProcess p;
  p.start(tool, args);
  if (!p.waitForFinished(30000) || p.exitCode() != 0) return {};
  return QString::fromUtf8(p.readAllStandardOutput());
}
}  // namespace

TEST(ExportDialog, WritesThePdfAndHtmlOfTheOpenGameWithAPreview) {
  Database db;
  GameDocument doc;
  MainWindow w(&db, &doc);
  QString error;
  ASSERT_TRUE(w.openFile(QStringLiteral(SABAN_SAMPLES "/publication/game-2.ctr"), &error))
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

}  // namespace saban::gui::test
