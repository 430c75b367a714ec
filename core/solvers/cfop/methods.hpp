// The CFOP methods and phase solvers offered through solve_with (core/solvers/methods.cpp):
//   cfop          optimal cross + human F2L (case library) + full OLL + full PLL
//   cfop-2look    optimal cross + human F2L + 2-look OLL + 2-look PLL
//   cfop-optimal  optimal cross + optimal-greedy F2L + full OLL + full PLL
//   cross         the optimal cross alone
//   xcross        the optimal cross plus the cheapest pair (optimal over all four pairs)
// All start with the rotation that puts the cross colour (SolveOptions::colour) on D; with several
// colours ("neutral", "white,yellow") the one with the shortest cross (xcross: shortest xcross) wins.
#pragma once

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"

namespace cubelab {

Result<Solution> solve_cfop(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables);
Result<Solution> solve_cfop_two_look(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables);
Result<Solution> solve_cfop_optimal(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables);
Result<Solution> solve_cross_only(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables);
Result<Solution> solve_xcross_only(const CubieCube& cube, const SolveOptions& options, tables::TableCache& tables);

// The tables, built on first use (reporting to tables.progress); the cross table is in
// core/solvers/common/cross.hpp.
const tables::PairTables& pair_tables(tables::TableCache& tables);
const tables::PairNearTable& pair_near_table(tables::TableCache& tables);

}  // namespace cubelab
