#include "parser/comment_commands.h"

#include <cctype>
#include <cstdio>
#include <utility>

#include "rules/board.h"
#include "rules/excerpt.h"

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
      return fail(start, "unknown mark colour '" + std::string(1, item[0]) + "' in '" + excerpt(item) +
                             "' (G, R, B or Y)");
    std::size_t p = 1;
    const auto from = read_square(item, p);
    std::optional<Square> to;
    if (from && arrow) to = read_square(item, p);
    if (!from || (arrow && !to) || p != item.size())
      return fail(start, std::string(arrow ? "an arrow is a colour and two points, e.g. Ga1a5, not '"
                                           : "a coloured point is a colour and a point, e.g. Ra1, not '") +
                             excerpt(item) + "'");
    if (arrow)
      out.arrows.push_back({*colour, *from, *to});
    else
      out.points.push_back({*colour, *from});
    i = end;
  }
  return true;
}

std::string mark_square(Square s) { return board::square_name(s); }

// Scores written as numbers this far out are a mate on the board in an older record: the ±100000
// centipoints ("1000.00") a mate in 0 was kept as before Evaluation had `mated`, or the mating move's raw
// search score ("10000.00") that annotations wrote before mates on the board had a form. No engine's
// evaluation comes near it (a whole army is 20000).
constexpr int kOldMateOnBoard = 100000;

// A score in centipoints, or an older record's mate on the board (above).
Evaluation centipoint_evaluation(int cp) {
  Evaluation e;
  if (cp >= kOldMateOnBoard || cp <= -kOldMateOnBoard)
    e.mated = cp > 0 ? 1 : -1;
  else
    e.centipoints = cp;
  return e;
}

// A mate in `moves` (0: on the board) for the side `sign` says.
Evaluation mate_evaluation(int sign, int moves) {
  Evaluation e;
  if (moves == 0)
    e.mated = sign;
  else
    e.mate = sign * moves;
  return e;
}

// An evaluation at the start of `s`, for whoever the comment speaks for: "+0.35", "-12.00", "#3", "#-2",
// "#0", "+M3", "-M2", Cờ Đông Sơn's "W3", "L2"; returns its length (0: none) and puts it in `out`.
std::size_t read_evaluation(std::string_view s, Evaluation* out) {
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
    if (out) *out = mate_evaluation(sign, std::stoi(std::string(s.substr(from, n))));
    return j;
  };
  if (s[0] == '#') {
    const bool neg = s.size() > 1 && s[1] == '-';
    return mate(neg ? -1 : 1, neg ? 2 : 1);
  }
  if (s[0] == 'W' || s[0] == 'L') return mate(s[0] == 'W' ? 1 : -1, 1);  // Cờ Đông Sơn's old "W3", "L2"
  if (s[0] != '+' && s[0] != '-') return 0;
  const int sign = s[0] == '-' ? -1 : 1;
  if (s.size() > 1 && s[1] == 'M') return mate(sign, 2);
  i = 1;
  const std::size_t whole = digits(i);
  if (whole == 0 || whole > 5 || i + 3 > s.size() || s[i] != '.') return 0;
  ++i;
  std::size_t j = i;
  if (digits(j) != 2) return 0;
  if (out)
    *out = centipoint_evaluation(
        sign * (std::stoi(std::string(s.substr(1, whole))) * 100 + std::stoi(std::string(s.substr(i, 2)))));
  return j;
}

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// "0.23,5", "#3", "#-2,7", "#0", "-1.50": the arguments of [%eval]; nullopt when malformed.
std::optional<Evaluation> read_eval_args(std::string_view args) {
  Evaluation e;
  const std::size_t comma = args.find(',');
  const std::string_view value = trim(args.substr(0, comma));
  auto number = [](std::string_view t, int& out) {
    if (t.empty() || t.size() > 6) return false;
    for (char c : t)
      if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    out = std::stoi(std::string(t));
    return true;
  };
  int depth = 0;
  if (comma != std::string_view::npos && !number(trim(args.substr(comma + 1)), depth)) return std::nullopt;
  if (value.empty()) return std::nullopt;
  if (value[0] == '#') {
    const bool neg = value.size() > 1 && value[1] == '-';
    int n = 0;
    if (!number(value.substr(neg ? 2 : 1), n)) return std::nullopt;
    e = mate_evaluation(neg ? -1 : 1, n);  // "#0", "#-0": mate on the board
  } else {
    std::string_view v = value;
    const int sign = v[0] == '-' ? -1 : 1;
    if (v[0] == '-' || v[0] == '+') v.remove_prefix(1);
    const std::size_t dot = v.find('.');
    int whole = 0, frac = 0;
    if (!number(v.substr(0, dot), whole)) return std::nullopt;
    if (dot != std::string_view::npos) {
      const std::string_view f = v.substr(dot + 1);
      if (f.empty() || f.size() > 2 || !number(f, frac)) return std::nullopt;
      if (f.size() == 1) frac *= 10;
    }
    e = centipoint_evaluation(sign * (whole * 100 + frac));
  }
  e.depth = depth;
  return e;
}

// An evaluation of an old engine comment, for the mover, turned to the first player's side.
Evaluation turned(Evaluation e, int depth, bool first_player_moved) {
  const int sign = first_player_moved ? 1 : -1;
  return {sign * e.centipoints, sign * e.mate, depth, sign * e.mated};
}

// The best line of an old judged comment, its score turned to the first player's side: "(best +0.02: LINE)".
std::string best_line_comment(std::string_view word, const Evaluation& best, std::string_view line,
                              bool first_player_moved) {
  return "(" + std::string(word) + " " + evaluation_text(turned(best, 0, first_player_moved)) + ": " +
         std::string(line) + ")";
}

constexpr std::string_view kBestWords[] = {"best ", "tốt nhất "};

// The new judged comment "(best +0.02: LINE)" (or "tốt nhất"): its length from "(" to the closing ")" when
// `s` is one, else 0. Stacks in the line have parentheses of their own: the last one closes the comment's.
bool is_best_line(std::string_view s) {
  if (!starts_with(s, "(")) return false;
  std::string_view rest = s.substr(1);
  if (starts_with(rest, "best: "))  // a best move without a score (from an old Cờ Đông Sơn comment)
    return s.back() == ')' && rest.find_first_of("()") == rest.size() - 1 && rest.size() > 7;
  for (std::string_view word : kBestWords) {
    if (!starts_with(rest, word)) continue;
    rest.remove_prefix(word.size());
    const std::size_t m = read_evaluation(rest, nullptr);
    if (m == 0 || rest.substr(m, 2) != ": ") return false;
    rest.remove_prefix(m + 2);
    int depth = 0;
    for (std::size_t k = 0; k < rest.size(); ++k) {
      depth += rest[k] == '(' ? 1 : rest[k] == ')' ? -1 : 0;
      if (depth < 0) return k == rest.size() - 1 && k > 0;
    }
    return false;
  }
  return false;
}

// An old engine comment that starts with the mover's evaluation (`s` trimmed): the evaluation for the first
// player and what remains of the comment ("" or the best line with its score turned); nullopt for any other.
std::optional<std::pair<Evaluation, std::string>> old_engine_comment(std::string_view s,
                                                                     bool first_player_moved) {
  Evaluation mover;
  const std::size_t n = read_evaluation(s, &mover);
  if (n == 0) return std::nullopt;
  std::string_view rest = s.substr(n);
  if ((s[0] == 'W' || s[0] == 'L') && !starts_with(rest, "/")) return std::nullopt;  // Cờ Đông Sơn's "W3/4"
  int depth = 0;
  if (starts_with(rest, "/")) {
    std::size_t j = 1;
    while (j < rest.size() && std::isdigit(static_cast<unsigned char>(rest[j]))) ++j;
    if (j == 1 || j > 4) return std::nullopt;
    depth = std::stoi(std::string(rest.substr(1, j - 1)));
    rest.remove_prefix(j);
  }
  const Evaluation e = turned(mover, depth, first_player_moved);
  if (rest.empty()) return std::pair{e, std::string()};  // +0.35, +0.35/12
  // -1.08 (best +0.02: LINE), -1.08 (tốt nhất +0.02: LINE)
  if (starts_with(rest, " ") && is_best_line(rest.substr(1))) {
    std::string_view b = rest.substr(2);
    for (std::string_view word : kBestWords) {
      if (!starts_with(b, word)) continue;
      b.remove_prefix(word.size());
      Evaluation best;
      const std::size_t m = read_evaluation(b, &best);
      const std::string_view line = b.substr(m + 2, b.size() - m - 3);
      return std::pair{e, best_line_comment(trim(word), best, line, first_player_moved)};
    }
  }
  // Cờ Đông Sơn's +0.18/2; best Te4 +0.10 (Te4 Tb5)
  if (starts_with(rest, "; best ")) {
    const std::string_view words = rest.substr(7);
    std::string_view b = words;
    const std::size_t space = b.find(' ');
    Evaluation best;
    if (space != std::string_view::npos && space > 0) {
      b.remove_prefix(space + 1);
      const std::size_t m = read_evaluation(b, &best);
      if (m != 0 && b.substr(m, 2) == " (" && b.back() == ')')
        return std::pair{
            e, best_line_comment("best", best, b.substr(m + 2, b.size() - m - 3), first_player_moved)};
    }
    if (words.empty() || words.find_first_of("()") != std::string_view::npos) return std::nullopt;
    return std::pair{e,
                     "(best: " + std::string(words) + ")"};  // a best move without a score: no sign to turn
  }
  return std::nullopt;
}

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
    } else if (name == "eval") {
      out.eval = read_eval_args(args);
      if (!out.eval) {
        if (error)
          *error = {args_at,
                    "an evaluation is a score in pawns from the first player's side and a depth, e.g. "
                    "[%eval 0.23,5] or [%eval #-2], not '" +
                        excerpt(args) + "'"};
        return std::nullopt;
      }
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
  if (c.eval) {
    sep();
    out += eval_command(*c.eval);
  }
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

Evaluation first_player_evaluation(int centipoints, int mate, int depth, bool first_player_to_move) {
  const int sign = first_player_to_move ? 1 : -1;
  Evaluation e;
  e.mate = sign * mate;
  e.centipoints = mate ? 0 : sign * centipoints;
  e.depth = depth;
  return e;
}

Evaluation mated_on_board(bool first_player_won, int depth) {
  Evaluation e;
  e.mated = first_player_won ? 1 : -1;
  e.depth = depth;
  return e;
}

int mate_side(const Evaluation& e) {
  const int m = e.mated ? e.mated : e.mate;
  return m > 0 ? 1 : m < 0 ? -1 : 0;
}

std::string evaluation_text(const Evaluation& e) {
  char buf[32];
  if (e.mated) return e.mated > 0 ? "#0" : "#-0";
  if (e.mate > 0)
    std::snprintf(buf, sizeof buf, "#%d", e.mate);
  else if (e.mate < 0)
    std::snprintf(buf, sizeof buf, "#-%d", -e.mate);
  else
    std::snprintf(buf, sizeof buf, "%+.2f", e.centipoints / 100.0);
  return buf;
}

int evaluation_value(const Evaluation& e) {
  if (e.mated) return e.mated > 0 ? 100000 : -100000;  // a mate in 0
  if (e.mate > 0) return 100000 - e.mate;
  if (e.mate < 0) return -(100000 + e.mate);
  return e.centipoints;
}

std::string eval_command(const Evaluation& e) {
  std::string out = "[%eval ";
  if (mate_side(e)) {
    out += evaluation_text(e);
  } else {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", e.centipoints / 100.0);
    out += buf;
  }
  if (e.depth) out += "," + std::to_string(e.depth);
  return out + "]";
}

std::optional<Evaluation> take_evaluation(std::vector<std::string>& comments, bool first_player_moved,
                                          std::size_t from) {
  std::optional<Evaluation> found;
  for (std::size_t i = from; i < comments.size();) {
    std::string& c = comments[i];
    if (c.find("[%eval") != std::string::npos) {
      if (auto cc = read_comment(c); cc && cc->eval) {
        found = cc->eval;
        cc->eval.reset();
        c = write_comment(*cc);
      }
    } else if (auto old = old_engine_comment(trim(c), first_player_moved)) {
      found = old->first;
      c = std::move(old->second);
    }
    if (c.empty())
      comments.erase(comments.begin() + static_cast<std::ptrdiff_t>(i));
    else
      ++i;
  }
  return found;
}

bool is_engine_summary(std::string_view comment) {
  const std::string_view s = trim(comment);
  for (std::string_view head : kEngineSummaryHeads)
    if (starts_with(s, head)) return true;
  return false;
}

std::optional<EngineBestLine> read_best_line(std::string_view comment) {
  const std::string_view s = trim(comment);
  if (!is_best_line(s)) return std::nullopt;
  std::string_view rest = s.substr(1, s.size() - 2);  // inside the comment's parentheses
  EngineBestLine out;
  if (starts_with(rest, "best: ")) {
    out.line = std::string(trim(rest.substr(6)));
    return out;
  }
  for (std::string_view word : kBestWords) {
    if (!starts_with(rest, word)) continue;
    rest.remove_prefix(word.size());
    Evaluation best;
    const std::size_t m = read_evaluation(rest, &best);
    out.best = best;  // already the first player's: no sign to turn
    out.line = std::string(trim(rest.substr(m + 2)));
    return out;
  }
  return std::nullopt;
}

bool is_engine_comment(std::string_view comment) {
  const std::string_view s = trim(comment);
  if (is_engine_summary(s)) return true;
  if (is_best_line(s)) return true;
  return old_engine_comment(s, true).has_value();
}

}  // namespace saban::parser
