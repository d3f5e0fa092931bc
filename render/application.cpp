#include "render/application.h"

#include <sys/stat.h>
#include <unistd.h>
#include <QGuiApplication>

#include <cstdlib>
#include <string>

#include "render/fonts.h"

namespace saban::render {

void ensure_application() {
  if (!QGuiApplication::instance()) {
    // No display is needed to paint into PDF, SVG or images: unless told otherwise, do not look for one.
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    if (!std::getenv("XDG_RUNTIME_DIR")) {  // Qt wants one (and warns without it); a private one of our own
      const std::string dir = "/tmp/runtime-" + std::to_string(getuid());
      mkdir(dir.c_str(), 0700);
      struct stat st {};
      if (stat(dir.c_str(), &st) == 0 && st.st_uid == getuid() && (st.st_mode & 077) == 0)
        setenv("XDG_RUNTIME_DIR", dir.c_str(), 1);
    }
    static int argc = 1;
    static char name[] = "saban";
    static char* argv[] = {name, nullptr};
    static QGuiApplication* app = new QGuiApplication(argc, argv);  // lives until the process ends
    (void)app;
  }
  load_fonts();
}

}  // namespace saban::render
