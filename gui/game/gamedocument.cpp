#include "gui/game/gamedocument.h"

namespace saban::gui {

GameDocument::GameDocument(QObject* parent) : QObject(parent) {
  parser::GameRecord empty;
  empty.start = Position::start();
  setRecord(std::move(empty));
}

void GameDocument::setRecord(parser::GameRecord record, long long gameId) {
  m_tree = parser::GameTree(std::move(record));
  m_gameId = gameId;
  m_modified = false;
  Q_EMIT treeChanged();
  Q_EMIT cursorChanged();
}

void GameDocument::setModified(bool m) { m_modified = m; }

// Tells the views when the cursor has moved; returns `ok`.
bool GameDocument::moved(bool ok) {
  if (ok) Q_EMIT cursorChanged();
  return ok;
}

void GameDocument::edited() {
  m_modified = true;
  Q_EMIT treeChanged();
}

void GameDocument::setPath(const TreePath& path) { moved(m_tree.go_to(path)); }
bool GameDocument::forward() { return moved(m_tree.forward()); }
bool GameDocument::back() { return moved(m_tree.back()); }
bool GameDocument::nextVariation() { return moved(m_tree.next_alternative()); }
bool GameDocument::previousVariation() { return moved(m_tree.previous_alternative()); }

void GameDocument::toStart() {
  m_tree.to_start();
  moved(true);
}

void GameDocument::toEnd() {
  m_tree.to_end();
  moved(true);
}

void GameDocument::toMainLinePly(int ply) {
  m_tree.to_main_line_ply(static_cast<std::size_t>(std::max(0, ply)));
  moved(true);
}

bool GameDocument::play(const Turn& turn) {
  const auto r = m_tree.add_move(turn);
  if (!r.ok()) return false;
  if (*r == parser::AddResult::Appended || *r == parser::AddResult::NewVariation) edited();
  return moved(true);
}

bool GameDocument::promoteVariation() {
  if (!m_tree.promote_variation()) return false;
  edited();
  return moved(true);
}

bool GameDocument::deleteVariation() {
  if (!m_tree.delete_variation()) return false;
  edited();
  return moved(true);
}

bool GameDocument::truncateHere() {
  if (!m_tree.delete_rest()) return false;
  edited();
  return moved(true);
}

void GameDocument::setComment(const QString& text) {
  m_tree.set_comment_after(text.trimmed().toStdString());
  edited();
}

QString GameDocument::comment() const { return QString::fromStdString(m_tree.comment_after()); }

void GameDocument::setJudgement(parser::Judgement j) {
  if (m_tree.set_judgement(j)) edited();
}

bool GameDocument::setEngineJudgement(int ply, const Turn& played, parser::Judgement j) {
  if (j == parser::Judgement::None || ply < 0) return false;
  const TreePath here = m_tree.path();
  if (!m_tree.go_to({{}, static_cast<std::size_t>(ply) + 1})) return false;
  const parser::RecordMove* m = m_tree.current();
  const bool set = m->turn == played && m->judgement == parser::Judgement::None && m_tree.set_judgement(j);
  m_tree.go_to(here);
  if (set) edited();
  return set;
}

}  // namespace saban::gui
