// Commands inside comments: the diagram marker [#], coloured points [%csl ...] and arrows [%cal ...], and the
// engine's own comments told apart from the annotator's (notation.md, "Commands in comments").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/types.h"

namespace saban::parser {

/// A mark's colour, by lichess's letters: G green, R red, B blue, Y yellow.
enum class MarkColour { Green, Red, Blue, Yellow };
char mark_letter(MarkColour c);

struct PointMark {
  MarkColour colour = MarkColour::Green;
  Square square;
};
struct ArrowMark {
  MarkColour colour = MarkColour::Green;
  Square from, to;
};

/// An engine's evaluation of a position as people read it: always from the FIRST player's side (Red in
/// Commander Chess, Thủy in Cờ Đông Sơn), whoever is to move. Written `[%eval 0.23,5]` (notation.md §6). It
/// is one of three: a score in `centipoints`, a mate to come in `mate` moves, or a mate on the board
/// (`mated`, a mate in 0: the move just played has mated, or in Cờ Đông Sơn won the game); the other two
/// fields are 0.
struct Evaluation {
  int centipoints =
      0;  ///< when not a mate: a hundredth of an infantry (Commander Chess) or Đinh (Cờ Đông Sơn)
  int mate = 0;   ///< moves to a mate to come: > 0 the first player mates (wins), < 0 is mated; 0: none
  int depth = 0;  ///< of the search; 0 when not told
  int mated = 0;  ///< a mate on the board: > 0 the first player has mated (won), "#0"; < 0 has been, "#-0"
  bool operator==(const Evaluation&) const = default;
};

/// THE conversion of every score a person reads: an engine's score for the side to move (centipoints, or
/// moves to mate with its sign) to the first player's side. Only the engine protocol keeps the side to move.
Evaluation first_player_evaluation(int centipoints, int mate, int depth, bool first_player_to_move);
/// A mate on the board (a mate in 0) from the first player's side: it has won ("#0"), or it has lost ("#-0").
Evaluation mated_on_board(bool first_player_won, int depth = 0);
/// Who mates, now or to come: +1 the first player, -1 the second, 0 it is no mate (a score in centipoints).
int mate_side(const Evaluation& e);
/// The score alone as people read it: "+0.23", "-1.50", "#3" (the first player mates in 3), "#-2", "#0" (it
/// has mated), "#-0" (it has been mated).
std::string evaluation_text(const Evaluation& e);
/// The score as one number for comparisons and curves: centipoints, mates as ±(100000 - moves) (a mate on
/// the board ±100000).
int evaluation_value(const Evaluation& e);
/// The command: `[%eval 0.23,5]`, `[%eval #-2,7]`, `[%eval #0,4]`, `[%eval -1.50]` (no depth told).
std::string eval_command(const Evaluation& e);

/// A comment split into its commands and its words.
struct CommentCommands {
  std::string text;                 ///< the words, commands removed, white space trimmed
  bool diagram = false;             ///< [#]: print a diagram here
  std::vector<PointMark> points;    ///< [%csl Ga5,Rk12]
  std::vector<ArrowMark> arrows;    ///< [%cal Ga5a9,Bk1k4]
  std::optional<Evaluation> eval;   ///< [%eval 0.23,5]
  std::vector<std::string> others;  ///< any other [%...] command, kept as written
};

/// An error in a command: what is wrong and where (byte offset in the comment).
struct CommentError {
  std::size_t offset = 0;
  std::string message;
};

/// Splits a comment; a malformed [%csl]/[%cal] argument is an error naming it (the comment is not guessed
/// at).
std::optional<CommentCommands> read_comment(std::string_view comment, CommentError* error = nullptr);
/// The comment written back: the commands first ([#] [%eval ...] [%csl ...] [%cal ...] others), then the
/// words.
std::string write_comment(const CommentCommands& c);

/// Is this comment one the engine wrote: a judged move's better line "(best +0.02: ...)" (in either
/// language), the game summary "Saban analysis ...", or one of the old forms (an evaluation "+0.35" or
/// "+0.35/12",
/// "-1.08 (best +0.02: ...)", Cờ Đông Sơn's "+0.18/2; best Te4 +0.10 (...)")? The annotator's comments never
/// match: the engine's forms are whole-comment patterns.
bool is_engine_comment(std::string_view comment);

/// What the engine's comment on a judged move says, read back from it (analysis/annotate_text.h writes it):
/// the best move's evaluation from the FIRST player's side (absent in an old Cờ Đông Sơn "(best: Te4)") and
/// the best line from the position before the move, in the record's notation, its moves separated by
/// spaces. nullopt for any other comment.
struct EngineBestLine {
  std::optional<Evaluation> best;
  std::string line;
};
std::optional<EngineBestLine> read_best_line(std::string_view comment);
/// How the engine's summary of a game begins: in English, then in Vietnamese. analysis::summary_comment
/// writes them, is_engine_summary knows the summary by them.
inline constexpr std::string_view kEngineSummaryHeads[2] = {"Saban analysis (", "Phân tích của Saban ("};
/// Is this the engine's summary of a game ("Saban analysis (...): ...", "Phân tích của Saban (...): ...")?
/// The one home of the question: analysis::read_summary_comment, which reads what the summary says, asks it
/// first.
bool is_engine_summary(std::string_view comment);

/// Takes a move's evaluation out of its comments, as a reader does: a `[%eval]` command (removed from its
/// comment, the words kept), or an old engine comment whose evaluation was the mover's ("+0.18/2",
/// "-1.08 (best +0.02: LINE)", "+0.18/2; best Te4 +0.10 (LINE)"; `first_player_moved` says whose): the
/// evaluation turned to the first player's side, the rest of the comment kept as "(best +0.02: LINE)" with
/// its score turned too. Comments left empty are dropped. nullopt: no evaluation.
/// Only `comments[from..]` are looked at: a reader that adds a move's comments one by one passes the index of
/// the one it added, so a move with thousands of comments is read in linear time.
std::optional<Evaluation> take_evaluation(std::vector<std::string>& comments, bool first_player_moved,
                                          std::size_t from = 0);

}  // namespace saban::parser
