// Help → Manual (F1): the user's guide inside the application, in the interface language (English:
// docs/gui.md itself; Vietnamese: gui/resources/manual_vi.md), bundled as Qt resources and shown as Markdown
// in a browser window with its own search field (Ctrl+F in it, Enter for the next match).
#pragma once

#include <QString>

class QDialog;
class QWidget;

namespace saban::gui {

/// The manual's Markdown in `language` ("en", "vi"; English when there is none in that language), its arrows
/// written as the bundled font can show them ("File › Open", "Right").
QString manualText(const QString& language);
/// Opens the manual in the interface language (the window deletes itself when closed; one at a time: a
/// second call raises the open one).
QDialog* showManual(QWidget* parent);

}  // namespace saban::gui
