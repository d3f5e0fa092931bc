#include "gui/dongson/dsgametree.h"

#include <optional>

#include "parser/dongson_san.h"

namespace saban::gui {

namespace ds = saban::dongson;

DsGameTree::DsGameTree(parser::dongson::DsRecord record) : m_record(std::move(record)) {
  m_start = m_record.start;
  addLine(m_record.moves, -1, ds::Game(m_start), 0);
}

const ds::Position& DsGameTree::positionAt(int node) const {
  return node < 0 ? m_start : this->node(node).after;
}

int DsGameTree::lineEnd(int node) const {
  int n = node < 0 ? first() : node;
  while (n >= 0 && this->node(n).next >= 0) n = this->node(n).next;
  return n;
}

// Adds the moves of one line played after `parent` (each move's variations after it); returns the index of
// the line's first node, -1 for an empty line. The record was checked when it was read, so every move is
// legal.
int DsGameTree::addLine(const parser::dongson::DsLine& line, int parent, ds::Game game, int depth) {
  int first = -1, prev = parent;
  std::vector<ds::Move> legal;
  for (const parser::dongson::DsMove& m : line) {
    const ds::Position before = game.position();
    before.legal_moves(legal);
    DsNode n;
    n.parent = prev;
    n.ply = static_cast<int>(game.moves().size());
    n.depth = depth;
    n.move = m.move;
    n.san = QString::fromStdString(parser::dongson::to_san(before, m.move, legal, game.palace_forfeited()));
    n.before = before;
    n.source = &m;
    std::optional<ds::Game> beforeMove;  // the alternatives start where this move does
    if (!m.variations.empty()) beforeMove = game;
    n.verdict = game.play(m.move);
    n.after = game.position();
    const int index = static_cast<int>(m_nodes.size());
    m_nodes.push_back(std::move(n));
    if (first < 0)
      first = index;
    else
      m_nodes[static_cast<std::size_t>(prev)].next = index;
    for (const parser::dongson::DsLine& variation : m.variations) {
      const int v = addLine(variation, prev, *beforeMove, depth + 1);
      if (v >= 0) m_nodes[static_cast<std::size_t>(index)].variations.push_back(v);
    }
    prev = index;
  }
  return first;
}

}  // namespace saban::gui
