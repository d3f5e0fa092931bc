// One random edit of a text, for the tests that hold a hand-written reader against the grammars on mangled
// input.
#pragma once

#include <random>
#include <string>
#include <string_view>

namespace saban::parser::test {

/// Changes, drops or adds one character (taken from `alphabet`) at a random place of `text`.
inline void random_edit(std::string& text, std::string_view alphabet, std::mt19937& rng) {
  const std::size_t at = rng() % (text.size() + 1);
  const char c = alphabet[rng() % alphabet.size()];
  switch (rng() % 3) {
    case 0:
      if (at < text.size()) text[at] = c;
      break;
    case 1:
      if (at < text.size()) text.erase(at, 1);
      break;
    default:
      text.insert(at, 1, c);
      break;
  }
}

}  // namespace saban::parser::test
