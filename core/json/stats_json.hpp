// Statistics runs, the chunks a run is spread over, and comparisons (core/study/stats.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "core/json/json.hpp"
#include "core/study/stats.hpp"

namespace cubelab {

// `cubelab stats --json`, WASM stats, statsMerge, statsExactCross:
// {"method", "metric": "htm"|"qtm"|"stm", "phases": {NAME: SUMMARY}, "milestones": {NAME: SUMMARY},
//  "total": SUMMARY, "samples", "seed", "ms_per_solve"}
// with SUMMARY = {"histogram": {"MOVES": count, ...}, "mean", "sd" (population), "min", "max"}
Json stats_run_json(const stats::Run& run);

// WASM statsChunk, statsCombine: samples first.. of a run with exact integer sums, for merging:
// {"method", "seed", "first", "metric", "phases": [{"name", "histogram", "count", "sum",
//  "sumSquares", "min", "max"}], "milestones": [the same], "total": the same without "name",
//  "ms": {"count", "sum", "sumSquares", "min", "max"}}
Json stats_chunk_json(const stats::Run& run, uint64_t first);

// WASM statsCompareChunk: a chunk of one method and scramble length, with "scramble_length"
Json stats_compare_chunk_json(const stats::Run& run, uint64_t first, int scramble_length);

// One comparison row: {"method", "scramble_length" (-1: random states), "samples",
// "moves": {"mean", "sd", "min", "max"}, "ms": {"mean", "sd", "min", "max"}}
Json stats_compare_row_json(const stats::CompareRow& row);

// `cubelab stats --compare --json`, WASM statsCompare: {"compare": [ROW, ...], "samples", "seed"}
Json stats_compare_json(const std::vector<stats::CompareRow>& rows, uint64_t samples, uint64_t seed);

// WASM statsCompareMerge: the merged chunks' row with "run": their run (stats_run_json)
Json stats_compare_merge_json(const stats::Run& run, int scramble_length);

// WASM statsMilestones: [{"name", "label"}]: stats::kMilestones in order, then the milestones of the
// methods that have their own (stats::milestone_names), each name once
Json stats_milestones_json();

}  // namespace cubelab
