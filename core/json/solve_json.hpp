// Solve answers and the methods that make them.
#pragma once

#include <string>
#include <vector>

#include "core/json/json.hpp"
#include "core/model/cubie.hpp"
#include "core/solvers/common/solution.hpp"
#include "core/solvers/methods.hpp"

namespace cubelab {

// `cubelab solve --json`:
// {"method", "input", "phases": [{"name", "moves": text, "length", "case": name or null}],
//  "solution", "length", "ms", "qtm", "stm",
//  "nodes" (searches that count them), "optimal", "lower_bound", "metric": "qtm" (searches that prove a bound)}
Json solution_json(const Solution& solution, const std::string& input);

// WASM solve, solveOptimal, route: the answer above ready to play from `start`, adding "start"
// (its facelets) and giving each phase what the page draws:
// {"name", "label", "focus", "family", "case", "group", "goal", "crossFace", "topFace", "length",
//  "qtm", "stm", "moves": [tokens], "states": [...], "shown": [...]} (cube_json.hpp's playback fields)
Json played_solution_json(const Solution& solution, const CubieCube& start, const std::string& input);

// WASM solveOptimal: the played solution and "threads" (those the search ran on)
Json played_optimal_json(const Solution& solution, const CubieCube& start, const std::string& input, int threads);

// `cubelab methods --json`: [{"name", "label", "colour_choice", "long_search", "whole_cube",
// "phases": [names]}]
Json methods_json(const std::vector<MethodInfo>& methods);

// WASM methods: the same with each phase described, "phases": [{"name", "label", "focus", "family"}]
Json described_methods_json(const std::vector<MethodInfo>& methods);

}  // namespace cubelab
