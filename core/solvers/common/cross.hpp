// The cross phase: which colour to build it on, how the cube is held for it, and the optimal cross.
// Shared by the methods that start with a cross (CFOP, beginner).
#pragma once

#include <string_view>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"
#include "tables/cross.hpp"

namespace cubelab {

// The cache's cross table, built on first use (reporting "cross" to tables.progress).
const tables::CrossTable& cross_table(tables::TableCache& tables);

// Colours by the face their centre has in the WCA orientation (white U, green F): 0..5 = U R F D L B.
// Accepts a colour name ("white", "yellow", "green", "blue", "red", "orange"), "neutral" (all six)
// or a comma-separated list ("white,yellow"); anything else is an Error naming the known colours.
Result<std::vector<int>> parse_cross_colours(std::string_view spec);
const char* colour_name(int colour);

// The cube as held for a cross of `colour` on D: the rotation that brings that colour's centre to D
// (counted as 0 moves) and the rotated cube recoloured so that its centres are at home. Face turns
// that solve `home` solve the rotated cube too.
struct HeldCube {
  int colour = 3;
  Alg rotation;
  CubieCube home;
};
HeldCube hold_with_cross_on_d(const CubieCube& cube, int colour);
// Checks the cube and the colour spec, then holds the cube for the colour with the shortest cross
// (ties go to the first listed).
Result<HeldCube> hold_for_best_cross(const CubieCube& cube, std::string_view colours, const tables::CrossTable& t);

// The optimal cross on D of a cube with centres at home: face turns, table.distance moves long.
Alg solve_cross(const CubieCube& home, const tables::CrossTable& table);
int cross_length(const CubieCube& home, const tables::CrossTable& table);
// Every optimal cross of `home` as canonical face-turn sequences (no face twice in a row, opposite
// faces in one order), at most `limit` of them, in a fixed order.
std::vector<Alg> optimal_crosses(const CubieCube& home, const tables::CrossTable& table, std::size_t limit);

// Phase "cross": the rotation, then the optimal cross; its case names the colour ("white").
Phase cross_phase(const HeldCube& held, const tables::CrossTable& table);

}  // namespace cubelab
