#include "gui/core/appsetup.h"

#include <QApplication>
#include <QFile>
#include <QFont>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include "render/fonts.h"

namespace saban::gui {

namespace {
QTranslator* g_translator = nullptr;
QTranslator* g_qtTranslator = nullptr;
QString g_language = QStringLiteral("en");

void removeTranslator(QTranslator*& t) {
  if (!t) return;
  QCoreApplication::removeTranslator(t);
  delete t;
  t = nullptr;
}

// Loads the first of `files` that exists and installs it in `slot`.
void installFirst(QTranslator*& slot, const QStringList& files) {
  removeTranslator(slot);
  for (const QString& file : files) {
    auto* t = new QTranslator;
    if (t->load(file)) {
      QCoreApplication::installTranslator(t);
      slot = t;
      return;
    }
    delete t;
  }
}

// The bundled family when the platform's font cannot write Vietnamese (Qt falls back glyph by glyph
// otherwise).
QFont withVietnamese(QFont font) {
  const QList<QFontDatabase::WritingSystem> ws = QFontDatabase::writingSystems(font.family());
  if (!ws.contains(QFontDatabase::Vietnamese)) font.setFamily(render::font_family());
  return font;
}
}  // namespace

// The platform's font, family and size (the user's settings), with Noto Sans (compiled into render/ from
// Debian's fonts-noto-core) registered as a fallback for Vietnamese.
void loadBundledFont(QApplication& app) {
  if (!render::load_fonts()) return;
  app.setFont(withVietnamese(app.font()));
}

// Noto Sans at 9.5 pt whatever the machine: the same pixels in screenshots and tests. Glyphs it lacks
// (Arabic) come from the system's fonts (font merging on, unlike the renderer's exact output).
void useBundledFont(QApplication& app) {
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
  if (lang.isEmpty()) {
    const QLocale::Language system = QLocale::system().language();
    lang = system == QLocale::Vietnamese ? QStringLiteral("vi")
           : system == QLocale::Arabic   ? QStringLiteral("ar")
                                         : QStringLiteral("en");
  }
  if (!availableLanguages().contains(lang)) lang = QStringLiteral("en");
  installFirst(g_translator, {QStringLiteral(":/i18n/saban_%1.qm").arg(lang)});
  // Qt's own messages (dialog buttons, the file dialog): the system's (qt6-translations-l10n), else ours.
  const QString qtbase = QStringLiteral("qtbase_%1.qm").arg(lang);
  installFirst(g_qtTranslator, lang == QLatin1String("en")
                                   ? QStringList{}
                                   : QStringList{QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                                                     QLatin1Char('/') + qtbase,
                                                 QStringLiteral(":/i18n/") + qtbase});
  g_language = lang;
  // Arabic is written right to left: docks, menus, lists and dialogs mirror (the boards do not, boardwidget).
  QGuiApplication::setLayoutDirection(isRightToLeft(lang) ? Qt::RightToLeft : Qt::LeftToRight);
  return lang;
}

QString currentLanguage() { return g_language; }

QStringList availableLanguages() {
  return {QStringLiteral("en"), QStringLiteral("vi"), QStringLiteral("ar")};
}

QString languageName(const QString& language) {
  if (language == QLatin1String("vi")) return QStringLiteral("Tiếng Việt");
  if (language == QLatin1String("ar")) return QStringLiteral("العربية");
  return QStringLiteral("English");
}

bool isRightToLeft(const QString& language) { return language == QLatin1String("ar"); }

}  // namespace saban::gui
