// The encodings of record files as the application offers them (parser/encoding.h): one list for every place
// a user names a file's encoding (opening a record file, importing).
#pragma once

#include <QString>
#include <optional>

#include "parser/encoding.h"

class QComboBox;

namespace saban::gui {

/// The encoding's name for people: "UTF-8", "Windows-1258 (CP1258)", "TCVN3 (ABC)", "VNI (VNI-Windows)"...
QString encodingLabel(parser::Encoding encoding);

/// Fills `box` with the encodings a user may name (the 8-bit Vietnamese ones first, then UTF-8 and UTF-16),
/// each item's data the encoding's parser name; first `detect` (data empty) when it is not empty.
void addEncodings(QComboBox* box, const QString& detect = {});

/// The encoding of `box`'s current item (addEncodings' items); none for the `detect` item.
std::optional<parser::Encoding> chosenEncoding(const QComboBox* box);

}  // namespace saban::gui
