// A game being edited: a cursor over the moves of a record and its variations, with the edits an annotator
// makes (add a move, promote or delete a variation, cut a line, comments, judgements, NAGs). For every game
// (rules/games.h): GameTree for Commander Chess, DsGameTree for Cờ Đông Sơn. The record stays a plain record
// of its game, written back with its write_game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "parser/dongson_record.h"
#include "parser/record.h"
#include "parser/tree_path.h"
#include "rules/games.h"
#include "rules/result.h"

namespace saban::parser {

/// What add_move did.
enum class AddResult {
  Followed,      ///< the move was already the next one: the cursor moved on
  Entered,       ///< the move opened an existing variation: the cursor went into it
  Appended,      ///< the line went on with the new move
  NewVariation,  ///< a new variation (the last of the next move's) begins with the move
};

/// The record type of each game.
template <class Game>
struct RecordOf;
template <>
struct RecordOf<games::CommanderChess> {
  using type = GameRecord;
};
template <>
struct RecordOf<games::DongSon> {
  using type = dongson::DsRecord;
};

template <class Game>
class BasicGameTree {
 public:
  using Record = typename RecordOf<Game>::type;
  using Position = typename Game::Position;
  using Move = typename Game::Move;
  using State = typename Game::State;
  using RecordMove = BasicRecordMove<Move>;
  using Line = std::vector<RecordMove>;

  BasicGameTree() : BasicGameTree(Record()) {}
  explicit BasicGameTree(Record record);

  // The record and the cursor

  const Record& record() const { return m_record; }
  /// Takes the record out (the tree is left at an empty game's start).
  Record take_record();
  const TreePath& path() const { return m_path; }
  /// The position at the cursor.
  const Position& position() const { return Game::position(m_state); }
  /// The position at the cursor with the history the rules consult (Cờ Đông Sơn's forfeits).
  const State& state() const { return m_state; }
  /// Zobrist keys of the positions before the cursor's, from the game's start (for repetitions; an engine's
  /// history).
  const std::vector<std::uint64_t>& history() const { return m_history; }
  /// The moves from the game's start to the cursor.
  std::vector<Move> moves_to_cursor() const;
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

  /// Plays `turn` (any legal move: in Commander Chess deploy turns and stay captures included) at the
  /// cursor: follows the line or an existing variation when one starts with it, else extends the line or
  /// starts a new variation (the new move's text is its token in the record's notation: Commander Chess's
  /// rulebook token in the record's letters, Cờ Đông Sơn's SAN). The error says why the move is not legal
  /// here.
  Result<AddResult, std::string> add_move(const Move& turn);
  /// Makes the cursor's variation the main continuation of its parent line (the old continuation becomes a
  /// variation in its place). The cursor stays on the same move. False on the main line.
  bool promote_variation();
  /// Deletes the cursor's variation; the cursor goes to where it branched off. False on the main line.
  bool delete_variation();
  /// Deletes the moves after the cursor on its line (with their variations). False when there are none.
  bool delete_rest();

  /// The annotator's comment after the cursor's move (at the game's start: the comment before the first
  /// move). Setting an empty text removes it; several comments in the source become one, joined by a space.
  /// The engine's comments there (parser::is_engine_comment) are not part of it and stay when it is set.
  std::string comment_after() const;
  void set_comment_after(const std::string& text);
  /// The engine's comments after the cursor's move (a judged move's better line; at the start, the game's
  /// summary), as the record holds them.
  std::vector<std::string> engine_comments_after() const;
  /// The comment before the cursor's move when it is the first of its line (opening a variation; for the main
  /// line's first move, the game's opening comment). Between two moves a comment belongs to the earlier move,
  /// as the readers read a record: false elsewhere.
  std::string comment_before() const;
  bool set_comment_before(const std::string& text);
  /// The cursor's move's judgement and other NAGs (a judgement's NAG given here sets the judgement); false at
  /// the start.
  bool set_judgement(Judgement j);
  bool set_nags(std::vector<unsigned> nags);
  /// The engine's evaluation after the cursor's move (from the first player's side; nullopt takes it away);
  /// false at the start.
  bool set_evaluation(std::optional<Evaluation> e);

 private:
  Line& line_of(const TreePath& p);
  const Line* find_line(const TreePath& p) const;
  RecordMove* current_mut();
  /// Recomputes the position and history from the path (after any move of the cursor).
  void replay();

  // Data members
  Record m_record;
  TreePath m_path;
  State m_state;
  std::vector<std::uint64_t> m_history;
};

extern template class BasicGameTree<games::CommanderChess>;
extern template class BasicGameTree<games::DongSon>;
using GameTree = BasicGameTree<games::CommanderChess>;
using DsGameTree = BasicGameTree<games::DongSon>;

}  // namespace saban::parser
