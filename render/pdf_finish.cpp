#include "render/pdf_finish.h"

#include <QRegularExpression>
#include <cmath>
#include <map>
#include <optional>

namespace saban::render {

namespace {

// The PDF as Qt wrote it: its objects' offsets (one cross-reference table) and its trailer's references.
struct Source {
  const QByteArray& bytes;
  std::vector<qsizetype> offsets;  // by object number; 0: free
  qsizetype xref = 0;
  int root = 0, info = 0;
};

std::optional<int> ref_after(const QByteArray& dict, const char* key) {
  const QRegularExpression re(QString::fromLatin1(key) + QStringLiteral(R"(\s+(\d+)\s+0\s+R)"));
  const QRegularExpressionMatch m = re.match(QString::fromLatin1(dict));
  if (!m.hasMatch()) return std::nullopt;
  return m.captured(1).toInt();
}

bool read_source(Source& s, QString* error) {
  auto fail = [&](const char* what) {
    if (error) *error = QStringLiteral("unexpected PDF: ") + QLatin1String(what);
    return false;
  };
  const QByteArray& b = s.bytes;
  const qsizetype sx = b.lastIndexOf("startxref");
  if (sx < 0) return fail("no startxref");
  s.xref = b.mid(sx + 9, 24).trimmed().split('\n').front().trimmed().toLongLong();
  if (s.xref <= 0 || !b.mid(s.xref, 4).startsWith("xref")) return fail("no cross-reference table");
  const qsizetype trailer = b.indexOf("trailer", s.xref);
  if (trailer < 0) return fail("no trailer");
  const QList<QByteArray> lines = b.mid(s.xref, trailer - s.xref).split('\n');
  std::size_t next = 0, left = 0;
  for (qsizetype i = 1; i < lines.size(); ++i) {
    const QList<QByteArray> f = lines[i].simplified().split(' ');
    if (f.size() == 2 && left == 0) {
      next = f[0].toULongLong(), left = f[1].toULongLong();
      if (s.offsets.size() < next + left) s.offsets.resize(next + left, 0);
    } else if (f.size() == 3 && left > 0) {
      if (f[2] == "n") s.offsets[next] = f[0].toLongLong();
      ++next, --left;
    }
  }
  const QByteArray t = b.mid(trailer, b.indexOf("startxref", trailer) - trailer);
  const auto root = ref_after(t, "/Root"), info = ref_after(t, "/Info");
  if (!root) return fail("no /Root");
  s.root = *root;
  s.info = info.value_or(0);
  return true;
}

// An object's body between "N 0 obj" and "stream" or "endobj" (a stream's dictionary, not its data).
QByteArray body(const Source& s, int n) {
  if (n <= 0 || static_cast<std::size_t>(n) >= s.offsets.size() || s.offsets[n] == 0) return {};
  const qsizetype at = s.bytes.indexOf("obj", s.offsets[n]);
  if (at < 0) return {};
  qsizetype end = s.bytes.indexOf("endobj", at);
  const qsizetype stream = s.bytes.indexOf("stream", at);
  if (stream >= 0 && (end < 0 || stream < end)) end = stream;
  return s.bytes.mid(at + 3, end - at - 3).trimmed();
}

// Text as a PDF string: UTF-16BE with its byte order mark, in hex.
QByteArray pdf_text(const QString& text) {
  QByteArray out = "<FEFF";
  for (const QChar c : text) out += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
  return out + ">";
}

QByteArray num(double v) { return QByteArray::number(std::round(v * 100) / 100, 'f', 2); }

// A dictionary with more entries before its closing ">>".
QByteArray with_entries(QByteArray dict, const QByteArray& entries) {
  const qsizetype close = dict.lastIndexOf(">>");
  return close < 0 ? dict : dict.insert(close, entries);
}

}  // namespace

bool add_pdf_extras(QByteArray& pdf, const PdfExtras& x, QString* error) {
  Source s{pdf, {}, 0, 0, 0};
  if (!read_source(s, error)) return false;
  const QByteArray catalog = body(s, s.root);
  const auto pages_ref = ref_after(catalog, "/Pages");
  if (!pages_ref) {
    if (error) *error = QStringLiteral("unexpected PDF: no /Pages");
    return false;
  }
  // The pages in order, each with its /Annots array and height
  struct Page {
    int ref = 0, annots = 0;
    double height = 842;
  };
  std::vector<Page> pages;
  const QByteArray kids = body(s, *pages_ref);
  static const QRegularExpression ref_re(QStringLiteral(R"((\d+)\s+0\s+R)"));
  const qsizetype kids_at = kids.indexOf("/Kids");
  const QString kid_list = QString::fromLatin1(kids.mid(kids_at, kids.indexOf(']', kids_at) - kids_at + 1));
  for (auto it = ref_re.globalMatch(kid_list); it.hasNext();) {
    Page p;
    p.ref = it.next().captured(1).toInt();
    const QByteArray page = body(s, p.ref);
    p.annots = ref_after(page, "/Annots").value_or(0);
    static const QRegularExpression box(QStringLiteral(R"(/MediaBox\s*\[\s*\S+\s+\S+\s+\S+\s+(\S+)\s*\])"));
    if (const auto m = box.match(QString::fromLatin1(page)); m.hasMatch())
      p.height = m.captured(1).toDouble();
    pages.push_back(p);
  }
  const auto page_of = [&](int n) -> const Page* {
    return n >= 1 && static_cast<std::size_t>(n) <= pages.size() ? &pages[n - 1] : nullptr;
  };

  std::map<int, QByteArray> out;  // object number -> its new body
  int size = static_cast<int>(s.offsets.size());
  const auto dest = [&](const PdfPlace& p) -> QByteArray {
    const Page* page = page_of(p.page);
    if (!page) return {};
    return "[" + QByteArray::number(page->ref) + " 0 R /XYZ 0 " + num(page->height - p.y) + " null]";
  };

  // Links: each page's /Annots array (Qt writes one, empty, per page) gets its link annotations
  std::map<int, QByteArray> annots;  // page's /Annots object -> the references added
  for (const PdfLink& l : x.links) {
    const Page* page = page_of(l.page);
    const QByteArray d = dest(l.target);
    if (!page || !page->annots || d.isEmpty()) continue;
    const int n = size++;
    out[n] = "<< /Type /Annot /Subtype /Link /Rect [" + num(l.rect.left()) + " " +
             num(page->height - l.rect.bottom()) + " " + num(l.rect.right()) + " " +
             num(page->height - l.rect.top()) + "] /Border [0 0 0] /Dest " + d + " >>";
    annots[page->annots] += " " + QByteArray::number(n) + " 0 R";
  }
  for (const auto& [n, refs] : annots) {
    QByteArray a = body(s, n);
    const qsizetype close = a.lastIndexOf(']');
    out[n] = close < 0 ? "[" + refs + " ]" : a.insert(close, refs + " ");
  }

  // The outline: one level, in the order given
  QByteArray catalog_entries;
  if (!x.outline.empty()) {
    const int root = size++;
    const int first = size;
    const int count = static_cast<int>(x.outline.size());
    size += count;
    for (int i = 0; i < count; ++i) {
      QByteArray e =
          "<< /Title " + pdf_text(x.outline[i].title) + " /Parent " + QByteArray::number(root) + " 0 R";
      if (i > 0) e += " /Prev " + QByteArray::number(first + i - 1) + " 0 R";
      if (i + 1 < count) e += " /Next " + QByteArray::number(first + i + 1) + " 0 R";
      const QByteArray d = dest(x.outline[i].place);
      if (!d.isEmpty()) e += " /Dest " + d;
      out[first + i] = e + " >>";
    }
    out[root] = "<< /Type /Outlines /First " + QByteArray::number(first) + " 0 R /Last " +
                QByteArray::number(first + count - 1) + " 0 R /Count " + QByteArray::number(count) + " >>";
    catalog_entries += "/Outlines " + QByteArray::number(root) + " 0 R\n/PageMode /UseOutlines\n";
  }
  if (!x.language.isEmpty()) catalog_entries += "/Lang (" + x.language.toLatin1() + ")\n";
  if (!catalog_entries.isEmpty()) out[s.root] = with_entries(catalog, catalog_entries);
  if (!x.author.isEmpty() && s.info)
    out[s.info] = with_entries(body(s, s.info), "/Author " + pdf_text(x.author) + "\n");

  // The subset tag of each font descriptor's /FontName on the fonts naming it without it
  std::map<QByteArray, QByteArray> tagged;  // NotoSans-Bold -> QJBAAA+NotoSans-Bold
  static const QRegularExpression font_name(QStringLiteral(R"(/FontName\s*/([A-Z]{6})\+(\S+))"));
  for (std::size_t n = 1; n < s.offsets.size(); ++n) {
    const QByteArray b = body(s, static_cast<int>(n));
    if (!b.contains("/FontDescriptor")) continue;
    if (const auto m = font_name.match(QString::fromLatin1(b)); m.hasMatch())
      tagged[m.captured(2).toLatin1()] = (m.captured(1) + QLatin1Char('+') + m.captured(2)).toLatin1();
  }
  static const QRegularExpression base_font(
      QStringLiteral(R"(/BaseFont\s*/([^\s/+<>\[\]]+)(?=[\s/<>\[\]]))"));
  for (std::size_t n = 1; n < s.offsets.size() && !tagged.empty(); ++n) {
    const QByteArray b = body(s, static_cast<int>(n));
    if (!b.startsWith("<<") || !b.contains("/Type /Font") || b.contains("/Type /FontDescriptor")) continue;
    const auto m = base_font.match(QString::fromLatin1(b));
    if (!m.hasMatch()) continue;
    const auto t = tagged.find(m.captured(1).toLatin1());
    if (t == tagged.end()) continue;
    QByteArray nb = b;
    nb.replace(m.capturedStart(1), m.capturedLength(1), t->second);
    out[static_cast<int>(n)] = nb;
  }
  if (out.empty()) return true;

  // The update: the objects, their cross-reference section (one subsection each) and the trailer
  QByteArray update = pdf.endsWith('\n') ? QByteArray() : QByteArray("\n");
  std::map<int, qsizetype> at;
  for (const auto& [n, b] : out) {
    at[n] = pdf.size() + update.size();
    update += QByteArray::number(n) + " 0 obj\n" + b + "\nendobj\n";
  }
  const qsizetype xref = pdf.size() + update.size();
  update += "xref\n";
  for (const auto& [n, offset] : at)
    update +=
        QByteArray::number(n) + " 1\n" + QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
  update +=
      "trailer\n<<\n/Size " + QByteArray::number(size) + "\n/Root " + QByteArray::number(s.root) + " 0 R\n";
  if (s.info) update += "/Info " + QByteArray::number(s.info) + " 0 R\n";
  update +=
      "/Prev " + QByteArray::number(s.xref) + "\n>>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
  pdf += update;
  return true;
}

}  // namespace saban::render
