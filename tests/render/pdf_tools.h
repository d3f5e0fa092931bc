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
#include <vector>

#include "parser/record.h"
#include "render/publication.h"
#include "render/published_game.h"

namespace saban::render::test {

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

}  // namespace saban::render::test
