// Application-wide setup: bundled font, interface language (Qt Linguist translations), settings.
#pragma once

#include <QString>
#include <QStringList>

class QApplication;

namespace saban::gui {

/// Loads the bundled font (Noto Sans from the Debian package, which covers Vietnamese) and makes it the
/// application font, so that output does not depend on the machine's fonts.
void loadBundledFont(QApplication& app);

/// Installs the translation for `language` ("vi", "en", or "" for the saved choice, else the system locale).
/// Returns the language in use.
QString installLanguage(const QString& language = {});
/// The language in use ("vi" or "en").
QString currentLanguage();
/// The languages the interface is available in.
QStringList availableLanguages();

}  // namespace saban::gui
