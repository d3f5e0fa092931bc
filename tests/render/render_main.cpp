// The render tests' main: a QGuiApplication (offscreen) for fonts and painting, then GoogleTest.
#include <gtest/gtest.h>

#include "render/application.h"

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  saban::render::ensure_application();
  return RUN_ALL_TESTS();
}
