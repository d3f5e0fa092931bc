#include "gui/engine/evalbar.h"

#include <QPainter>
#include <algorithm>

#include "analysis/score_view.h"
#include "gui/engine/enginerunner.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamekinds.h"

namespace saban::gui {

EvalBar::EvalBar(GameDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc) {
  setObjectName(QStringLiteral("evalBar"));
  setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
  setFixedWidth(26);
  connect(doc, &GameDocument::cursorChanged, this, &EvalBar::showStored);
  connect(doc, &GameDocument::treeChanged, this, &EvalBar::showStored);
  showStored();
}

void EvalBar::follow(EngineRunner* runner) {
  connect(runner, &EngineRunner::report, this, [this](const EngineReport& r) {
    if (r.lines.empty()) return;
    const EngineLineText& best = r.lines.front();
    show(best.expected, barText(best.score),
         tr("The engine, depth %1: %2 from %3's side").arg(r.depth).arg(best.score, m_doc->sideNames()[0]));
  });
}

void EvalBar::setFlipped(bool flipped) {
  m_flipped = flipped;
  update();
}

QString EvalBar::barText(const QString& score) {
  if (score.startsWith(QLatin1String("#-"))) return QStringLiteral("-M") + score.mid(2);
  if (score.startsWith(QLatin1Char('#'))) return QStringLiteral("M") + score.mid(1);
  return score;
}

// The evaluation stored with the move at the cursor (the cursor moved: what the engine said was of another
// position; when it analyses this one, its reports follow).
void EvalBar::showStored() {
  const auto stored = m_doc->visit([](const auto& tree) -> std::optional<parser::Evaluation> {
    const auto* m = tree.current();
    return m ? m->evaluation : std::nullopt;
  });
  if (!stored) return show(std::nullopt, QString(), tr("No evaluation of this position: start the engine"));
  const QString text = QString::fromStdString(parser::evaluation_text(*stored));
  show(analysis::first_player_expected(*stored, m_doc->kind()), barText(text),
       tr("The evaluation stored with the move: %1 from %2's side").arg(text, m_doc->sideNames()[0]));
}

void EvalBar::show(std::optional<double> share, const QString& text, const QString& tip) {
  m_share = share ? std::optional(std::clamp(*share, 0.0, 1.0)) : std::nullopt;
  m_text = text;
  setToolTip(tip);
  update();
}

std::array<QColor, 2> EvalBar::sideColours() const {
  const auto rgb = withGameKind(m_doc->kind(), [](auto g) { return decltype(g)::sideColours; });
  return {QColor::fromRgb(rgb[0]), QColor::fromRgb(rgb[1])};
}

void EvalBar::paintEvent(QPaintEvent*) {
  QPainter p(this);
  const QRectF r = QRectF(rect()).adjusted(2, 2, -2, -2);
  // The sides' colours (the explorer's bars): Red's and Blue's, Thủy's water and Sơn's earth.
  const auto [first, second] = sideColours();
  p.fillRect(r, m_share ? second : palette().color(QPalette::Mid));
  if (!m_share) return;
  const double h = r.height() * *m_share;
  const QRectF firstPart =
      m_flipped ? QRectF(r.left(), r.top(), r.width(), h) : QRectF(r.left(), r.bottom() - h, r.width(), h);
  p.fillRect(firstPart, first);
  p.setPen(QColor(255, 255, 255, 160));  // the middle: equal
  p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.left() + 5, r.center().y()));
  // The score at the leader's end.
  const bool firstLeads = *m_share >= 0.5;
  const bool atBottom = firstLeads != m_flipped;
  QFont f = font();
  f.setPixelSize(9);
  f.setBold(true);
  p.setFont(f);
  p.setPen(Qt::white);
  const QRectF label(r.left(), atBottom ? r.bottom() - 14 : r.top() + 2, r.width(), 12);
  QString text = m_text;
  if (text.startsWith(QLatin1Char('+'))) text.remove(0, 1);  // the bar is narrow
  p.drawText(label, Qt::AlignCenter, text);
}

}  // namespace saban::gui
