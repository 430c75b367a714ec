// Tables built, saved and loaded, and the module's move benchmark.
#pragma once

#include <cstdint>
#include <string>

#include "core/json/json.hpp"

namespace cubelab {

// `cubelab tables --build --json`: {"table": "optimal"|"optimal-compact"|"optimal-qtm", "out": FILE,
// "bytes", "build_ms", "threads"}
Json table_file_json(const std::string& table, const std::string& out, uint64_t bytes, double build_ms, int threads);

// WASM buildTwoPhaseTables: {"ms"}
Json tables_built_json(double ms);

// WASM buildOptimalTable: {"ms", "bytes"}
Json optimal_table_built_json(double ms, uint64_t bytes);

// WASM loadTwoPhaseTables, loadOptimalTable: {"loaded": true}
Json tables_loaded_json();

// WASM benchApplyMoves: {"moves", "ms", "movesPerSecond", "solved"}
Json apply_moves_bench_json(uint64_t moves, double ms, bool solved);

}  // namespace cubelab
