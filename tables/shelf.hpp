// Tables that a higher layer defines (the CFOP recognition tables, the F2L plans), kept in the
// caller's TableCache without the tables layer knowing their types: one lazily built value per
// type. A build may ask the shelf for another type's table (the F2L plans need the recognition
// tables); entries never move once made.
#pragma once

#include <map>
#include <memory>
#include <typeindex>
#include <typeinfo>

namespace cubelab::tables {

class Shelf {
 public:
  template <class T, class Build>
  const T& get(Build&& build) {
    const std::type_index key(typeid(T));
    if (auto found = items_.find(key); found != items_.end()) return *static_cast<const T*>(found->second.get());
    // Built before it is placed, so that a build asking for other types does not see this one half made.
    auto made = std::make_shared<const T>(build());
    const T& ref = *made;
    items_.emplace(key, std::move(made));
    return ref;
  }
  template <class T>
  bool ready() const {
    return items_.count(std::type_index(typeid(T))) > 0;
  }

 private:
  std::map<std::type_index, std::shared_ptr<const void>> items_;
};

}  // namespace cubelab::tables
