// Roux's last six edges (UR UF UL UB DF DB) by <M, U> alone: an exact table of every state those
// moves reach from solved, by the edges' places and flips, the M slice's turn (its centres) and the
// U layer's turn (its corners): 720 * 64 * 4 * 4 entries, built in a breadth-first search.
#pragma once

#include <cstdint>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"

namespace cubelab {

class LseTable {
 public:
  static constexpr uint8_t kUnreachable = 0xFF;
  LseTable();
  // The distance in moves of <M, U> (STM), or kUnreachable for a cube these moves cannot solve
  // (other pieces unsolved, or a state they do not reach).
  uint8_t distance(const CubieCube& cube) const;
  // An optimal <M, U> sequence solving the cube; empty when distance is 0 or kUnreachable.
  Alg solve(const CubieCube& cube) const;

 private:
  std::vector<uint8_t> distance_;
};

}  // namespace cubelab
