#include "render/words.h"

#include "analysis/annotate_text.h"

namespace saban::render {

QString word(Word w, Language lang) {
  const bool vi = lang == Language::Vi;
  switch (w) {
    case Word::Red:
      return vi ? QStringLiteral("Đỏ") : QStringLiteral("Red");
    case Word::Blue:
      return vi ? QStringLiteral("Xanh") : QStringLiteral("Blue");
    case Word::Event:
      return vi ? QStringLiteral("Giải") : QStringLiteral("Event");
    case Word::Site:
      return vi ? QStringLiteral("Địa điểm") : QStringLiteral("Site");
    case Word::Date:
      return vi ? QStringLiteral("Ngày") : QStringLiteral("Date");
    case Word::Round:
      return vi ? QStringLiteral("Vòng") : QStringLiteral("Round");
    case Word::Result:
      return vi ? QStringLiteral("Kết quả") : QStringLiteral("Result");
    case Word::Mode:
      return vi ? QStringLiteral("Thể thức") : QStringLiteral("Mode");
    case Word::After:
      return vi ? QStringLiteral("sau") : QStringLiteral("after");
    case Word::Contents:
      return vi ? QStringLiteral("Mục lục") : QStringLiteral("Contents");
    case Word::Players:
      return vi ? QStringLiteral("Danh mục kỳ thủ") : QStringLiteral("Index of players");
    case Word::Page:
      return vi ? QStringLiteral("Trang") : QStringLiteral("Page");
    case Word::Games:
      return vi ? QStringLiteral("ván") : QStringLiteral("games");
    case Word::Accuracy:
      return vi ? QStringLiteral("độ chính xác") : QStringLiteral("accuracy");
    case Word::Evaluation:
      return vi ? QStringLiteral("Đánh giá của máy (điểm theo phía Đỏ)")
                : QStringLiteral("Engine evaluation (scores from Red's side)");
    case Word::Engine:
      return vi ? QStringLiteral("Máy") : QStringLiteral("Engine");
    case Word::StartPosition:
      return vi ? QStringLiteral("Thế cờ ban đầu") : QStringLiteral("Starting position");
    case Word::ToMove:
      return vi ? QStringLiteral("đi trước") : QStringLiteral("to move");
    case Word::Annotator:
      return vi ? QStringLiteral("Chú thích") : QStringLiteral("Annotator");
    case Word::Profile:
      return vi ? QStringLiteral("Luật") : QStringLiteral("Rules");
  }
  return {};
}

QString judgement_count(parser::Judgement j, int n, Language lang) {
  return QString::fromStdString(analysis::judgement_count_text(
      j, n, lang == Language::Vi ? analysis::TextLanguage::Vi : analysis::TextLanguage::En));
}

QString mode_words(const QString& mode, Language lang) {
  const bool vi = lang == Language::Vi;
  if (mode == QLatin1String("full")) return vi ? QStringLiteral("toàn trận") : QStringLiteral("full battle");
  if (mode == QLatin1String("naval"))
    return vi ? QStringLiteral("hải chiến") : QStringLiteral("naval battle");
  if (mode == QLatin1String("air")) return vi ? QStringLiteral("không chiến") : QStringLiteral("air battle");
  if (mode == QLatin1String("land")) return vi ? QStringLiteral("lục chiến") : QStringLiteral("land battle");
  return mode;
}

QString result_words(const QString& result, Language lang) {
  const bool vi = lang == Language::Vi;
  if (result == QLatin1String("1-0")) return vi ? QStringLiteral("Đỏ thắng") : QStringLiteral("Red wins");
  if (result == QLatin1String("0-1")) return vi ? QStringLiteral("Xanh thắng") : QStringLiteral("Blue wins");
  if (result == QLatin1String("1/2-1/2")) return vi ? QStringLiteral("Hòa") : QStringLiteral("Draw");
  return vi ? QStringLiteral("Chưa kết thúc") : QStringLiteral("Unfinished");
}

}  // namespace saban::render
