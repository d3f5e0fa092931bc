#include "gui/dongson/dsboardwidget.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

#include "render/dongson_diagram.h"

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
  update();
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
  QPainter p(this);
  render::paint_ds_diagram(p, QRectF(rect()), d, boardStyle(*this));
}

// A tooltip names the square and the piece on it.
bool DsBoardWidget::event(QEvent* event) {
  if (event->type() != QEvent::ToolTip) return QWidget::event(event);
  auto* help = static_cast<QHelpEvent*>(event);
  const ds::Square sq = squareAt(help->pos());
  if (sq < 0) {
    QToolTip::hideText();
    event->ignore();
    return true;
  }
  QString text = QString::fromStdString(ds::square_name(sq));
  if (const ds::Piece piece = m_position.at(sq); !piece.empty())
    text = tr("%1: %2 of %3").arg(text, dsPieceName(piece.type()), dsSideName(piece.side()));
  if (sq == ds::kTam)
    text += QLatin1Char('\n') + tr("Tâm, the centre of the Cung (palace)");
  else if (ds::in_cung(sq))
    text += QLatin1Char('\n') + tr("in the Cung (palace)");
  QToolTip::showText(help->globalPos(), text, this);
  return true;
}

}  // namespace saban::gui
