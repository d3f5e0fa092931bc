// One visitor made of a function per type: `Overloaded{[](const parser::GameRecord&) {...},
// [](const parser::dongson::DsRecord&) {...}}`, for the places that visit a record of either game
// (parser::ReadGame::visit, app::LoadedGame).
#pragma once

namespace saban {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};

}  // namespace saban
