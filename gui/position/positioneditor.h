// The position editor of either game: a board on which a click puts the chosen piece and a right click takes
// one away, the side to move, an empty board or the start, the position's FEN in and out (validated by the
// rules, said in the interface's language); then "Find games" (the database's games of that game through the
// position) or "Set up on the board" (a new game from it). This frame is written once; each game gives its
// board, pieces and settings (gui/position/commandereditor.h: stacks and heroes; gui/position/dseditor.h:
// Cờ Đông Sơn's swap rights).
#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>
#include <array>
#include <cstddef>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QVBoxLayout;

namespace saban::gui {

class PositionEditor : public QDialog {
  Q_OBJECT
 public:
  /// What the frame offers to choose: the pieces (in the order of their types), the two sides, the board's
  /// hint; `board` is the game's board in editor mode.
  struct Choices {
    QStringList pieces;
    std::array<QString, 2> sides;
    QString hint;
    int firstPiece = 0;  ///< chosen when the editor opens
  };

  /// Sets the position from FEN; false (with the reason shown) when it does not parse: nothing changes then.
  bool setFen(const QString& fen);
  /// The position in FEN.
  virtual QString fen() const = 0;
  /// Why the position cannot be used (empty when it can).
  QString problem() const { return m_problem; }

 Q_SIGNALS:
  /// "Find games": the database's games of `game` (its id in rules/games.h) through the position whose stored
  /// key (db::stored_key) is `key`.
  void findGames(const QString& game, quint64 key);

 protected:
  PositionEditor(QWidget* board, const Choices& choices, QWidget* parent);

  /// The game's board given to the constructor.
  QWidget* board() const { return m_board; }
  /// The game's own settings under the pieces (a hero, swap rights).
  QVBoxLayout* settings() const { return m_settings; }
  int chosenPiece() const;
  int chosenSide() const;
  void choose(int piece, int side);
  /// "Invalid FEN at character N: why", for a FEN the rules refused at `offset` (0-based).
  static QString fenProblem(std::size_t offset, const QString& why);
  /// A message under the FEN until the next change (a piece that cannot go there).
  void say(const QString& message);
  /// Shows the position after a change: the board, the side to move, the FEN, whether the rules accept it.
  /// Each game's editor calls it at the end of its constructor and after each change.
  void refresh();

  // The game's part
  /// Reads a FEN: empty when it was read (the position replaced), else why not (nothing changed).
  virtual QString readFen(const QString& fen) = 0;
  virtual void showPosition() = 0;
  virtual void clearBoard() = 0;
  virtual void setStartPosition() = 0;
  virtual int sideToMove() const = 0;
  virtual void setSideToMove(int side) = 0;
  /// Why the rules refuse the position (empty when they accept it).
  virtual QString positionProblem() const = 0;
  /// The game's id (rules/games.h) and the position's stored key (db::stored_key).
  virtual QString gameId() const = 0;
  virtual quint64 storedKey() const = 0;
  /// Emits the game's setUpBoard with the position ("Set up on the board").
  virtual void setUpHere() = 0;

 private:
  QWidget* m_board;
  QButtonGroup* m_pieces;
  QComboBox *m_side, *m_toMove;
  QVBoxLayout* m_settings;
  QLineEdit* m_fen;
  QLabel* m_status;
  QString m_problem;
};

}  // namespace saban::gui
