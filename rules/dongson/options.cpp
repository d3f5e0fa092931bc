#include "rules/dongson/options.h"

#include <array>
#include <utility>

#include "rules/excerpt.h"

namespace saban::dongson {

namespace {

// One option: its name, its value names in enum order, and access to the field as an int.
struct OptionInfo {
  const char* name;
  std::array<const char*, 3> values;
  int (*get)(const Options&);
  void (*set)(Options&, int);
};

template <auto Field>
constexpr OptionInfo option(const char* name, std::array<const char*, 3> values) {
  return {name, values, [](const Options& o) { return static_cast<int>(o.*Field); },
          [](Options& o, int v) { o.*Field = static_cast<std::remove_reference_t<decltype(o.*Field)>>(v); }};
}

const std::array<OptionInfo, 9>& infos() {
  static const std::array<OptionInfo, 9> kInfos = {
      option<&Options::palace_timing>("palace_timing", {"immediate", "after_reply", nullptr}),
      option<&Options::gift_safety>("gift_safety", {"any", "all", "survives"}),
      option<&Options::palace_spoiler>("palace_spoiler", {"mate", "check", nullptr}),
      option<&Options::e5_block>("e5_block", {"consequence", "forfeit", nullptr}),
      option<&Options::swap_frame>("swap_frame", {"board", "player", nullptr}),
      option<&Options::bare_than>("bare_than", {"either", "both", "off"}),
      option<&Options::stalemate>("stalemate", {"draw", "loss", nullptr}),
      option<&Options::fifty>("fifty", {"claim", "automatic", nullptr}),
      option<&Options::repetition>("repetition", {"automatic", "claim", nullptr}),
  };
  return kInfos;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

std::string Options::to_string() const {
  const Options defaults;
  std::string out;
  for (const OptionInfo& info : infos()) {
    const int v = info.get(*this);
    if (v == info.get(defaults)) continue;
    if (!out.empty()) out += ';';
    out += std::string(info.name) + '=' + info.values[static_cast<std::size_t>(v)];
  }
  return out;
}

Result<Options> Options::parse(std::string_view text) {
  Options o;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find(';', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view item = trim(text.substr(pos, end - pos));
    if (!item.empty()) {
      const std::size_t eq = item.find('=');
      if (eq == std::string_view::npos)
        return text_error(pos, {ProblemKind::DsOptionSyntax, {excerpt(item)}});
      const std::string_view name = trim(item.substr(0, eq)), value = trim(item.substr(eq + 1));
      const OptionInfo* found = nullptr;
      for (const OptionInfo& info : infos())
        if (name == info.name) found = &info;
      if (!found) return text_error(pos, {ProblemKind::DsOptionUnknown, {excerpt(name)}});
      int chosen = -1;
      for (std::size_t i = 0; i < found->values.size(); ++i)
        if (found->values[i] && value == found->values[i]) chosen = static_cast<int>(i);
      if (chosen < 0) {
        std::string allowed;
        for (const char* v : found->values)
          if (v) allowed += (allowed.empty() ? "" : ", ") + std::string(v);
        return text_error(pos, {ProblemKind::DsOptionValue, {excerpt(name), allowed, excerpt(value)}});
      }
      found->set(o, chosen);
    }
    pos = end + 1;
  }
  return o;
}

}  // namespace saban::dongson
