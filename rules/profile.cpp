#include "rules/profile.h"

namespace saban {

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
  return p;
}

std::optional<Profile> profile_by_name(std::string_view name) {
  if (name == "official") return official_profile();
  if (name == "cotulenh") return cotulenh_profile();
  return std::nullopt;
}

std::vector<std::string> profile_names() { return {"official", "cotulenh"}; }

}  // namespace saban
