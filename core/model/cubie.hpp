// The cubie level of the cube model: where each corner and edge is, how it is twisted or flipped,
// and where each centre is. Centres are tracked so that slice turns and rotations are exact.
#pragma once

#include <array>
#include <cstdint>

namespace cubelab {

enum class Face : uint8_t { U, R, F, D, L, B };
constexpr int kFaces = 6;
constexpr char kFaceLetters[] = "URFDLB";

// Corner and edge slots in Kociemba's order; a piece is named by the slot it occupies when solved.
enum Corner : uint8_t { URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB };
enum Edge : uint8_t { UR, UF, UL, UB, DR, DF, DL, DB, FR, FL, BL, BR };
constexpr int kCorners = 8;
constexpr int kEdges = 12;

// A cube state in "replaced-by" form: cp[i] is the corner now in slot i, co[i] its twist
// (0 <= co < 3: which of the slot's stickers, counted clockwise from the U/D one, shows the piece's
// U/D colour); ep, eo likewise for edges (0 <= eo < 2); centres[i] is the centre (by its solved
// face) now on face i. Moves are states too, and a * b means "a, then b".
struct CubieCube {
  std::array<uint8_t, kCorners> cp{0, 1, 2, 3, 4, 5, 6, 7};
  std::array<uint8_t, kCorners> co{};
  std::array<uint8_t, kEdges> ep{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  std::array<uint8_t, kEdges> eo{};
  std::array<uint8_t, kFaces> centres{0, 1, 2, 3, 4, 5};

  constexpr bool operator==(const CubieCube&) const = default;

  constexpr CubieCube operator*(const CubieCube& b) const {
    CubieCube r;
    for (int i = 0; i < kCorners; ++i) {
      r.cp[i] = cp[b.cp[i]];
      r.co[i] = static_cast<uint8_t>((co[b.cp[i]] + b.co[i]) % 3);
    }
    for (int i = 0; i < kEdges; ++i) {
      r.ep[i] = ep[b.ep[i]];
      r.eo[i] = static_cast<uint8_t>(eo[b.ep[i]] ^ b.eo[i]);
    }
    for (int i = 0; i < kFaces; ++i) r.centres[i] = centres[b.centres[i]];
    return r;
  }

  constexpr CubieCube inverse() const {
    CubieCube r;
    for (int i = 0; i < kCorners; ++i) {
      r.cp[cp[i]] = static_cast<uint8_t>(i);
      r.co[cp[i]] = static_cast<uint8_t>((3 - co[i]) % 3);
    }
    for (int i = 0; i < kEdges; ++i) {
      r.ep[ep[i]] = static_cast<uint8_t>(i);
      r.eo[ep[i]] = eo[i];
    }
    for (int i = 0; i < kFaces; ++i) r.centres[centres[i]] = static_cast<uint8_t>(i);
    return r;
  }

  // Solved exactly, centres at home.
  constexpr bool is_solved() const { return *this == CubieCube{}; }
  // Every face one colour, whatever the orientation of the whole cube (defined in facelets.cpp).
  bool is_solved_any_orientation() const;
  // Centres in their solved places: the cube is held in the WCA orientation of its colours.
  constexpr bool centres_at_home() const { return centres == CubieCube{}.centres; }
};

// Parities used by validation: 1 if the permutation is odd.
int corner_parity(const CubieCube& c);
int edge_parity(const CubieCube& c);
int centre_parity(const CubieCube& c);

}  // namespace cubelab
