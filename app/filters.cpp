#include "app/filters.h"

#include <cctype>
#include <cstdio>
#include <optional>
#include <tuple>

#include "rules/excerpt.h"
#include "rules/profile.h"

namespace saban::app {

namespace {

std::optional<std::string> opt(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

// The number written by the digits text[from, from + n), or -1 if one of them is not a digit.
int digits(std::string_view text, std::size_t from, std::size_t n) {
  int v = 0;
  for (std::size_t i = from; i < from + n; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return -1;
    v = v * 10 + (text[i] - '0');
  }
  return v;
}

int days_in_month(int year, int month) {
  static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : days[month - 1];
}

}  // namespace

std::optional<std::string> date_bound(std::string_view text, DateEnd end) {
  const std::size_t n = text.size();
  if (n != 4 && n != 7 && n != 10) return std::nullopt;
  if ((n >= 7 && text[4] != '-') || (n == 10 && text[7] != '-')) return std::nullopt;
  const bool last = end == DateEnd::Last;
  const int year = digits(text, 0, 4);
  const int month = n >= 7 ? digits(text, 5, 2) : (last ? 12 : 1);
  if (year < 1 || month < 1 || month > 12) return std::nullopt;
  const int day = n == 10 ? digits(text, 8, 2) : (last ? days_in_month(year, month) : 1);
  if (day < 1 || day > days_in_month(year, month)) return std::nullopt;
  char out[48];
  std::snprintf(out, sizeof out, "%04d-%02d-%02d", year, month, day);
  return std::string(out);
}

namespace {

// The filter's fields but the material condition's words (a game it does not apply to is refused here).
Result<db::GameFilter, std::string> read_fields(const FilterText& a) {
  db::GameFilter f;
  f.player = opt(a.player), f.red = opt(a.red), f.blue = opt(a.blue);
  f.event = opt(a.event), f.site = opt(a.site), f.result = opt(a.result), f.mode = opt(a.mode);
  f.profile = opt(a.profile);
  f.limit = a.limit;
  if (a.limit < 0) return "limit: must be 0 or more, not " + std::to_string(a.limit);
  if (f.result && *f.result != "1-0" && *f.result != "0-1" && *f.result != "1/2-1/2" && *f.result != "*")
    return "result: '" + excerpt(*f.result) + "' is none of 1-0, 0-1, 1/2-1/2, *";
  if (f.mode && *f.mode != "full" && *f.mode != "naval" && *f.mode != "air" && *f.mode != "land")
    return "mode: '" + excerpt(*f.mode) + "' is none of full, naval, air, land";
  if (f.profile && !profile_by_name(*f.profile))
    return "profile: unknown profile '" + excerpt(*f.profile) + "'";
  if (!a.date.empty()) {
    // One date is the range of its days: 2015-03 is 2015-03-01..2015-03-31.
    const auto dots = a.date.find("..");
    const std::string from = dots == std::string::npos ? a.date : a.date.substr(0, dots);
    const std::string to = dots == std::string::npos ? a.date : a.date.substr(dots + 2);
    for (auto [text, out, end] :
         {std::tuple{&from, &f.date_from, DateEnd::First}, std::tuple{&to, &f.date_to, DateEnd::Last}}) {
      if (text->empty()) continue;
      *out = date_bound(*text, end);
      if (!*out)
        return "date: '" + excerpt(*text) +
               "' is not a date YYYY-MM-DD, YYYY-MM or YYYY (a range is FROM..TO)";
    }
  }
  if (!a.game.empty()) {
    f.variant = db::parse_variant(a.game);
    if (!f.variant) {
      std::string ids;
      for (games::GameKind k : games::kGameKinds)
        ids += (ids.empty() ? "" : " nor ") + std::string(games::game_id(k));
      return "game: '" + excerpt(a.game) + "' is neither " + ids;
    }
  }
  // The modes and the material syntax are Commander Chess's (db::MaterialCondition counts its pieces).
  const char* name = f.variant ? games::with_game(*f.variant, [](auto g) { return g.kName; }) : nullptr;
  if (f.variant && !games::with_game(*f.variant, [](auto g) { return g.has_modes; }) && !a.mode.empty())
    return std::string("mode: full, naval, air and land are Commander Chess modes; ") + name + " has none";
  if (!a.material.empty() && f.variant && *f.variant != games::CommanderChess::kind)
    return std::string("material: the material search counts Commander Chess pieces; it does not apply to ") +
           name;
  return f;
}

}  // namespace

Result<db::GameFilter, FilterError> game_filter(const FilterText& a) {
  auto f = read_fields(a);
  if (!f) return FilterError{f.error(), std::nullopt};
  if (!a.material.empty()) {
    auto m = db::parse_material(a.material);
    if (!m) return FilterError{"material: " + m.error().message(), m.error()};
    f->material = std::move(m).value();
  }
  return std::move(f).value();
}

}  // namespace saban::app
