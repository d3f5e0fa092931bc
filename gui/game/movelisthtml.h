// The move list's text for any game (rules/games.h): a visitor of the movetext walker (parser/movetext.h)
// that writes the moves as HTML, each a link to its place in the tree ("p:" and pathKey), with numbers,
// comments (their words: the commands, such as the marks drawn on the board, are not shown; the engine's
// written again in the interface's words and the notation shown, its summary of the game from the game's
// evaluations, enginecommentary.h), the annotation symbols,
// the engine's evaluations and indented variations; judged moves in their colour.
#pragma once

#include <QString>
#include <functional>
#include <vector>

#include "gui/core/notation.h"
#include "gui/game/enginecommentary.h"
#include "parser/annotation_symbols.h"
#include "parser/comment_commands.h"
#include "parser/movetext.h"

namespace saban::gui {

/// A path as text for the links: "move.variation," for each branch, then the ply ("5.0,2").
QString pathKey(const parser::TreePath& p);
/// The path a link's text names.
parser::TreePath pathOf(const QString& key);

namespace detail {

/// A comment's words as the move list shows them: without its commands ([%cal ...], [#]); a comment whose
/// commands do not read, as it is.
inline std::string commentWords(const std::string& c) {
  auto cc = parser::read_comment(c);
  return cc ? std::move(cc->text) : c;
}

template <class Game, class MoveText, class JudgementText>
struct MoveListHtml : parser::MovetextVisitor<Game> {
  using RecordMove = parser::BasicRecordMove<typename Game::Move>;
  QString html;
  MoveText moveText;            // (state before, move) -> the move's text
  JudgementText judgementText;  // Judgement -> its symbol
  // (state before a move, an engine comment on it) -> the comment as shown
  std::function<QString(const typename Game::State&, const std::string&)> engineText;
  const typename Game::State* before = nullptr;  // the move just written's, while its comments are
  bool open = false, afterEvaluation = false;
  std::size_t depth = 0;

  MoveListHtml(MoveText m, JudgementText j) : moveText(std::move(m)), judgementText(std::move(j)) {}

  void ensureOpen() {
    if (open) return;
    html += depth == 0 ? QStringLiteral("<p style=\"margin:4px 2px\">")
                       : QStringLiteral("<p class=\"v\" style=\"margin:2px 0 2px %1px\">").arg(depth * 18);
    open = true;
  }
  void close() {
    if (open) html += QStringLiteral("</p>");
    open = false;
  }
  void span(const char* cls, const std::string& text) {
    ensureOpen();
    html += QStringLiteral("<span class=\"%1\">%2</span> ")
                .arg(QLatin1String(cls), QString::fromStdString(text).toHtmlEscaped());
  }

  void begin_variation(std::size_t d) {
    close();
    depth = d;
    ensureOpen();
    html += QStringLiteral("( ");
  }
  void end_variation(std::size_t d) {
    html += QStringLiteral(")");
    close();
    depth = d - 1;
  }
  void comments_before(const typename Game::State&, const std::vector<std::string>& cs, std::size_t) {
    for (const std::string& c : cs)
      if (const std::string words = commentWords(c); !words.empty()) span("c", words);
  }
  void number(int fullmove, bool first, bool interrupted, std::size_t) {
    ensureOpen();
    if (first)
      html += QStringLiteral("<span class=\"n\">%1.</span>&nbsp;").arg(fullmove);
    else if (interrupted || afterEvaluation)
      html += QStringLiteral("<span class=\"n\">%1…</span>&nbsp;").arg(fullmove);
    afterEvaluation = false;
  }
  void move(const typename Game::State& before, const RecordMove& m, const parser::MovePlace& place) {
    this->before = &before;
    QString text = moveText(before, m).toHtmlEscaped();
    if (m.judgement != parser::Judgement::None)
      text = QStringLiteral("<span style=\"color:%1\"><b>%2</b><b>%3</b></span>")
                 .arg(judgementColor(m.judgement).name(), text, judgementText(m.judgement).toHtmlEscaped());
    const QString key = pathKey(place.path);
    html += QStringLiteral("<a name=\"m%1\" href=\"p:%1\">%2</a> ").arg(key, text);
  }
  void nag(unsigned code, std::size_t) { span("g", parser::nag_text(code)); }
  void evaluation(const parser::Evaluation& e, std::size_t) {
    span("e", parser::evaluation_text(e));  // the first player's (the legend above the list says so)
    afterEvaluation = true;
  }
  void comment(const std::string& c, std::size_t) {
    if (before && engineText && parser::is_engine_comment(c)) {
      if (const QString text = engineText(*before, c); !text.isEmpty()) span("ec", text.toStdString());
      return;
    }
    if (const std::string words = commentWords(c); !words.empty()) span("c", words);
  }
};

template <class Line>
bool hasEvaluations(const Line& line) {
  for (const auto& m : line) {
    if (m.evaluation) return true;
    for (const Line& v : m.variations)
      if (hasEvaluations(v)) return true;
  }
  return false;
}

}  // namespace detail

/// The move list of a record: `legend` (which side the scores are from) above it when the engine has
/// evaluated moves, the opening comments, the moves and variations, the result. `moveText(before, move)`
/// writes a move in the notation shown, `judgementText(j)` its judgement.
template <class Game, class Record, class MoveText, class JudgementText>
QString moveListHtml(const Record& r, const QString& legend, MoveText moveText, JudgementText judgementText) {
  detail::MoveListHtml<Game, MoveText, JudgementText> v(std::move(moveText), std::move(judgementText));
  v.engineText = [&r](const typename Game::State& before, const std::string& c) {
    return engineCommentText(r, before, c);
  };
  if (detail::hasEvaluations(r.moves))
    v.html += QStringLiteral("<p class=\"n\">%1</p>").arg(legend.toHtmlEscaped());
  for (const auto& c : r.comments_before)
    if (const QString summary = engineSummaryText(r, c); !summary.isEmpty())
      v.html += QStringLiteral("<p class=\"ec\">%1</p>").arg(summary.toHtmlEscaped());
    else if (const std::string words = detail::commentWords(c); !words.empty())
      v.html += QStringLiteral("<p class=\"c\">%1</p>").arg(QString::fromStdString(words).toHtmlEscaped());
  parser::walk_movetext<Game>(r.start, r.moves, v);
  v.close();
  v.html += QStringLiteral("<p class=\"res\">%1</p>").arg(QString::fromStdString(r.result).toHtmlEscaped());
  return v.html;
}

}  // namespace saban::gui
