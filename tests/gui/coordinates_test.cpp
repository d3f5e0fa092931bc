// The board's labels and the status messages name points as the move list's notation does (the rulebook's
// row,column from 0, or a..k / 1..12 with SAN), follow the View menu's notation as it changes, and the user's
// choice of coordinates (View → Board coordinates) overrides it and is kept in the settings.
#include <gtest/gtest.h>

#include <QAction>
#include <QImage>
#include <QMenu>
#include <QPainter>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

#include "gui/board/boardwidget.h"
#include "gui/core/database.h"
#include "gui/core/notation.h"
#include "gui/game/gamedocument.h"
#include "gui/game/gamepane.h"
#include "gui/shell/mainwindow.h"
#include "rules/board.h"

namespace saban::gui::test {

namespace {

Square sq(const char* name) { return *board::parse_square(name); }

// Keeps the user's notation and coordinates settings of the test run as they were.
struct KeepSettings {
  QVariant notation = QSettings().value(QStringLiteral("notation"));
  QVariant coordinates = QSettings().value(QStringLiteral("coordinates"));
  ~KeepSettings() {
    for (const auto& [key, value] : {std::pair{QStringLiteral("notation"), notation},
                                     std::pair{QStringLiteral("coordinates"), coordinates}})
      if (value.isValid())
        QSettings().setValue(key, value);
      else
        QSettings().remove(key);
  }
};

QAction* action(QWidget& w, const char* text) {
  for (QAction* a : w.findChildren<QAction*>())
    if (a->text() == QString::fromUtf8(text)) return a;
  ADD_FAILURE() << "no action " << text;
  return nullptr;
}

// Whether the board as the widget shows it is the board painted with the labels of `style`.
QImage painted(BoardWidget* board, board::CoordinateStyle style);
bool showsLabels(BoardWidget* board, board::CoordinateStyle style) {
  const QImage shown = board->grab().toImage().convertToFormat(QImage::Format_RGB32);  // lays the board out
  return shown == painted(board, style);
}
QImage painted(BoardWidget* board, board::CoordinateStyle style) {
  QImage img(board->size(), QImage::Format_RGB32);
  img.fill(board->palette().window().color());
  BoardScene scene = board->scene();
  scene.coordinateStyle = style;
  QPainter p(&img);
  paintBoard(p, board->boardArea(), scene);
  p.end();
  return img;
}

// Clicks the commander on g1 (0,6), then j6 (5,9), which it cannot reach; returns the status bar's words.
QString refusal(MainWindow& w, BoardWidget* board) {
  board->cancelEntry();
  for (const char* point : {"g1", "j6"}) {
    const QPoint at = squareCentre(board->boardArea(), sq(point), board->isFlipped()).toPoint();
    QTest::mouseClick(board, Qt::LeftButton, {}, at);
  }
  return w.statusBar()->currentMessage();
}

}  // namespace

TEST(Coordinates, BoardLabelsAndStatusFollowTheNotationAndTheChoice) {
  KeepSettings keep;
  QSettings().remove(QStringLiteral("coordinates"));
  setCurrentNotation(Notation::RulebookVi);
  Database db;
  GameDocument doc;
  MainWindow w(&db, &doc);
  BoardWidget* board = w.gamePane()->board();
  board->resize(560, 610);
  QAction* vi = action(w, "Rulebook notation, Vietnamese letters");
  QAction* san = action(w, "SAN (cotulenh platform)");
  QAction* follow = action(w, "As the notation writes them");
  QAction* rulebook = action(w, "Rulebook: row,column from 0");
  ASSERT_TRUE(vi && san && follow && rulebook);
  EXPECT_TRUE(follow->isChecked()) << "coordinates follow the notation by default";

  // The rulebook notation: rows and columns from 0 on the board, in the messages and the tooltips
  vi->trigger();
  EXPECT_EQ(board->scene().coordinateStyle, board::CoordinateStyle::Rulebook);
  EXPECT_TRUE(showsLabels(board, board::CoordinateStyle::Rulebook));
  EXPECT_FALSE(showsLabels(board, board::CoordinateStyle::Algebraic)) << "the labels differ";
  QString message = refusal(w, board);
  EXPECT_TRUE(message.contains(QStringLiteral("commander on 0,6 cannot reach 5,9"))) << message.toStdString();
  EXPECT_TRUE(board->pointDescription(sq("f4")).startsWith(QStringLiteral("3,5: Red tank\nLand")))
      << board->pointDescription(sq("f4")).toStdString();

  // SAN: letters and numbers, the board redrawn at once
  san->trigger();
  EXPECT_EQ(currentNotation(), Notation::San);
  EXPECT_EQ(board->scene().coordinateStyle, board::CoordinateStyle::Algebraic);
  EXPECT_TRUE(showsLabels(board, board::CoordinateStyle::Algebraic));
  message = refusal(w, board);
  EXPECT_TRUE(message.contains(QStringLiteral("commander on g1 cannot reach j6"))) << message.toStdString();
  EXPECT_TRUE(board->pointDescription(sq("a1")).startsWith(QStringLiteral("a1"))) << "a sea point";
  EXPECT_TRUE(board->pointDescription(sq("a1")).contains(QStringLiteral("Sea")));

  // The user's choice overrides the notation, and is kept
  rulebook->trigger();
  EXPECT_EQ(coordinateChoice(), CoordinateChoice::Rulebook);
  EXPECT_EQ(board->scene().coordinateStyle, board::CoordinateStyle::Rulebook);
  EXPECT_TRUE(showsLabels(board, board::CoordinateStyle::Rulebook));
  EXPECT_TRUE(refusal(w, board).contains(QStringLiteral("0,6")));
  {
    GameDocument doc2;
    MainWindow again(&db, &doc2);
    QAction* kept = action(again, "Rulebook: row,column from 0");
    ASSERT_TRUE(kept);
    EXPECT_TRUE(kept->isChecked());
    EXPECT_EQ(again.gamePane()->board()->scene().coordinateStyle, board::CoordinateStyle::Rulebook);
  }
  follow->trigger();
  EXPECT_EQ(board->scene().coordinateStyle, board::CoordinateStyle::Algebraic) << "SAN again";
}

}  // namespace saban::gui::test
