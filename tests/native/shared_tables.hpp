// The full two-phase tables, built once for the whole test program: several suites read them, and
// each build takes a quarter of a second.
#pragma once

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <vector>

#include "native/helper_threads.hpp"
#include "tables/optimal.hpp"

#include "tables/antipodal.hpp"
#include "tables/cache.hpp"
#include "tables/two_phase.hpp"

namespace cubelab::testing {

inline const tables::TwoPhaseTables& built_two_phase_tables() {
  static const tables::TwoPhaseTables t = tables::build_two_phase_tables();
  return t;
}

// The antipodal-halves corner table (44 MB, about 4 s): the suites that search the superflip share it.
inline const tables::AntipodalCornerTable& built_antipodal_corner_table() {
  static const tables::AntipodalCornerTable t = tables::build_antipodal_corner_table(built_two_phase_tables());
  return t;
}

// One table cache for the whole test program, for suites that only read what it builds (the case
// library, recognition, F2L plans); a test of the cache itself makes its own.
inline tables::TableCache& shared_cache() {
  static tables::TableCache cache;
  return cache;
}

// The cache the optimal solver's suites share: its 139 MB table is read from $CUBELAB_OPTIMAL_TABLE
// when that names a file from `cubelab tables --build optimal`, else built on first use (two threads).
inline tables::TableCache& optimal_cache() {
  static tables::TableCache* c = [] {
    auto* made = new tables::TableCache;
    if (const char* path = std::getenv("CUBELAB_OPTIMAL_TABLE")) {
      std::ifstream in(path, std::ios::binary);
      const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      if (auto loaded = tables::load_optimal_table(bytes)) made->optimal.set(std::move(loaded).value());
    }
    made->build_threads = 2;
    made->parallel = native::run_on_threads;
    return made;
  }();
  return *c;
}

}  // namespace cubelab::testing
