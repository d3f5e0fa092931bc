#include "gui/core/appsetup.h"

#include <QApplication>
#include <QFile>
#include <QFont>
#include <QFontDatabase>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include "render/fonts.h"

namespace saban::gui {

namespace {
QTranslator* g_translator = nullptr;
QString g_language = QStringLiteral("en");
}  // namespace

// Noto Sans, compiled into render/ from Debian's fonts-noto-core (the same shapes as in print and export).
void loadBundledFont(QApplication& app) {
  if (!render::load_fonts()) return;
  QFont font = render::base_font();
  font.setPointSizeF(9.5);
  font.setHintingPreference(QFont::PreferDefaultHinting);
  // The interface, unlike print, may take a character Noto Sans lacks from another font (the annotation
  // symbols ⩲ ∞ □ … from Noto Sans Math or DejaVu Sans): no empty boxes.
  font.setStyleStrategy(QFont::PreferDefault);
  app.setFont(font);
}

QString installLanguage(const QString& language) {
  QString lang = language;
  if (lang.isEmpty()) lang = QSettings().value(QStringLiteral("language")).toString();
  if (lang.isEmpty())
    lang = QLocale::system().language() == QLocale::Vietnamese ? QStringLiteral("vi") : QStringLiteral("en");
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
