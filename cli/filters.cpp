#include "cli/filters.h"

#include <cstdlib>
#include <iostream>
#include <optional>

namespace saban::cli {

db::GameFilter header_filter(const HeaderFilterArgs& a) {
  db::GameFilter f;
  auto opt = [](const std::string& s) { return s.empty() ? std::nullopt : std::optional<std::string>(s); };
  f.player = opt(a.player), f.red = opt(a.red), f.blue = opt(a.blue);
  f.event = opt(a.event), f.site = opt(a.site), f.result = opt(a.result), f.mode = opt(a.mode);
  f.limit = a.limit;
  if (!a.date.empty()) {
    const auto dots = a.date.find("..");
    f.date_from = opt(dots == std::string::npos ? a.date : a.date.substr(0, dots));
    f.date_to = opt(dots == std::string::npos ? a.date : a.date.substr(dots + 2));
  }
  if (!a.material.empty()) {
    auto m = db::parse_material(a.material);
    if (!m) {
      std::cerr << "saban: --material " << m.error().message << '\n';
      std::exit(2);
    }
    f.material = *m;
  }
  return f;
}

}  // namespace saban::cli
