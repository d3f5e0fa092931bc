// An open game for the views, of any game (rules/games.h): the library's game tree (parser::BasicGameTree:
// the record, its variations and a cursor) with the signals the board, the move list and the panes follow,
// and the "edited" flag. Navigation and the edits that do not depend on the game are written once, over an
// abstract tree; the game-specific views take the typed tree (tree<Game>(), nullptr when the document holds
// the other game). The views' Commander Chess-only API (record(), position(), …) is marked so.
#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parser/comment_commands.h"
#include "parser/game_tree.h"

class QUndoStack;

namespace saban::gui {

using parser::TreePath;

/// A main-line move's evaluation (from the first player's side, as the record gives it) and judgement.
struct MainLineScore {
  std::optional<parser::Evaluation> evaluation;
  parser::Judgement judgement = parser::Judgement::None;
};

namespace detail {
/// What the document does with its tree without knowing the game (gamedocument.cpp implements it per game).
struct AnyTree {
  virtual ~AnyTree() = default;
  virtual std::string_view game() const = 0;  ///< the game's kId
  virtual games::GameKind kind() const = 0;
  virtual const TreePath& path() const = 0;
  virtual std::size_t ply() const = 0;
  virtual bool atStart() const = 0;
  virtual bool atEnd() const = 0;
  virtual bool inVariation() const = 0;
  virtual bool goTo(const TreePath& p) = 0;
  virtual bool forward() = 0;
  virtual bool back() = 0;
  virtual void toStart() = 0;
  virtual void toEnd() = 0;
  virtual void toMainLinePly(std::size_t ply) = 0;
  virtual bool nextAlternative() = 0;
  virtual bool previousAlternative() = 0;
  virtual bool promoteVariation() = 0;
  virtual bool deleteVariation() = 0;
  virtual bool deleteRest() = 0;
  virtual std::string commentAfter() const = 0;
  virtual void setCommentAfter(const std::string& text) = 0;
  virtual bool setJudgement(parser::Judgement j) = 0;
  /// The judgement of the move at the cursor (None at the start).
  virtual parser::Judgement judgement() const = 0;
  /// The move's annotation symbols as NAGs, its judgement's first (parser/annotation_symbols.h).
  virtual std::vector<unsigned> symbols() const = 0;
  virtual bool setSymbols(const std::vector<unsigned>& symbols) = 0;
  virtual std::optional<std::string> tag(std::string_view name) const = 0;
  virtual const std::vector<std::pair<std::string, std::string>>& tags() const = 0;
  virtual const std::string& result() const = 0;
  /// Replaces the record's tags and result (the moves and the cursor stay).
  virtual void setHeader(std::vector<std::pair<std::string, std::string>> tags, std::string result) = 0;
  virtual QString moveListHtml() const = 0;
  /// The sides' names (first side first) and the record's tags naming their players.
  virtual std::array<QString, 2> sideNames() const = 0;
  virtual std::array<const char*, 2> sideTags() const = 0;
  /// Who is to move at the cursor (in check), or how the game has ended there.
  virtual QString stateText() const = 0;
  virtual std::string fileText() const = 0;
  virtual std::string fen() const = 0;  ///< the cursor's position
  /// Each main-line move's evaluation and judgement, in order.
  virtual std::vector<MainLineScore> mainLineScores() const = 0;
  /// A copy of the tree and its cursor (the undo history keeps them).
  virtual std::unique_ptr<AnyTree> clone() const = 0;
};

template <class Game>
struct TreeOf;
}  // namespace detail

class GameDocument : public QObject {
  Q_OBJECT
 public:
  explicit GameDocument(QObject* parent = nullptr);
  ~GameDocument() override;

  /// Starts on a record (the cursor at the start); `gameId` is its database id (0: not from the database).
  void setRecord(parser::GameRecord record, long long gameId = 0);
  void setRecord(parser::dongson::DsRecord record, long long gameId = 0);

  /// The game held: its kId in rules/games.h ("commander", "dongson").
  std::string_view game() const { return m_tree->game(); }
  /// Calls f with the traits of the game held (f(games::CommanderChess{}) or f(games::DongSon{}); f then
  /// reads tree<Game>()) and returns what it returns: the views written once over the games start here.
  template <class F>
  decltype(auto) withGame(F&& f) const {
    return games::with_game(kind(), std::forward<F>(f));
  }
  /// The typed tree when the document holds `Game`, else nullptr.
  template <class Game>
  const parser::BasicGameTree<Game>* tree() const;
  /// The Commander Chess tree, nullptr when another game is open.
  const parser::GameTree* commander() const { return tree<games::CommanderChess>(); }
  /// The game held, as the runtime choice of a game (rules/games.h).
  games::GameKind kind() const { return m_tree->kind(); }
  /// Calls f with the typed tree of the game held (f(const parser::BasicGameTree<Game>&)) and returns what it
  /// returns: the views' dispatch on the game.
  template <class F>
  decltype(auto) visit(F&& f) const {
    return withGame([&](auto g) -> decltype(auto) { return f(*tree<decltype(g)>()); });
  }

  long long gameId() const { return m_gameId; }
  /// Has the game changed since it was opened or last saved (an edit not undone)? The engine's judgements are
  /// not an edit.
  bool isModified() const;
  /// Counts every change of the tree (edits, undo, redo, the engine's judgements, another game): a save that
  /// ran while it changed did not save what is shown now.
  quint64 revision() const { return m_revision; }
  /// The game is no longer the database's game `gameId()` (another database was opened): saving goes to a
  /// file.
  void detachFromDatabase() { m_gameId = 0; }
  /// The game as it is now counts as saved (isModified() false until the next edit, undo or redo).
  void markSaved();
  /// The history of the edits (moves added, variations promoted or deleted, moves deleted, comments,
  /// judgements): each is one step to undo and redo (a comment typed at one move is one step); opening
  /// another game empties it.
  QUndoStack* undoStack() const { return m_undo; }

  // Any game: the cursor
  const TreePath& path() const { return m_tree->path(); }
  /// Goes to a path (nothing happens when it leads nowhere).
  void setPath(const TreePath& path);
  /// Number of plies from the start to the cursor.
  int ply() const { return static_cast<int>(m_tree->ply()); }
  bool atStart() const { return m_tree->atStart(); }
  bool atEnd() const { return m_tree->atEnd(); }
  bool inVariation() const { return m_tree->inVariation(); }
  /// The judgement of the move just played (None at the start).
  parser::Judgement judgement() const { return m_tree->judgement(); }
  /// A tag of the record, the record's tags and result.
  std::optional<std::string> tag(std::string_view name) const { return m_tree->tag(name); }
  const std::vector<std::pair<std::string, std::string>>& tags() const { return m_tree->tags(); }
  const std::string& result() const { return m_tree->result(); }
  /// The move list's text (gui/game/movelisthtml.h, in the game's notation).
  QString moveListHtml() const { return m_tree->moveListHtml(); }
  /// The sides' names, first side first, and the tags naming their players ("Red"/"Blue", "Thuy"/"Son").
  std::array<QString, 2> sideNames() const { return m_tree->sideNames(); }
  std::array<const char*, 2> sideTags() const { return m_tree->sideTags(); }
  /// Each main-line move's evaluation and judgement as the record has them (the graph of a game analysed
  /// before it was opened).
  std::vector<MainLineScore> mainLineScores() const { return m_tree->mainLineScores(); }
  /// Who is to move at the cursor (in check), or how the game has ended there.
  QString stateText() const { return m_tree->stateText(); }
  /// The record as a file in its game's notation (gui/game/gamekinds.h).
  std::string fileText() const { return m_tree->fileText(); }
  /// The cursor's position in FEN.
  std::string fen() const { return m_tree->fen(); }

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
  /// Plays a move at the cursor: follows the move if it is there, else adds it (at the end of the line or as
  /// a new variation of the next move). A move that is not legal here, or of the other game, is refused
  /// (false).
  bool play(const Turn& turn);
  bool play(const saban::dongson::Move& move);
  /// Makes the variation holding the cursor the main continuation of its parent line.
  bool promoteVariation();
  /// Deletes the variation holding the cursor (the cursor goes to where it branched off).
  bool deleteVariation();
  /// Deletes the moves after the cursor in its line.
  bool truncateHere();
  /// The words of the comment after the current move (at the start: before the first move); its commands
  /// (the marks drawn on the board, [%...]) are not shown and are kept when the words change.
  void setComment(const QString& text);
  QString comment() const;
  void setJudgement(parser::Judgement j);
  /// The annotation symbols of the move at the cursor as NAGs, its judgement's first (empty at the start).
  std::vector<unsigned> symbols() const { return m_tree->symbols(); }
  /// Chooses an annotation symbol for the move at the cursor (parser::toggle_symbol: the same again takes it
  /// away, a move or position symbol replaces the one of its kind); one step to undo. False at the start.
  bool toggleSymbol(unsigned nag);
  /// Takes away every symbol of the move at the cursor (one step); false when it has none.
  bool clearSymbols();
  /// The coloured points and arrows the annotator drew at the cursor: the commands of its comment
  /// ([%csl], [%cal]; at the start, of the comment before the first move).
  parser::CommentCommands marks() const;
  /// Draws an arrow or colours a point at the cursor (one step to undo): the same mark again takes it away,
  /// the same points in another colour change its colour.
  void toggleArrow(const parser::ArrowMark& arrow);
  void togglePoint(const parser::PointMark& point);
  /// Replaces the record's tags (players, event, site, date, …, the unknown ones kept by the caller) and its
  /// result, as one step of the undo history; false (no step) when nothing changes. The Result tag, if the
  /// record has one, follows the result.
  bool setHeader(std::vector<std::pair<std::string, std::string>> tags, std::string result);
  /// The engine's verdict on the main line's move `ply` (0: the first), when that move is `played` (a move of
  /// the game held): its evaluation after the move (the record's [%eval], from the first player's side) and
  /// its judgement when the move has none yet (the annotator's own stay); the cursor stays. Not an edit: it
  /// is put back after an undo or redo. True when the move took either.
  bool setEngineVerdict(int ply, const Turn& played, parser::Judgement j,
                        std::optional<parser::Evaluation> e = std::nullopt);
  bool setEngineVerdict(int ply, const saban::dongson::Move& played, parser::Judgement j,
                        std::optional<parser::Evaluation> e = std::nullopt);

  // Commander Chess only (the explorer, the export, the position editor): for another game these give an
  // empty Commander Chess game's start, and the panes that call them are disabled for it.
  const parser::GameRecord& record() const { return cc().record(); }
  const Position& position() const { return cc().position(); }
  /// Keys of the positions before the cursor's since the start (repetitions, for the engine).
  const std::vector<std::uint64_t>& history() const { return cc().history(); }
  /// The move just played to reach the cursor (nullptr at the start).
  const parser::RecordMove* currentMove() const { return cc().current(); }
  /// The line a path leads into (nullptr if the path is wrong).
  const parser::Line* lineOf(const TreePath& path) const { return cc().line_at(path); }
  /// The main-line positions (after each ply; [0] is the start) — for the graph and the analysis.
  std::vector<Position> mainLinePositions() const { return cc().main_line_positions(); }

 Q_SIGNALS:
  /// The cursor moved (the position changed).
  void cursorChanged();
  /// The moves, comments or judgements changed (an edit, undone or redone), or another game was opened.
  void treeChanged();
  /// Another game was opened (or a new one started): the views drop what they knew of the old one.
  void gameReplaced();
  /// isModified() changed.
  void modifiedChanged(bool modified);

 private:
  template <class Game>
  parser::BasicGameTree<Game>* treeMut();
  template <class Game>
  bool playMove(const typename Game::Move& move);
  template <class Game>
  bool engineVerdict(int ply, const typename Game::Move& played, parser::Judgement j,
                     const std::optional<parser::Evaluation>& e);
  friend class TreeEdit;
  /// Records an edit already made to the tree as one undoable step: `before` is the tree before it; `merge`
  /// joins it to the step before when that is the same kind of edit at the same move (typing a comment).
  void recordEdit(const QString& text, std::unique_ptr<detail::AnyTree> before, bool merge = false);
  /// Puts back a tree of the undo history.
  void restore(const detail::AnyTree& snapshot);
  void replaceTree(std::unique_ptr<detail::AnyTree> tree, long long gameId);
  const parser::GameTree& cc() const;
  bool moved(bool ok);
  void edited();
  /// Sets the comment at the cursor as one step to undo (`merge`: typing, joined to the step before).
  void editComment(const std::string& comment, const QString& step, bool merge);

  std::unique_ptr<detail::AnyTree> m_tree;
  long long m_gameId = 0;
  quint64 m_revision = 0;
  QUndoStack* m_undo;
  // The engine's verdicts on the game open, put back on the moves after an undo or redo restores a tree
  // from before they were given.
  std::vector<std::function<void()>> m_engineVerdicts;
};

namespace detail {
template <class Game>
struct TreeOf final : AnyTree {
  explicit TreeOf(typename parser::BasicGameTree<Game>::Record r) : tree(std::move(r)) {}
  std::string_view game() const override { return Game::kId; }
  games::GameKind kind() const override { return Game::kind; }
  const TreePath& path() const override { return tree.path(); }
  std::size_t ply() const override { return tree.ply(); }
  bool atStart() const override { return tree.at_start(); }
  bool atEnd() const override { return tree.at_end(); }
  bool inVariation() const override { return tree.in_variation(); }
  bool goTo(const TreePath& p) override { return tree.go_to(p); }
  bool forward() override { return tree.forward(); }
  bool back() override { return tree.back(); }
  void toStart() override { tree.to_start(); }
  void toEnd() override { tree.to_end(); }
  void toMainLinePly(std::size_t ply) override { tree.to_main_line_ply(ply); }
  bool nextAlternative() override { return tree.next_alternative(); }
  bool previousAlternative() override { return tree.previous_alternative(); }
  bool promoteVariation() override { return tree.promote_variation(); }
  bool deleteVariation() override { return tree.delete_variation(); }
  bool deleteRest() override { return tree.delete_rest(); }
  std::string commentAfter() const override { return tree.comment_after(); }
  void setCommentAfter(const std::string& text) override { tree.set_comment_after(text); }
  bool setJudgement(parser::Judgement j) override { return tree.set_judgement(j); }
  parser::Judgement judgement() const override {
    return tree.current() ? tree.current()->judgement : parser::Judgement::None;
  }
  std::vector<unsigned> symbols() const override;
  bool setSymbols(const std::vector<unsigned>& symbols) override;
  std::optional<std::string> tag(std::string_view name) const override { return tree.record().tag(name); }
  const std::vector<std::pair<std::string, std::string>>& tags() const override { return tree.record().tags; }
  const std::string& result() const override { return tree.record().result; }
  void setHeader(std::vector<std::pair<std::string, std::string>> tags, std::string result) override {
    const TreePath here = tree.path();
    auto record = tree.take_record();
    record.tags = std::move(tags);
    record.result = std::move(result);
    tree = parser::BasicGameTree<Game>(std::move(record));
    tree.go_to(here);
  }
  QString moveListHtml() const override;
  std::array<QString, 2> sideNames() const override;
  std::array<const char*, 2> sideTags() const override;
  QString stateText() const override;
  std::string fileText() const override;
  std::string fen() const override;
  std::unique_ptr<AnyTree> clone() const override { return std::make_unique<TreeOf>(*this); }
  std::vector<MainLineScore> mainLineScores() const override {
    std::vector<MainLineScore> out;
    for (const auto& m : tree.record().moves) out.push_back({m.evaluation, m.judgement});
    return out;
  }

  parser::BasicGameTree<Game> tree;
};
}  // namespace detail

template <class Game>
const parser::BasicGameTree<Game>* GameDocument::tree() const {
  auto* t = dynamic_cast<const detail::TreeOf<Game>*>(m_tree.get());
  return t ? &t->tree : nullptr;
}

template <class Game>
parser::BasicGameTree<Game>* GameDocument::treeMut() {
  auto* t = dynamic_cast<detail::TreeOf<Game>*>(m_tree.get());
  return t ? &t->tree : nullptr;
}

}  // namespace saban::gui
