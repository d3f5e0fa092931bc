// What QPdfWriter cannot write, added to its PDF as an incremental update (the file as Qt wrote it, then the
// objects that change or are new, their cross-reference section and a trailer pointing back): the outline
// (bookmarks), links inside the document, the document's language, its author, and the subset tag on the
// fonts' /BaseFont names (Qt writes it on the font descriptor only). Internal to render/.
#pragma once

#include <QByteArray>
#include <QRectF>
#include <QString>
#include <vector>

namespace saban::render {

/// A place in the document: a page (from 1) and a height on it in points from the top.
struct PdfPlace {
  int page = 1;
  double y = 0;
};

struct PdfOutlineEntry {
  QString title;
  PdfPlace place;
};

/// A rectangle of a page (points, from the page's top left) that jumps to a place when clicked.
struct PdfLink {
  int page = 1;
  QRectF rect;
  PdfPlace target;
};

struct PdfExtras {
  QString author;    ///< empty: none
  QString language;  ///< BCP 47 ("vi", "en")
  std::vector<PdfOutlineEntry> outline;
  std::vector<PdfLink> links;
};

/// Appends the extras to a PDF written by QPdfWriter (one cross-reference table, pages with an /Annots array
/// each); false with `error` set when the file is not as expected (nothing changed then).
bool add_pdf_extras(QByteArray& pdf, const PdfExtras& extras, QString* error = nullptr);

}  // namespace saban::render
