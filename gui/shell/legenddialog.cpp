#include "gui/shell/legenddialog.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <functional>

#include "gui/board/boardpainter.h"
#include "gui/board/pointinfo.h"
#include "gui/dongson/dsboardwidget.h"
#include "render/diagram.h"
#include "render/dongson_diagram.h"

namespace saban::gui {

namespace ds = saban::dongson;

namespace {

constexpr int kIcon = 44;  // a cut-out's side on screen, in pixels

// A board painted by `paint` into an image `width` wide, the square of side `side` around `centre` cut out of
// it and scaled to an icon.
QPixmap cutOut(int width, double aspect, const std::function<void(QPainter&, const QRectF&)>& paint,
               const std::function<QRectF(const QRectF&)>& piece) {
  const QRectF area(0, 0, width, width / aspect);
  QImage image(area.size().toSize(), QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  {
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    paint(p, area);
  }
  return QPixmap::fromImage(image.copy(piece(area).toRect()))
      .scaled(kIcon, kIcon, Qt::KeepAspectRatio, Qt::SmoothTransformation);
}

// A Commander Chess board with `scene`'s marks, cut out around `centre(area)` (1.5 points wide).
// The labels stay on: squareCentre() places the points of a board drawn with them.
QPixmap boardDetail(const BoardScene& scene, const std::function<QPointF(const QRectF&)>& centre) {
  return cutOut(
      600, render::diagram_aspect(render::DiagramStyle::colour()),
      [&](QPainter& p, const QRectF& area) { paintBoard(p, area, scene); },
      [&](const QRectF& area) {
        const double half = pointSpacing(area) * 0.75;
        const QPointF c = centre(area);
        return QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half);
      });
}

QPixmap pointDetail(const BoardScene& scene, Square s) {
  return boardDetail(scene, [s](const QRectF& area) { return squareCentre(area, s, false); });
}

// Between two points (the river between rank 6 and 7).
QPixmap betweenDetail(const BoardScene& scene, Square a, Square b) {
  return boardDetail(scene, [a, b](const QRectF& area) {
    return (squareCentre(area, a, false) + squareCentre(area, b, false)) / 2;
  });
}

BoardScene emptyScene() {
  BoardScene scene;
  scene.position.clear();
  return scene;
}

QTableWidget* table(const QStringList& headers, const QString& name) {
  auto* t = new QTableWidget(0, static_cast<int>(headers.size()));
  t->setObjectName(name);
  t->setHorizontalHeaderLabels(headers);
  t->setEditTriggers(QAbstractItemView::NoEditTriggers);
  t->setSelectionBehavior(QAbstractItemView::SelectRows);
  t->setWordWrap(true);
  t->verticalHeader()->hide();
  t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  t->horizontalHeader()->setStretchLastSection(true);
  t->setIconSize(QSize(2 * kIcon, kIcon));
  return t;
}

// A row: the picture, then the texts.
void addRow(QTableWidget* t, const QPixmap& picture, const QStringList& texts) {
  const int row = t->rowCount();
  t->insertRow(row);
  auto* icon = new QTableWidgetItem();
  icon->setData(Qt::DecorationRole, picture);
  t->setItem(row, 0, icon);
  for (int i = 0; i < texts.size(); ++i) t->setItem(row, i + 1, new QTableWidgetItem(texts[i]));
}

// Two pictures side by side (Red's and Blue's pieces, Thủy's and Sơn's).
QPixmap sideBySide(const QPixmap& a, const QPixmap& b) {
  QPixmap both(2 * kIcon, kIcon);
  both.fill(Qt::transparent);
  QPainter p(&both);
  p.drawPixmap(0, 0, a);
  p.drawPixmap(kIcon, 0, b);
  return both;
}

QPixmap piecePicture(Piece piece) {
  QPixmap pm(kIcon, kIcon);
  pm.fill(Qt::transparent);
  QPainter p(&pm);
  p.setRenderHint(QPainter::Antialiasing);
  paintPiece(p, QPointF(kIcon / 2.0, kIcon / 2.0), kIcon * 0.42, piece);
  return pm;
}

QWidget* commanderPieces() {
  QTableWidget* t = table({QString(), QCoreApplication::translate("LegendDialog", "Piece"),
                           QCoreApplication::translate("LegendDialog", "Rulebook (Vietnamese letters)"),
                           QCoreApplication::translate("LegendDialog", "Rulebook (English letters)"),
                           QCoreApplication::translate("LegendDialog", "SAN"),
                           QCoreApplication::translate("LegendDialog", "Moves and captures")},
                          QStringLiteral("legendPieces"));
  for (int i = 0; i < kPieceTypes; ++i) {
    const auto type = static_cast<PieceType>(i);
    addRow(t, sideBySide(piecePicture(Piece(type, Side::Red)), piecePicture(Piece(type, Side::Blue))),
           {pieceName(type), pieceLetters(type, Notation::RulebookVi),
            pieceLetters(type, Notation::RulebookEn), pieceLetters(type, Notation::San), pieceMoves(type)});
  }
  t->resizeColumnsToContents();
  return t;
}

QWidget* commanderMarks() {
  QTableWidget* t = table({QString(), QCoreApplication::translate("LegendDialog", "On the board"),
                           QCoreApplication::translate("LegendDialog", "Meaning")},
                          QStringLiteral("legendMarks"));
  const BoardScene empty = emptyScene();
  addRow(t, pointDetail(empty, Square(6, 2)),
         {QCoreApplication::translate("LegendDialog", "Land"), terrainText(Square(6, 2))});
  addRow(t, pointDetail(empty, Square(1, 2)),
         {QCoreApplication::translate("LegendDialog", "Sea"), terrainText(Square(1, 2))});
  addRow(t, pointDetail(empty, Square(2, 2)),
         {QCoreApplication::translate("LegendDialog", "Coast"), terrainText(Square(2, 2))});
  addRow(t, betweenDetail(empty, Square(3, 5), Square(4, 6)),
         {QCoreApplication::translate("LegendDialog", "River mouth (small diamonds)"),
          terrainText(Square(3, 5))});
  addRow(
      t, betweenDetail(empty, Square(8, 5), Square(8, 6)),
      {QCoreApplication::translate("LegendDialog", "River (the files broken)"), terrainText(Square(8, 5))});
  addRow(t, betweenDetail(empty, Square(5, 5), Square(5, 6)),
         {QCoreApplication::translate("LegendDialog", "Ford (stones across the river)"),
          terrainText(Square(5, 5))});

  BoardScene hero = emptyScene();
  hero.position.set_stack(Square(6, 2), Stack::single(Piece(PieceType::Tank, Side::Red, true)));
  addRow(t, pointDetail(hero, Square(6, 2)),
         {QCoreApplication::translate("LegendDialog", "Hero (star)"),
          QCoreApplication::translate(
              "LegendDialog",
              "A piece that has attacked the enemy commander: it reaches further (one more "
              "point; a heroic commander also diagonally)")});
  BoardScene stack = emptyScene();
  Stack navy = Stack::single(Piece(PieceType::Navy, Side::Blue));
  navy.pieces[1] = Piece(PieceType::AirForce, Side::Blue);
  navy.pieces[2] = Piece(PieceType::Commander, Side::Blue);
  navy.size = 3;
  stack.position.set_stack(Square(1, 8), navy);
  addRow(t, pointDetail(stack, Square(1, 8)),
         {QCoreApplication::translate("LegendDialog", "Stack"),
          QCoreApplication::translate(
              "LegendDialog",
              "The carrier large, its passengers small above it (here a navy carrying an air force "
              "and the commander); the tooltip names them")});

  for (Side side : {Side::Red, Side::Blue}) {
    BoardScene zone = emptyScene();
    const Square gun = side == Side::Red ? Square(6, 2) : Square(6, 9);
    zone.position.set_stack(gun, Stack::single(Piece(PieceType::AntiAir, side)));
    zone.airDefence[index(side)] = true;
    addRow(t, betweenDetail(zone, gun, Square(gun.file() + 1, gun.rank())),
           {side == Side::Red ? QCoreApplication::translate("LegendDialog", "Red's air-defence zone")
                              : QCoreApplication::translate("LegendDialog", "Blue's air-defence zone"),
            QCoreApplication::translate(
                "LegendDialog",
                "Points the side's anti-air guns, missiles and navies cover: enemy aircraft are shot down "
                "there (View menu)")});
  }

  BoardScene last = emptyScene();
  last.position.set_stack(Square(6, 3), Stack::single(Piece(PieceType::Infantry, Side::Red)));
  last.lastFrom = Square(6, 2);
  last.lastTo = Square(6, 3);
  addRow(t, betweenDetail(last, Square(6, 2), Square(6, 3)),
         {QCoreApplication::translate("LegendDialog", "Last move"),
          QCoreApplication::translate("LegendDialog",
                                      "The points the last move left and reached, shaded yellow")});

  BoardScene selected = emptyScene();
  selected.position.set_stack(Square(6, 2), Stack::single(Piece(PieceType::Tank, Side::Red)));
  selected.position.set_stack(Square(6, 4), Stack::single(Piece(PieceType::Infantry, Side::Blue)));
  selected.selected = Square(6, 2);
  selected.targets = {Square(6, 3), Square(6, 4)};
  selected.captures = {Square(6, 4)};
  addRow(t, betweenDetail(selected, Square(6, 2), Square(6, 3)),
         {QCoreApplication::translate("LegendDialog", "Selected unit"),
          QCoreApplication::translate("LegendDialog",
                                      "Framed; its destinations dotted, its captures ringed red")});

  QPixmap chips(2 * kIcon, kIcon);
  chips.fill(Qt::transparent);
  {
    QPainter p(&chips);
    Stack tank = Stack::single(Piece(PieceType::Tank, Side::Red));
    tank.pieces[1] = Piece(PieceType::Infantry, Side::Red);
    tank.size = 2;
    paintChip(p, QRectF(3, 3, kIcon - 6, kIcon - 6), true, tank);
    paintChip(p, QRectF(kIcon + 3, 3, kIcon - 6, kIcon - 6), false, Stack::single(tank.pieces[1]));
  }
  addRow(t, chips,
         {QCoreApplication::translate("LegendDialog", "Deploy chips"),
          QCoreApplication::translate(
              "LegendDialog",
              "Beside a selected stack: the whole unit or one of its pieces, to move alone; "
              "the chosen one framed green")});

  for (bool defended : {false, true}) {
    BoardScene attacked = emptyScene();
    attacked.position.set_stack(Square(6, 4), Stack::single(Piece(PieceType::Tank, Side::Blue)));
    attacked.attacked[index(Side::Red)] = {Square(6, 4)};
    if (defended) attacked.defended = {Square(6, 4)};
    addRow(t, pointDetail(attacked, Square(6, 4)),
           {defended ? QCoreApplication::translate("LegendDialog", "Attacked, defended (yellow ring)")
                     : QCoreApplication::translate("LegendDialog", "Hanging (ring in the attacker's colour)"),
            defended
                ? QCoreApplication::translate(
                      "LegendDialog",
                      "Attacked points (View menu): a unit the enemy attacks that its own side defends")
                : QCoreApplication::translate(
                      "LegendDialog",
                      "Attacked points (View menu): a unit the enemy attacks and nothing defends: it can be "
                      "taken for free")});
  }
  t->resizeColumnsToContents();
  return t;
}

// Cờ Đông Sơn: a board with `d`'s pieces and marks, cut out around square `sq`.
QPixmap dsDetail(render::DsDiagram d, ds::Square sq) {
  render::DiagramStyle style = render::DiagramStyle::colour();
  style.coordinates = std::nullopt;
  style.side_to_move = false;
  return cutOut(
      500, render::ds_diagram_aspect(style),
      [&](QPainter& p, const QRectF& area) { render::paint_ds_diagram(p, area, d, style); },
      [&](const QRectF& area) {
        const render::DsBoardGeometry g = render::ds_board_geometry(area, false, style);
        const QPointF c = g.centre(sq);
        const double half = g.cell * 0.6;
        return QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half);
      });
}

render::DsDiagram dsEmpty() {
  render::DsDiagram d;
  d.position = ds::Position();
  d.mark_check = false;
  return d;
}

QString dsMoves(ds::PieceType t) {
  switch (t) {
    case ds::PieceType::Than:
      return QCoreApplication::translate(
          "LegendDialog",
          "Any distance along a rank, file or diagonal, never through a piece; never onto a square the "
          "enemy controls");
    case ds::PieceType::Lac:
      return QCoreApplication::translate("LegendDialog",
                                         "Any distance along a rank or file, never through a piece");
    case ds::PieceType::Bo:
      return QCoreApplication::translate(
          "LegendDialog",
          "One square forward to an empty square; captures one square diagonally forward; becomes a "
          "Ngựa, Voi or Gà on the far rank");
    case ds::PieceType::Dinh:
      return QCoreApplication::translate(
          "LegendDialog",
          "One square forward, moving or capturing; becomes a Ngựa, Voi or Gà on the far rank");
    case ds::PieceType::Ngua:
      return QCoreApplication::translate("LegendDialog",
                                         "The knight's leap, over pieces; once in the Cung it stays there");
    case ds::PieceType::Voi:
      return QCoreApplication::translate(
          "LegendDialog",
          "Leaps one or two squares diagonally, over pieces; once in the Cung it stays there");
    case ds::PieceType::Ga:
      return QCoreApplication::translate(
          "LegendDialog",
          "Leaps exactly two squares along a rank or file, over pieces; once in the Cung it stays there");
  }
  return {};
}

QWidget* dongsonPieces() {
  QTableWidget* t = table({QString(), QCoreApplication::translate("LegendDialog", "Piece"),
                           QCoreApplication::translate("LegendDialog", "Letter"),
                           QCoreApplication::translate("LegendDialog", "SAN"),
                           QCoreApplication::translate("LegendDialog", "Moves and captures")},
                          QStringLiteral("legendDongSonPieces"));
  for (int i = 0; i < 7; ++i) {
    const auto type = static_cast<ds::PieceType>(i);
    QPixmap sides[2];
    for (int side = 0; side < 2; ++side) {
      render::DsDiagram d = dsEmpty();
      d.position.put(ds::make_square(1, 1), ds::Piece(type, static_cast<ds::Side>(side)));
      sides[side] = dsDetail(d, ds::make_square(1, 1));
    }
    addRow(t, sideBySide(sides[0], sides[1]),
           {dsPieceName(type), dsPieceLetter(type), QString(QLatin1Char(ds::letter(type))), dsMoves(type)});
  }
  t->resizeColumnsToContents();
  return t;
}

QWidget* dongsonMarks() {
  QTableWidget* t = table({QString(), QCoreApplication::translate("LegendDialog", "On the board"),
                           QCoreApplication::translate("LegendDialog", "Meaning")},
                          QStringLiteral("legendDongSonMarks"));
  addRow(
      t, dsDetail(dsEmpty(), ds::make_square(3, 3)),
      {QCoreApplication::translate("LegendDialog", "Cung (palace)"),
       QCoreApplication::translate("LegendDialog",
                                   "d4–f6, shaded and framed: a wedding gift (Ngựa, Voi, Gà) that enters it "
                                   "stays in it; a Thần that reaches the Tâm wins (palace entry)")});
  addRow(t, dsDetail(dsEmpty(), ds::kTam),
         {QCoreApplication::translate("LegendDialog", "Tâm"),
          QCoreApplication::translate("LegendDialog", "e5, the Cung's centre, ringed")});
  render::DsDiagram last = dsEmpty();
  last.position.put(ds::make_square(4, 2), ds::Piece(ds::PieceType::Dinh, ds::Side::Thuy));
  last.last_from = ds::make_square(4, 1);
  last.last_to = ds::make_square(4, 2);
  addRow(t, dsDetail(last, ds::make_square(4, 2)),
         {QCoreApplication::translate("LegendDialog", "Last move"),
          QCoreApplication::translate("LegendDialog",
                                      "The squares the last move left and reached, shaded yellow")});
  render::DsDiagram check = dsEmpty();
  check.position.put(ds::make_square(4, 0), ds::Piece(ds::PieceType::Than, ds::Side::Thuy));
  check.position.put(ds::make_square(4, 8), ds::Piece(ds::PieceType::Lac, ds::Side::Son));
  check.position.put(ds::make_square(0, 8), ds::Piece(ds::PieceType::Than, ds::Side::Son));
  check.mark_check = true;
  addRow(t, dsDetail(check, ds::make_square(4, 0)),
         {QCoreApplication::translate("LegendDialog", "Check"),
          QCoreApplication::translate("LegendDialog", "The square of a Thần in check, red")});
  t->resizeColumnsToContents();
  return t;
}

QWidget* page(QWidget* pieces, QWidget* marks) {
  auto* w = new QWidget;
  auto* layout = new QVBoxLayout(w);
  layout->addWidget(pieces, 3);
  layout->addWidget(marks, 4);
  return w;
}

}  // namespace

QDialog* showLegend(QWidget* parent, bool dongson) {
  auto* dialog = new QDialog(parent);
  dialog->setObjectName(QStringLiteral("legend"));
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->setWindowTitle(QCoreApplication::translate("LegendDialog", "Pieces and board"));
  auto* layout = new QVBoxLayout(dialog);
  auto* tabs = new QTabWidget;
  tabs->setObjectName(QStringLiteral("legendTabs"));
  tabs->addTab(page(commanderPieces(), commanderMarks()),
               QCoreApplication::translate("LegendDialog", "Commander Chess"));
  tabs->addTab(page(dongsonPieces(), dongsonMarks()), QStringLiteral("Cờ Đông Sơn"));
  tabs->setCurrentIndex(dongson ? 1 : 0);
  layout->addWidget(tabs);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
  QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
  layout->addWidget(buttons);
  dialog->resize(900, 760);
  dialog->show();
  return dialog;
}

}  // namespace saban::gui
