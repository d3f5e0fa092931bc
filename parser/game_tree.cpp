#include "parser/game_tree.h"

#include <algorithm>
#include <utility>

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

}  // namespace

GameTree::GameTree(GameRecord record) : m_record(std::move(record)), m_pos(m_record.start) {}

GameRecord GameTree::take_record() {
  GameRecord out = std::move(m_record);
  m_record = GameRecord();
  m_path = {};
  replay();
  return out;
}

// The line a path leads to, or nullptr when a branch names no move or variation.
const Line* GameTree::find_line(const TreePath& p) const {
  const Line* line = &m_record.moves;
  for (const TreePath::Branch& b : p.branches) {
    if (b.move >= line->size() || b.variation >= (*line)[b.move].variations.size()) return nullptr;
    line = &(*line)[b.move].variations[b.variation];
  }
  return line;
}

Line& GameTree::line_of(const TreePath& p) { return const_cast<Line&>(*find_line(p)); }

const RecordMove* GameTree::move_at(const TreePath& p) const {
  const Line* line = find_line(p);
  if (!line || p.ply == 0 || p.ply > line->size()) return nullptr;
  return &(*line)[p.ply - 1];
}

const RecordMove* GameTree::current() const { return move_at(m_path); }

RecordMove* GameTree::current_mut() { return const_cast<RecordMove*>(current()); }

const RecordMove* GameTree::next() const {
  const Line* line = find_line(m_path);
  return line && m_path.ply < line->size() ? &(*line)[m_path.ply] : nullptr;
}

// The turns from the start: each branch's line up to the branching move, then the last line up to the cursor.
std::vector<Turn> GameTree::moves_to_cursor() const {
  std::vector<Turn> out;
  const Line* line = &m_record.moves;
  for (const TreePath::Branch& b : m_path.branches) {
    for (std::size_t i = 0; i < b.move; ++i) out.push_back((*line)[i].turn);
    line = &(*line)[b.move].variations[b.variation];
  }
  for (std::size_t i = 0; i < m_path.ply; ++i) out.push_back((*line)[i].turn);
  return out;
}

void GameTree::replay() {
  m_pos = m_record.start;
  m_history.clear();
  for (const Turn& t : moves_to_cursor()) {
    m_history.push_back(m_pos.key());
    Undo u;
    m_pos.do_turn(t, u);
  }
}

// Moving

bool GameTree::forward() {
  if (!next()) return false;
  m_history.push_back(m_pos.key());
  Undo u;
  m_pos.do_turn(next()->turn, u);
  ++m_path.ply;
  return true;
}

bool GameTree::back() {
  if (at_start()) return false;
  if (in_variation() && m_path.ply == 1) return exit_variation();
  --m_path.ply;
  replay();
  return true;
}

void GameTree::to_start() {
  m_path = {};
  replay();
}

void GameTree::to_end() {
  while (forward()) {
  }
}

bool GameTree::enter_variation(std::size_t k) {
  const RecordMove* n = next();
  if (!n || k >= n->variations.size() || n->variations[k].empty()) return false;
  m_path.branches.push_back({m_path.ply, k});
  m_path.ply = 1;
  replay();
  return true;
}

bool GameTree::exit_variation() {
  if (!in_variation()) return false;
  m_path.ply = m_path.branches.back().move;
  m_path.branches.pop_back();
  replay();
  return true;
}

bool GameTree::go_to(const TreePath& p) {
  const Line* line = find_line(p);
  if (!line || p.ply > line->size() || (!p.branches.empty() && p.ply == 0)) return false;
  m_path = p;
  replay();
  return true;
}

void GameTree::to_main_line_ply(std::size_t ply) { go_to({{}, std::min(ply, m_record.moves.size())}); }

std::size_t GameTree::ply() const {
  std::size_t n = m_path.ply;
  for (const TreePath::Branch& b : m_path.branches) n += b.move;
  return n;
}

std::vector<Position> GameTree::main_line_positions() const {
  std::vector<Position> out{m_record.start};
  out.reserve(m_record.moves.size() + 1);
  Position pos = m_record.start;
  for (const RecordMove& m : m_record.moves) {
    Undo u;
    pos.do_turn(m.turn, u);
    out.push_back(pos);
  }
  return out;
}

// The alternatives to a move are its variations: from the move itself into the first, from the first move of
// one variation to the next.
bool GameTree::next_alternative() {
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

bool GameTree::previous_alternative() {
  if (!in_variation() || m_path.ply != 1) return false;
  const std::size_t k = m_path.branches.back().variation;
  exit_variation();
  return k > 0 ? enter_variation(k - 1) : forward();
}

// Editing

Result<AddResult, std::string> GameTree::add_move(const Turn& turn) {
  if (turn.size == 0) return std::string("no move given");
  std::vector<Turn> legal;
  generate_legal(m_pos, DeployMode::Full, legal);
  if (std::find(legal.begin(), legal.end(), turn) == legal.end())
    return "not a legal move in " + to_fen(m_pos);
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
    m.text = rulebook_token(m_pos, turn, m_record.letters);
    n.variations.push_back(Line{std::move(m)});
    enter_variation(n.variations.size() - 1);
    return AddResult::NewVariation;
  }
  RecordMove m;
  m.turn = turn;
  m.text = rulebook_token(m_pos, turn, m_record.letters);
  line.push_back(std::move(m));
  forward();
  return AddResult::Appended;
}

// The parent line L branches at move b into variation V = L[b].variations[k]. After the promotion L[b..] is
// V, and the old continuation L[b..] stands where V stood among the alternatives, which now hang on V's first
// move.
bool GameTree::promote_variation() {
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

bool GameTree::delete_variation() {
  if (!in_variation()) return false;
  const TreePath::Branch b = m_path.branches.back();
  exit_variation();
  RecordMove& at = line_of(m_path)[b.move];
  at.variations.erase(at.variations.begin() + static_cast<std::ptrdiff_t>(b.variation));
  return true;
}

bool GameTree::delete_rest() {
  Line& line = line_of(m_path);
  if (m_path.ply >= line.size()) return false;
  line.resize(m_path.ply);
  return true;
}

std::string GameTree::comment_after() const {
  const RecordMove* m = current();
  return joined(m ? m->comments : m_record.comments_before);
}

void GameTree::set_comment_after(const std::string& text) {
  RecordMove* m = current_mut();
  set_joined(m ? m->comments : m_record.comments_before, text);
}

// Only the first move of a line has a comment of its own before it: between two moves a comment is the
// earlier move's (as the readers read a record). Before the game's first move it is the game's opening
// comment.
std::string GameTree::comment_before() const {
  const RecordMove* m = current();
  if (!m || m_path.ply != 1) return std::string();
  return joined(m_path.branches.empty() ? m_record.comments_before : m->comments_before);
}

bool GameTree::set_comment_before(const std::string& text) {
  RecordMove* m = current_mut();
  if (!m || m_path.ply != 1) return false;
  set_joined(m_path.branches.empty() ? m_record.comments_before : m->comments_before, text);
  return true;
}

bool GameTree::set_judgement(Judgement j) {
  RecordMove* m = current_mut();
  if (!m) return false;
  m->judgement = j;
  return true;
}

bool GameTree::set_nags(std::vector<unsigned> nags) {
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

}  // namespace saban::parser
