// The sides' names for people, for both games: the one place front ends and analysis take them from.
#pragma once

#include "rules/dongson/types.h"
#include "rules/types.h"

namespace saban {

/// Commander Chess: Red and Blue, in Vietnamese Đỏ and Xanh.
constexpr const char* side_name(Side s, bool vietnamese) {
  return s == Side::Red ? (vietnamese ? "Đỏ" : "Red") : (vietnamese ? "Xanh" : "Blue");
}

namespace dongson {
/// Cờ Đông Sơn: Thủy and Sơn, the same in every language.
constexpr const char* side_name(Side s, bool /*vietnamese*/ = false) {
  return s == Side::Thuy ? "Thủy" : "Sơn";
}
}  // namespace dongson

}  // namespace saban
