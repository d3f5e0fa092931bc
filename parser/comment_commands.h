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

/// A comment split into its commands and its words.
struct CommentCommands {
  std::string text;                 ///< the words, commands removed, white space trimmed
  bool diagram = false;             ///< [#]: print a diagram here
  std::vector<PointMark> points;    ///< [%csl Ga5,Rk12]
  std::vector<ArrowMark> arrows;    ///< [%cal Ga5a9,Bk1k4]
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
/// The comment written back: the commands first ([#] [%csl ...] [%cal ...] others), then the words.
std::string write_comment(const CommentCommands& c);

/// Is this comment one the engine wrote (an evaluation "+0.35" or "+0.35/12", a judged move's
/// "-1.08 (best +0.02: ...)" in either language, or the game summary "Saban analysis ...")? The annotator's
/// comments never match: the engine's forms are whole-comment patterns.
bool is_engine_comment(std::string_view comment);
/// The evaluation an engine comment starts with, in centipoints for the side that just moved (mates as
/// ±(100000 - moves)); nullopt for other comments.
std::optional<int> engine_evaluation(std::string_view comment);

}  // namespace saban::parser
