#include "parser/comment_commands.h"

#include <cctype>

#include "rules/board.h"

namespace saban::parser {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::optional<MarkColour> colour_of(char c) {
  switch (c) {
    case 'G':
      return MarkColour::Green;
    case 'R':
      return MarkColour::Red;
    case 'B':
      return MarkColour::Blue;
    case 'Y':
      return MarkColour::Yellow;
    default:
      return std::nullopt;
  }
}

// Reads a square "a1".."k12" at `pos` of `s` (file letter, then every digit), advancing `pos`.
std::optional<Square> read_square(std::string_view s, std::size_t& pos) {
  std::size_t end = pos + 1;
  while (end < s.size() && std::isdigit(static_cast<unsigned char>(s[end]))) ++end;
  if (pos >= s.size() || end == pos + 1) return std::nullopt;
  auto sq = board::parse_square(s.substr(pos, end - pos));
  if (sq) pos = end;
  return sq;
}

// Reads the comma-separated marks of [%csl] (arrow == false) or [%cal] into `out`; false with an error.
bool read_marks(std::string_view args, std::size_t base, bool arrow, CommentCommands& out,
                CommentError* error) {
  std::size_t i = 0;
  auto fail = [&](std::size_t at, std::string message) {
    if (error) *error = {base + at, std::move(message)};
    return false;
  };
  while (i < args.size()) {
    while (i < args.size() && (args[i] == ',' || args[i] == ' ')) ++i;
    if (i >= args.size()) break;
    const std::size_t start = i;
    std::size_t end = args.find_first_of(", ", i);
    if (end == std::string_view::npos) end = args.size();
    const std::string_view item = args.substr(start, end - start);
    const auto colour = colour_of(item[0]);
    if (!colour)
      return fail(start, "unknown mark colour '" + std::string(1, item[0]) + "' in '" + std::string(item) +
                             "' (G, R, B or Y)");
    std::size_t p = 1;
    const auto from = read_square(item, p);
    std::optional<Square> to;
    if (from && arrow) to = read_square(item, p);
    if (!from || (arrow && !to) || p != item.size())
      return fail(start, std::string(arrow ? "an arrow is a colour and two points, e.g. Ga1a5, not '"
                                           : "a coloured point is a colour and a point, e.g. Ra1, not '") +
                             std::string(item) + "'");
    if (arrow)
      out.arrows.push_back({*colour, *from, *to});
    else
      out.points.push_back({*colour, *from});
    i = end;
  }
  return true;
}

std::string mark_square(Square s) { return board::square_name(s); }

// An evaluation at the start of `s`: "+0.35", "-12.00", "#3", "#-2", "+M3", "-M2"; returns its length (0:
// none) and the value in `cp` (centipoints, mates as ±(100000 - moves)).
std::size_t read_evaluation(std::string_view s, int* cp) {
  std::size_t i = 0;
  if (s.empty()) return 0;
  auto digits = [&](std::size_t& j) {
    const std::size_t start = j;
    while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
    return j - start;
  };
  auto mate = [&](int sign, std::size_t from) -> std::size_t {
    std::size_t j = from;
    const std::size_t n = digits(j);
    if (n == 0 || n > 4) return 0;
    const int moves = std::stoi(std::string(s.substr(from, n)));
    if (cp) *cp = sign * (100000 - moves);
    return j;
  };
  if (s[0] == '#') {
    const bool neg = s.size() > 1 && s[1] == '-';
    return mate(neg ? -1 : 1, neg ? 2 : 1);
  }
  if (s[0] != '+' && s[0] != '-') return 0;
  const int sign = s[0] == '-' ? -1 : 1;
  if (s.size() > 1 && s[1] == 'M') return mate(sign, 2);
  i = 1;
  const std::size_t whole = digits(i);
  if (whole == 0 || whole > 5 || i + 3 > s.size() || s[i] != '.') return 0;
  ++i;
  std::size_t j = i;
  if (digits(j) != 2) return 0;
  if (cp)
    *cp = sign * (std::stoi(std::string(s.substr(1, whole))) * 100 + std::stoi(std::string(s.substr(i, 2))));
  return j;
}

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

}  // namespace

char mark_letter(MarkColour c) {
  switch (c) {
    case MarkColour::Green:
      return 'G';
    case MarkColour::Red:
      return 'R';
    case MarkColour::Blue:
      return 'B';
    case MarkColour::Yellow:
      return 'Y';
  }
  return 'G';
}

std::optional<CommentCommands> read_comment(std::string_view comment, CommentError* error) {
  CommentCommands out;
  std::string words;
  std::size_t i = 0;
  while (i < comment.size()) {
    const std::size_t open = comment.find('[', i);
    if (open == std::string_view::npos) {
      words.append(comment.substr(i));
      break;
    }
    words.append(comment.substr(i, open - i));
    if (comment.substr(open, 3) == "[#]") {
      out.diagram = true;
      i = open + 3;
      continue;
    }
    const std::size_t close = comment.find(']', open);
    if (comment.substr(open, 2) != "[%" || close == std::string_view::npos) {
      words += '[';  // an ordinary bracket in the words
      i = open + 1;
      continue;
    }
    const std::string_view body = comment.substr(open + 2, close - open - 2);
    const std::size_t space = body.find(' ');
    const std::string_view name = body.substr(0, space);
    const std::string_view args =
        space == std::string_view::npos ? std::string_view() : body.substr(space + 1);
    const std::size_t args_at = open + 2 + (space == std::string_view::npos ? body.size() : space + 1);
    if (name == "csl" || name == "cal") {
      if (!read_marks(args, args_at, name == "cal", out, error)) return std::nullopt;
    } else {
      out.others.emplace_back(comment.substr(open, close - open + 1));
    }
    i = close + 1;
  }
  // Words: white space where a command stood collapses to one space
  std::string text;
  bool space = false;
  for (char c : trim(words)) {
    const bool ws = std::isspace(static_cast<unsigned char>(c));
    if (ws && space) continue;
    text += ws ? ' ' : c;
    space = ws;
  }
  out.text = std::move(text);
  return out;
}

std::string write_comment(const CommentCommands& c) {
  std::string out;
  auto sep = [&] {
    if (!out.empty()) out += ' ';
  };
  if (c.diagram) out += "[#]";
  if (!c.points.empty()) {
    sep();
    out += "[%csl ";
    for (std::size_t i = 0; i < c.points.size(); ++i) {
      if (i) out += ',';
      out += mark_letter(c.points[i].colour);
      out += mark_square(c.points[i].square);
    }
    out += ']';
  }
  if (!c.arrows.empty()) {
    sep();
    out += "[%cal ";
    for (std::size_t i = 0; i < c.arrows.size(); ++i) {
      if (i) out += ',';
      out += mark_letter(c.arrows[i].colour);
      out += mark_square(c.arrows[i].from) + mark_square(c.arrows[i].to);
    }
    out += ']';
  }
  for (const std::string& o : c.others) {
    sep();
    out += o;
  }
  if (!c.text.empty()) {
    sep();
    out += c.text;
  }
  return out;
}

std::optional<int> engine_evaluation(std::string_view comment) {
  if (!is_engine_comment(comment)) return std::nullopt;
  int cp = 0;
  if (read_evaluation(trim(comment), &cp) == 0) return std::nullopt;
  return cp;
}

bool is_engine_comment(std::string_view comment) {
  const std::string_view s = trim(comment);
  if (starts_with(s, "Saban analysis (") || starts_with(s, "Phân tích của Saban (")) return true;
  const std::size_t n = read_evaluation(s, nullptr);
  if (n == 0) return false;
  std::string_view rest = s.substr(n);
  if (rest.empty()) return true;  // +0.35
  if (rest[0] == '/') {           // +0.35/12
    std::size_t j = 1;
    while (j < rest.size() && std::isdigit(static_cast<unsigned char>(rest[j]))) ++j;
    return j > 1 && j == rest.size();
  }
  // -1.08 (best +0.02: LINE) or -1.08 (tốt nhất +0.02: LINE)
  for (std::string_view word : {std::string_view(" (best "), std::string_view(" (tốt nhất ")}) {
    if (!starts_with(rest, word)) continue;
    rest.remove_prefix(word.size());
    const std::size_t m = read_evaluation(rest, nullptr);
    if (m == 0 || rest.substr(m, 2) != ": ") return false;
    rest.remove_prefix(m + 2);
    int depth = 0;  // stacks in the line have parentheses of their own: the last one closes the comment's
    for (std::size_t k = 0; k < rest.size(); ++k) {
      depth += rest[k] == '(' ? 1 : rest[k] == ')' ? -1 : 0;
      if (depth < 0) return k == rest.size() - 1 && k > 0;
    }
    return false;
  }
  return false;
}

}  // namespace saban::parser
