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
      return evaluation_heading(lang, word(Word::Red, lang));
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

QString evaluation_heading(Language lang, const QString& first) {
  return (lang == Language::Vi ? QStringLiteral("Đánh giá của máy (điểm theo phía %1)")
                               : QStringLiteral("Engine evaluation (scores from %1's side)"))
      .arg(first);
}

QString result_words(const QString& result, Language lang) {
  return result_words(result, lang, word(Word::Red, lang), word(Word::Blue, lang));
}

QString result_words(const QString& result, Language lang, const QString& first, const QString& second) {
  const bool vi = lang == Language::Vi;
  const QString wins = vi ? QStringLiteral("%1 thắng") : QStringLiteral("%1 wins");
  if (result == QLatin1String("1-0")) return wins.arg(first);
  if (result == QLatin1String("0-1")) return wins.arg(second);
  if (result == QLatin1String("1/2-1/2")) return vi ? QStringLiteral("Hòa") : QStringLiteral("Draw");
  return vi ? QStringLiteral("Chưa kết thúc") : QStringLiteral("Unfinished");
}

}  // namespace saban::render
