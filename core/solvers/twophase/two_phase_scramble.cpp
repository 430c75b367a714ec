#include "core/solvers/twophase/two_phase_scramble.hpp"

#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/twophase/two_phase.hpp"

namespace cubelab {

namespace {

bool within_one_move(const CubieCube& c) {
  if (c.is_solved()) return true;
  for (int m = 0; m < kFaceTurns; ++m)
    if (apply_move(c, face_turn(m)).is_solved()) return true;
  return false;
}

}  // namespace

Result<Scramble> random_state_scramble(uint64_t seed, uint64_t index, const tables::TwoPhaseTables& tables) {
  Rng rng(sample_seed(seed, index));
  Scramble s;
  do s.state = random_state(rng);
  while (within_one_move(s.state));
  // No time budget: the answer must not depend on the machine's speed, so that a seed replays.
  SolveOptions options;
  options.max_length = 20;
  options.max_nodes = uint64_t{1} << 40;
  auto answer = solve_two_phase(s.state, options, tables);
  if (!answer) return answer.error();
  s.moves = invert(concat(answer.value().phase1, answer.value().phase2));
  return s;
}

}  // namespace cubelab
