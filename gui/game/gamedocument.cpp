#include "gui/game/gamedocument.h"

#include <QUndoStack>
#include <algorithm>

#include "gui/game/gamekinds.h"
#include "gui/game/movelisthtml.h"
#include "parser/annotation_symbols.h"

namespace saban::gui {

namespace detail {
template <class Game>
QString TreeOf<Game>::moveListHtml() const {
  using Kind = GameKind<Game>;
  return gui::moveListHtml<Game>(tree.record(), Kind::scoresLegend(), &Kind::moveText, &Kind::judgementText);
}

template <class Game>
std::string TreeOf<Game>::fileText() const {
  return GameKind<Game>::fileText(tree.record());
}

template <class Game>
std::string TreeOf<Game>::fen() const {
  return GameKind<Game>::fen(tree.position());
}

template <class Game>
std::array<QString, 2> TreeOf<Game>::sideNames() const {
  return {sideName<Game>(GameKind<Game>::sides[0]), sideName<Game>(GameKind<Game>::sides[1])};
}

template <class Game>
std::array<const char*, 2> TreeOf<Game>::sideTags() const {
  return GameKind<Game>::sideTags;
}

template <class Game>
QString TreeOf<Game>::stateText() const {
  if (QString end = GameKind<Game>::ending(tree); !end.isEmpty()) return end;
  const auto& pos = tree.position();
  return toMoveText(pos.fullmove_number(), sideName<Game>(pos.side_to_move()), pos.in_check());
}

template <class Game>
std::vector<unsigned> TreeOf<Game>::symbols() const {
  const auto* m = tree.current();
  return m ? parser::move_symbols(m->judgement, m->nags) : std::vector<unsigned>();
}

template <class Game>
bool TreeOf<Game>::setSymbols(const std::vector<unsigned>& symbols) {
  auto [judgement, nags] = parser::split_symbols(symbols);
  return tree.set_judgement(judgement) && tree.set_nags(std::move(nags));
}

template struct TreeOf<games::CommanderChess>;
template struct TreeOf<games::DongSon>;
}  // namespace detail

// One step of the undo history: the tree before an edit and after it (the cursor with it). The first redo is
// the edit itself, already made.
class TreeEdit : public QUndoCommand {
 public:
  static constexpr int kComment = 1;  // the id of comment steps, which merge while typed at one move

  TreeEdit(GameDocument* doc, const QString& text, std::unique_ptr<detail::AnyTree> before,
           std::unique_ptr<detail::AnyTree> after, bool merge)
      : QUndoCommand(text),
        m_doc(doc),
        m_before(std::move(before)),
        m_after(std::move(after)),
        m_merge(merge) {}

  void undo() override { m_doc->restore(*m_before); }
  void redo() override {
    if (m_done) return m_doc->restore(*m_after);
    m_done = true;
  }
  int id() const override { return m_merge ? kComment : -1; }
  bool mergeWith(const QUndoCommand* other) override {
    auto* next = static_cast<const TreeEdit*>(other);
    if (next->m_before->path() != m_after->path()) return false;
    m_after = next->m_after->clone();
    // Typed and typed away again: no step at all (nor "edited").
    if (m_after->path() == m_before->path() && m_after->commentAfter() == m_before->commentAfter())
      setObsolete(true);
    return true;
  }

 private:
  GameDocument* m_doc;
  std::unique_ptr<detail::AnyTree> m_before, m_after;
  bool m_merge;
  bool m_done = false;
};

GameDocument::GameDocument(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this)) {
  connect(m_undo, &QUndoStack::cleanChanged, this, [this] { Q_EMIT modifiedChanged(isModified()); });
  parser::GameRecord empty;
  empty.start = Position::start();
  setRecord(std::move(empty));
}

GameDocument::~GameDocument() = default;

void GameDocument::setRecord(parser::GameRecord record, long long gameId) {
  replaceTree(std::make_unique<detail::TreeOf<games::CommanderChess>>(std::move(record)), gameId);
}

void GameDocument::setRecord(parser::dongson::DsRecord record, long long gameId) {
  replaceTree(std::make_unique<detail::TreeOf<games::DongSon>>(std::move(record)), gameId);
}

void GameDocument::replaceTree(std::unique_ptr<detail::AnyTree> tree, long long gameId) {
  m_tree = std::move(tree);
  m_gameId = gameId;
  ++m_revision;
  m_engineVerdicts.clear();
  m_undo
      ->clear();  // its actions follow (nothing to undo); cleanChanged says modifiedChanged if it was edited
  Q_EMIT gameReplaced();
  Q_EMIT treeChanged();
  Q_EMIT cursorChanged();
}

// An empty game's tree stands in for the Commander Chess-only calls while another game is open.
const parser::GameTree& GameDocument::cc() const {
  if (const parser::GameTree* t = commander()) return *t;
  static const parser::GameTree empty = [] {
    parser::GameRecord r;
    r.start = Position::start();
    return parser::GameTree(std::move(r));
  }();
  return empty;
}

bool GameDocument::isModified() const { return !m_undo->isClean(); }

void GameDocument::markSaved() { m_undo->setClean(); }  // cleanChanged says modifiedChanged

void GameDocument::recordEdit(const QString& text, std::unique_ptr<detail::AnyTree> before, bool merge) {
  m_undo->push(new TreeEdit(this, text, std::move(before), m_tree->clone(), merge));
}

void GameDocument::restore(const detail::AnyTree& snapshot) {
  m_tree = snapshot.clone();
  ++m_revision;
  for (const auto& reapply : m_engineVerdicts) reapply();  // a tree from before the analysis
  Q_EMIT treeChanged();
  Q_EMIT cursorChanged();
}

// Tells the views when the cursor has moved; returns `ok`.
bool GameDocument::moved(bool ok) {
  if (ok) Q_EMIT cursorChanged();
  return ok;
}

// After a change of the tree (an edit recorded in the undo history, which says the game is modified).
void GameDocument::edited() {
  ++m_revision;
  Q_EMIT treeChanged();
}

void GameDocument::setPath(const TreePath& path) { moved(m_tree->goTo(path)); }
bool GameDocument::forward() { return moved(m_tree->forward()); }
bool GameDocument::back() { return moved(m_tree->back()); }
bool GameDocument::nextVariation() { return moved(m_tree->nextAlternative()); }
bool GameDocument::previousVariation() { return moved(m_tree->previousAlternative()); }

void GameDocument::toStart() {
  m_tree->toStart();
  moved(true);
}

void GameDocument::toEnd() {
  m_tree->toEnd();
  moved(true);
}

void GameDocument::toMainLinePly(int ply) {
  m_tree->toMainLinePly(static_cast<std::size_t>(std::max(0, ply)));
  moved(true);
}

template <class Game>
bool GameDocument::playMove(const typename Game::Move& move) {
  parser::BasicGameTree<Game>* t = treeMut<Game>();
  if (!t) return false;
  auto before = m_tree->clone();
  const auto r = t->add_move(move);
  if (!r.ok()) return false;
  if (*r == parser::AddResult::Appended || *r == parser::AddResult::NewVariation) {
    recordEdit(*r == parser::AddResult::Appended ? tr("Add a move") : tr("Add a variation"),
               std::move(before));
    edited();
  }
  return moved(true);
}

bool GameDocument::play(const Turn& turn) { return playMove<games::CommanderChess>(turn); }
bool GameDocument::play(const saban::dongson::Move& move) { return playMove<games::DongSon>(move); }

bool GameDocument::promoteVariation() {
  auto before = m_tree->clone();
  if (!m_tree->promoteVariation()) return false;
  recordEdit(tr("Promote the variation"), std::move(before));
  edited();
  return moved(true);
}

bool GameDocument::deleteVariation() {
  auto before = m_tree->clone();
  if (!m_tree->deleteVariation()) return false;
  recordEdit(tr("Delete the variation"), std::move(before));
  edited();
  return moved(true);
}

bool GameDocument::truncateHere() {
  auto before = m_tree->clone();
  if (!m_tree->deleteRest()) return false;
  recordEdit(tr("Delete the following moves"), std::move(before));
  edited();
  return moved(true);
}

void GameDocument::editComment(const std::string& comment, const QString& step, bool merge) {
  if (comment == m_tree->commentAfter()) return;
  auto before = m_tree->clone();
  m_tree->setCommentAfter(comment);
  recordEdit(step, std::move(before), merge);
  edited();
}

void GameDocument::setComment(const QString& text) {
  std::string comment = text.trimmed().toStdString();
  // The commands stay (a comment whose commands do not read is the annotator's text as it is).
  if (auto c = parser::read_comment(m_tree->commentAfter())) {
    c->text = comment;
    comment = parser::write_comment(*c);
  }
  editComment(comment, tr("Edit the comment"), true);
}

QString GameDocument::comment() const {
  const std::string raw = m_tree->commentAfter();
  const auto c = parser::read_comment(raw);
  return QString::fromStdString(c ? c->text : raw);
}

parser::CommentCommands GameDocument::marks() const {
  return parser::read_comment(m_tree->commentAfter()).value_or(parser::CommentCommands());
}

namespace {
// Adds a mark, takes it away when it is there in the same colour, recolours it when in another.
template <class Mark, class Same>
void toggleMark(std::vector<Mark>& marks, const Mark& mark, Same same) {
  const auto it = std::find_if(marks.begin(), marks.end(), [&](const Mark& m) { return same(m, mark); });
  if (it == marks.end())
    marks.push_back(mark);
  else if (it->colour == mark.colour)
    marks.erase(it);
  else
    it->colour = mark.colour;
}

// A comment's commands and words; a comment whose commands do not read is all words (the marks go after it).
std::optional<parser::CommentCommands> commandsOf(const std::string& comment) {
  if (auto c = parser::read_comment(comment)) return c;
  parser::CommentCommands c;
  c.text = comment;
  return c;
}
}  // namespace

void GameDocument::toggleArrow(const parser::ArrowMark& arrow) {
  if (!arrow.from.valid() || !arrow.to.valid() || arrow.from == arrow.to) return;
  auto c = commandsOf(m_tree->commentAfter());
  toggleMark(c->arrows, arrow, [](const auto& a, const auto& b) { return a.from == b.from && a.to == b.to; });
  editComment(parser::write_comment(*c), tr("Draw an arrow"), false);
}

void GameDocument::togglePoint(const parser::PointMark& point) {
  if (!point.square.valid()) return;
  auto c = commandsOf(m_tree->commentAfter());
  toggleMark(c->points, point, [](const auto& a, const auto& b) { return a.square == b.square; });
  editComment(parser::write_comment(*c), tr("Colour a point"), false);
}

bool GameDocument::toggleSymbol(unsigned nag) {
  if (m_tree->atStart()) return false;
  auto before = m_tree->clone();
  if (!m_tree->setSymbols(parser::toggle_symbol(m_tree->symbols(), nag))) return false;
  recordEdit(tr("Set an annotation symbol"), std::move(before));
  edited();
  return true;
}

bool GameDocument::clearSymbols() {
  if (m_tree->atStart() || m_tree->symbols().empty()) return false;
  auto before = m_tree->clone();
  if (!m_tree->setSymbols({})) return false;
  recordEdit(tr("Remove the annotation symbols"), std::move(before));
  edited();
  return true;
}

void GameDocument::setJudgement(parser::Judgement j) {
  if (m_tree->atStart() || m_tree->judgement() == j) return;
  auto before = m_tree->clone();
  if (!m_tree->setJudgement(j)) return;
  recordEdit(tr("Set the judgement"), std::move(before));
  edited();
}

bool GameDocument::setHeader(std::vector<std::pair<std::string, std::string>> tags, std::string result) {
  for (auto& [name, value] : tags)
    if (name == "Result") value = result;
  if (tags == m_tree->tags() && result == m_tree->result()) return false;
  auto before = m_tree->clone();
  m_tree->setHeader(std::move(tags), std::move(result));
  recordEdit(tr("Edit the header"), std::move(before));
  edited();
  return true;
}

// Puts the engine's evaluation and judgement on main-line move `ply` if it is `played`; true when either was
// taken.
template <class Game>
bool GameDocument::engineVerdict(int ply, const typename Game::Move& played, parser::Judgement j,
                                 const std::optional<parser::Evaluation>& e) {
  parser::BasicGameTree<Game>* t = treeMut<Game>();
  if (!t || (j == parser::Judgement::None && !e) || ply < 0) return false;
  const TreePath here = t->path();
  if (!t->go_to({{}, static_cast<std::size_t>(ply) + 1})) return false;
  const auto* m = t->current();
  bool set = false;
  if (m->turn == played) {
    if (j != parser::Judgement::None && m->judgement == parser::Judgement::None) set = t->set_judgement(j);
    if (e && m->evaluation != e) set = t->set_evaluation(e) || set;
  }
  t->go_to(here);
  if (set) edited();
  return set;
}

bool GameDocument::setEngineVerdict(int ply, const Turn& played, parser::Judgement j,
                                    std::optional<parser::Evaluation> e) {
  if (!engineVerdict<games::CommanderChess>(ply, played, j, e)) return false;
  m_engineVerdicts.push_back(
      [this, ply, played, j, e] { engineVerdict<games::CommanderChess>(ply, played, j, e); });
  return true;
}

bool GameDocument::setEngineVerdict(int ply, const saban::dongson::Move& played, parser::Judgement j,
                                    std::optional<parser::Evaluation> e) {
  if (!engineVerdict<games::DongSon>(ply, played, j, e)) return false;
  m_engineVerdicts.push_back([this, ply, played, j, e] { engineVerdict<games::DongSon>(ply, played, j, e); });
  return true;
}

}  // namespace saban::gui
