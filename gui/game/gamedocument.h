// An open game: the record (main line, variations, comments, judgements) and a cursor over it. Adding a move
// follows an existing one or starts a variation; variations can be promoted or deleted. Positions come from
// the rules by replaying the path (a game tree of the library replaces this when it lands).
#pragma once

#include <QObject>
#include <QString>
#include <vector>

#include "parser/record.h"

namespace saban::gui {

/// Where the cursor stands: the indices of the moves along the way. {} is the start; {i} the i-th main-line
/// move; {i, v, j} the j-th move of variation v of main-line move i; and so on.
using MovePath = std::vector<int>;

class GameDocument : public QObject {
  Q_OBJECT
 public:
  explicit GameDocument(QObject* parent = nullptr);

  /// Starts on a record (the cursor at the start); `gameId` is its database id (0: not from the database).
  void setRecord(parser::GameRecord record, long long gameId = 0);
  const parser::GameRecord& record() const { return m_record; }
  long long gameId() const { return m_gameId; }
  bool isModified() const { return m_modified; }
  void setModified(bool m);

  // The cursor
  const MovePath& path() const { return m_path; }
  void setPath(const MovePath& path);
  /// The position at the cursor, and before the current move.
  const Position& position() const { return m_position; }
  /// The move just played to reach the cursor (nullptr at the start).
  const parser::RecordMove* currentMove() const;
  /// Number of plies from the start to the cursor.
  int ply() const { return static_cast<int>((m_path.size() + 1) / 2) == 0 ? 0 : plyOf(m_path); }
  bool atStart() const { return m_path.empty(); }
  bool atEnd() const;

  // Navigation (each returns false when it cannot move)
  bool forward();
  bool back();
  void toStart();
  void toEnd();
  /// ↓: the next alternative to the current move (its first variation, or the following variation).
  bool nextVariation();
  /// ↑: the previous alternative (the main move of the variation is the last one up).
  bool previousVariation();
  /// Jumps to a ply of the main line.
  void toMainLinePly(int ply);

  // Editing
  /// Plays a turn at the cursor: follows the move if it is there, else adds it (at the end of the line or as
  /// a new variation of the next move). The turn must be legal in position().
  void play(const Turn& turn);
  /// Makes the variation holding the cursor the main continuation of its parent line.
  bool promoteVariation();
  /// Deletes the variation holding the cursor (the cursor goes to where it branched off).
  bool deleteVariation();
  /// Deletes the moves after the cursor in its line.
  bool truncateHere();
  void setComment(const QString& text);
  QString comment() const;
  void setJudgement(parser::Judgement j);
  bool inVariation() const { return m_path.size() > 1; }

  /// The line a path's last index points into (nullptr if the path is wrong).
  const parser::Line* lineOf(const MovePath& path) const;
  /// Plies from the start to the move a path names.
  static int plyOf(const MovePath& path);
  /// The main-line positions (after each ply; [0] is the start) — for the graph and the analysis.
  std::vector<Position> mainLinePositions() const;

 Q_SIGNALS:
  /// The cursor moved (the position changed).
  void cursorChanged();
  /// The moves, comments or judgements changed.
  void treeChanged();

 private:
  parser::Line* lineOfMutable(const MovePath& path);
  parser::RecordMove* moveAt(const MovePath& path);
  Position positionAt(const MovePath& path) const;
  void moveTo(MovePath path);
  void edited();

  parser::GameRecord m_record;
  long long m_gameId = 0;
  MovePath m_path;
  Position m_position;
  bool m_modified = false;
};

}  // namespace saban::gui
