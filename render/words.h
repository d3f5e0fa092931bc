// The interface words of the publication output in Vietnamese and English, with their plurals.
#pragma once

#include <QString>

#include "parser/record.h"
#include "render/publication.h"

namespace saban::render {

enum class Word {
  Red,
  Blue,
  Event,
  Site,
  Date,
  Round,
  Result,
  Mode,
  After,
  Contents,
  Players,
  Page,
  Games,
  Accuracy,
  Evaluation,
  Engine,
  StartPosition,
  ToMove,
  Annotator,
  Profile,
  MoveAxis,  ///< the evaluation graph's move axis ("nước"/"move")
  Position,  ///< a diagram's title: "Thế cờ"/"Position"
  Continued  ///< a game's summary at the head of a page: "(tiếp theo)"/"(continued)"
};

/// A word of the interface in the language (Arabic: the words of the GUI's game window, Word::Accuracy; the
/// others in English, a book is not offered in Arabic).
QString word(Word w, Language lang);
/// "3 inaccuracies" / "1 inaccuracy" / "3 nước thiếu chính xác": a count of judged moves with the right form;
/// in Arabic the plural and the number, "نقلات غير دقيقة: 3".
QString judgement_count(parser::Judgement j, int n, Language lang);
/// A game mode's name ("full" -> "toàn trận"/"full battle").
QString mode_words(const QString& mode, Language lang);
/// A result in words for a heading ("1-0" -> "Đỏ thắng"/"Red wins").
QString result_words(const QString& result, Language lang);
/// The same with the sides' names of the game (Cờ Đông Sơn: "1-0" -> "Thủy thắng"/"Thủy wins").
QString result_words(const QString& result, Language lang, const QString& first, const QString& second);
/// A result as a book prints it: "1–0", "0–1", "½–½" (a PGN "1/2-1/2"), "*".
QString result_text(const QString& result);
/// A PGN date ("2026.11.30", "2026.11.??", "2026.??.??") as the language writes it: "30/11/2026",
/// "tháng 11/2026", "2026"; "30 November 2026", "November 2026", "2026". Anything else as written.
QString date_words(const QString& date, Language lang);
/// A Termination tag's value in words ("checkmate" -> "chiếu hết"/"checkmate"); "normal" and "" give "";
/// a value of no known ending as written.
QString termination_words(const QString& termination, Language lang);
/// The words of the engine's better line around its moves: `before` its first move, `after` it (with the
/// score from the first player's side, if any, and the words leading to the rest of the line when
/// `continues`): "Better was" 14... X "(+0.35), continuing" 15. Y; 14... X "là nước tốt hơn (+0.35), sau đó"
/// 15. Y.
struct BetterLineWords {
  QString before, after;
};
/// Arabic: "كان الأفضل" 14... X "(+0.35)، ثم" 15. Y, the score between left-to-right marks (left_to_right).
BetterLineWords better_line_words(Language lang, const QString& score, bool continues);
/// `text` between two left-to-right marks (U+200E; Qt's layout ignores isolates): moves, numbers, scores keep
/// order inside right-to-left text ("14... X" does not turn into "X ...14"). Empty stays empty.
QString left_to_right(const QString& text);
/// The evaluation graph's heading, naming the side the scores are from ("... (điểm theo phía Đỏ)").
QString evaluation_heading(Language lang, const QString& first);
/// A judgement's name for a legend ("inaccuracy", "nước thiếu chính xác"; None: "").
QString judgement_name(parser::Judgement j, Language lang);
/// What the evaluation graph's curve shows ("Red's expected score", "điểm kỳ vọng của Đỏ").
QString expected_score_words(Language lang, const QString& first);
/// A number with the language's decimal separator ("0,5" in Vietnamese, "0.5" in English).
QString decimal_words(double value, Language lang);

}  // namespace saban::render
