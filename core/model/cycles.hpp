// The cube as a group element: the cycles of its pieces, its order, and the three invariants that
// decide whether a cube can exist (Singmaster, "Notes on Rubik's Magic Cube", 1981; Frey and
// Singmaster, "Handbook of Cubik Math", 1982).
//
// Cycle notation (Singmaster's): (URF BRU DRB FRD) means the corner at URF goes to UBR, the one
// there to DRB, and so on back to URF. Each piece is named by its slot, its stickers read so that
// the first letter of one element goes to the first letter of the next: "BRU" says that the URF
// corner's U sticker lands on the B face. Corners are read clockwise (URF, RFU, FUR), edges either
// way (UR, RU). A cycle that brings its pieces home turned carries "+" (a corner twisted clockwise,
// or an edge flipped) or "-" (a corner twisted anticlockwise): (URF)+ is one corner twisted in place.
// The identity is "()".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"

namespace cubelab {

std::string corner_cycles(const CubieCube& cube);
std::string edge_cycles(const CubieCube& cube);
// The centres' cycles, by face letter ("(U F D B)" after x'), "()" when they are home.
std::string centre_cycles(const CubieCube& cube);

// The cube with the given corner and edge cycles (in any order, one text) and its centres at home:
// the inverse of corner_cycles + edge_cycles. Errors name the column. The cube need not be
// solvable (one flipped edge is "(UF)+"); check_solvable says whether it is.
Result<CubieCube> cube_from_cycles(std::string_view text);

// How many times the cube's permutation must be repeated to give the identity (centres included):
// 1,260 for R U2 D' B D', the largest order of the cube group.
uint64_t cube_order(const CubieCube& cube);

// The three conditions for a cube to be solvable: the corner twists add up to 0 (mod 3), the edge
// flips to 0 (mod 2), and the corner permutation's parity equals the edges' (with the centres',
// when slice turns have moved them).
struct Invariants {
  int corner_parity = 0, edge_parity = 0, centre_parity = 0;  // 1 when odd
  int twist = 0;                                              // sum of corner twists mod 3
  int flip = 0;                                               // sum of edge flips mod 2
  bool parity_ok() const { return corner_parity == (edge_parity ^ centre_parity); }
  bool twist_ok() const { return twist == 0; }
  bool flip_ok() const { return flip == 0; }
};
Invariants invariants(const CubieCube& cube);

}  // namespace cubelab
