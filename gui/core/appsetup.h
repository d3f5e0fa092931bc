// Application-wide setup: fonts, interface language (Qt Linguist translations, Qt's own, the direction).
#pragma once

#include <QString>
#include <QStringList>

class QApplication;

namespace saban::gui {

/// Registers the bundled font (Noto Sans from the Debian package, which covers Vietnamese) and keeps the
/// platform's font and size, switching only the family when the platform's cannot write Vietnamese.
void loadBundledFont(QApplication& app);
/// Makes the bundled font at a fixed size the application font: screenshots and tests, the same everywhere.
void useBundledFont(QApplication& app);

/// Installs the translation for `language` ("vi", "en", "ar", or "" for the saved choice, else the system
/// locale), Qt's own translation of its dialogs for it, and the layout direction (right to left for Arabic).
/// Returns the language in use.
QString installLanguage(const QString& language = {});
/// The language in use ("vi", "en" or "ar").
QString currentLanguage();
/// The languages the interface is available in.
QStringList availableLanguages();
/// A language's own name ("Tiếng Việt", "العربية"), for the language menu.
QString languageName(const QString& language);
/// Whether the language is written right to left.
bool isRightToLeft(const QString& language);

}  // namespace saban::gui
