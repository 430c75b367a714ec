// What the HTM and QTM two-phase searches share (internal to core/solvers/twophase): the search budget, the
// six views of a cube (three axes, each also inverted), the canonical move masks, and an answer cut
// into its two phases.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/move.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab::two_phase_detail {

using Clock = std::chrono::steady_clock;

// Searches with no time or node limit given get this time limit, so that a bound no solution
// meets (say max_length 12 on a hard state) cannot hang the caller.
constexpr double kTwoPhaseDefaultBudgetMs = 10000;
// "Improve" without a limit stops after this long (an exhaustive search could take hours).
constexpr double kTwoPhaseDefaultImproveMs = 1000;

// kCanonicalMoves[f + 1]: bit m set when face turn m may follow a turn of face f (f = -1: any).
constexpr std::array<uint32_t, kFaces + 1> kCanonicalMoves = [] {
  std::array<uint32_t, kFaces + 1> masks{};
  for (int last = -1; last < kFaces; ++last)
    for (int m = 0; m < kFaceTurns; ++m)
      if (canonical_after(last, m / 3)) masks[last + 1] |= 1u << m;
  return masks;
}();

// kCanonicalFaces[f + 1]: bit g set when a turn of face g may follow a turn of face f (f = -1: any).
constexpr std::array<uint32_t, kFaces + 1> kCanonicalFaces = [] {
  std::array<uint32_t, kFaces + 1> masks{};
  for (int last = -1; last < kFaces; ++last)
    for (int face = 0; face < kFaces; ++face)
      if (canonical_after(last, face)) masks[last + 1] |= 1u << face;
  return masks;
}();

inline bool is_phase2_move(int face_turn) {
  const int face = face_turn / 3, turns = face_turn % 3 + 1;
  return face == 0 || face == 3 || turns == 2;  // U*, D*, or a half turn
}

// Searches report their nodes to the budget (and read the stop conditions) once per batch.
constexpr uint64_t kNodeBatch = 256;

// The budget of one solve, shared by all its threads: nodes visited, the clock, and the flag that
// stops every search once either runs out. Searches report their nodes in batches (kNodeBatch).
struct Budget {
  explicit Budget(const SolveOptions& options) : max_nodes(options.max_nodes) {
    double ms = options.budget_ms;
    if (ms <= 0 && max_nodes == 0) ms = options.improve ? kTwoPhaseDefaultImproveMs : kTwoPhaseDefaultBudgetMs;
    has_deadline = ms > 0;
    deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(ms));
  }

  const uint64_t max_nodes;
  bool has_deadline = false;
  Clock::time_point deadline;
  std::atomic<uint64_t> nodes{0};
  std::atomic<bool> stopped{false};

  // Adds n visited nodes; true once the node or time budget has run out.
  bool spend(uint64_t n) {
    const uint64_t total = nodes.fetch_add(n, std::memory_order_relaxed) + n;
    if ((max_nodes && total > max_nodes) || (has_deadline && Clock::now() > deadline))
      stopped.store(true, std::memory_order_relaxed);
    return stopped.load(std::memory_order_relaxed);
  }
};

// The cube seen along another axis (conjugated by a whole-cube rotation) and/or inverted: hard
// states are often much easier in one of the six views, and a solution of any view maps back.
struct Direction {
  CubieCube cube;                                 // what this direction solves
  std::array<uint8_t, kFaceTurns> to_original{};  // face turn in this view -> face turn of the cube
  bool inverted = false;

  // Face turns of this view that solve `cube`, as face turns that solve the original cube.
  Alg map_back(const std::vector<uint8_t>& view_moves) const {
    Alg alg;
    for (uint8_t m : view_moves) alg.push_back(face_turn(to_original[m]));
    return inverted ? invert(alg) : alg;
  }
};

// The face whose clockwise quarter turn is `state`.
inline int face_of_quarter_turn(const CubieCube& state) {
  for (int face = 0; face < kFaces; ++face)
    if (move_cube(face_turn(face * 3)) == state) return face;
  return -1;  // not reached: a rotation conjugates a quarter turn into a quarter turn
}

// View along the rotation r: the cube r^-1 * c * r, whose solution s' gives s = r * s' * r^-1.
inline Direction make_direction(const CubieCube& c, const CubieCube& r, bool inverted) {
  Direction d;
  d.inverted = inverted;
  d.cube = r.inverse() * (inverted ? c.inverse() : c) * r;
  // A rotation keeps turns' directions, so a face's three turns map to another face's like them.
  for (int face = 0; face < kFaces; ++face) {
    const int to = face_of_quarter_turn(r * move_cube(face_turn(face * 3)) * r.inverse());
    for (int turn = 0; turn < 3; ++turn) d.to_original[face * 3 + turn] = static_cast<uint8_t>(to * 3 + turn);
  }
  return d;
}

inline std::vector<Direction> directions_of(const CubieCube& c) {
  std::vector<Direction> ds;
  for (bool inverted : {false, true})
    for (const CubieCube& r : {CubieCube{}, move_cube(Move{MoveBase::z, 1}), move_cube(Move{MoveBase::x, 1})}) {
      Direction d = make_direction(c, r, inverted);
      // Symmetric cubes (superflip, checkerboard) look the same in several views: search one.
      const bool seen = std::any_of(ds.begin(), ds.end(), [&](const Direction& e) { return e.cube == d.cube; });
      if (!seen) ds.push_back(d);
    }
  return ds;
}
// An answer as phase 1 (up to its last turn that is not a phase-2 move) and phase 2 (the rest,
// which solves the phase-2 group's cube phase 1 leaves).
inline std::pair<Alg, Alg> split_at_phase2(const Alg& alg) {
  std::size_t phase1_end = 0;
  for (std::size_t i = 0; i < alg.size(); ++i)
    if (!is_phase2_move(face_turn_index(alg[i]))) phase1_end = i + 1;
  return {Alg(alg.begin(), alg.begin() + phase1_end), Alg(alg.begin() + phase1_end, alg.end())};
}

}  // namespace cubelab::two_phase_detail
