#include "gui/dongson/dsboardwidget.h"

#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <cmath>

#include "gui/board/pointtooltip.h"
#include "render/dongson_diagram.h"
#include "render/marks.h"

namespace saban::gui {

namespace ds = saban::dongson;

namespace {
// The renderer's colour style, its labels in the window's text colour.
render::DiagramStyle boardStyle(const QWidget& w) {
  render::DiagramStyle s = render::DiagramStyle::colour();
  s.text = w.palette().color(QPalette::WindowText);
  return s;
}
}  // namespace

QString dsPieceName(ds::PieceType t) {
  static const char* const vi[] = {"Thần", "Lạc", "Bộ", "Đinh", "Ngựa", "Voi", "Gà"};
  const char* const en[] = {QT_TRANSLATE_NOOP("saban::gui::DsBoardWidget", "Hallow"),
                            QT_TRANSLATE_NOOP("saban::gui::DsBoardWidget", "Lac General"),
                            QT_TRANSLATE_NOOP("saban::gui::DsBoardWidget", "Tribe"),
                            QT_TRANSLATE_NOOP("saban::gui::DsBoardWidget", "Militarimen"),
                            QT_TRANSLATE_NOOP("saban::gui::DsBoardWidget", "Quagga"),
                            QT_TRANSLATE_NOOP("saban::gui::DsBoardWidget", "Gomphothere"),
                            QT_TRANSLATE_NOOP("saban::gui::DsBoardWidget", "Chincuake")};
  const auto i = static_cast<std::size_t>(t);
  const QString name = QString::fromUtf8(vi[i]);
  const QString local = DsBoardWidget::tr(en[i]);
  return local == name ? name : QStringLiteral("%1 (%2)").arg(name, local);
}

QString dsPieceLetter(ds::PieceType t) { return render::ds_piece_letter(t); }

QString dsSideName(ds::Side s) {
  return s == ds::Side::Thuy ? QStringLiteral("Thủy") : QStringLiteral("Sơn");
}

DsBoardWidget::DsBoardWidget(QWidget* parent) : QWidget(parent) {
  setMinimumSize(270, 270);
  QSizePolicy sp(QSizePolicy::Expanding, QSizePolicy::Expanding);
  sp.setHeightForWidth(true);
  setSizePolicy(sp);
  setFocusPolicy(Qt::NoFocus);
  m_position = ds::Position::start();
}

void DsBoardWidget::setPosition(const ds::Position& pos, ds::Move last) {
  m_position = pos;
  m_last = last;
  m_selected = -1;
  m_targets.clear();
  update();
}

void DsBoardWidget::setInteractive(bool on) {
  m_interactive = on;
  setFocusPolicy(on ? Qt::ClickFocus : Qt::NoFocus);  // a click gives the keys to the game window
  cancelEntry();
}

void DsBoardWidget::cancelEntry() {
  m_selected = -1;
  m_targets.clear();
  update();
}

// Selects a piece of the side to move (its legal moves become the targets), or says why not.
void DsBoardWidget::select(ds::Square sq) {
  cancelEntry();
  const QString name = QString::fromStdString(ds::square_name(sq));
  const ds::Piece piece = m_position.at(sq);
  if (piece.empty()) return Q_EMIT statusMessage(tr("No piece on %1").arg(name));
  if (piece.side() != m_position.side_to_move())
    return Q_EMIT statusMessage(tr("%1 is to move").arg(dsSideName(m_position.side_to_move())));
  std::vector<ds::Move> legal;
  m_position.legal_moves(legal);
  for (const ds::Move& m : legal)
    if (m.from() == sq) m_targets.push_back(m);
  if (m_targets.empty())
    return Q_EMIT statusMessage(tr("The %1 on %2 has no legal move").arg(dsPieceName(piece.type()), name));
  m_selected = sq;
  update();
  Q_EMIT statusMessage(tr("%1 on %2: choose where it goes").arg(dsPieceName(piece.type()), name));
}

bool DsBoardWidget::enterTo(ds::Square to, const QPoint& globalPos) {
  std::vector<ds::Move> choices;
  for (const ds::Move& m : m_targets)
    if (m.to() == to) choices.push_back(m);
  if (choices.empty()) return false;
  ds::Move chosen = choices.front();
  if (choices.size() > 1) {  // a promotion or the swap: the user says which
    QMenu menu(this);
    for (const ds::Move& m : choices) {
      const QString text = m.is_swap()        ? tr("Swap the Thần and the Voi")
                           : m.is_promotion() ? tr("Promote to %1").arg(dsPieceName(m.promoted()))
                                              : tr("Move without promoting");
      menu.addAction(text)->setData(QVariant::fromValue(m.raw()));
    }
    QAction* a = menu.exec(globalPos);
    if (!a) return true;  // cancelled: the selection stays
    for (const ds::Move& m : choices)
      if (m.raw() == a->data().value<std::uint32_t>()) chosen = m;
  }
  cancelEntry();
  Q_EMIT moveEntered(chosen);
  return true;
}

void DsBoardWidget::setMarks(std::vector<parser::PointMark> points, std::vector<parser::ArrowMark> arrows) {
  m_points = std::move(points);
  m_arrows = std::move(arrows);
  update();
}

void DsBoardWidget::mousePressEvent(QMouseEvent* e) {
  if (m_editor) {
    if (const ds::Square sq = squareAt(e->position()); sq >= 0) Q_EMIT squareClicked(sq, e->button());
    return;
  }
  if (m_interactive && e->button() == Qt::RightButton) {  // a mark: the move being entered is dropped
    if (m_selected >= 0) Q_EMIT statusMessage(QString());
    cancelEntry();
    m_mark.press(squareAt(e->position()));
    return;
  }
  if (!m_interactive || e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
  const ds::Square sq = squareAt(e->position());
  m_pressed = sq;
  if (sq < 0) return cancelEntry();
  if (m_selected >= 0 && sq != m_selected) {
    if (enterTo(sq, e->globalPosition().toPoint())) return;
    const ds::Piece piece = m_position.at(sq);
    if (piece.empty() || piece.side() != m_position.side_to_move()) {
      Q_EMIT statusMessage(tr("The %1 on %2 cannot go to %3")
                               .arg(dsPieceName(m_position.at(m_selected).type()),
                                    QString::fromStdString(ds::square_name(m_selected)),
                                    QString::fromStdString(ds::square_name(sq))));
      return;
    }
  }
  if (sq == m_selected) return;  // a second press on the piece: a drag may follow, a click keeps it
  select(sq);
}

void DsBoardWidget::mouseMoveEvent(QMouseEvent* e) {
  if ((e->buttons() & Qt::RightButton) && m_mark.active()) {
    if (m_mark.move(squareAt(e->position()))) update();
    return;
  }
  QWidget::mouseMoveEvent(e);
}

// A drag: the piece pressed on goes where the mouse is let go.
void DsBoardWidget::mouseReleaseEvent(QMouseEvent* e) {
  if (m_interactive && e->button() == Qt::RightButton) {
    const auto mark = m_mark.release(squareAt(e->position()));
    update();
    if (mark)
      Q_EMIT markDrawn(render::mark_square(mark->first), render::mark_square(mark->second), e->modifiers());
    return;
  }
  if (!m_interactive || e->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(e);
  const ds::Square sq = squareAt(e->position());
  if (m_selected >= 0 && m_pressed == m_selected && sq >= 0 && sq != m_selected)
    enterTo(sq, e->globalPosition().toPoint());
  m_pressed = -1;
}

void DsBoardWidget::setFlipped(bool flipped) {
  m_flipped = flipped;
  update();
}

int DsBoardWidget::heightForWidth(int w) const {
  return static_cast<int>(std::lround(w / render::ds_diagram_aspect(boardStyle(*this))));
}

QRectF DsBoardWidget::squareRect(ds::Square sq) const {
  return render::ds_board_geometry(QRectF(rect()), m_flipped, boardStyle(*this)).square(sq);
}

ds::Square DsBoardWidget::squareAt(const QPointF& p) const {
  return render::ds_square_at(QRectF(rect()), p, m_flipped, boardStyle(*this)).value_or(-1);
}

void DsBoardWidget::paintEvent(QPaintEvent*) {
  render::DsDiagram d;
  d.position = m_position;
  d.flipped = m_flipped;
  if (!m_last.is_null()) {
    d.last_from = m_last.from();
    d.last_to = m_last.to();
  }
  if (m_selected >= 0) d.highlights.push_back({m_selected, render::MarkColour::Green});
  render::add_marks(m_points, m_arrows, d, render::ds_mark_square);
  if (const auto arrow = m_mark.drawing())  // green until the button is let go (the keys then choose)
    d.arrows.push_back({arrow->first, arrow->second, render::MarkColour::Green});
  QPainter p(this);
  render::paint_ds_diagram(p, QRectF(rect()), d, boardStyle(*this));
  // The selected piece's destinations: a dot on each.
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(46, 125, 50, 170));
  for (const ds::Move& m : m_targets) {
    const QRectF r = squareRect(m.to());
    const double radius = r.width() * (m_position.at(m.to()).empty() ? 0.14 : 0.22);
    p.drawEllipse(r.center(), radius, radius);
  }
}

QString DsBoardWidget::squareDescription(ds::Square sq) const {
  QString text = QString::fromStdString(ds::square_name(sq));
  if (const ds::Piece piece = m_position.at(sq); !piece.empty())
    text = tr("%1: %2 of %3").arg(text, dsPieceName(piece.type()), dsSideName(piece.side()));
  if (sq == ds::kTam)
    text += QLatin1Char('\n') + tr("Tâm, the centre of the Cung (palace)");
  else if (ds::in_cung(sq))
    text += QLatin1Char('\n') + tr("in the Cung (palace)");
  return text;
}

// A tooltip names the square and the piece on it.
bool DsBoardWidget::event(QEvent* event) {
  if (m_interactive && isGestureMenuRequest(event, [this](QPointF p) { return squareAt(p) >= 0; }))
    return true;  // a right press on a square: a mark, not the menu
  if (event->type() != QEvent::ToolTip) return QWidget::event(event);
  const ds::Square sq = squareAt(static_cast<QHelpEvent*>(event)->pos());
  return showPointToolTip(this, event, sq < 0 ? QString() : squareDescription(sq));
}

}  // namespace saban::gui
