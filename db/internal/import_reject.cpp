// Games the importer rejects after reading them: a NUL byte, a name over the limit, or a game the server
// refused when its batch was written (db/import_write.cpp). Each becomes a row of `rejected_game` with its
// file, game number, line and reason.
#include <algorithm>

#include "db/internal/hash.h"
#include "db/internal/import_rows.h"

namespace saban::db {

namespace {

// The field `index` of fields encoded for a binary COPY (db/pq.h binary::): its bytes, empty for NULL.
std::string_view field_at(std::string_view fields, int index) {
  std::size_t at = 0;
  for (int i = 0;; ++i) {
    if (at + 4 > fields.size()) return {};
    const auto length = static_cast<std::int32_t>(get_be(fields.data() + at, 4));
    at += 4;
    const std::size_t n = length < 0 ? 0 : static_cast<std::size_t>(length);
    if (i == index) return fields.substr(at, n);
    at += n;
  }
}

// The columns of kGameColumns read back here.
constexpr int kPathField = 15, kGameField = 16, kLineField = 17, kRawField = 18;

std::size_t characters(std::string_view utf8) {
  return static_cast<std::size_t>(std::count_if(
      utf8.begin(), utf8.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

StagedRejected rejected_row(const parser::RecordError& error, const std::string& path,
                            const std::string& raw) {
  Hasher h;
  h.field(raw.empty() ? error.message : raw);
  StagedRejected r;
  r.row = {h.hex(),
           path,
           std::to_string(error.game),
           std::to_string(error.where.line),
           std::to_string(error.where.column),
           error.message,
           raw};
  return r;
}

StagedRejected rejected_row(const StagedGame& g, const std::string& reason) {
  parser::RecordError e;
  e.game = get_be(field_at(g.fields, kGameField).data(), 4);
  e.where = {get_be(field_at(g.fields, kLineField).data(), 4), 1};
  e.message = reason;
  return rejected_row(e, std::string(field_at(g.fields, kPathField)), game_text(g));
}

std::string game_text(const StagedGame& g) { return std::string(field_at(g.fields, kRawField)); }

std::optional<parser::RecordError> nul_error(std::string_view raw, const std::string& path,
                                             std::size_t game_number, std::size_t first_line) {
  const std::size_t at = raw.find('\0');
  if (at == std::string_view::npos) return std::nullopt;
  const std::string_view before = raw.substr(0, at);
  const std::size_t line_start = before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
  parser::RecordError e;
  e.file = path;
  e.game = game_number;
  e.where = {first_line + static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n')),
             1 + characters(before.substr(line_start))};
  e.message = "a NUL byte (character 0), which no record holds: the game is not imported";
  return e;
}

std::string escape_nul(std::string_view raw) {
  std::string out;
  out.reserve(raw.size() + 8);
  for (char c : raw) {
    if (c == '\0')
      out += "\u2400";
    else
      out += c;
  }
  return out;
}

std::optional<std::string> over_name_limit(const StagedGame& g, std::size_t max_chars) {
  auto check = [&](const std::string& name, const std::string& what) -> std::optional<std::string> {
    if (name.size() <= max_chars) return std::nullopt;  // bytes >= characters
    const std::size_t n = characters(name);
    if (n <= max_chars) return std::nullopt;
    return what + " is " + std::to_string(n) + " characters long, over the limit of " +
           std::to_string(max_chars) + " for names of players, events and sites: the game is not imported";
  };
  if (auto m = check(g.red, std::string("the ") + g.red_tag + " tag (a player's name)")) return m;
  if (auto m = check(g.blue, std::string("the ") + g.blue_tag + " tag (a player's name)")) return m;
  if (g.event)
    if (auto m = check(*g.event, "the Event tag")) return m;
  if (g.site)
    if (auto m = check(*g.site, "the Site tag")) return m;
  return std::nullopt;
}

}  // namespace saban::db
