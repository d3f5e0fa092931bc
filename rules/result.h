// A value-or-error type for untrusted input (std::expected is C++23; this is the subset we need).
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

#include "rules/problem.h"

namespace saban {

/// An error found in text: what is wrong (in English, and as a kind with its parts when it has one) and the
/// 0-based character offset where it was found.
struct TextError {
  TextError() = default;
  TextError(std::string message_, std::size_t offset_ = 0, Problem problem_ = {})
      : message(std::move(message_)), offset(offset_), problem(std::move(problem_)) {}

  std::string message;
  std::size_t offset = 0;
  Problem problem;  ///< kind None: only the message says what is wrong
};

/// The error of `problem` at `offset`, its message the problem's English.
inline TextError text_error(std::size_t offset, Problem problem) {
  std::string message = problem.english();
  return TextError{std::move(message), offset, std::move(problem)};
}

template <typename T, typename E = TextError>
class Result {
 public:
  Result(T value) : m_v(std::in_place_index<0>, std::move(value)) {}
  Result(E error) : m_v(std::in_place_index<1>, std::move(error)) {}

  bool ok() const { return m_v.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() & {
    assert(ok());
    return std::get<0>(m_v);
  }
  const T& value() const& {
    assert(ok());
    return std::get<0>(m_v);
  }
  T&& value() && {
    assert(ok());
    return std::get<0>(std::move(m_v));
  }
  const E& error() const {
    assert(!ok());
    return std::get<1>(m_v);
  }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  std::variant<T, E> m_v;
};

/// A result's value, or its problem in English (for what says it in English only: the engine protocol,
/// tests).
template <typename T>
Result<T, std::string> in_english(const Result<T, Problem>& r) {
  if (r) return *r;
  return r.error().english();
}

}  // namespace saban
