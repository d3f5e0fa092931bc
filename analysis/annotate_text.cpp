#include "analysis/annotate_text.h"

#include <cstdio>

#include "analysis/annotate.h"
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
  std::string out = (vi ? "Phân tích của Saban (" : "Saban analysis (") + limits_words(limits, lang) + "): ";
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

}  // namespace saban::analysis
