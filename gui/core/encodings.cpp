#include "gui/core/encodings.h"

#include <QComboBox>
#include <QCoreApplication>

namespace saban::gui {

namespace {

// The order offered: the encodings of old Vietnamese files first (what a user names when detection fails or
// guesses wrong), then Unicode. UTF-8 with a BOM is UTF-8 to the reader (the BOM is dropped either way).
constexpr parser::Encoding kOffered[] = {parser::Encoding::Windows1258, parser::Encoding::Tcvn3,
                                         parser::Encoding::Vni,         parser::Encoding::Utf8,
                                         parser::Encoding::Utf16LE,     parser::Encoding::Utf16BE};

}  // namespace

QString encodingLabel(parser::Encoding encoding) {
  switch (encoding) {
    case parser::Encoding::Utf8:
      return QStringLiteral("UTF-8");
    case parser::Encoding::Utf8Bom:
      return QCoreApplication::translate("Encodings", "UTF-8 with a byte order mark");
    case parser::Encoding::Utf16LE:
      return QStringLiteral("UTF-16 LE");
    case parser::Encoding::Utf16BE:
      return QStringLiteral("UTF-16 BE");
    case parser::Encoding::Windows1258:
      return QStringLiteral("Windows-1258 (CP1258)");
    case parser::Encoding::Tcvn3:
      return QStringLiteral("TCVN3 (ABC)");
    case parser::Encoding::Vni:
      return QStringLiteral("VNI (VNI-Windows)");
    case parser::Encoding::Undetected:
      break;
  }
  return QCoreApplication::translate("Encodings", "no Vietnamese encoding");
}

void addEncodings(QComboBox* box, const QString& detect) {
  if (!detect.isEmpty()) box->addItem(detect, QString());
  for (parser::Encoding e : kOffered)
    box->addItem(encodingLabel(e), QString::fromLatin1(parser::encoding_name(e)));
}

std::optional<parser::Encoding> chosenEncoding(const QComboBox* box) {
  const QString name = box->currentData().toString();
  if (name.isEmpty()) return std::nullopt;
  return parser::encoding_by_name(name.toStdString());
}

}  // namespace saban::gui
