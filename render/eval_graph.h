// The evaluation graph of a game: Red's expected score after each ply, judged moves marked.
#pragma once

#include <QPainter>
#include <QRectF>

#include "render/diagram.h"
#include "render/game_text.h"

namespace saban::render {

/// Draws the graph of `curve` into `rect` (axes, the curve, the area on Red's side filled).
void paint_eval_graph(QPainter& painter, const QRectF& rect, const GameCurve& curve,
                      const std::vector<parser::Judgement>& judgements, const DiagramStyle& style);
/// The same as an SVG scene.
Scene eval_graph_scene(double width, double height, const GameCurve& curve,
                       const std::vector<parser::Judgement>& judgements, const DiagramStyle& style);

}  // namespace saban::render
