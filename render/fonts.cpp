#include "render/fonts.h"

#include <QFontDatabase>
#include <QStringList>

namespace saban::render {

bool load_fonts() {
  static const bool loaded = [] {
    bool ok = true;
    for (const char* name : {"NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf",
                             "NotoSans-BoldItalic.ttf", "NotoSansMath-Regular.ttf"})
      ok = QFontDatabase::addApplicationFont(QStringLiteral(":/saban/fonts/") + QLatin1String(name)) >= 0 &&
           ok;
    return ok;
  }();
  return loaded;
}

QString font_family() { return QStringLiteral("Noto Sans"); }

QFont base_font(bool bold, bool italic) {
  load_fonts();
  QFont f(font_family());
  f.setStyleStrategy(QFont::NoFontMerging);
  f.setHintingPreference(QFont::PreferNoHinting);
  f.setKerning(true);
  f.setBold(bold);
  f.setItalic(italic);
  return f;
}

QFont symbol_font() {
  load_fonts();
  QFont f(QStringLiteral("Noto Sans Math"));
  f.setStyleStrategy(QFont::NoFontMerging);
  f.setHintingPreference(QFont::PreferNoHinting);
  return f;
}

}  // namespace saban::render
