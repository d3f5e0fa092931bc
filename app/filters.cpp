#include "app/filters.h"

#include <cctype>
#include <optional>

#include "rules/profile.h"

namespace saban::app {

namespace {

std::optional<std::string> opt(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

// Is the text a date YYYY-MM-DD of the calendar (no 2020-02-30, no 2021-02-29)?
bool iso_date(const std::string& s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  const int year = std::stoi(s.substr(0, 4)), month = std::stoi(s.substr(5, 2)),
            day = std::stoi(s.substr(8, 2));
  if (month < 1 || month > 12 || day < 1) return false;
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

}  // namespace

Result<db::GameFilter, std::string> game_filter(const FilterText& a) {
  db::GameFilter f;
  f.player = opt(a.player), f.red = opt(a.red), f.blue = opt(a.blue);
  f.event = opt(a.event), f.site = opt(a.site), f.result = opt(a.result), f.mode = opt(a.mode);
  f.profile = opt(a.profile);
  f.limit = a.limit;
  if (a.limit < 0) return "limit: must be 0 or more, not " + std::to_string(a.limit);
  if (f.result && *f.result != "1-0" && *f.result != "0-1" && *f.result != "1/2-1/2" && *f.result != "*")
    return "result: '" + *f.result + "' is none of 1-0, 0-1, 1/2-1/2, *";
  if (f.mode && *f.mode != "full" && *f.mode != "naval" && *f.mode != "air" && *f.mode != "land")
    return "mode: '" + *f.mode + "' is none of full, naval, air, land";
  if (f.profile && !profile_by_name(*f.profile)) return "profile: unknown profile '" + *f.profile + "'";
  if (!a.date.empty()) {
    const auto dots = a.date.find("..");
    f.date_from = opt(dots == std::string::npos ? a.date : a.date.substr(0, dots));
    f.date_to = opt(dots == std::string::npos ? a.date : a.date.substr(dots + 2));
    for (const auto& d : {f.date_from, f.date_to})
      if (d && !iso_date(*d))
        return "date: '" + *d + "' is not a date YYYY-MM-DD of the calendar (a range is FROM..TO)";
  }
  if (!a.game.empty()) {
    f.variant = db::parse_variant(a.game);
    if (!f.variant) return "game: '" + a.game + "' is neither commander nor dongson";
  }
  if (f.variant == db::Variant::DongSon && !a.mode.empty())
    return std::string("mode: full, naval, air and land are Commander Chess modes; Cờ Đông Sơn has none");
  if (!a.material.empty()) {
    if (f.variant == db::Variant::DongSon)
      return std::string(
          "material: the material search counts Commander Chess pieces; it does not apply to Cờ Đông Sơn");
    auto m = db::parse_material(a.material);
    if (!m) return "material: " + m.error().message;
    f.material = *m;
  }
  return f;
}

}  // namespace saban::app
