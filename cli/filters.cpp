#include "cli/filters.h"

#include <cstdlib>
#include <iostream>

#include "app/filters.h"

namespace saban::cli {

// The options as app::FilterText; a bad one is reported as the option that holds it.
db::GameFilter header_filter(const HeaderFilterArgs& a) {
  app::FilterText t;
  t.player = a.player, t.red = a.red, t.blue = a.blue, t.event = a.event, t.site = a.site;
  t.date = a.date, t.result = a.result, t.mode = a.mode, t.material = a.material;
  t.game = a.game;
  t.limit = a.limit;
  auto f = app::game_filter(t);
  if (!f) {
    std::cerr << "saban: --" << f.error() << '\n';
    std::exit(2);
  }
  return *f;
}

}  // namespace saban::cli
