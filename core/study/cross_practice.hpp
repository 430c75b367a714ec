// Cross practice for a trainer: the optimal cross of every colour and the best xcross on a
// scramble, and random-state scrambles whose optimal white cross is a chosen length.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/twophase/two_phase_scramble.hpp"
#include "tables/cache.hpp"

namespace cubelab {

struct CrossOfColour {
  int colour = 0;  // 0..5 = white, red, green, yellow, orange, blue (the WCA faces U R F D L B)
  Alg rotation;    // puts the colour on D (not counted)
  Alg moves;       // an optimal cross after the rotation
};

struct CrossPractice {
  std::array<CrossOfColour, 6> crosses;  // by colour
  CrossOfColour xcross;                  // the shortest cross plus one pair over all colours and slots
  int xcross_pair = 0;                   // its pair: 0..3 = FR, FL, BL, BR (core/solvers/common/predicates.hpp)
};

// Every colour's optimal cross and the best xcross (optimal for each colour, the shortest kept;
// ties go to the colour order white, red, green, yellow, orange, blue). An impossible cube is an
// Error.
Result<CrossPractice> cross_practice(const CubieCube& cube, tables::TableCache& tables);

// The shortest cross length a scramble can ask for, and the longest there is (any cross is solved
// in at most 8 face turns).
constexpr int kMinEasyCross = 1, kMaxEasyCross = 8;

// Scramble `index` of seed `seed`: a uniformly random state, in the WCA orientation (white on U),
// among those whose optimal white cross is exactly `length` moves, as the inverse of a two-phase
// solution (at most 20 moves). A length outside 1..8 is an Error.
Result<Scramble> easy_cross_scramble(int length, uint64_t seed, uint64_t index, tables::TableCache& tables);

}  // namespace cubelab
