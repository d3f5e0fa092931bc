// The engine's comments on a move as the comment box shows them: written again from what they say, as the
// book does (render::better_line_text), in the interface's language and the notation shown, apart from the
// annotator's words.
#pragma once

#include <QString>
#include <string>

#include "parser/dongson_record.h"
#include "parser/record.h"

namespace saban::gui {

class GameDocument;

/// An engine comment on the move played from `before` in a record, as the book writes it, in the interface's
/// words and the notation shown; its words as they are when it is no better line whose moves read.
QString engineCommentText(const parser::GameRecord& r, const Position& before, const std::string& comment);
QString engineCommentText(const parser::dongson::DsRecord& r, const saban::dongson::Game& before,
                          const std::string& comment);

/// The annotator's summary of a record (the comment analysis::summary_comment writes, "Saban analysis (depth
/// 2): Red accuracy 91%, 1 inaccuracy; ...", in the record's language) as the book writes its own, from the
/// game's evaluations and judgements (render::curve_summary), in the interface's words: "Đỏ: độ chính xác
/// 91%, 1 nước thiếu chính xác; Xanh: ...". Empty for any other comment, one that only looks like it
/// included. The record keeps the comment as written.
QString engineSummaryText(const parser::GameRecord& r, const std::string& comment);
QString engineSummaryText(const parser::dongson::DsRecord& r, const std::string& comment);

/// The engine's comments on the move at the cursor (a judged move's better line: "Better was 14... X (+0.35),
/// continuing 15. Y Z"), one a line; empty at the start, for a move without one, and for an engine comment
/// whose line does not read.
QString engineCommentary(const GameDocument& doc);

}  // namespace saban::gui
