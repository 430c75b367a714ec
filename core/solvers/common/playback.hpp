// An answer made ready to watch: the cube after every move of every phase, and which stickers are
// in play at each of those states (core/solvers/common/phase_info.hpp), so a front end animates and greys
// without knowing any cube logic.
#pragma once

#include <array>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/common/phase_info.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab {

struct PhasePlayback {
  std::vector<CubieCube> states;                   // after each move of the phase
  std::vector<std::array<bool, kFacelets>> shown;  // the phase's start state, then after each move
  CubieCube end;                                   // the state when the phase is done
};

// One entry per phase of `solution`, played from `start`.
std::vector<PhasePlayback> play_solution(const Solution& solution, const CubieCube& start);

// `moves` played from `start` as one phase with `focus` (a case demonstration, an algorithm).
PhasePlayback play_moves(const Alg& moves, const CubieCube& start, PhaseFocus focus);

}  // namespace cubelab
