// Scrambles (random states, case scrambles for a trainer, easy crosses) and cross practice.
#pragma once

#include <cstdint>

#include "core/json/json.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/twophase/two_phase_scramble.hpp"
#include "core/study/case_trainer.hpp"
#include "core/study/cross_practice.hpp"

namespace cubelab {

// One random-state scramble: {"index", "scramble", "length" (HTM), "facelets"}
Json scramble_item_json(uint64_t index, const Scramble& scramble);

// A case scramble: the item above and {"case", "set", "slot" (F2L; else null), "auf", "algorithm"
// (the case's main one, framed by y turns for the slot), "frame" (the y turn before it), "finalAuf"}
Json case_scramble_item_json(uint64_t index, const CaseScramble& scramble, const CaseInfo& info);

// An easy-cross scramble: the item above and {"cross": its optimal white cross's length}
Json cross_scramble_item_json(uint64_t index, const Scramble& scramble, int cross);

// `cubelab scramble --json` (and --case, --set, --cross), WASM scramble, caseScramble,
// crossScramble: {"seed", "scrambles": [ITEM, ...]}
Json scrambles_json(uint64_t seed, Json items);

// `cubelab crosses --json`, WASM crossPractice: {"crosses": [CROSS x6: white, red, green, yellow,
// orange, blue], "xcross": CROSS + "slot"} with CROSS = {"colour", "rotation", "moves", "length"}
Json cross_practice_json(const CrossPractice& practice);

}  // namespace cubelab
