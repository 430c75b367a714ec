// The full two-phase tables, built once for the whole test program: several suites read them, and
// each build takes a quarter of a second.
#pragma once

#include "tables/two_phase.hpp"

namespace cubelab::testing {

inline const tables::TwoPhaseTables& built_two_phase_tables() {
  static const tables::TwoPhaseTables t = tables::build_two_phase_tables();
  return t;
}

}  // namespace cubelab::testing
