// GoogleTest with a QApplication on Qt's offscreen platform (set here too, for runs outside ctest).
#include <gtest/gtest.h>

#include <QApplication>

#include "gui/core/appsetup.h"

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  qputenv("QT_ENABLE_HIGHDPI_SCALING", "0");
  ::testing::InitGoogleTest(&argc, argv);
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("SabanTests"));
  QApplication::setApplicationName(QStringLiteral("saban-gui-tests"));
  saban::gui::useBundledFont(app);
  saban::gui::installLanguage(QStringLiteral("en"));
  return RUN_ALL_TESTS();
}
