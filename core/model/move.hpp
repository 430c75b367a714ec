// Every move of the 3x3x3 in WCA notation: face turns, wide turns, slices and rotations. Each is
// derived at compile time from one geometric definition (which layers turn about which axis), so
// that `M` = `L' R x'` and friends hold by construction and are checked in tests.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/model/cubie.hpp"
#include "core/model/facelets.hpp"

namespace cubelab {

// The order of the 18 face turns (base * 3 + turns - 1 for base < 6) is the one solvers use.
enum class MoveBase : uint8_t { U, R, F, D, L, B, Uw, Rw, Fw, Dw, Lw, Bw, M, E, S, x, y, z };
constexpr int kMoveBases = 18;

struct Move {
  MoveBase base = MoveBase::U;
  uint8_t turns = 1;  // clockwise quarter turns, 1 <= turns <= 3 (3 is written ')
  constexpr bool operator==(const Move&) const = default;
};

enum class MoveKind : uint8_t { Face, Wide, Slice, Rotation };
constexpr MoveKind kind_of(MoveBase b) {
  const int i = static_cast<int>(b);
  return i < 6 ? MoveKind::Face : i < 12 ? MoveKind::Wide : i < 15 ? MoveKind::Slice : MoveKind::Rotation;
}
// 0 = x axis (R L M x), 1 = y axis (U D E y), 2 = z axis (F B S z). Moves on one axis commute.
int axis_of(MoveBase b);
std::string move_base_name(MoveBase b);

// The 18 face turns U U2 U' R R2 R' ... B', numbered 0..17 as solvers index them.
constexpr int kFaceTurns = 18;
constexpr Move face_turn(int index) {
  return Move{static_cast<MoveBase>(index / 3), static_cast<uint8_t>(index % 3 + 1)};
}
constexpr int face_turn_index(Move m) { return static_cast<int>(m.base) * 3 + m.turns - 1; }

// Canonical sequences of face turns: never one face twice in a row, and two opposite faces
// (U/D, R/L, F/B) only in the order U R F before D L B. Faces are 0..5 (U R F D L B); prev_face
// is -1 at the start. Searches and random-move scramblers use this to skip redundant sequences.
constexpr bool canonical_after(int prev_face, int face) {
  return prev_face < 0 || (face != prev_face && !(face % 3 == prev_face % 3 && face < prev_face));
}

namespace geometry {

struct Vec {
  int x, y, z;
  constexpr bool operator==(const Vec&) const = default;
};
struct Sticker {
  Vec cubie;   // centre of the cubie, each coordinate in {-1, 0, 1}; x to R, y to U, z to F
  Vec normal;  // outward normal of the sticker
};

constexpr Vec kFaceNormal[kFaces] = {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}, {0, -1, 0}, {-1, 0, 0}, {0, 0, -1}};

// Where facelet f sits, following the URFDLB reading order.
constexpr Sticker sticker_of(int f) {
  const int face = f / 9, r = f % 9 / 3, c = f % 3;
  switch (face) {
    case 0:
      return {{c - 1, 1, r - 1}, kFaceNormal[0]};
    case 1:
      return {{1, 1 - r, 1 - c}, kFaceNormal[1]};
    case 2:
      return {{c - 1, 1 - r, 1}, kFaceNormal[2]};
    case 3:
      return {{c - 1, -1, 1 - r}, kFaceNormal[3]};
    case 4:
      return {{-1, 1 - r, c - 1}, kFaceNormal[4]};
    default:
      return {{1 - c, 1 - r, -1}, kFaceNormal[5]};
  }
}

constexpr int facelet_at(const Sticker& s) {
  for (int f = 0; f < kFacelets; ++f) {
    const Sticker t = sticker_of(f);
    if (t.cubie == s.cubie && t.normal == s.normal) return f;
  }
  return -1;
}

// A quarter turn counterclockwise (right-hand rule) about an axis.
constexpr Vec rotate(Vec v, int axis) {
  if (axis == 0) return {v.x, -v.z, v.y};
  if (axis == 1) return {v.z, v.y, -v.x};
  return {-v.y, v.x, v.z};
}

struct LayerTurn {
  int axis;
  bool layer[3];      // which layers turn, indexed by coordinate + 1
  int quarter_turns;  // counterclockwise quarter turns for one clockwise turn of the move
};

// Clockwise is judged looking at the face the move is named after (M follows L, E follows D,
// S follows F, x follows R, y follows U, z follows F).
constexpr LayerTurn kLayerTurns[kMoveBases] = {
    {1, {0, 0, 1}, 3}, {0, {0, 0, 1}, 3}, {2, {0, 0, 1}, 3},  // U R F
    {1, {1, 0, 0}, 1}, {0, {1, 0, 0}, 1}, {2, {1, 0, 0}, 1},  // D L B
    {1, {0, 1, 1}, 3}, {0, {0, 1, 1}, 3}, {2, {0, 1, 1}, 3},  // Uw Rw Fw
    {1, {1, 1, 0}, 1}, {0, {1, 1, 0}, 1}, {2, {1, 1, 0}, 1},  // Dw Lw Bw
    {0, {0, 1, 0}, 1}, {1, {0, 1, 0}, 1}, {2, {0, 1, 0}, 3},  // M E S
    {0, {1, 1, 1}, 3}, {1, {1, 1, 1}, 3}, {2, {1, 1, 1}, 3},  // x y z
};

constexpr int coordinate(Vec v, int axis) { return axis == 0 ? v.x : axis == 1 ? v.y : v.z; }

// The cube state reached from solved by one clockwise turn of the move.
constexpr CubieCube move_state(MoveBase base) {
  const LayerTurn t = kLayerTurns[static_cast<int>(base)];
  FaceletCube solved{}, turned{};
  for (int f = 0; f < kFacelets; ++f) solved[f] = static_cast<uint8_t>(f / 9);
  turned = solved;
  for (int f = 0; f < kFacelets; ++f) {
    Sticker s = sticker_of(f);
    if (!t.layer[coordinate(s.cubie, t.axis) + 1]) continue;
    for (int q = 0; q < t.quarter_turns; ++q) {
      s.cubie = rotate(s.cubie, t.axis);
      s.normal = rotate(s.normal, t.axis);
    }
    turned[facelet_at(s)] = solved[f];
  }
  return from_facelets_unchecked(turned);
}

constexpr std::array<std::array<CubieCube, 3>, kMoveBases> make_move_table() {
  std::array<std::array<CubieCube, 3>, kMoveBases> table{};
  for (int b = 0; b < kMoveBases; ++b) {
    table[b][0] = move_state(static_cast<MoveBase>(b));
    table[b][1] = table[b][0] * table[b][0];
    table[b][2] = table[b][1] * table[b][0];
  }
  return table;
}

}  // namespace geometry

// move_cube(m): the state of a solved cube after m; a * move_cube(m) applies m to a.
inline constexpr auto kMoveCubes = geometry::make_move_table();
constexpr const CubieCube& move_cube(Move m) { return kMoveCubes[static_cast<int>(m.base)][m.turns - 1]; }

constexpr CubieCube apply_move(const CubieCube& c, Move m) { return c * move_cube(m); }

}  // namespace cubelab
