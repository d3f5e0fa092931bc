// Column headers that are never clipped: every section of a list's header at least as wide as its title
// needs in the interface's language (the text in the header's font, the style's margins, the sort arrow),
// whatever width the list gives it by default. Vietnamese and Arabic titles are often wider than English
// ones ("Số nước" over a column made for "Plies").
#pragma once

class QHeaderView;

namespace saban::gui {

/// What a stretching section does in a list too narrow for its title: keep the title's width (the list
/// scrolls sideways), or shrink with the list (its title elided: a bar, which says what it shows in its
/// tooltip).
enum class NarrowStretch { KeepsTitle, Shrinks };

/// Widens each section of `header` narrower than its title needs (QHeaderView::sectionSizeHint), now and
/// whenever the titles change (a list that renames its columns, as the game list names its sides) or the
/// list is resized. A section that stretches does so while the list has room for its title, else it does
/// as `narrow` says; one that fits its contents counts its title itself.
void fitHeaderTitles(QHeaderView* header, NarrowStretch narrow = NarrowStretch::KeepsTitle);

}  // namespace saban::gui
