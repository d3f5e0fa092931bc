#include "game/gamedocument.h"

#include <iterator>

#include "parser/writer.h"

namespace saban::gui {

GameDocument::GameDocument(QObject* parent) : QObject(parent) {
  parser::GameRecord empty;
  empty.start = Position::start();
  setRecord(std::move(empty));
}

void GameDocument::setRecord(parser::GameRecord record, long long gameId) {
  m_record = std::move(record);
  m_gameId = gameId;
  m_modified = false;
  m_path.clear();
  m_position = m_record.start;
  Q_EMIT treeChanged();
  Q_EMIT cursorChanged();
}

void GameDocument::setModified(bool m) { m_modified = m; }

const parser::Line* GameDocument::lineOf(const MovePath& path) const {
  const parser::Line* line = &m_record.moves;
  for (std::size_t k = 1; k + 1 < path.size(); k += 2) {
    if (path[k - 1] < 0 || path[k - 1] >= static_cast<int>(line->size())) return nullptr;
    const auto& vars = (*line)[path[k - 1]].variations;
    if (path[k] < 0 || path[k] >= static_cast<int>(vars.size())) return nullptr;
    line = &vars[path[k]];
  }
  return line;
}

parser::Line* GameDocument::lineOfMutable(const MovePath& path) {
  return const_cast<parser::Line*>(lineOf(path));
}

parser::RecordMove* GameDocument::moveAt(const MovePath& path) {
  if (path.empty()) return nullptr;
  parser::Line* line = lineOfMutable(path);
  if (!line || path.back() < 0 || path.back() >= static_cast<int>(line->size())) return nullptr;
  return &(*line)[path.back()];
}

const parser::RecordMove* GameDocument::currentMove() const {
  return const_cast<GameDocument*>(this)->moveAt(m_path);
}

int GameDocument::plyOf(const MovePath& path) {
  int ply = 0;
  for (std::size_t k = 0; k < path.size(); k += 2) ply += path[k] + (k + 1 == path.size() ? 1 : 0);
  return ply;
}

// Replays the moves along the path: each variation branches from the position before its parent move.
Position GameDocument::positionAt(const MovePath& path) const {
  Position pos = m_record.start;
  const parser::Line* line = &m_record.moves;
  for (std::size_t k = 0; k < path.size(); k += 2) {
    const bool last = k + 1 == path.size();
    const int upto = last ? path[k] + 1 : path[k];
    for (int i = 0; i < upto && i < static_cast<int>(line->size()); ++i) {
      Undo u;
      pos.do_turn((*line)[i].turn, u);
    }
    if (!last) line = &(*line)[path[k]].variations[path[k + 1]];
  }
  return pos;
}

void GameDocument::moveTo(MovePath path) {
  m_path = std::move(path);
  m_position = positionAt(m_path);
  Q_EMIT cursorChanged();
}

void GameDocument::setPath(const MovePath& path) {
  if (!path.empty() &&
      (path.size() % 2 == 0 || !lineOf(path) || path.back() >= static_cast<int>(lineOf(path)->size())))
    return;
  moveTo(path);
}

bool GameDocument::atEnd() const {
  if (m_path.empty()) return m_record.moves.empty();
  return m_path.back() + 1 >= static_cast<int>(lineOf(m_path)->size());
}

bool GameDocument::forward() {
  if (atEnd()) return false;
  MovePath p = m_path;
  if (p.empty())
    p.push_back(0);
  else
    ++p.back();
  moveTo(p);
  return true;
}

bool GameDocument::back() {
  if (m_path.empty()) return false;
  MovePath p = m_path;
  // Leaving the first move of a variation goes to the position before its parent move.
  while (!p.empty() && p.back() == 0) {
    if (p.size() == 1) {
      p.clear();
      moveTo(p);
      return true;
    }
    p.resize(p.size() - 2);
  }
  if (!p.empty()) --p.back();
  moveTo(p);
  return true;
}

void GameDocument::toStart() { moveTo({}); }

void GameDocument::toEnd() {
  MovePath p = m_path;
  const parser::Line* line = p.empty() ? &m_record.moves : lineOf(p);
  if (line->empty()) return;
  if (p.empty()) p.push_back(0);
  p.back() = static_cast<int>(line->size()) - 1;
  moveTo(p);
}

bool GameDocument::nextVariation() {
  if (m_path.empty()) return false;
  if (m_path.size() >= 3 && m_path.back() == 0) {
    MovePath parent(m_path.begin(), m_path.end() - 2);
    const auto& vars = (*lineOf(parent))[parent.back()].variations;
    if (m_path[m_path.size() - 2] + 1 < static_cast<int>(vars.size())) {
      MovePath p = m_path;
      ++p[p.size() - 2];
      moveTo(p);
      return true;
    }
    return false;
  }
  if (!currentMove()->variations.empty()) {
    MovePath p = m_path;
    p.push_back(0);
    p.push_back(0);
    moveTo(p);
    return true;
  }
  return false;
}

bool GameDocument::previousVariation() {
  if (m_path.size() < 3 || m_path.back() != 0) return false;
  MovePath p = m_path;
  if (p[p.size() - 2] > 0)
    --p[p.size() - 2];
  else
    p.resize(p.size() - 2);
  moveTo(p);
  return true;
}

void GameDocument::toMainLinePly(int ply) {
  if (ply <= 0 || m_record.moves.empty()) return moveTo({});
  moveTo({std::min(ply, static_cast<int>(m_record.moves.size())) - 1});
}

void GameDocument::edited() {
  m_modified = true;
  Q_EMIT treeChanged();
}

void GameDocument::play(const Turn& turn) {
  MovePath prefix = m_path;
  int next = 0;
  if (!prefix.empty()) {
    next = prefix.back() + 1;
    prefix.pop_back();
  }
  parser::Line* line = prefix.empty() && m_path.empty() ? &m_record.moves : lineOfMutable(m_path);
  auto fresh = [&] {
    parser::RecordMove m;
    m.turn = turn;
    m.text = parser::rulebook_token(m_position, turn, m_record.letters);
    return m;
  };
  MovePath p = prefix;
  if (next < static_cast<int>(line->size())) {
    parser::RecordMove& n = (*line)[next];
    if (n.turn == turn) {
      p.push_back(next);
      return moveTo(p);
    }
    for (std::size_t v = 0; v < n.variations.size(); ++v)
      if (!n.variations[v].empty() && n.variations[v].front().turn == turn) {
        p.insert(p.end(), {next, static_cast<int>(v), 0});
        return moveTo(p);
      }
    n.variations.push_back(parser::Line{fresh()});
    p.insert(p.end(), {next, static_cast<int>(n.variations.size()) - 1, 0});
  } else {
    line->push_back(fresh());
    p.push_back(next);
  }
  edited();
  moveTo(p);
}

bool GameDocument::promoteVariation() {
  if (m_path.size() < 3) return false;
  const int j = m_path.back(), v = m_path[m_path.size() - 2];
  MovePath parentPath(m_path.begin(), m_path.end() - 2);
  const int i = parentPath.back();
  parser::Line& line = *lineOfMutable(parentPath);
  parser::Line tail(std::make_move_iterator(line.begin() + i), std::make_move_iterator(line.end()));
  line.erase(line.begin() + i, line.end());
  std::vector<parser::Line> vars = std::move(tail.front().variations);
  tail.front().variations.clear();
  parser::Line promoted = std::move(vars[v]);
  vars[v] = std::move(tail);
  for (auto& sub : promoted.front().variations) vars.push_back(std::move(sub));
  promoted.front().variations = std::move(vars);
  for (auto& m : promoted) line.push_back(std::move(m));
  parentPath.back() = i + j;
  edited();
  moveTo(parentPath);
  return true;
}

bool GameDocument::deleteVariation() {
  if (m_path.size() < 3) return false;
  const int v = m_path[m_path.size() - 2];
  MovePath parentPath(m_path.begin(), m_path.end() - 2);
  auto& vars = moveAt(parentPath)->variations;
  vars.erase(vars.begin() + v);
  edited();
  moveTo(parentPath);
  back();
  return true;
}

bool GameDocument::truncateHere() {
  parser::Line* line = m_path.empty() ? &m_record.moves : lineOfMutable(m_path);
  const int keep = m_path.empty() ? 0 : m_path.back() + 1;
  if (keep >= static_cast<int>(line->size())) return false;
  line->erase(line->begin() + keep, line->end());
  edited();
  Q_EMIT cursorChanged();
  return true;
}

void GameDocument::setComment(const QString& text) {
  std::vector<std::string> comments;
  if (!text.trimmed().isEmpty()) comments.push_back(text.trimmed().toStdString());
  if (parser::RecordMove* m = moveAt(m_path))
    m->comments = comments;
  else
    m_record.comments_before = comments;
  edited();
}

QString GameDocument::comment() const {
  const std::vector<std::string>& c = m_path.empty() ? m_record.comments_before : currentMove()->comments;
  QStringList parts;
  for (const auto& s : c) parts << QString::fromStdString(s);
  return parts.join(QLatin1Char(' '));
}

void GameDocument::setJudgement(parser::Judgement j) {
  parser::RecordMove* m = moveAt(m_path);
  if (!m) return;
  m->judgement = j;
  edited();
}

std::vector<Position> GameDocument::mainLinePositions() const {
  std::vector<Position> out{m_record.start};
  Position pos = m_record.start;
  for (const auto& m : m_record.moves) {
    Undo u;
    pos.do_turn(m.turn, u);
    out.push_back(pos);
  }
  return out;
}

}  // namespace saban::gui
