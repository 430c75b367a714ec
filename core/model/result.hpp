// A value or a user-facing error. Errors a user can cause (bad notation, an impossible cube) are
// values, never exceptions or crashes.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <variant>

namespace cubelab {

// What kind of problem an error is, so that front ends tell them apart without reading messages:
// `input` (text or options a user typed wrong), `impossible` (a cube that cannot exist: twist,
// flip, parity, duplicate pieces), `budget` (a search ran out of time or nodes), `cancelled` (the
// caller stopped it), `internal` (a defect in CubeLab, never the user's fault).
enum class ErrorKind { input, impossible, budget, cancelled, internal };

constexpr const char* error_kind_name(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::input:
      return "input";
    case ErrorKind::impossible:
      return "impossible";
    case ErrorKind::budget:
      return "budget";
    case ErrorKind::cancelled:
      return "cancelled";
    case ErrorKind::internal:
      return "internal";
  }
  return "internal";
}

struct Error {
  std::string message;
  int column = 0;  // 1-based column in the input text the error is about; 0 when not about text
  ErrorKind kind = ErrorKind::input;
  // A stable code (core/model/error_codes.hpp lists them) and its parameters, for front ends that
  // word the error themselves (translations); empty for errors that have none yet.
  std::string code = {};
  std::map<std::string, std::string> params = {};
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
