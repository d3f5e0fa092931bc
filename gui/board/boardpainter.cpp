#include "board/boardpainter.h"

#include <QFont>
#include <QPainterPath>
#include <cmath>

#include "rules/airdefence.h"
#include "rules/board.h"

namespace saban::gui {

namespace {

// The board is 11 × 12 points with a margin of one spacing around them (for coordinates).
constexpr double kCols = kFiles + 1.0, kRows = kRanks + 1.0;

struct Palette {
  QColor land, sea, mixed, river, line, coord, frame;
};

Palette palette(bool dark) {
  if (dark)
    return {QColor(0x4a, 0x42, 0x33), QColor(0x23, 0x4a, 0x6b), QColor(0x3a, 0x50, 0x5a), QColor(0x2f, 0x5f, 0x86),
            QColor(0xc8, 0xb8, 0x90), QColor(0xd0, 0xc8, 0xb0), QColor(0x2a, 0x25, 0x1d)};
  return {QColor(0xee, 0xdc, 0xae), QColor(0x9c, 0xc8, 0xe8), QColor(0xc6, 0xd9, 0xc0), QColor(0x86, 0xb9, 0xdf),
          QColor(0x7a, 0x5c, 0x33), QColor(0x5a, 0x44, 0x28), QColor(0xd9, 0xc4, 0x8e)};
}

// Letters drawn on the discs: the FEN letters, except the commander's star.
QString pieceLetter(PieceType t) {
  static const char* letters[kPieceTypes] = {"C", "I", "E", "M", "G", "T", "A", "S", "F", "N", "H"};
  return QString::fromLatin1(letters[index(t)]);
}

}  // namespace

QRectF boardRect(const QRectF& rect) {
  const double s = std::min(rect.width() / kCols, rect.height() / kRows);
  const QSizeF size(s * kCols, s * kRows);
  return QRectF(rect.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

double pointSpacing(const QRectF& rect) { return boardRect(rect).width() / kCols; }

QPointF squareCentre(const QRectF& rect, Square s, bool flipped) {
  const QRectF b = boardRect(rect);
  const double d = b.width() / kCols;
  const int col = flipped ? kFiles - 1 - s.file() : s.file();
  const int row = flipped ? s.rank() : kRanks - 1 - s.rank();
  return {b.left() + d * (col + 1), b.top() + d * (row + 1)};
}

Square squareAt(const QRectF& rect, const QPointF& pos, bool flipped) {
  const QRectF b = boardRect(rect);
  const double d = b.width() / kCols;
  const int col = static_cast<int>(std::lround((pos.x() - b.left()) / d)) - 1;
  const int row = static_cast<int>(std::lround((pos.y() - b.top()) / d)) - 1;
  if (col < 0 || col >= kFiles || row < 0 || row >= kRanks) return kNoSquare;
  const int file = flipped ? kFiles - 1 - col : col;
  const int rank = flipped ? row : kRanks - 1 - row;
  const Square s(file, rank);
  return QLineF(squareCentre(rect, s, flipped), pos).length() <= d * 0.55 ? s : kNoSquare;
}

void paintPiece(QPainter& p, QPointF c, double r, Piece piece) {
  const bool red = piece.side() == Side::Red;
  const QColor fill = red ? QColor(0xc6, 0x28, 0x28) : QColor(0x15, 0x65, 0xc0);
  const QColor rim = red ? QColor(0x7f, 0x12, 0x12) : QColor(0x0b, 0x3c, 0x78);
  QRadialGradient g(c - QPointF(r * 0.3, r * 0.35), r * 1.3);
  g.setColorAt(0, fill.lighter(135));
  g.setColorAt(1, fill);
  p.setPen(QPen(rim, std::max(1.0, r * 0.08)));
  p.setBrush(g);
  p.drawEllipse(c, r, r);
  p.setPen(QPen(QColor(255, 255, 255, 200), std::max(0.8, r * 0.05)));
  p.setBrush(Qt::NoBrush);
  p.drawEllipse(c, r * 0.8, r * 0.8);
  if (piece.type() == PieceType::Commander) {  // a five-pointed star
    QPainterPath star;
    for (int i = 0; i < 10; ++i) {
      const double a = -M_PI / 2 + i * M_PI / 5;
      const double rr = (i % 2 ? 0.26 : 0.62) * r;
      const QPointF pt = c + QPointF(std::cos(a) * rr, std::sin(a) * rr);
      i == 0 ? star.moveTo(pt) : star.lineTo(pt);
    }
    star.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xff, 0xd5, 0x4f));
    p.drawPath(star);
  } else {
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(std::max(6, static_cast<int>(r * 1.05)));
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, pieceLetter(piece.type()));
  }
  if (piece.heroic()) {  // a golden ring and a small star on top
    p.setPen(QPen(QColor(0xff, 0xc1, 0x07), std::max(1.5, r * 0.16)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(c, r * 1.08, r * 1.08);
  }
}

void paintBoard(QPainter& p, const QRectF& rect, const BoardScene& scene) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  const Palette pal = palette(scene.dark);
  const QRectF b = boardRect(rect);
  const double d = b.width() / kCols;
  auto centre = [&](Square s) { return squareCentre(rect, s, scene.flipped); };
  auto xOfFile = [&](double f) { return b.left() + d * ((scene.flipped ? kFiles - 1 - f : f) + 1); };
  auto yOfRank = [&](double r) { return b.top() + d * ((scene.flipped ? r : kRanks - 1 - r) + 1); };

  // Terrain: land, then the sea (files a, b) and the mixed points (file c and the river mouth), the river.
  p.setPen(Qt::NoPen);
  p.setBrush(pal.frame);
  p.drawRoundedRect(b, d * 0.3, d * 0.3);
  const QRectF field(QPointF(xOfFile(0) - d / 2, yOfRank(kRanks - 1) - d / 2),
                     QPointF(xOfFile(kFiles - 1) + d / 2, yOfRank(0) + d / 2));
  p.setBrush(pal.land);
  p.drawRect(field.normalized());
  auto band = [&](double f0, double f1, double r0, double r1) {
    return QRectF(QPointF(xOfFile(f0), yOfRank(r0)), QPointF(xOfFile(f1), yOfRank(r1))).normalized();
  };
  p.setBrush(pal.sea);
  p.drawRect(band(-0.5, 1.5, -0.5, kRanks - 0.5));
  p.setBrush(pal.mixed);
  p.drawRect(band(1.5, 2.5, -0.5, kRanks - 0.5));
  p.setBrush(pal.river);
  p.drawRect(band(2.5, kFiles - 0.5, 5.25, 5.75));
  p.setBrush(pal.mixed);
  p.drawRect(band(2.5, 4.5, 4.5, 6.5).adjusted(0, 0, 0, 0));
  p.setBrush(pal.river);
  p.drawRect(band(2.5, 4.5, 5.25, 5.75));

  // Grid lines; the fords (files f and h) drawn across the river as bridges.
  p.setPen(QPen(pal.line, std::max(1.0, d * 0.035)));
  for (int f = 0; f < kFiles; ++f) {
    const bool ford = board::is_ford_file(f);
    p.drawLine(QPointF(xOfFile(f), yOfRank(0)), QPointF(xOfFile(f), yOfRank(5)));
    p.drawLine(QPointF(xOfFile(f), yOfRank(6)), QPointF(xOfFile(f), yOfRank(kRanks - 1)));
    if (f <= 2 || ford) p.drawLine(QPointF(xOfFile(f), yOfRank(5)), QPointF(xOfFile(f), yOfRank(6)));
    if (ford) {
      QPen bridge(pal.line, std::max(1.0, d * 0.03));
      p.setPen(bridge);
      p.drawLine(QPointF(xOfFile(f) - d * 0.12, yOfRank(5.2)), QPointF(xOfFile(f) - d * 0.12, yOfRank(5.8)));
      p.drawLine(QPointF(xOfFile(f) + d * 0.12, yOfRank(5.2)), QPointF(xOfFile(f) + d * 0.12, yOfRank(5.8)));
      p.setPen(QPen(pal.line, std::max(1.0, d * 0.035)));
    }
  }
  for (int r = 0; r < kRanks; ++r) p.drawLine(QPointF(xOfFile(0), yOfRank(r)), QPointF(xOfFile(kFiles - 1), yOfRank(r)));

  // Coordinates: files a..k, ranks 1..12.
  if (scene.coordinates) {
    QFont f = p.font();
    f.setPixelSize(std::max(7, static_cast<int>(d * 0.32)));
    p.setFont(f);
    p.setPen(pal.coord);
    for (int file = 0; file < kFiles; ++file) {
      const QString t(QChar('a' + file));
      p.drawText(QRectF(xOfFile(file) - d / 2, b.bottom() - d * 0.48, d, d * 0.45), Qt::AlignCenter, t);
      p.drawText(QRectF(xOfFile(file) - d / 2, b.top() + d * 0.03, d, d * 0.45), Qt::AlignCenter, t);
    }
    for (int rank = 0; rank < kRanks; ++rank) {
      const QString t = QString::number(rank + 1);
      p.drawText(QRectF(b.left(), yOfRank(rank) - d / 2, d * 0.5, d), Qt::AlignCenter, t);
      p.drawText(QRectF(b.right() - d * 0.5, yOfRank(rank) - d / 2, d * 0.5, d), Qt::AlignCenter, t);
    }
  }

  // Air-defence zones, as translucent discs of the side's colour over the covered points.
  for (Side s : {Side::Red, Side::Blue}) {
    if (!scene.airDefence[index(s)]) continue;
    const QColor c = s == Side::Red ? QColor(220, 40, 40, 45) : QColor(30, 100, 200, 45);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    for (int i = 0; i < kSquares; ++i)
      if (air_defence_cover_count(scene.position, s, Square(i)) > 0) p.drawEllipse(centre(Square(i)), d * 0.5, d * 0.5);
  }

  // Last move and selection.
  auto mark = [&](Square s, QColor c) {
    if (!s.valid()) return;
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawRoundedRect(QRectF(centre(s) - QPointF(d * 0.5, d * 0.5), QSizeF(d, d)), d * 0.15, d * 0.15);
  };
  mark(scene.lastFrom, QColor(255, 213, 79, 110));
  mark(scene.lastTo, QColor(255, 193, 7, 150));
  mark(scene.selected, QColor(76, 175, 80, 150));

  // Pieces: the carrier large, passengers as small discs along its lower right.
  const double r = d * 0.40;
  for (int i = 0; i < kSquares; ++i) {
    const Square sq(i);
    const Stack& st = scene.position.at(sq);
    if (st.empty()) continue;
    const QPointF c = centre(sq);
    paintPiece(p, c, r, st.top());
    for (int k = 1; k < st.size; ++k) {
      const QPointF pc = c + QPointF(r * 0.62 - (k - 1) * r * 0.78, r * 0.72);
      paintPiece(p, pc, r * 0.42, st.pieces[k]);
    }
  }

  // Targets of the selected unit: dots on empty points, rings around captures.
  for (Square t : scene.targets) {
    const bool capture = std::find(scene.captures.begin(), scene.captures.end(), t) != scene.captures.end();
    if (capture) {
      p.setPen(QPen(QColor(211, 47, 47, 200), d * 0.08));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(centre(t), r * 1.12, r * 1.12);
    } else {
      p.setPen(Qt::NoPen);
      p.setBrush(QColor(46, 125, 50, 170));
      p.drawEllipse(centre(t), d * 0.14, d * 0.14);
    }
  }
  p.restore();
}

}  // namespace saban::gui
