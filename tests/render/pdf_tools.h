// What the render tests that read a written PDF share: the PDF of some games, and a poppler tool's output on
// it.
#pragma once

#include <gtest/gtest.h>

#include <QBuffer>
#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <fstream>
#include <string>
#include <vector>

#include "parser/reader.h"
#include "parser/record.h"
#include "render/publication.h"
#include "render/published_game.h"

namespace saban::render::test {

/// The Commander Chess games of a record file; the reader's errors fail the test.
inline std::vector<parser::GameRecord> read_records(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << path;
  parser::RecordReader reader(in, path);
  parser::ReadGame g;
  std::vector<parser::GameRecord> games;
  while (reader.next(g)) {
    for (const auto& e : g.errors) ADD_FAILURE() << e.format();
    if (g.record) games.push_back(std::move(*g.record));
  }
  return games;
}

/// The PDF write_pdf makes of `games` (a failure to write fails the test).
inline QByteArray pdf_of(const std::vector<parser::GameRecord>& games, const PublicationOptions& o) {
  QByteArray bytes;
  QBuffer buf(&bytes);
  buf.open(QIODevice::WriteOnly);
  QString error;
  EXPECT_TRUE(write_pdf(games, o, buf, &error)) << error.toStdString();
  return bytes;
}

/// The PDF write_published_pdf makes of games of either game.
inline QByteArray pdf_of(const std::vector<PublishedGame>& games, const PublicationOptions& o) {
  QByteArray bytes;
  QBuffer buf(&bytes);
  buf.open(QIODevice::WriteOnly);
  QString error;
  EXPECT_TRUE(write_published_pdf(games, o, buf, &error)) << error.toStdString();
  return bytes;
}

/// Runs a poppler tool on a PDF and returns its standard output (`last` arguments after the file's path).
inline QString run_tool(const QString& tool, QStringList args, const QByteArray& pdf,
                        const QStringList& last = {}) {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("book.pdf"));
  QFile f(path);
  EXPECT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(pdf);
  f.close();
  args << path << last;
  QProcess p;
  p.start(tool, args);
  EXPECT_TRUE(p.waitForFinished(120000)) << tool.toStdString();
  EXPECT_EQ(p.exitCode(), 0) << tool.toStdString() << ": " << p.readAllStandardError().toStdString();
  return QString::fromUtf8(p.readAllStandardOutput());
}

/// The PDF's text as pdftotext reads it (UTF-8).
inline QString text_of(const QByteArray& pdf) {
  return run_tool(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8")}, pdf,
                  {QStringLiteral("-")});
}

/// A word of a PDF page as pdftotext -bbox places it (points from the page's top left; `page` from 1).
struct PdfWord {
  int page;
  double x0, y0, x1, y1;
  QString text;
};
struct PdfPage {
  double width, height;
  std::vector<PdfWord> words;
};

/// Every word of every page with its box (pdftotext -bbox).
inline std::vector<PdfPage> pdf_boxes(const QByteArray& pdf) {
  const QString html =
      run_tool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox")}, pdf, {QStringLiteral("-")});
  std::vector<PdfPage> pages;
  QXmlStreamReader xml(html);
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    const auto a = xml.attributes();
    if (xml.name() == QLatin1String("page")) {
      pages.push_back(
          {a.value(QLatin1String("width")).toDouble(), a.value(QLatin1String("height")).toDouble(), {}});
    } else if (xml.name() == QLatin1String("word") && !pages.empty()) {
      PdfWord w{static_cast<int>(pages.size()),
                a.value(QLatin1String("xMin")).toDouble(),
                a.value(QLatin1String("yMin")).toDouble(),
                a.value(QLatin1String("xMax")).toDouble(),
                a.value(QLatin1String("yMax")).toDouble(),
                {}};
      w.text = xml.readElementText();
      pages.back().words.push_back(w);
    }
  }
  EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
  return pages;
}

/// The text of pages `first` to `last` (from 1) as pdftotext reads it.
inline QString pages_text(const QByteArray& pdf, int first, int last) {
  return run_tool(QStringLiteral("pdftotext"),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"),
                   QString::number(first), QStringLiteral("-l"), QString::number(last)},
                  pdf, {QStringLiteral("-")});
}

}  // namespace saban::render::test
