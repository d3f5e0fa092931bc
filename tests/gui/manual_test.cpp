// The manual F1 shows is the same book in every language that has one: each translation
// (gui/resources/manual_vi.md, manual_ar.md) has the English manual's (docs/gui.md) sections, at the same
// levels and in the same order, and each section the same tables with as many rows, so a section or a row of
// keys added to one and not to the other fails here.
#include <gtest/gtest.h>

#include <QFile>
#include <QRegularExpression>
#include <QStringList>

#include "gui/core/appsetup.h"

namespace saban::gui::test {
namespace {

// A manual's outline: each heading's level ("##"), then, per section, the count of its table rows (header and
// rule lines included); code blocks are skipped (a shell comment is no heading).
QStringList outline(const QString& language) {
  QFile file(QStringLiteral(":/manual/manual_%1.md").arg(language));
  if (!file.open(QIODevice::ReadOnly)) return {};
  QStringList out;
  bool code = false;
  int rows = 0;
  static const QRegularExpression heading(QStringLiteral("^(#+) "));
  for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
    if (line.startsWith(QLatin1String("```"))) code = !code;
    if (code) continue;
    if (const auto m = heading.match(line); m.hasMatch()) {
      if (!out.isEmpty()) out.back() += QStringLiteral(" rows %1").arg(rows);
      out.push_back(m.captured(1));
      rows = 0;
    } else if (line.startsWith(QLatin1Char('|'))) {
      ++rows;
    }
  }
  if (!out.isEmpty()) out.back() += QStringLiteral(" rows %1").arg(rows);
  return out;
}

TEST(Manual, EveryTranslationHasTheEnglishSectionsAndTables) {
  const QStringList english = outline(QStringLiteral("en"));
  ASSERT_GT(english.size(), 15) << "the English manual is read";
  int translations = 0;
  for (const QString& language : availableLanguages()) {
    if (language == QLatin1String("en")) continue;
    const QStringList translated = outline(language);
    if (translated.isEmpty()) continue;  // no manual of its own yet: F1 shows the English one
    ++translations;
    EXPECT_EQ(translated.size(), english.size()) << language.toStdString() << ": as many headings";
    for (int i = 0; i < std::min(translated.size(), english.size()); ++i)
      EXPECT_EQ(translated[i], english[i])
          << language.toStdString() << ": heading " << i + 1 << " (level, then the rows of its tables)";
  }
  EXPECT_GE(translations, 2) << "the Vietnamese and the Arabic manuals";
}

}  // namespace
}  // namespace saban::gui::test
