// A game being edited: a cursor over the moves of a GameRecord and its variations, with the edits an
// annotator makes (add a move, promote or delete a variation, cut a line, comments, judgements, NAGs). The
// record stays a plain GameRecord, written back with write_game.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "parser/record.h"
#include "parser/writer.h"
#include "rules/result.h"

namespace saban::parser {

/// Where the cursor stands: the line it is in, reached from the main line by `branches` (at move `move` of
/// the line so far, into its variation number `variation`), and how many moves of that line have been played.
/// The main line with ply 0 is the game's start; inside a variation ply is at least 1.
struct TreePath {
  struct Branch {
    std::size_t move = 0, variation = 0;
    bool operator==(const Branch&) const = default;
  };
  std::vector<Branch> branches;
  std::size_t ply = 0;
  bool operator==(const TreePath&) const = default;
};

/// What add_move did.
enum class AddResult {
  Followed,      ///< the move was already the next one: the cursor moved on
  Entered,       ///< the move opened an existing variation: the cursor went into it
  Appended,      ///< the line went on with the new move
  NewVariation,  ///< a new variation (the last of the next move's) begins with the move
};

class GameTree {
 public:
  GameTree() : GameTree(GameRecord()) {}
  explicit GameTree(GameRecord record);

  // The record and the cursor

  const GameRecord& record() const { return m_record; }
  /// Takes the record out (the tree is left at an empty game's start).
  GameRecord take_record();
  const TreePath& path() const { return m_path; }
  /// The position at the cursor.
  const Position& position() const { return m_pos; }
  /// Zobrist keys of the positions before the cursor's, from the game's start (for repetitions; an engine's
  /// history).
  const std::vector<std::uint64_t>& history() const { return m_history; }
  /// The moves from the game's start to the cursor.
  std::vector<Turn> moves_to_cursor() const;
  /// The move that led to the cursor's position; nullptr at the game's start.
  const RecordMove* current() const;
  /// The next move of the cursor's line; nullptr at its end.
  const RecordMove* next() const;
  /// How many variations the next move has (alternatives from the cursor's position, for enter_variation).
  std::size_t variation_count() const { return next() ? next()->variations.size() : 0; }
  /// The move a path names (the last played on it); nullptr at the start or when the path leads nowhere.
  const RecordMove* move_at(const TreePath& p) const;
  bool at_start() const { return m_path.branches.empty() && m_path.ply == 0; }
  bool at_end() const { return next() == nullptr; }
  bool in_variation() const { return !m_path.branches.empty(); }
  /// Depth of the cursor's line: 0 for the main line.
  std::size_t depth() const { return m_path.branches.size(); }
  /// Plies from the game's start to the cursor.
  std::size_t ply() const;
  /// The line a path leads into (nullptr when it leads nowhere).
  const Line* line_at(const TreePath& p) const { return find_line(p); }
  /// The positions of the main line after each of its plies ([0] is the start).
  std::vector<Position> main_line_positions() const;

  // Moving (each returns false and stays put when it cannot move)

  bool forward();
  /// One move back; from the first move of a variation, to the position before it on the parent line.
  bool back();
  void to_start();
  /// To the end of the cursor's line.
  void to_end();
  /// Plays the first move of variation `k` of the next move (0-based).
  bool enter_variation(std::size_t k);
  /// Back to the parent line, at the position where the cursor's variation branches off.
  bool exit_variation();
  /// Goes to a path (false, and no move, when the path leads nowhere).
  bool go_to(const TreePath& p);
  /// To the position after `ply` plies of the main line (its end when it is shorter).
  void to_main_line_ply(std::size_t ply);
  /// ↓ in a move list: to the next alternative to the cursor's move, that is its first variation, or from the
  /// first move of a variation the first move of the following one.
  bool next_alternative();
  /// ↑: to the previous alternative; from the first variation, to the move it is an alternative to.
  bool previous_alternative();

  // Editing

  /// Plays `turn` (any legal turn: deploy turns and stay captures included) at the cursor: follows the line
  /// or an existing variation when one starts with it, else extends the line or starts a new variation (the
  /// new move's text is its rulebook token in the record's letters). The error says why the turn is not legal
  /// here.
  Result<AddResult, std::string> add_move(const Turn& turn);
  /// Makes the cursor's variation the main continuation of its parent line (the old continuation becomes a
  /// variation in its place). The cursor stays on the same move. False on the main line.
  bool promote_variation();
  /// Deletes the cursor's variation; the cursor goes to where it branched off. False on the main line.
  bool delete_variation();
  /// Deletes the moves after the cursor on its line (with their variations). False when there are none.
  bool delete_rest();

  /// The comment after the cursor's move (at the game's start: the comment before the first move). Setting an
  /// empty text removes it; several comments in the source become one, joined by a space.
  std::string comment_after() const;
  void set_comment_after(const std::string& text);
  /// The comment before the cursor's move when it is the first of its line (opening a variation; for the main
  /// line's first move, the game's opening comment). Between two moves a comment belongs to the earlier move,
  /// as the readers read a record: false elsewhere.
  std::string comment_before() const;
  bool set_comment_before(const std::string& text);
  /// The cursor's move's judgement and other NAGs (a judgement's NAG given here sets the judgement); false at
  /// the start.
  bool set_judgement(Judgement j);
  bool set_nags(std::vector<unsigned> nags);

  /// The record as text in either dialect (write_game).
  std::string write(const WriteOptions& options) const { return write_game(m_record, options); }

 private:
  Line& line_of(const TreePath& p);
  const Line* find_line(const TreePath& p) const;
  RecordMove* current_mut();
  /// Recomputes the position and history from the path (after any move of the cursor).
  void replay();

  // Data members
  GameRecord m_record;
  TreePath m_path;
  Position m_pos;
  std::vector<std::uint64_t> m_history;
};

}  // namespace saban::parser
