// The engine's words in annotated records: lines in the record's own notation and letter set, summaries and
// judgement counts in Vietnamese or English with the right plural forms.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/annotation.h"
#include "analysis/search.h"
#include "parser/record.h"

namespace saban::analysis {

enum class TextLanguage { Vi, En };

/// The language of the engine's words for a record: `requested` ("vi" or "en") if given, else Vietnamese for
/// a rulebook record in the Vietnamese letter set and English otherwise.
TextLanguage record_language(const parser::GameRecord& game, const std::string& requested = {});

/// One turn in the record's notation: a rulebook token in the record's letters, or SAN for a SAN record.
std::string move_in_notation(const Position& pos, const Turn& turn, const parser::GameRecord& game);
/// Up to `max_len` turns of a line from `pos`, in the record's notation, separated by spaces.
std::string line_in_notation(Position pos, const std::vector<Turn>& pv, std::size_t max_len,
                             const parser::GameRecord& game);

/// The comment on a judged move: "(best +0.02: LINE)", in Vietnamese "(tốt nhất +0.02: LINE)", the best
/// move's evaluation from the first player's side (the move's own is its `[%eval]`).
std::string judged_move_comment(const parser::Evaluation& best, const std::string& line, TextLanguage lang);
/// "1 inaccuracy", "3 inaccuracies", "3 nước thiếu chính xác".
std::string judgement_count_text(parser::Judgement j, int n, TextLanguage lang);
/// Search limits in words: "depth 6", "2000 nodes", "500 ms" ("độ sâu 6", "2000 nút").
std::string limits_words(const SearchLimits& limits, TextLanguage lang);
/// The game's summary comment: "Saban analysis (depth 6): Red accuracy 97%, 1 inaccuracy; Blue accuracy 99%,
/// 2 good moves" (counts of zero left out), or in Vietnamese "Phân tích của Saban (độ sâu 6): Đỏ chính xác
/// 97%, ...".
std::string summary_comment(const GameSummary& summary, const SearchLimits& limits, TextLanguage lang);
/// The form the first annotator wrote (before 2026-11-30's 6a5dc0b; English only, every count, always in the
/// plural): "Saban analysis (depth 2): Red accuracy 97%, 1 brilliant, 1 good, 0 inaccuracies, 0 mistakes, 0
/// blunders; Blue accuracy ...". Records annotated then still carry it; read_summary_comment knows it.
std::string first_summary_comment(const GameSummary& summary, const SearchLimits& limits);

/// What a summary comment says, read back from it.
struct SummaryComment {
  TextLanguage language = TextLanguage::En;
  SearchLimits limits;       ///< the depth, nodes or time it names (the others as a SearchLimits has them)
  int accuracy[2] = {0, 0};  ///< per side (first player first), in whole percent as written
  int counts[2][6] = {};     ///< per side, per Judgement
};
/// The summary comment summary_comment writes, read back: nullopt for any other text, however like it ("Saban
/// analysis (depth 6): my notes"). A comment is the summary when summary_comment, given what it says, writes
/// it again letter for letter (surrounding spaces aside), so the writer is the one home of its form; or
/// first_summary_comment does (a record annotated by the first annotator).
std::optional<SummaryComment> read_summary_comment(std::string_view comment);

}  // namespace saban::analysis
