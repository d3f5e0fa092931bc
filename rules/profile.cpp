#include "rules/profile.h"

#include <cstring>

namespace saban {

bool Profile::operator==(const Profile& o) const {
  return std::strcmp(name, o.name) == 0 && air_defence == o.air_defence && stacking == o.stacking &&
         hq_shelter == o.hq_shelter && carried_commander_faces == o.carried_commander_faces &&
         heroic_commander == o.heroic_commander && navy_transparent_to_land == o.navy_transparent_to_land &&
         facing_is_check == o.facing_is_check && navy_corner_blocks == o.navy_corner_blocks &&
         deploy_recombine == o.deploy_recombine && cotulenh_quirks == o.cotulenh_quirks &&
         clock_resets_on_stay_capture == o.clock_resets_on_stay_capture &&
         start_set_limits == o.start_set_limits && boarded_zone_lingers == o.boarded_zone_lingers &&
         join_follows_earlier_move == o.join_follows_earlier_move && join_drops_hero == o.join_drops_hero;
}

Profile official_profile() { return Profile{}; }

Profile cotulenh_profile() {
  Profile p = official_profile();
  p.name = "cotulenh";
  p.air_defence = AirDefence::Cotulenh;
  p.stacking = Stacking::Cotulenh;
  p.hq_shelter = false;
  p.carried_commander_faces = true;
  p.heroic_commander = true;
  p.navy_corner_blocks = true;
  p.deploy_recombine = true;
  p.navy_transparent_to_land = false;
  p.facing_is_check = false;
  p.cotulenh_quirks = true;
  p.clock_resets_on_stay_capture = false;
  p.start_set_limits = false;
  p.boarded_zone_lingers = true;
  p.join_follows_earlier_move = true;
  p.join_drops_hero = true;
  return p;
}

std::optional<Profile> profile_by_name(std::string_view name) {
  if (name == "official") return official_profile();
  if (name == "cotulenh") return cotulenh_profile();
  return std::nullopt;
}

std::vector<std::string> profile_names() { return {"official", "cotulenh"}; }

}  // namespace saban
