#include "render/application.h"

#include <QGuiApplication>
#include <cstdlib>

#include "render/fonts.h"

namespace saban::render {

void ensure_application() {
  if (!QGuiApplication::instance()) {
    // No display is needed to paint into PDF, SVG or images: unless told otherwise, do not look for one.
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    static int argc = 1;
    static char name[] = "saban";
    static char* argv[] = {name, nullptr};
    static QGuiApplication* app = new QGuiApplication(argc, argv);  // lives until the process ends
    (void)app;
  }
  load_fonts();
}

}  // namespace saban::render
