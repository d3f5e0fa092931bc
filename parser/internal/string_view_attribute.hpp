// Lets Spirit X3 fill a std::string_view attribute from x3::raw[] (a view of the matched text: no copy). For
// the grammar translation units only.
#pragma once

#include <boost/spirit/home/x3/support/traits/container_traits.hpp>
#include <string_view>

namespace boost::spirit::x3::traits {
// raw[] into a view: the view is the matched range (text matched next to it, as a sequence of raws, extends
// it).
template <>
struct append_container<std::string_view> {
  template <typename Iterator>
  static bool call(std::string_view& view, Iterator first, Iterator last) {
    if (first == last) return true;
    const char& f = *first;  // the iterators run over the game's text (or a view of it, moved)
    if (view.empty())
      view = std::string_view(&f, static_cast<std::size_t>(last - first));
    else
      view = std::string_view(view.data(), static_cast<std::size_t>(&f - view.data() + (last - first)));
    return true;
  }
};
}  // namespace boost::spirit::x3::traits
