#include "gui/game/enginecommentary.h"

#include <QStringList>

#include "analysis/annotate_text.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamekinds.h"
#include "parser/comment_commands.h"

#include "gui/core/appsetup.h"
#include "gui/core/notation.h"
#include "render/game_text.h"

namespace saban::gui {

namespace {
// The book's options for the interface: its language (the book's words know Vietnamese, English and, for the
// commentary, Arabic) and the notation the move list shows.
render::PublicationOptions interfaceOptions() {
  render::PublicationOptions o;
  const QString language = currentLanguage();
  o.language = language == QLatin1String("vi")   ? render::Language::Vi
               : language == QLatin1String("ar") ? render::Language::Ar
                                                 : render::Language::En;
  switch (currentNotation()) {
    case Notation::RulebookVi:
      o.notation = render::Notation::Vi;
      break;
    case Notation::RulebookEn:
      o.notation = render::Notation::En;
      break;
    case Notation::San:
      o.notation = render::Notation::San;
      break;
  }
  return o;
}
// The comment as the book writes it, else its words.
template <class Record, class State>
QString commentText(const Record& r, const State& before, const std::string& comment) {
  QString text = render::better_line_text(r, before, comment, interfaceOptions());
  if (!text.isEmpty()) return text;
  const auto cc = parser::read_comment(comment);
  return QString::fromStdString(cc ? cc->text : comment);
}
// The summary as the book writes it, after the sides' names in the interface's words.
template <class Game, class Record>
QString summaryText(const Record& r, const std::string& comment) {
  if (!analysis::read_summary_comment(comment)) return {};
  const QString sides[2] = {sideName<Game>(GameKind<Game>::sides[0]),
                            sideName<Game>(GameKind<Game>::sides[1])};
  return render::curve_summary(render::game_curve(r), sides, interfaceOptions().language);
}
}  // namespace

QString engineSummaryText(const parser::GameRecord& r, const std::string& comment) {
  return summaryText<games::CommanderChess>(r, comment);
}

QString engineSummaryText(const parser::dongson::DsRecord& r, const std::string& comment) {
  return summaryText<games::DongSon>(r, comment);
}

QString engineCommentText(const parser::GameRecord& r, const Position& before, const std::string& comment) {
  return commentText(r, before, comment);
}

QString engineCommentText(const parser::dongson::DsRecord& r, const saban::dongson::Game& before,
                          const std::string& comment) {
  return commentText(r, before, comment);
}

// Each engine comment of the cursor's move in the book's words, from the position before the move.
QString engineCommentary(const GameDocument& doc) {
  return doc.visit([](const auto& tree) {
    if (tree.at_start()) return QString();
    const std::vector<std::string> comments = tree.engine_comments_after();
    if (comments.empty()) return QString();
    auto before = tree;
    before.back();
    QStringList out;
    for (const std::string& c : comments)
      if (QString text = engineCommentText(tree.record(), before.state(), c); !text.isEmpty())
        out.push_back(text);
    return out.join(QLatin1Char('\n'));
  });
}

}  // namespace saban::gui
