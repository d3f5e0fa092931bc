#include "gui/dongson/dsboardwidget.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>

namespace saban::gui {

namespace ds = saban::dongson;

namespace {
const QColor kLight(0xec, 0xdc, 0xb6), kLine(0x6b, 0x4f, 0x2e), kCung(0xd9, 0xa8, 0x62),
    kCungFrame(0x8c, 0x2f, 0x1c), kLastMove(0x9c, 0xc9, 0x4f, 150), kCheck(0xe5, 0x39, 0x35, 170);
// Thủy (water): light discs with blue ink; Sơn (mountain): dark brown discs with light ink.
const QColor kThuyFill(0xf8, 0xf5, 0xec), kThuyInk(0x1c, 0x4e, 0x8f), kSonFill(0x4a, 0x2c, 0x1a),
    kSonInk(0xf6, 0xdf, 0xb0);
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

QString dsPieceLetter(ds::PieceType t) {
  return t == ds::PieceType::Dinh ? QStringLiteral("Đ") : QString(QLatin1Char(ds::letter(t)));
}

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

// Nine squares and a margin of half a square on each side for the coordinates.
double DsBoardWidget::squareSize() const { return std::min(width(), height()) / 10.0; }

QPointF DsBoardWidget::origin() const {
  const double s = squareSize();
  return {(width() - 9 * s) / 2.0, (height() - 9 * s) / 2.0};
}

QRectF DsBoardWidget::squareRect(ds::Square sq) const {
  const double s = squareSize();
  const int file = ds::file_of(sq), rank = ds::rank_of(sq);
  const int column = m_flipped ? 8 - file : file, row = m_flipped ? rank : 8 - rank;
  return {origin() + QPointF(column * s, row * s), QSizeF(s, s)};
}

ds::Square DsBoardWidget::squareAt(const QPointF& p) const {
  const double s = squareSize();
  const QPointF d = p - origin();
  if (d.x() < 0 || d.y() < 0 || d.x() >= 9 * s || d.y() >= 9 * s) return -1;
  const int column = static_cast<int>(d.x() / s), row = static_cast<int>(d.y() / s);
  return m_flipped ? ds::make_square(8 - column, row) : ds::make_square(column, 8 - row);
}

void DsBoardWidget::paintPiece(QPainter& p, const QRectF& square, ds::Piece piece) const {
  const bool thuy = piece.side() == ds::Side::Thuy;
  const QColor fill = thuy ? kThuyFill : kSonFill, ink = thuy ? kThuyInk : kSonInk;
  const double r = square.width() * 0.40;
  const QPointF c = square.center();
  p.setPen(QPen(thuy ? kThuyInk : QColor(0x24, 0x14, 0x0a), std::max(1.5, r * 0.09)));
  p.setBrush(fill);
  p.drawEllipse(c, r, r);
  if (ds::is_gift(piece.type())) {  // the wedding gifts (Ngựa, Voi, Gà) carry an inner ring
    p.setPen(QPen(ink, std::max(1.0, r * 0.05)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(c, r * 0.80, r * 0.80);
  }
  if (piece.type() == ds::PieceType::Than) {  // the Thần: a crown of three points above its letter
    QPainterPath crown;
    const double w = r * 0.5, top = c.y() - r * 0.78, base = c.y() - r * 0.52;
    crown.moveTo(c.x() - w, base);
    crown.lineTo(c.x() - w, top);
    crown.lineTo(c.x() - w / 2, base - (base - top) * 0.4);
    crown.lineTo(c.x(), top);
    crown.lineTo(c.x() + w / 2, base - (base - top) * 0.4);
    crown.lineTo(c.x() + w, top);
    crown.lineTo(c.x() + w, base);
    crown.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    p.drawPath(crown);
  }
  QFont f = font();
  f.setBold(true);
  f.setPixelSize(std::max(8, static_cast<int>(r * 1.05)));
  p.setFont(f);
  p.setPen(ink);
  const QRectF text(c.x() - r, c.y() - r * (piece.type() == ds::PieceType::Than ? 0.6 : 0.8), 2 * r,
                    r * (piece.type() == ds::PieceType::Than ? 1.5 : 1.6));
  p.drawText(text, Qt::AlignCenter, dsPieceLetter(piece.type()));
}

void DsBoardWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const double s = squareSize();
  const QRectF board(origin(), QSizeF(9 * s, 9 * s));
  p.fillRect(board, kLight);
  // The Cung: shaded squares inside a thick frame; the Tâm e5 is the board's only round square.
  QRectF cung;
  for (ds::Square sq = 0; sq < ds::kSquares; ++sq)
    if (ds::in_cung(sq)) {
      p.fillRect(squareRect(sq), kCung);
      cung = cung.isNull() ? squareRect(sq) : cung.united(squareRect(sq));
    }
  const bool lastShown = !m_last.is_null();
  if (lastShown)
    for (ds::Square sq : {m_last.from(), m_last.to()}) p.fillRect(squareRect(sq), kLastMove);
  if (m_position.than(m_position.side_to_move()) >= 0 && m_position.in_check())
    p.fillRect(squareRect(m_position.than(m_position.side_to_move())), kCheck);
  p.setPen(QPen(kLine, std::max(1.0, s / 60)));
  for (int i = 0; i <= 9; ++i) {
    p.drawLine(board.topLeft() + QPointF(i * s, 0), board.bottomLeft() + QPointF(i * s, 0));
    p.drawLine(board.topLeft() + QPointF(0, i * s), board.topRight() + QPointF(0, i * s));
  }
  p.setPen(QPen(kCungFrame, std::max(2.0, s / 14)));
  p.setBrush(Qt::NoBrush);
  p.drawRect(cung);
  const QRectF tam = squareRect(ds::kTam);
  p.setPen(QPen(kCungFrame, std::max(1.5, s / 24)));
  p.drawEllipse(tam.center(), s * 0.46, s * 0.46);
  p.setPen(QPen(kLine, std::max(2.0, s / 30)));
  p.drawRect(board);

  // Coordinates in the margins: files below (and above), ranks left (and right).
  QFont f = font();
  f.setPixelSize(std::max(9, static_cast<int>(s * 0.26)));
  p.setFont(f);
  p.setPen(palette().color(QPalette::WindowText));
  for (int i = 0; i < 9; ++i) {
    const QRectF file = squareRect(ds::make_square(i, 0)), rank = squareRect(ds::make_square(0, i));
    const QString fileText(QLatin1Char(ds::file_char(i))), rankText = QString::number(i + 1);
    const double margin = s * 0.5;
    p.drawText(QRectF(file.left(), board.bottom(), s, margin), Qt::AlignCenter, fileText);
    p.drawText(QRectF(file.left(), board.top() - margin, s, margin), Qt::AlignCenter, fileText);
    p.drawText(QRectF(board.left() - margin, rank.top(), margin, s), Qt::AlignCenter, rankText);
    p.drawText(QRectF(board.right(), rank.top(), margin, s), Qt::AlignCenter, rankText);
  }

  for (ds::Square sq = 0; sq < ds::kSquares; ++sq)
    if (const ds::Piece piece = m_position.at(sq); !piece.empty()) paintPiece(p, squareRect(sq), piece);
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
