// A QGuiApplication for programs without one (the command line, tests): fonts and painting need it.
#pragma once

namespace saban::render {

/// Makes sure a QGuiApplication exists (creating one that lives until exit if needed, on the `offscreen`
/// platform unless QT_QPA_PLATFORM says otherwise) and that the bundled fonts are loaded.
void ensure_application();

}  // namespace saban::render
