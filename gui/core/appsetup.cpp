#include "core/appsetup.h"

#include <QApplication>
#include <QFile>
#include <QFont>
#include <QFontDatabase>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace saban::gui {

namespace {
QTranslator* g_translator = nullptr;
QString g_language = QStringLiteral("en");
}  // namespace

// The first of the Noto Sans files Debian installs; Qt's default otherwise.
void loadBundledFont(QApplication& app) {
  const char* files[] = {"/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
                         "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"};
  for (const char* file : files) {
    if (!QFile::exists(QString::fromLatin1(file))) continue;
    const int id = QFontDatabase::addApplicationFont(QString::fromLatin1(file));
    if (id < 0) continue;
    QFontDatabase::addApplicationFont(QString::fromLatin1(file).replace(QStringLiteral("Regular"),
                                                                         QStringLiteral("Bold")));
    const QStringList families = QFontDatabase::applicationFontFamilies(id);
    if (families.isEmpty()) continue;
    QFont font(families.first());
    font.setPointSizeF(9.5);
    app.setFont(font);
    return;
  }
}

QString installLanguage(const QString& language) {
  QString lang = language;
  if (lang.isEmpty()) lang = QSettings().value(QStringLiteral("language")).toString();
  if (lang.isEmpty()) lang = QLocale::system().language() == QLocale::Vietnamese ? QStringLiteral("vi")
                                                                                  : QStringLiteral("en");
  if (!availableLanguages().contains(lang)) lang = QStringLiteral("en");
  if (g_translator) {
    QCoreApplication::removeTranslator(g_translator);
    delete g_translator;
    g_translator = nullptr;
  }
  auto* t = new QTranslator;
  if (t->load(QStringLiteral(":/i18n/saban_%1.qm").arg(lang))) {
    QCoreApplication::installTranslator(t);
    g_translator = t;
  } else {
    delete t;
  }
  g_language = lang;
  return lang;
}

QString currentLanguage() { return g_language; }

QStringList availableLanguages() { return {QStringLiteral("en"), QStringLiteral("vi")}; }

}  // namespace saban::gui
