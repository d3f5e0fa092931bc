#include "cli/filters.h"

#include <CLI/CLI.hpp>

#include "app/filters.h"
#include "cli/common.h"
#include "db/paging.h"

namespace saban::cli {

void add_header_filter_options(CLI::App& cmd, HeaderFilterArgs& a, const char* help_prefix,
                               CLI::Option* needs) {
  auto add = [&](const char* name, std::string& value, const char* help) {
    CLI::Option* o = cmd.add_option(name, value, std::string(help_prefix) + help);
    if (needs) o->needs(needs);
    return o;
  };
  add("--player", a.player, "Either player (case and accents ignored: Nguyen finds Nguyễn)");
  add("--red", a.red, "The Red player");
  add("--blue", a.blue, "The Blue player");
  add("--event", a.event, "Event");
  add("--site", a.site, "Site");
  add("--date", a.date,
      "FROM..TO (either side may be empty) or one date; YYYY-MM-DD, YYYY-MM or YYYY (a month or year as TO "
      "means its last day)");
  add("--result", a.result, "1-0, 0-1, 1/2-1/2 or *")->check(CLI::IsMember({"1-0", "0-1", "1/2-1/2", "*"}));
  add("--mode", a.mode, "full, naval, air, land")->check(CLI::IsMember({"full", "naval", "air", "land"}));
  add("--material", a.material,
      "Final material, e.g. \"red has no navy, blue has both air forces\" (docs/database.md)");
}

void add_limit_option(CLI::App& cmd, HeaderFilterArgs& a, const char* help) {
  cmd.add_option("--limit", a.limit, help)->check(between(1, 1000000))->capture_default_str();
}

std::string limit_note(db::Connection& c, const db::GameFilter& f, std::size_t shown) {
  if (f.limit <= 0 || shown < static_cast<std::size_t>(f.limit)) return "";
  return limit_note(shown, db::count_games(c, f).games);
}

std::string limit_note(std::size_t shown, long long all) {
  if (all <= static_cast<long long>(shown)) return "";
  return "first " + std::to_string(shown) + " of " + std::to_string(all);
}

// The options as app::FilterText; a bad one is reported as the option that holds it.
db::GameFilter header_filter(const HeaderFilterArgs& a) {
  app::FilterText t;
  t.player = a.player, t.red = a.red, t.blue = a.blue, t.event = a.event, t.site = a.site;
  t.date = a.date, t.result = a.result, t.mode = a.mode, t.material = a.material;
  t.game = a.game;
  t.limit = a.limit;
  auto f = app::game_filter(t);
  if (!f) throw Exit(kExitUsage, "--" + f.error().message);
  return *f;
}

}  // namespace saban::cli
