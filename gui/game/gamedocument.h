// An open game for the views: the library's game tree (parser::GameTree: the record, its variations and a
// cursor) with the signals the board, the move list and the panes follow, and the "edited" flag.
#pragma once

#include <QObject>
#include <QString>
#include <vector>

#include "parser/game_tree.h"

namespace saban::gui {

using parser::TreePath;

class GameDocument : public QObject {
  Q_OBJECT
 public:
  explicit GameDocument(QObject* parent = nullptr);

  /// Starts on a record (the cursor at the start); `gameId` is its database id (0: not from the database).
  void setRecord(parser::GameRecord record, long long gameId = 0);
  const parser::GameRecord& record() const { return m_tree.record(); }
  const parser::GameTree& tree() const { return m_tree; }
  long long gameId() const { return m_gameId; }
  bool isModified() const { return m_modified; }
  void setModified(bool m);

  // The cursor
  const TreePath& path() const { return m_tree.path(); }
  /// Goes to a path (nothing happens when it leads nowhere).
  void setPath(const TreePath& path);
  const Position& position() const { return m_tree.position(); }
  /// Keys of the positions before the cursor's since the start (repetitions, for the engine).
  const std::vector<std::uint64_t>& history() const { return m_tree.history(); }
  /// The move just played to reach the cursor (nullptr at the start).
  const parser::RecordMove* currentMove() const { return m_tree.current(); }
  /// Number of plies from the start to the cursor.
  int ply() const { return static_cast<int>(m_tree.ply()); }
  bool atStart() const { return m_tree.at_start(); }
  bool atEnd() const { return m_tree.at_end(); }
  bool inVariation() const { return m_tree.in_variation(); }

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
  /// a new variation of the next move). A turn that is not legal in position() is refused (false).
  bool play(const Turn& turn);
  /// Makes the variation holding the cursor the main continuation of its parent line.
  bool promoteVariation();
  /// Deletes the variation holding the cursor (the cursor goes to where it branched off).
  bool deleteVariation();
  /// Deletes the moves after the cursor in its line.
  bool truncateHere();
  /// The comment after the current move (at the start: before the first move).
  void setComment(const QString& text);
  QString comment() const;
  void setJudgement(parser::Judgement j);
  /// The engine's judgement of the main line's move `ply` (0: the first), when that move is `played` and has
  /// no judgement yet (the annotator's own stay); the cursor stays. True when set.
  bool setEngineJudgement(int ply, const Turn& played, parser::Judgement j);

  /// The line a path leads into (nullptr if the path is wrong).
  const parser::Line* lineOf(const TreePath& path) const { return m_tree.line_at(path); }
  /// The main-line positions (after each ply; [0] is the start) — for the graph and the analysis.
  std::vector<Position> mainLinePositions() const { return m_tree.main_line_positions(); }

 Q_SIGNALS:
  /// The cursor moved (the position changed).
  void cursorChanged();
  /// The moves, comments or judgements changed.
  void treeChanged();

 private:
  bool moved(bool ok);
  void edited();

  parser::GameTree m_tree;
  long long m_gameId = 0;
  bool m_modified = false;
};

}  // namespace saban::gui
