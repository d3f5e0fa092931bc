// Rule profiles: the official rulebook reading and the cotulenh platform's reading (docs/rules.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace saban {

enum class AirDefence : std::uint8_t {
  Official,  ///< the plane may fly anywhere; it is shot down in a zone, one-for-one at the destination
  Cotulenh,  ///< no passing through two zones; inside one zone only a suicide capture is legal
};

enum class Stacking : std::uint8_t {
  Official,  ///< capacities of the rulebook (duplicates allowed, e.g. a navy with two air forces)
  Cotulenh,  ///< the blueprint table of the cotulenh engine (no duplicate roles)
};

/// A rules profile is a value: the official profile plus named changes.
struct Profile {
  const char* name = "official";  ///< a registered name (static storage), so copying a profile is cheap
  AirDefence air_defence = AirDefence::Official;
  Stacking stacking = Stacking::Official;
  /// The commander in an HQ is taken only by artillery, air force and navy; others destroy the HQ only.
  bool hq_shelter = true;
  /// A commander carried by another piece faces nobody (official); cotulenh counts it at its square.
  bool carried_commander_faces = false;
  /// The commander may become heroic (cotulenh); the rulebook says it never does.
  bool heroic_commander = false;
  /// Along the coast a navy does not block land pieces (official); cotulenh blocks them like any piece.
  bool navy_transparent_to_land = true;
  /// Commanders facing each other count as check (official); cotulenh's check test ignores facing.
  bool facing_is_check = true;
  /// Navy may not slip diagonally c5<->d6 and c8<->d7 (cotulenh's river-mouth corners).
  bool navy_corner_blocks = false;
  /// In a deploy turn a later piece may join one that left before it wherever it went ("recombine"), even
  /// beyond its own reach: the two then count as a unit that left together (cotulenh: `(FT)>h6`).
  bool deploy_recombine = false;
  /// Behaviour of the cotulenh engine kept so that its move counts are reproduced; each is listed in
  /// docs/rules.md: the commander cannot slide through squares that face the enemy commander and slides at
  /// most 10 points; its attack reach when heroic is 2; the missile's diagonal attack reach equals its
  /// orthogonal one in check detection; a commander's stay capture is tested for attack only.
  bool cotulenh_quirks = false;
  /// A capture resets the half-move clock only when the capturer lands (cotulenh); official: any capture.
  bool clock_resets_on_stay_capture = true;
  /// A FEN may hold no more pieces of a type than the start position (official); cotulenh accepts any number
  /// (one commander a side in both; R-FEN-2).
  bool start_set_limits = true;
  /// An engineer boarding a lone anti-air or missile leaves that piece's zone in force until the opponent's
  /// reply is made (cotulenh's cached zone map, Q 31).
  bool boarded_zone_lingers = false;
  /// In a deploy turn, a piece sent where an earlier piece of the turn went joins that earlier sub-move: it
  /// stays home with a stay capture and is lost with a suicide (cotulenh's replayed session, Q 32).
  bool join_follows_earlier_move = false;
  /// A piece joining an earlier sub-move of its deploy turn arrives without its hero mark (cotulenh, Q 33).
  bool join_drops_hero = false;

  bool operator==(const Profile& o) const;
};

/// The rulebook profile (the default).
Profile official_profile();
/// The reading of the cotulenh platform's engine.
Profile cotulenh_profile();
/// Looks a profile up by name ("official", "cotulenh").
std::optional<Profile> profile_by_name(std::string_view name);
/// Names of all registered profiles.
std::vector<std::string> profile_names();

}  // namespace saban
