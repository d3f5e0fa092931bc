#include "render/words.h"

#include <QRegularExpression>

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
      if (lang == Language::Ar) return QStringLiteral("الدقة");
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
    case Word::MoveAxis:
      return vi ? QStringLiteral("nước") : QStringLiteral("move");
    case Word::Position:
      return vi ? QStringLiteral("Thế cờ") : QStringLiteral("Position");
    case Word::Continued:
      return vi ? QStringLiteral("tiếp theo") : QStringLiteral("continued");
  }
  return {};
}

namespace {
// Arabic: a judgement's name, and the plural that heads a count ("أخطاء: 3", the counted noun's form then
// does not depend on the number).
struct ArabicJudgement {
  const char* one;
  const char* many;
};
ArabicJudgement arabic(parser::Judgement j) {
  switch (j) {
    case parser::Judgement::Brilliant:
      return {"نقلة رائعة", "نقلات رائعة"};
    case parser::Judgement::Good:
      return {"نقلة جيدة", "نقلات جيدة"};
    case parser::Judgement::Inaccuracy:
      return {"نقلة غير دقيقة", "نقلات غير دقيقة"};
    case parser::Judgement::Mistake:
      return {"خطأ", "أخطاء"};
    case parser::Judgement::Blunder:
      return {"خطأ فادح", "أخطاء فادحة"};
    case parser::Judgement::None:
      break;
  }
  return {"نقلة", "نقلات"};
}
}  // namespace

QString judgement_count(parser::Judgement j, int n, Language lang) {
  if (lang == Language::Ar)
    return QString::fromUtf8(arabic(j).many) + QStringLiteral(": ") + QString::number(n);
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

QString result_text(const QString& result) {
  if (result == QLatin1String("1/2-1/2")) return QStringLiteral("½–½");
  if (result == QLatin1String("1-0")) return QStringLiteral("1–0");
  if (result == QLatin1String("0-1")) return QStringLiteral("0–1");
  return result;
}

QString date_words(const QString& date, Language lang) {
  static const QRegularExpression re(QStringLiteral(R"(^(\d{4})\.(\d{2}|\?\?)\.(\d{2}|\?\?)$)"));
  const QRegularExpressionMatch m = re.match(date);
  if (!m.hasMatch()) return date;
  const QString year = m.captured(1);
  bool month_ok = false, day_ok = false;
  const int month = m.captured(2).toInt(&month_ok);
  const int day = m.captured(3).toInt(&day_ok);
  if (!month_ok || month < 1 || month > 12) return year;
  static const char* const months[] = {"January", "February", "March",     "April",   "May",      "June",
                                       "July",    "August",   "September", "October", "November", "December"};
  const bool vi = lang == Language::Vi;
  if (!day_ok || day < 1 || day > 31)
    return vi ? QStringLiteral("tháng %1/%2").arg(month).arg(year)
              : QStringLiteral("%1 %2").arg(QLatin1String(months[month - 1]), year);
  return vi ? QStringLiteral("%1/%2/%3").arg(day).arg(month).arg(year)
            : QStringLiteral("%1 %2 %3").arg(day).arg(QLatin1String(months[month - 1]), year);
}

QString termination_words(const QString& t, Language lang) {
  const bool vi = lang == Language::Vi;
  struct Known {
    const char *value, *vi, *en;
  };
  // The values the rules write (rules/game.cpp, rules/dongson/game.cpp) and PGN's own.
  static const Known known[] = {
      {"checkmate", "chiếu hết", "checkmate"},
      {"commander captured", "bắt Tư lệnh", "commander captured"},
      {"stalemate", "hết nước đi", "stalemate"},
      {"threefold repetition", "thế cờ lặp lại ba lần", "threefold repetition"},
      {"repetition", "thế cờ lặp lại ba lần", "threefold repetition"},
      {"battle won", "thắng trận", "battle won"},
      {"palace", "Tiến Cung", "palace entry (Tiến Cung)"},
      {"bare-than", "không bên nào còn thắng được", "no win left"},
      {"fifty-move", "luật 50 nước", "fifty-move rule"},
      {"move limit", "hết số nước giới hạn", "move limit"},
      {"time forfeit", "hết giờ", "time forfeit"},
      {"abandoned", "bỏ dở", "abandoned"},
      {"adjudication", "phân xử", "adjudication"},
      {"rules infraction", "phạm luật", "rules infraction"},
      {"unterminated", "chưa kết thúc", "unterminated"},
  };
  if (t.isEmpty() || t.compare(QLatin1String("normal"), Qt::CaseInsensitive) == 0) return {};
  for (const Known& k : known)
    if (t.compare(QLatin1String(k.value), Qt::CaseInsensitive) == 0)
      return QString::fromUtf8(vi ? k.vi : k.en);
  return t;
}

QString left_to_right(const QString& text) {
  return text.isEmpty() ? text
                        : QChar(0x200E) + text + QChar(0x200E);  // LRM: strong letters the signs follow
}

BetterLineWords better_line_words(Language lang, const QString& score, bool continues) {
  if (lang == Language::Ar) {  // "كان الأفضل" 14... X "(+0.35)، ثم" 15. Y: the score left to right inside
    QString after = score.isEmpty() ? QString() : QLatin1Char('(') + left_to_right(score) + QLatin1Char(')');
    if (continues) after += score.isEmpty() ? QStringLiteral("ثم") : QStringLiteral("، ثم");
    return {QStringLiteral("كان الأفضل"), after};
  }
  const QString in_brackets = score.isEmpty() ? QString() : QStringLiteral(" (") + score + QLatin1Char(')');
  if (lang == Language::Vi)
    return {QString(), QStringLiteral("là nước tốt hơn") + in_brackets +
                           (continues ? QStringLiteral(", sau đó") : QString())};
  QString after = score.isEmpty() ? QString() : QLatin1Char('(') + score + QLatin1Char(')');
  if (continues) after += score.isEmpty() ? QStringLiteral("and then") : QStringLiteral(", continuing");
  return {QStringLiteral("Better was"), after};
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

QString judgement_name(parser::Judgement j, Language lang) {
  if (j == parser::Judgement::None) return {};
  if (lang == Language::Ar) return QString::fromUtf8(arabic(j).one);
  // The count's words without the count: one home for the judgements' names (analysis/annotate_text.h)
  return judgement_count(j, 1, lang).section(QLatin1Char(' '), 1);
}

QString expected_score_words(Language lang, const QString& first) {
  return (lang == Language::Vi ? QStringLiteral("điểm kỳ vọng của %1")
                               : QStringLiteral("%1's expected score"))
      .arg(first);
}

QString decimal_words(double value, Language lang) {
  QString t = QString::number(value, 'g', 3);
  if (lang == Language::Vi) t.replace(QLatin1Char('.'), QLatin1Char(','));
  return t;
}

}  // namespace saban::render
