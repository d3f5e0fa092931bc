// Running the `saban` program of the build (SABAN_CLI) in a child process from the render tests, as a user
// would, and what it printed (tests/db/run_saban.h is the same for the database tests, without Qt).
#pragma once

#include <gtest/gtest.h>

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace saban::render::test {

/// What `saban` did: its exit status (-1 when it crashed) and what it wrote, as bytes (an SVG, a PDF) or as
/// text.
struct SabanRun {
  int status = -1;
  QByteArray out, err;
  QString out_text() const { return QString::fromUtf8(out); }
  QString err_text() const { return QString::fromUtf8(err); }
};

/// Runs `saban args...` and waits for it (two minutes at most: longer fails the test).
inline SabanRun run_saban(const QStringList& args) {
  QProcess p;
  p.start(QStringLiteral(SABAN_CLI), args);
  EXPECT_TRUE(p.waitForFinished(120000));
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
          p.readAllStandardError()};
}

}  // namespace saban::render::test
