// The words a view shows: what a translation must cover. The screenshot tool writes them beside each PNG and
// the tests look in them for English left in the Vietnamese and Arabic views.
#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

class QWidget;

namespace saban::gui {

/// The texts `root` shows (itself and its visible children): labels, buttons, tool tips, placeholders, combo
/// box items, tab and dock titles, header and item texts of views (the first rows), text browsers, the
/// charts' titles, axis labels and series names, and every action of its menu bar. Empty texts left out.
QStringList visibleTexts(const QWidget* root);

/// The English words of `texts`: those of `english` (the words of the English messages) that are whole words
/// of a text, with the text they stand in, as "word: text".
QStringList englishWords(const QStringList& texts, const QSet<QString>& english);

/// The words of three ASCII letters or more of `text` (not parts of longer Latin words), lowercase.
QSet<QString> asciiWords(const QString& text);

}  // namespace saban::gui
