// A table built the first time it is asked for, then shared by const reference.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <utility>

namespace cubelab::tables {

// Receives (table name, fraction done in [0, 1]) while a table is built; may be empty.
using Progress = std::function<void(const std::string& table, double fraction)>;

template <class T>
class Lazy {
 public:
  template <class Build>
  const T& get(Build&& build) {
    if (!value_) value_ = std::make_unique<T>(std::forward<Build>(build)());
    return *value_;
  }
  bool ready() const { return value_ != nullptr; }
  const T* if_ready() const { return value_.get(); }  // null until built or set: never builds
  void set(T value) { value_ = std::make_unique<T>(std::move(value)); }
  void reset() { value_.reset(); }

 private:
  std::unique_ptr<T> value_;
};

}  // namespace cubelab::tables
