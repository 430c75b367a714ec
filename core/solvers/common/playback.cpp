#include "core/solvers/common/playback.hpp"

#include "core/model/move.hpp"

namespace cubelab {

PhasePlayback play_moves(const Alg& moves, const CubieCube& start, PhaseFocus focus) {
  PhasePlayback out;
  CubieCube cube = start;
  for (const Move& m : moves) {
    cube = apply_move(cube, m);
    out.states.push_back(cube);
  }
  out.end = cube;
  out.shown.push_back(stickers_in_play(focus, start, out.end));
  for (const CubieCube& state : out.states) out.shown.push_back(stickers_in_play(focus, state, out.end));
  return out;
}

std::vector<PhasePlayback> play_solution(const Solution& solution, const CubieCube& start) {
  std::vector<PhasePlayback> phases;
  CubieCube cube = start;
  for (const Phase& phase : solution.phases) {
    phases.push_back(play_moves(phase.moves, cube, phase_info(phase.name).focus));
    cube = phases.back().end;
  }
  return phases;
}

}  // namespace cubelab
