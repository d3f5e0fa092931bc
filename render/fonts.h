// The fonts bundled with the renderer (Noto Sans, compiled in), so output does not depend on the machine.
#pragma once

#include <QFont>
#include <QString>

namespace saban::render {

/// Registers the bundled fonts with Qt once (needs a QGuiApplication); returns false if they could not be
/// read.
bool load_fonts();
/// The bundled family's name ("Noto Sans").
QString font_family();
/// The bundled font, regular or bold, without hinting (the same shapes on screen, in PNG and in PDF).
QFont base_font(bool bold = false, bool italic = false);

/// The bundled font of the signs Noto Sans lacks (Noto Sans Math: ∞ ⩲ ⩱ ∓ − ◻ ⨀ ⟳ ↑ → ⇆ ∆), one style.
QFont symbol_font();

}  // namespace saban::render
