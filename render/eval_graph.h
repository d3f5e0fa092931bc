// The evaluation graph of a game: the first player's expected score after each ply (docs/analysis.md's one
// score convention), with a move axis, the 0 / 0.5 / 1 score axis and its 0.5 line, the judged moves marked
// and a legend in the book's language.
#pragma once

#include <QString>

#include "render/diagram.h"
#include "render/game_text.h"
#include "render/publication.h"

namespace saban::render {

/// The words around the graph: what the curve is and the judgements' names, in the book's language.
struct GraphWords {
  QString score;  ///< "điểm kỳ vọng của Đỏ": the curve
  QString move;   ///< "nước": the move axis
  QString judgements[6];
  Language language = Language::Vi;  ///< the decimal separator of the score axis
};
/// The words for a book in `lang` whose first player is called `first` (Đỏ, Thủy).
GraphWords graph_words(Language lang, const QString& first);

/// The graph of `curve` as a scene `width` wide: a plot `plot_height` high, the move numbers under it and the
/// legend (wrapped onto as many lines as the width needs) under them, its words `text_size` high; the scene's
/// height is the whole. A point per ply; a ply without an evaluation keeps the one before it. Judged moves:
/// inaccuracy ○, mistake ●, blunder ▼, good move ◇, brilliant move ◆ (in colour as well on screen).
Scene eval_graph_scene(double width, double plot_height, double text_size, const GameCurve& curve,
                       const std::vector<parser::Judgement>& judgements, const DiagramStyle& style,
                       const GraphWords& words);

/// The step between labelled move numbers on an axis of `moves` moves `width` wide, each label about
/// `label_width` wide: 1, 2, 5, 10, 20, 50, 100… (the smallest that keeps labels apart).
int move_axis_step(int moves, double width, double label_width);

}  // namespace saban::render
