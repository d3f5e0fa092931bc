// The libraries' problems with untrusted text (a FEN, a record) in the interface's language: the English
// format of rules/problem.h translated (context "Problem") and filled with the parts, sides and pieces in its
// words.
#pragma once

#include <QString>

#include <vector>

#include "app/load_game.h"
#include "parser/reader.h"
#include "rules/result.h"

namespace saban::gui {

/// The problem in the interface's language.
QString problemText(const Problem& problem);
/// What is wrong with the text: its problem translated, or its English message when it has no kind.
QString problemText(const TextError& error);
/// A record's errors, one to a line as RecordError::format() writes them (file, line, column, game; the line
/// and a caret), each reason in the interface's language.
QString recordErrorsText(const std::vector<parser::RecordError>& errors);
/// Why a game could not be loaded (a file, a pasted text, a stored game), in the interface's language: the
/// record's errors (recordErrorsText), or the load's own problem, or its English message when it has neither.
QString loadErrorText(const app::LoadError& error);
/// A message whose first line says what is wrong and whose lines under it quote the record
/// (recordErrorsText's line and caret), as rich text for a dialog: the first line in the dialog's font, the
/// quoted lines in a fixed-width one, so that the caret stands under its character (in a proportional font it
/// stood a few characters off). A message of one line is only escaped.
QString quotingHtml(const QString& text);

}  // namespace saban::gui
