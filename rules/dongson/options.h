// Cờ Đông Sơn: the readings where the text is ambiguous, each an option with a default
// (docs/rules-dong-son.md §6).
#pragma once

#include <string>
#include <string_view>

#include "rules/result.h"

namespace saban::dongson {

/// When Tiến Cung wins (A3): at once, judged from the opponent's legal replies, or after the reply is played.
enum class PalaceTiming { Immediate, AfterReply };
/// Which gift must be safe (A4): one that cannot be captured, all of them, or one remains after any reply.
enum class GiftSafety { Any, All, Survives };
/// What reply spoils Tiến Cung (A5): only a mating one, or any check.
enum class PalaceSpoiler { Mate, Check };
/// A Ngựa or Gà frozen on e5 (A6): its owner cannot enter while it stands there, or never again.
enum class E5Block { Consequence, Forfeit };
/// Which way `<` points in T<V (A7): towards file a on the board, or towards each player's own left.
enum class SwapFrame { Board, Player };
/// Draw by a bare Thần (A11): as soon as either side has only its Thần, only when both have, or never.
enum class BareThan { Either, Both, Off };
/// Stalemate (A12): a draw (FIDE) or a loss for the stalemated side (xiangqi).
enum class Stalemate { Draw, Loss };
/// The 50-move rule (A13): claimed by a player, or applied automatically.
enum class Fifty { Claim, Automatic };
/// Threefold repetition (A14): automatic draw, or claimed.
enum class Repetition { Automatic, Claim };

/// Every option; the defaults are those of docs/rules-dong-son.md.
struct Options {
  PalaceTiming palace_timing = PalaceTiming::Immediate;
  GiftSafety gift_safety = GiftSafety::Any;
  PalaceSpoiler palace_spoiler = PalaceSpoiler::Mate;
  E5Block e5_block = E5Block::Consequence;
  SwapFrame swap_frame = SwapFrame::Board;
  BareThan bare_than = BareThan::Either;
  Stalemate stalemate = Stalemate::Draw;
  Fifty fifty = Fifty::Claim;
  Repetition repetition = Repetition::Automatic;

  bool operator==(const Options&) const = default;
  /// "gift_safety=all;swap_frame=player": the options that differ from the defaults ("" when none).
  std::string to_string() const;
  /// Reads what to_string writes (any order, spaces allowed); the error names the unknown option or value.
  static Result<Options> parse(std::string_view text);
};

}  // namespace saban::dongson
