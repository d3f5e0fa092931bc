// A position: the board's stacks, the side to move, the clocks, the profile and the Zobrist key.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "rules/board.h"
#include "rules/move.h"
#include "rules/profile.h"
#include "rules/squareset.h"
#include "rules/stack.h"

namespace saban {

/// An air-defence zone still in force where its piece has become a passenger (cotulenh's cached zone map,
/// Profile::boarded_zone_lingers): the point and the piece whose zone it is.
struct LingeringZone {
  Square square = kNoSquare;
  Piece piece;
};

/// What undo_turn needs to restore the position exactly.
struct Undo {
  // Three sub-moves change six points; promotions record a point per piece promoted (at most kMaxAttackers
  // attackers of the enemy commander, and a last guard a side).
  static constexpr int kMaxChanges = 136;
  struct Change {
    Square square;
    Stack old;
  };
  /// A change record left uninitialised on construction: an Undo is made on hot paths, and only the first
  /// `count` records are ever read.
  union Slot {
    Slot() {}
    Change change;
  };
  std::array<Slot, kMaxChanges> changes;
  int count = 0;
  std::uint64_t key = 0;
  int halfmove = 0;
  int fullmove = 1;
  Side side = Side::Red;
  std::array<Square, 2> commander{};
  std::array<int, 2> pieces{};
  std::array<LingeringZone, 2> lingering{};
  std::array<SquareSet, 2> occupied, emitters;  // the position's piece sets, put back as they were
  /// After finish_turn: is the commander of the side now to move attacked (commander_attacked), as its
  /// promotion of the attackers found: 1 or 0, or -1 where it did not tell.
  std::int8_t attacked = -1;
};

class Position {
 public:
  explicit Position(Profile profile = official_profile());

  /// The standard start position (rules.md).
  static Position start(Profile profile = official_profile());
  /// A named start position: "standard", or "no-engineers" (the reduced setup of 17 pieces a side).
  static std::optional<Position> named_start(std::string_view name, Profile profile = official_profile());
  static constexpr const char* kNoEngineersFen =
      "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2i3m3i/11/11/2I3M3I/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";
  static constexpr const char* kStartFen =
      "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";

  // Reading the board
  const Stack& at(Square s) const { return m_board[s.index()]; }
  Side side_to_move() const { return m_side; }
  int halfmove_clock() const { return m_halfmove; }
  int fullmove_number() const { return m_fullmove; }
  /// The Zobrist key of everything that decides the legal moves: what the FEN says and a lingering zone.
  std::uint64_t key() const { return m_key; }
  /// The key of what the FEN says (board and side to move) only: the same position reached with or without a
  /// lingering zone has one fen_key (the database's position key, db::stored_key).
  std::uint64_t fen_key() const;
  const Profile& profile() const { return m_profile; }
  /// Where a side's commander stands (alone or in a stack); kNoSquare if it has none.
  Square commander(Side s) const { return m_commander[index(s)]; }
  /// Number of pieces (passengers included) a side has on the board.
  int piece_count(Side s) const { return m_pieces[index(s)]; }
  /// The points holding a unit of side `s` (a piece list: iterate it instead of scanning the board).
  const SquareSet& occupied(Side s) const { return m_occupied[index(s)]; }
  /// The points whose top piece of side `s` projects an air-defence zone (anti-air, missile, navy).
  const SquareSet& air_defence_emitters(Side s) const { return m_emitters[index(s)]; }
  /// A zone of side `s` that outlives its piece's boarding (square invalid: none); see LingeringZone.
  const LingeringZone& lingering_zone(Side s) const { return m_lingering[index(s)]; }
  /// Does side `s` project any air-defence zone (its emitters', or a lingering one)?
  bool has_air_defence(Side s) const {
    return m_emitters[index(s)].any() || m_lingering[index(s)].square.valid();
  }

  // Setting up
  void clear();
  void set_stack(Square s, const Stack& st);
  void set_side_to_move(Side s);
  void set_clocks(int halfmove, int fullmove);
  void set_profile(Profile p) {
    m_profile = std::move(p);
    m_attack = build_attack_table(m_profile);
  }

  // Doing and undoing turns (no legality check; see movegen.h for legal turns)
  /// Saves what undo_turn restores besides the changed points; do_turn calls it.
  void snapshot(Undo& u) const;
  void do_turn(const Turn& t, Undo& u);
  void undo_turn(const Undo& u);
  /// Applies one sub-move; the side to move does not change (used inside a deploy turn).
  void do_sub_move(Move m, Undo& u);
  /// Ends a turn: heroic promotions, clocks, side to move.
  void finish_turn(const Turn& t, Undo& u);

  // Checking
  /// Is the square (holding `by`'s enemy commander) attacked by a capture of `by` that would take it?
  bool commander_attacked(Side owner) const {
    const Square c = commander(owner);
    if (!c.valid()) return true;  // a side without a commander has lost it
    return attacked(c, ~owner);
  }
  /// Do the two commanders face each other on an open file or rank? (Inline up to the test of one file or
  /// rank, which they seldom share: the search asks at every turn it makes.)
  bool commanders_facing() const {
    const Square a = commander(Side::Red), b = commander(Side::Blue);
    if (!a.valid() || !b.valid() || (a.file() != b.file() && a.rank() != b.rank())) return false;
    return commanders_facing_on_line(a, b);
  }
  /// Is the side to move in check (attacked, or facing the enemy commander where the profile says so)?
  bool in_check() const {
    return commander_attacked(m_side) || (m_profile.facing_is_check && commanders_facing());
  }
  /// in_check() just after do_turn(t, u), the attack test taken from what finish_turn found where it tells
  /// (Undo::attacked).
  bool in_check_after(const Undo& u) const {
    const bool attacked = u.attacked >= 0 ? u.attacked != 0 : commander_attacked(m_side);
    return attacked || (m_profile.facing_is_check && commanders_facing());
  }
  /// An attacker packed in 16 bits: the point's index in the high byte, the piece's bits in the low one.
  using PackedAttacker = std::uint16_t;
  static constexpr int kMaxAttackers = 128;  // 8 lines of kMaxReach points holding 3 pieces: 120
  /// Writes every piece of `by` that attacks point `target` to `out` (at most kMaxAttackers) and returns how
  /// many; with `out` null, returns 1 at the first attacker found.
  int attackers(Square target, Side by, PackedAttacker* out) const {
    // Only the first kMaxReach points of the eight lines can hold an attacker (tested inline: usually none).
    if (!m_occupied[index(by)].intersects(squares::lines_near(target))) return 0;
    return attackers_near(target, by, out);
  }

  /// attackers(target, by, nullptr) > 0 without the list's two passes (each unit judged where it stands).
  bool attacked(Square target, Side by) const {
    if (!m_occupied[index(by)].intersects(squares::lines_near(target))) return false;
    return attacked_near(target, by);
  }

  /// Key recomputed from scratch (tests compare it with the incremental one).
  std::uint64_t compute_key() const;

 private:
  // commanders_facing for commanders `a` (Red's) and `b` on one file or rank.
  bool commanders_facing_on_line(Square a, Square b) const;
  int attackers_near(Square target, Side by, PackedAttacker* out) const;  // attackers() past its first test
  bool attacked_near(Square target, Side by) const;  // the same with no list: is there one?
  void record(Undo& u, Square s) const;
  void put(Square s, const Stack& st);  // updates key and commander squares
  void take_off(Square s,
                const Stack& unit);  // the unit on `s` off the sets and counts (not the board or key)
  std::uint64_t land(Square to, Piece piece, int us);  // a piece alone onto `to`, taking what stands there
  void leave(Square from, const Stack& remainder, int us);  // what a deploy leaves on the stack's point
  void move_unit(Square from, Square to, Undo& u);          // a whole unit's quiet move or capture
  void deploy_piece(Move m, const Stack& origin, Undo& u);  // one piece of a stack's quiet move or capture
  bool deploy_pieces(const Turn& t, Undo& u);               // several of them at once (false: not done)
  void promote(Undo& u, Square s, Piece p);
  int promote_attackers(Undo& u, Side us);
  void promote_last_guard(Undo& u);
  void set_lingering(Side s, LingeringZone z);
  void track_zone_cache(Move m, const Stack& unit, const Stack& target, const Stack& placed);

  /// How far each piece (by its bits, Piece::bits(): no arithmetic to index) attacks:
  /// [target is a navy][diagonal][piece] (a target's row first: the units near it are tested against one
  /// row), and whether its captures fly over pieces. Derived from the profile.
  struct AttackTable {
    std::array<std::array<std::array<std::int8_t, 64>, 2>, 2> reach{};
    std::array<bool, 64> through{};
  };
  static AttackTable build_attack_table(const Profile& p);

  std::array<Stack, kSquares> m_board{};
  Profile m_profile;
  AttackTable m_attack;
  Side m_side = Side::Red;
  int m_halfmove = 0;
  int m_fullmove = 1;
  std::uint64_t m_key = 0;
  std::array<Square, 2> m_commander{};
  std::array<int, 2> m_pieces{};               // pieces (not units) per side
  std::array<SquareSet, 2> m_occupied{};       // points holding a unit, per side
  std::array<SquareSet, 2> m_emitters{};       // points whose top piece has an air-defence zone, per side
  std::array<LingeringZone, 2> m_lingering{};  // cotulenh: a boarded emitter's zone still in force, per side
};

}  // namespace saban
