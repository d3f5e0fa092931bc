// A place in a game's tree of moves: the line (main line or a variation reached through branches) and how
// many of its moves have been played. The game tree's cursor, the movetext walker's places, the GUI's links.
#pragma once

#include <cstddef>
#include <vector>

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

}  // namespace saban::parser
