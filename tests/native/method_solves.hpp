// What the ZZ and Roux tests do alike: a method solved through solve_with, every phase's end state
// checked by the test's own checker (tests/native/method_checks.hpp), on random states and on cubes
// held with the colour asked for.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "core/model/facelets.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/methods.hpp"
#include "tests/native/shared_tables.hpp"

namespace cubelab::testing {

using PhaseCheck = std::function<void(const Phase&, const FaceletCube&)>;

// Solves `cube` by `method`: the phases are `names`, each checked at its end, and the whole answer
// solves the cube.
inline Solution solve_and_check(const std::string& method, const std::vector<std::string>& names,
                                const PhaseCheck& check_phase, const CubieCube& cube,
                                const SolveOptions& options = {}) {
  auto solution = solve_with(method, cube, options, shared_cache());
  EXPECT_TRUE(static_cast<bool>(solution)) << (solution ? "" : solution.error().message);
  if (!solution) return {};
  std::vector<std::string> seen;
  CubieCube state = cube;
  for (const Phase& p : solution->phases) {
    seen.push_back(p.name);
    state = apply_alg(state, p.moves);
    check_phase(p, to_facelets(state));
  }
  EXPECT_EQ(seen, names);
  EXPECT_TRUE(apply_alg(cube, solution->moves).is_solved_any_orientation());
  return solution.value();
}

// `count` seeded random states, each solved and checked by `solve`; stops at the first fatal failure.
inline void solve_random(int count, const std::function<void(const CubieCube&)>& solve) {
  Rng rng(36);
  for (int i = 0; i < count; ++i) {
    SCOPED_TRACE(i);
    solve(random_state(rng));
    if (::testing::Test::HasFatalFailure()) return;
  }
}

// The first phase holds the cube with the colour asked for on D (a list: the one the phase names),
// from a cube held any way (`held` turns it first) with turned centres.
inline void check_colours_held(const Alg& held,
                               const std::function<Solution(const CubieCube&, const SolveOptions&)>& solve) {
  Rng rng(7);
  const std::vector<std::string> names{"white", "red", "green", "yellow", "orange", "blue"};  // by home face
  for (const std::string colour : {"yellow", "green", "orange", "red,blue"}) {
    SCOPED_TRACE(colour);
    SolveOptions options;
    options.colour = colour;
    const CubieCube cube = state_of(held) * random_state(rng);
    const Solution s = solve(cube, options);
    ASSERT_FALSE(s.phases.empty());
    const std::string& chosen = s.phases[0].case_name;
    EXPECT_NE(colour.find(chosen), std::string::npos);
    const FaceletCube f = to_facelets(apply_alg(cube, s.phases[0].moves));
    EXPECT_EQ(names[f[centre_facelet(3)]], chosen);
  }
}

}  // namespace cubelab::testing
