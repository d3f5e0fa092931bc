#include "analysis/annotate_text.h"

#include <cstdint>
#include <cstdio>
#include <vector>

#include "analysis/annotate.h"
#include "parser/comment_commands.h"
#include "parser/writer.h"
#include "rules/movegen.h"
#include "rules/san.h"
#include "rules/side_names.h"

namespace saban::analysis {

TextLanguage record_language(const parser::GameRecord& game, const std::string& requested) {
  if (requested == "vi") return TextLanguage::Vi;
  if (requested == "en") return TextLanguage::En;
  return game.dialect == parser::Dialect::Rulebook && game.letters == parser::Letters::Vi ? TextLanguage::Vi
                                                                                          : TextLanguage::En;
}

std::string move_in_notation(const Position& pos, const Turn& turn, const parser::GameRecord& game) {
  if (game.dialect == parser::Dialect::Rulebook) return parser::rulebook_token(pos, turn, game.letters);
  Position p = pos;  // generation makes and unmakes moves on it
  std::vector<Turn> legal;
  generate_legal(p, DeployMode::Full, legal);
  return to_san(pos, turn, legal);
}

std::string line_in_notation(Position pos, const std::vector<Turn>& pv, std::size_t max_len,
                             const parser::GameRecord& game) {
  std::string out;
  for (std::size_t i = 0; i < pv.size() && i < max_len; ++i) {
    if (i) out += ' ';
    out += move_in_notation(pos, pv[i], game);
    Undo u;
    pos.do_turn(pv[i], u);
  }
  return out;
}

std::string judged_move_comment(const parser::Evaluation& best, const std::string& line, TextLanguage lang) {
  return (lang == TextLanguage::Vi ? "(tốt nhất " : "(best ") + parser::evaluation_text(best) + ": " + line +
         ")";
}

std::string judgement_count_text(parser::Judgement j, int n, TextLanguage lang) {
  using parser::Judgement;
  const bool one = n == 1;
  const char* w = "";
  if (lang == TextLanguage::Vi) {  // Vietnamese nouns do not change with number
    switch (j) {
      case Judgement::Brilliant:
        w = "nước xuất sắc";
        break;
      case Judgement::Good:
        w = "nước hay";
        break;
      case Judgement::Inaccuracy:
        w = "nước thiếu chính xác";
        break;
      case Judgement::Mistake:
        w = "nước sai";
        break;
      case Judgement::Blunder:
        w = "nước sai nghiêm trọng";
        break;
      case Judgement::None:
        w = "nước";
        break;
    }
  } else {
    switch (j) {
      case Judgement::Brilliant:
        w = one ? "brilliant move" : "brilliant moves";
        break;
      case Judgement::Good:
        w = one ? "good move" : "good moves";
        break;
      case Judgement::Inaccuracy:
        w = one ? "inaccuracy" : "inaccuracies";
        break;
      case Judgement::Mistake:
        w = one ? "mistake" : "mistakes";
        break;
      case Judgement::Blunder:
        w = one ? "blunder" : "blunders";
        break;
      case Judgement::None:
        w = one ? "move" : "moves";
        break;
    }
  }
  return std::to_string(n) + " " + w;
}

std::string limits_words(const SearchLimits& l, TextLanguage lang) {
  const bool vi = lang == TextLanguage::Vi;
  if (l.nodes) return std::to_string(l.nodes) + (vi ? " nút" : (l.nodes == 1 ? " node" : " nodes"));
  if (l.movetime_ms) return std::to_string(l.movetime_ms) + " ms";
  return (vi ? "độ sâu " : "depth ") + std::to_string(l.depth);
}

std::string summary_comment(const GameSummary& summary, const SearchLimits& limits, TextLanguage lang) {
  const bool vi = lang == TextLanguage::Vi;
  std::string out = std::string(parser::kEngineSummaryHeads[vi ? 1 : 0]) + limits_words(limits, lang) + "): ";
  for (int side = 0; side < 2; ++side) {
    char acc[16];
    std::snprintf(acc, sizeof acc, "%.0f%%", summary.accuracy[side]);
    if (side) out += "; ";
    out +=
        std::string(side_name(side == 0 ? Side::Red : Side::Blue, vi)) + (vi ? " chính xác " : " accuracy ");
    out += acc;
    for (int j = 1; j < 6; ++j)
      if (summary.counts[side][j])
        out += ", " + judgement_count_text(static_cast<parser::Judgement>(j), summary.counts[side][j], lang);
  }
  return out;
}

namespace {
// The first annotator's count words, in Judgement order (None first, never written)
constexpr const char* kFirstCountWords[6] = {"", "brilliant", "good", "inaccuracies", "mistakes", "blunders"};
}  // namespace

std::string first_summary_comment(const GameSummary& summary, const SearchLimits& limits) {
  std::string out =
      std::string(parser::kEngineSummaryHeads[0]) + limits_words(limits, TextLanguage::En) + "): ";
  for (int side = 0; side < 2; ++side) {
    char acc[16];
    std::snprintf(acc, sizeof acc, "%.0f%%", summary.accuracy[side]);
    out += std::string(side ? "; " : "") + side_name(side == 0 ? Side::Red : Side::Blue, false) +
           " accuracy " + acc;
    for (int j = 1; j < 6; ++j)
      out += ", " + std::to_string(summary.counts[side][j]) + " " + kFirstCountWords[j];
  }
  return out;
}

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\n' || s.front() == '\t' || s.front() == '\r'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

// A whole non-negative number at the start of `s` (taken off it), at most nine digits.
std::optional<std::uint64_t> take_number(std::string_view& s) {
  std::size_t n = 0;
  while (n < s.size() && n < 10 && s[n] >= '0' && s[n] <= '9') ++n;
  if (n == 0 || n > 9) return std::nullopt;
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < n; ++i) v = v * 10 + static_cast<std::uint64_t>(s[i] - '0');
  s.remove_prefix(n);
  return v;
}

// Splits `s` at each `sep`.
std::vector<std::string_view> split(std::string_view s, std::string_view sep) {
  std::vector<std::string_view> out;
  for (std::size_t at = s.find(sep); at != std::string_view::npos; at = s.find(sep)) {
    out.push_back(s.substr(0, at));
    s.remove_prefix(at + sep.size());
  }
  out.push_back(s);
  return out;
}

}  // namespace

// Reads what the parts say, leniently, then asks summary_comment to write it again: only the writer's own
// form survives the comparison.
std::optional<SummaryComment> read_summary_comment(std::string_view comment) {
  if (!parser::is_engine_summary(comment)) return std::nullopt;
  const std::string_view text = trimmed(comment);
  SummaryComment out;
  const std::string_view vi = parser::kEngineSummaryHeads[1];
  out.language = text.substr(0, vi.size()) == vi ? TextLanguage::Vi : TextLanguage::En;
  std::string_view rest = text.substr(parser::kEngineSummaryHeads[out.language == TextLanguage::Vi].size());
  if (rest.empty()) return std::nullopt;
  const std::size_t close = rest.find("): ");
  if (close == std::string_view::npos) return std::nullopt;
  // The limits: "depth 6", "2000 nodes", "500 ms" (a number first or last)
  std::string_view limits = rest.substr(0, close);
  rest.remove_prefix(close + 3);
  if (const auto n = take_number(limits)) {
    if (limits == " ms")
      out.limits.movetime_ms = static_cast<int>(*n);
    else
      out.limits.nodes = *n;
  } else {
    const std::size_t space = limits.rfind(' ');
    if (space == std::string_view::npos) return std::nullopt;
    limits.remove_prefix(space + 1);
    const auto depth = take_number(limits);
    if (!depth || !limits.empty()) return std::nullopt;
    out.limits.depth = static_cast<int>(*depth);
  }
  const std::vector<std::string_view> sides = split(rest, "; ");
  if (sides.size() != 2) return std::nullopt;
  GameSummary summary;
  for (int side = 0; side < 2; ++side) {
    const std::vector<std::string_view> parts = split(sides[static_cast<std::size_t>(side)], ", ");
    std::string_view accuracy = parts[0];
    const std::size_t space = accuracy.rfind(' ');
    if (space == std::string_view::npos) return std::nullopt;
    accuracy.remove_prefix(space + 1);
    const auto percent = take_number(accuracy);
    if (!percent || accuracy != "%") return std::nullopt;
    out.accuracy[side] = static_cast<int>(*percent);
    summary.accuracy[side] = static_cast<double>(*percent);
    for (std::size_t i = 1; i < parts.size(); ++i) {
      std::string_view count = parts[i];
      const auto n = take_number(count);
      if (!n) return std::nullopt;
      bool known = false;
      for (int j = 1; j < 6 && !known; ++j)
        if (judgement_count_text(static_cast<parser::Judgement>(j), static_cast<int>(*n), out.language) ==
                parts[i] ||
            (out.language == TextLanguage::En && count == std::string(" ") + kFirstCountWords[j])) {
          out.counts[side][j] = summary.counts[side][j] = static_cast<int>(*n);
          known = true;
        }
      if (!known) return std::nullopt;
    }
  }
  if (summary_comment(summary, out.limits, out.language) != text &&
      (out.language != TextLanguage::En || first_summary_comment(summary, out.limits) != text))
    return std::nullopt;
  return out;
}

}  // namespace saban::analysis
