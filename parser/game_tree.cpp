#include "parser/game_tree.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "parser/comment_commands.h"
#include "parser/dongson_san.h"
#include "parser/writer.h"
#include "rules/dongson/fen.h"
#include "rules/fen.h"
#include "rules/movegen.h"

namespace saban::parser {

namespace {

// The comments of a move as one text.
std::string joined(const std::vector<std::string>& comments) {
  std::string out;
  for (const std::string& c : comments) out += (out.empty() ? "" : " ") + c;
  return out;
}

void set_joined(std::vector<std::string>& comments, const std::string& text) {
  comments.clear();
  if (!text.empty()) comments.push_back(text);
}

// The annotator's comments of a move as one text (the engine's left out).
std::string annotators(const std::vector<std::string>& comments) {
  std::string out;
  for (const std::string& c : comments)
    if (!is_engine_comment(c)) out += (out.empty() ? "" : " ") + c;
  return out;
}

// Replaces the annotator's comments of a move by `text`; the engine's stay, after it.
void set_annotators(std::vector<std::string>& comments, const std::string& text) {
  std::vector<std::string> engine;
  for (std::string& c : comments)
    if (is_engine_comment(c)) engine.push_back(std::move(c));
  set_joined(comments, text);
  comments.insert(comments.end(), std::make_move_iterator(engine.begin()),
                  std::make_move_iterator(engine.end()));
}

// The text of a move added by the annotator, in the record's notation.
std::string new_token(const GameRecord& r, const Position& before, const Turn& t) {
  return rulebook_token(before, t, r.letters);
}
std::string new_token(const dongson::DsRecord&, const saban::dongson::Game& before, saban::dongson::Move m) {
  return dongson::to_san(before, m);
}

std::string fen_of(const Position& p) { return to_fen(p); }
std::string fen_of(const saban::dongson::Position& p) { return saban::dongson::to_fen(p); }

}  // namespace

template <class Game>
BasicGameTree<Game>::BasicGameTree(Record record)
    : m_record(std::move(record)), m_state(Game::state(m_record.start)) {}

template <class Game>
auto BasicGameTree<Game>::take_record() -> Record {
  Record out = std::move(m_record);
  m_record = Record();
  m_path = {};
  replay();
  return out;
}

// The line a path leads to, or nullptr when a branch names no move or variation.
template <class Game>
auto BasicGameTree<Game>::find_line(const TreePath& p) const -> const Line* {
  const Line* line = &m_record.moves;
  for (const TreePath::Branch& b : p.branches) {
    if (b.move >= line->size() || b.variation >= (*line)[b.move].variations.size()) return nullptr;
    line = &(*line)[b.move].variations[b.variation];
  }
  return line;
}

template <class Game>
auto BasicGameTree<Game>::line_of(const TreePath& p) -> Line& {
  return const_cast<Line&>(*find_line(p));
}

template <class Game>
auto BasicGameTree<Game>::move_at(const TreePath& p) const -> const RecordMove* {
  const Line* line = find_line(p);
  if (!line || p.ply == 0 || p.ply > line->size()) return nullptr;
  return &(*line)[p.ply - 1];
}

template <class Game>
auto BasicGameTree<Game>::current() const -> const RecordMove* {
  return move_at(m_path);
}

template <class Game>
auto BasicGameTree<Game>::current_mut() -> RecordMove* {
  return const_cast<RecordMove*>(current());
}

template <class Game>
auto BasicGameTree<Game>::next() const -> const RecordMove* {
  const Line* line = find_line(m_path);
  return line && m_path.ply < line->size() ? &(*line)[m_path.ply] : nullptr;
}

// The turns from the start: each branch's line up to the branching move, then the last line up to the cursor.
template <class Game>
auto BasicGameTree<Game>::moves_to_cursor() const -> std::vector<Move> {
  std::vector<Move> out;
  const Line* line = &m_record.moves;
  for (const TreePath::Branch& b : m_path.branches) {
    for (std::size_t i = 0; i < b.move; ++i) out.push_back((*line)[i].turn);
    line = &(*line)[b.move].variations[b.variation];
  }
  for (std::size_t i = 0; i < m_path.ply; ++i) out.push_back((*line)[i].turn);
  return out;
}

template <class Game>
void BasicGameTree<Game>::replay() {
  m_state = Game::state(m_record.start);
  m_history.clear();
  for (const Move& t : moves_to_cursor()) {
    m_history.push_back(position().key());
    Game::play(m_state, t);
  }
}

// Moving

template <class Game>
bool BasicGameTree<Game>::forward() {
  if (!next()) return false;
  m_history.push_back(position().key());
  Game::play(m_state, next()->turn);
  ++m_path.ply;
  return true;
}

template <class Game>
bool BasicGameTree<Game>::back() {
  if (at_start()) return false;
  if (in_variation() && m_path.ply == 1) return exit_variation();
  --m_path.ply;
  replay();
  return true;
}

template <class Game>
void BasicGameTree<Game>::to_start() {
  m_path = {};
  replay();
}

template <class Game>
void BasicGameTree<Game>::to_end() {
  while (forward()) {
  }
}

template <class Game>
bool BasicGameTree<Game>::enter_variation(std::size_t k) {
  const RecordMove* n = next();
  if (!n || k >= n->variations.size() || n->variations[k].empty()) return false;
  m_path.branches.push_back({m_path.ply, k});
  m_path.ply = 1;
  replay();
  return true;
}

template <class Game>
bool BasicGameTree<Game>::exit_variation() {
  if (!in_variation()) return false;
  m_path.ply = m_path.branches.back().move;
  m_path.branches.pop_back();
  replay();
  return true;
}

template <class Game>
bool BasicGameTree<Game>::go_to(const TreePath& p) {
  const Line* line = find_line(p);
  if (!line || p.ply > line->size() || (!p.branches.empty() && p.ply == 0)) return false;
  m_path = p;
  replay();
  return true;
}

template <class Game>
void BasicGameTree<Game>::to_main_line_ply(std::size_t ply) {
  go_to({{}, std::min(ply, m_record.moves.size())});
}

template <class Game>
std::size_t BasicGameTree<Game>::ply() const {
  std::size_t n = m_path.ply;
  for (const TreePath::Branch& b : m_path.branches) n += b.move;
  return n;
}

template <class Game>
auto BasicGameTree<Game>::main_line_positions() const -> std::vector<Position> {
  std::vector<Position> out{m_record.start};
  out.reserve(m_record.moves.size() + 1);
  State state = Game::state(m_record.start);
  for (const RecordMove& m : m_record.moves) {
    Game::play(state, m.turn);
    out.push_back(Game::position(state));
  }
  return out;
}

// The alternatives to a move are its variations: from the move itself into the first, from the first move of
// one variation to the next.
template <class Game>
bool BasicGameTree<Game>::next_alternative() {
  if (in_variation() && m_path.ply == 1) {
    const TreePath here = m_path;
    const std::size_t k = m_path.branches.back().variation;
    exit_variation();
    if (enter_variation(k + 1)) return true;
    go_to(here);
    return false;
  }
  const RecordMove* m = current();
  if (!m || m->variations.empty()) return false;
  const TreePath here = m_path;
  --m_path.ply;  // the move before, in the same line (ply >= 1 here)
  replay();
  if (enter_variation(0)) return true;
  go_to(here);
  return false;
}

template <class Game>
bool BasicGameTree<Game>::previous_alternative() {
  if (!in_variation() || m_path.ply != 1) return false;
  const std::size_t k = m_path.branches.back().variation;
  exit_variation();
  return k > 0 ? enter_variation(k - 1) : forward();
}

// Editing

template <class Game>
Result<AddResult, std::string> BasicGameTree<Game>::add_move(const Move& turn) {
  if (turn == Move{}) return std::string("no move given");
  std::vector<Move> legal;
  Game::legal_moves(position(), legal);
  if (std::find(legal.begin(), legal.end(), turn) == legal.end())
    return "not a legal move in " + fen_of(position());
  Line& line = line_of(m_path);
  if (m_path.ply < line.size()) {
    RecordMove& n = line[m_path.ply];
    if (n.turn == turn) {
      forward();
      return AddResult::Followed;
    }
    for (std::size_t k = 0; k < n.variations.size(); ++k) {
      if (!n.variations[k].empty() && n.variations[k].front().turn == turn) {
        enter_variation(k);
        return AddResult::Entered;
      }
    }
    RecordMove m;
    m.turn = turn;
    m.text = new_token(m_record, m_state, turn);
    n.variations.push_back(Line{std::move(m)});
    enter_variation(n.variations.size() - 1);
    return AddResult::NewVariation;
  }
  RecordMove m;
  m.turn = turn;
  m.text = new_token(m_record, m_state, turn);
  line.push_back(std::move(m));
  forward();
  return AddResult::Appended;
}

// The parent line L branches at move b into variation V = L[b].variations[k]. After the promotion L[b..] is
// V, and the old continuation L[b..] stands where V stood among the alternatives, which now hang on V's first
// move.
template <class Game>
bool BasicGameTree<Game>::promote_variation() {
  if (!in_variation()) return false;
  const TreePath::Branch b = m_path.branches.back();
  TreePath parent_path{{m_path.branches.begin(), m_path.branches.end() - 1}, 0};
  Line& parent = line_of(parent_path);
  Line old(std::make_move_iterator(parent.begin() + static_cast<std::ptrdiff_t>(b.move)),
           std::make_move_iterator(parent.end()));
  parent.resize(b.move);
  std::vector<Line> alternatives = std::move(old.front().variations);
  old.front().variations.clear();
  Line promoted = std::move(alternatives[b.variation]);
  std::vector<Line> own = std::move(promoted.front().variations);
  alternatives[b.variation] = std::move(old);
  for (Line& l : own) alternatives.push_back(std::move(l));
  promoted.front().variations = std::move(alternatives);
  for (RecordMove& m : promoted) parent.push_back(std::move(m));
  m_path.branches.pop_back();
  m_path.ply += b.move;
  replay();
  return true;
}

template <class Game>
bool BasicGameTree<Game>::delete_variation() {
  if (!in_variation()) return false;
  const TreePath::Branch b = m_path.branches.back();
  exit_variation();
  RecordMove& at = line_of(m_path)[b.move];
  at.variations.erase(at.variations.begin() + static_cast<std::ptrdiff_t>(b.variation));
  return true;
}

template <class Game>
bool BasicGameTree<Game>::delete_rest() {
  Line& line = line_of(m_path);
  if (m_path.ply >= line.size()) return false;
  line.resize(m_path.ply);
  return true;
}

template <class Game>
std::string BasicGameTree<Game>::comment_after() const {
  const RecordMove* m = current();
  return annotators(m ? m->comments : m_record.comments_before);
}

template <class Game>
void BasicGameTree<Game>::set_comment_after(const std::string& text) {
  RecordMove* m = current_mut();
  set_annotators(m ? m->comments : m_record.comments_before, text);
}

template <class Game>
std::vector<std::string> BasicGameTree<Game>::engine_comments_after() const {
  const RecordMove* m = current();
  std::vector<std::string> out;
  for (const std::string& c : m ? m->comments : m_record.comments_before)
    if (is_engine_comment(c)) out.push_back(c);
  return out;
}

// Only the first move of a line has a comment of its own before it: between two moves a comment is the
// earlier move's (as the readers read a record). Before the game's first move it is the game's opening
// comment.
template <class Game>
std::string BasicGameTree<Game>::comment_before() const {
  const RecordMove* m = current();
  if (!m || m_path.ply != 1) return std::string();
  return joined(m_path.branches.empty() ? m_record.comments_before : m->comments_before);
}

template <class Game>
bool BasicGameTree<Game>::set_comment_before(const std::string& text) {
  RecordMove* m = current_mut();
  if (!m || m_path.ply != 1) return false;
  set_joined(m_path.branches.empty() ? m_record.comments_before : m->comments_before, text);
  return true;
}

template <class Game>
bool BasicGameTree<Game>::set_judgement(Judgement j) {
  RecordMove* m = current_mut();
  if (!m) return false;
  m->judgement = j;
  return true;
}

template <class Game>
bool BasicGameTree<Game>::set_nags(std::vector<unsigned> nags) {
  RecordMove* m = current_mut();
  if (!m) return false;
  m->nags.clear();
  for (unsigned n : nags) {  // $1..$4 and $6 are judgements: kept as one, as the reader does
    if (const auto j = judgement_from_nag(n))
      m->judgement = *j;
    else
      m->nags.push_back(n);
  }
  return true;
}

template <class Game>
bool BasicGameTree<Game>::set_evaluation(std::optional<Evaluation> e) {
  RecordMove* m = current_mut();
  if (!m) return false;
  m->evaluation = e;
  return true;
}

template class BasicGameTree<games::CommanderChess>;
template class BasicGameTree<games::DongSon>;

}  // namespace saban::parser
