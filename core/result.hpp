// A value or a user-facing error. Errors a user can cause (bad notation, an impossible cube) are
// values, never exceptions or crashes.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace cubelab {

struct Error {
  std::string message;
  int column = 0;  // 1-based column in the input text the error is about; 0 when not about text
};

template <class T>
class Result {
 public:
  Result(T value) : state_(std::move(value)) {}      // NOLINT: implicit by design
  Result(Error error) : state_(std::move(error)) {}  // NOLINT: implicit by design

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(state_); }
  T& value() & { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

}  // namespace cubelab
