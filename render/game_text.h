// A game prepared for publication: its movetext as a flat list of tokens (Commander Chess moves in the
// rulebook notation, Cờ Đông Sơn ones in its SAN; comments kept apart from the engine's, variations, diagrams
// with captions) and its evaluation curve.
#pragma once

#include <QString>
#include <optional>
#include <vector>

#include "parser/dongson_record.h"
#include "parser/record.h"
#include "render/diagram.h"
#include "render/dongson_diagram.h"
#include "render/publication.h"
#include "rules/games.h"

namespace saban::render {

struct GameToken {
  /// EngineComment: the engine's words on a move (a judged move's better line) or on the game (its summary);
  /// the moves' evaluations are no tokens: they are the Move's `evaluation` and the curve.
  enum class Kind { Number, Move, Comment, EngineComment, Open, Close, Diagram, Result } kind = Kind::Move;
  QString text;
  int depth = 0;       ///< variation depth (0: the main line)
  int move_id = -1;    ///< Move: a number unique in the game (the HTML page's anchors)
  int ply = -1;        ///< Move of the main line: plies played after it
  QString fen;         ///< Move: the position after it
  QString from, to;    ///< Move: the points its mover left and reached, named as the diagrams' data-square
  bool marks = false;  ///< Move: its comments mark points or arrows, on `diagram` (`ds_diagram`) after it
  parser::Judgement judgement = parser::Judgement::None;
  QString evaluation;  ///< Move: the engine's evaluation after it, from Red's side ("+0.35", "#3"), if any
  Diagram diagram;     ///< Diagram
  std::optional<DsDiagram> ds_diagram;  ///< Diagram of a Cờ Đông Sơn game, drawn instead of `diagram`
  QString caption;                      ///< Diagram
};

/// The game's evaluation after each main-line ply, for the first player (Red, Thủy), as one number
/// (parser::evaluation_value of the moves' `evaluation`), and each side's accuracy and judgement counts.
struct GameCurve {
  std::vector<std::optional<int>> red_eval;           ///< one per ply
  games::GameKind game = games::GameKind::Commander;  ///< whose win-probability curve the graph draws
  bool has_evaluations = false;
  std::optional<double> accuracy[2];
  int counts[2][6] = {};
  int first_move = 1;                    ///< the move number of the first ply (the graph's move axis)
  bool first_player_moves_first = true;  ///< whether the first ply is the first player's
};

/// What a book says of one side's play (side 0: the first player): its accuracy and its counts of judged
/// moves, "accuracy 97%, 1 inaccuracy", "độ chính xác 97%, 1 nước thiếu chính xác", "الدقة 97%، أخطاء: 2";
/// empty when the curve has neither.
QString side_summary(const GameCurve& curve, int side, Language lang);
/// Both sides' side_summary after their names, on one line: "Red: accuracy 97%, 1 inaccuracy; Blue: accuracy
/// 88%" (a side with nothing to say left out; empty when neither has).
QString curve_summary(const GameCurve& curve, const QString (&sides)[2], Language lang);

/// The movetext of a game as tokens, diagrams placed as `options` say (a Cờ Đông Sơn one in each Diagram
/// token's `ds_diagram`).
std::vector<GameToken> game_tokens(const parser::GameRecord& game, const PublicationOptions& options);
std::vector<GameToken> game_tokens(const parser::dongson::DsRecord& game, const PublicationOptions& options);
/// The evaluation curve and judgement counts of a game's main line (from the first player's side).
GameCurve game_curve(const parser::GameRecord& game);
GameCurve game_curve(const parser::dongson::DsRecord& game);
/// The same of any game's main line: each ply's evaluation (from the first player's side) and judgement,
/// whether the first player moves first, the comments before the moves (the engine summary's accuracies), and
/// the game (its win-probability curve).
GameCurve main_line_curve(const std::vector<std::optional<parser::Evaluation>>& evaluations,
                          const std::vector<parser::Judgement>& judgements, bool first_player_moves_first,
                          const std::vector<std::string>& comments_before, games::GameKind game);
/// The fewest plies between two swings' diagrams (largest_swings).
constexpr std::size_t kSwingSpacing = 6;
/// The `n` main-line plies after which the first player's expected score moved most, as flags (one per ply):
/// distinct turning points, each at least kSwingSpacing plies (and a 2n-th of the game) from the others, and
/// no two of the same position (`positions`: each ply's position after it, any text that tells positions
/// apart; empty: not compared).
std::vector<bool> largest_swings(const GameCurve& curve, int n, const std::vector<QString>& positions = {});
/// The dialect of a book's notation (the rulebook's for Vi and En, SAN for San).
constexpr parser::Dialect print_dialect(Notation n) {
  return n == Notation::San ? parser::Dialect::San : parser::Dialect::Rulebook;
}
/// The labels around a book's diagrams: those of the notation its moves are printed in, unless the options
/// chose a style (PublicationOptions::coordinates_follow_notation).
std::optional<board::CoordinateStyle> book_coordinates(const PublicationOptions& options);

/// The engine's comment on a move (a judged move's better line, read by parser::read_best_line) as a book
/// prints it: prose in the options' language around the line's numbered moves in the book's notation,
/// without the brackets the book puts around it: "Better was 14... X (+0.35), continuing 15. Y Z", "14... X
/// là nước tốt hơn (+0.35), sau đó 15. Y Z". `before`: the position (state) before the move commented on,
/// where the line starts; `game`: its record (the notation the line was written in). Empty when the comment
/// is no better line or none of its moves reads.
QString better_line_text(const parser::GameRecord& game, const Position& before, const std::string& comment,
                         const PublicationOptions& options);
QString better_line_text(const parser::dongson::DsRecord& game, const saban::dongson::Game& before,
                         const std::string& comment, const PublicationOptions& options);

/// A move's number as a book prints it before the move (parser/movetext.h numbers each move from the position
/// before it: its fullmove number and whether the first side moves): "14." before the first side's move,
/// "14..." before the second side's.
QString move_number_text(int fullmove, bool first_side);
/// The number of the move that led to `after` (its position's counters: the rules count a full move after
/// the second side's move), as move_number_text prints it: "14." when the second side is to move, else
/// "13...". A set-up position's FEN numbers its moves, and may start with either side.
template <class Pos>
QString number_of_move_before(const Pos& after, bool first_side_to_move) {
  return first_side_to_move ? move_number_text(after.fullmove_number() - 1, false)
                            : move_number_text(after.fullmove_number(), true);
}

/// The diagram after `ply` plies of the main line: last move marked, with the points and arrows of the
/// comments on that move.
Diagram diagram_after(const parser::GameRecord& game, int ply);

/// A tag's value as text ("" when absent, empty, "?", "-" or "????.??.??"), else the `fallback` tag's.
template <class Record>
QString tag_text(const Record& game, const char* name, const char* fallback = nullptr) {
  for (const char* n : {name, fallback}) {
    if (!n) continue;
    const auto v = game.tag(n);
    if (v && !v->empty() && *v != "?" && *v != "-" && *v != "????.??.??") return QString::fromStdString(*v);
  }
  return {};
}

}  // namespace saban::render
