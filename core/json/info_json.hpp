// The cube as a group element (core/study/cube_info.hpp) and Thistlethwaite's stages.
#pragma once

#include "core/json/json.hpp"
#include "core/study/cube_info.hpp"

namespace cubelab {

// `cubelab info --json`, WASM info: {"order", "corners", "edges", "centres" (cycle notation),
// "parity", "edgeParity", "centreParity" (0|1), "twist" (0..2), "flip" (0|1), "solvable",
// "failed": ["parity"|"twist"|"flip", ...]}, with bounds also "twophase", "twophaseOptimal",
// "thistlethwaite": [4 stage lengths]
Json cube_info_json(const CubeInfo& info);

// WASM thistlethwaiteStages: [{"phase", "group", "moves", "fixes", "cosets", "maxMoves"}]
Json thistlethwaite_stages_json();

}  // namespace cubelab
