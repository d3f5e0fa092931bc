// A Cờ Đông Sơn record as nodes for viewing: every move of the main line and of the variations, with the
// positions before and after it, its SAN and the game's verdict after it. The viewer's cursor is a node index
// (-1: the start position).
#pragma once

#include <QString>
#include <vector>

#include "parser/dongson_record.h"

namespace saban::gui {

struct DsNode {
  int parent = -1;              ///< the node before this move; -1 when it is played from the start position
  int next = -1;                ///< the move that follows it in its line; -1 at the end of the line
  int ply = 0;                  ///< plies played before it
  int depth = 0;                ///< 0 on the main line, 1 in a variation, 2 in a variation of a variation…
  std::vector<int> variations;  ///< first nodes of the alternatives to this move
  saban::dongson::Move move;
  QString san;
  saban::dongson::Position before, after;
  saban::dongson::Verdict verdict;                  ///< the game's verdict after the move
  const parser::dongson::DsMove* source = nullptr;  ///< comments, judgement (owned by the tree's record)
};

class DsGameTree {
 public:
  explicit DsGameTree(parser::dongson::DsRecord record);
  DsGameTree(const DsGameTree&) = delete;
  DsGameTree& operator=(const DsGameTree&) = delete;

  const parser::dongson::DsRecord& record() const { return m_record; }
  int size() const { return static_cast<int>(m_nodes.size()); }
  const DsNode& node(int i) const { return m_nodes[static_cast<std::size_t>(i)]; }
  /// The first move of the main line, -1 when the game has none.
  int first() const { return m_nodes.empty() ? -1 : 0; }
  /// The position at a node (after its move), the start position for -1.
  const saban::dongson::Position& positionAt(int node) const;
  /// The last node of the line through `node` (the main line's last for -1; -1 for a game without moves).
  int lineEnd(int node) const;
  /// The move after `node` in its line (the main line's first for -1), -1 at the end.
  int nextOf(int node) const { return node < 0 ? first() : this->node(node).next; }

 private:
  int addLine(const parser::dongson::DsLine& line, int parent, saban::dongson::Game game, int depth);

  parser::dongson::DsRecord m_record;
  saban::dongson::Position m_start;
  std::vector<DsNode> m_nodes;
};

}  // namespace saban::gui
