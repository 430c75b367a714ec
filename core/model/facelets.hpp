// The facelet level: 54 stickers in URFDLB order (faces U, R, F, D, L, B; nine stickers each, read
// row by row; U with B at the top, D with F at the top, side faces with U at the top), as in
// Kociemba's solvers, Cube Explorer and min2phase. A sticker holds the face (0..5 = U R F D L B)
// whose centre has its colour in the solved cube.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"

namespace cubelab {

constexpr int kFacelets = 54;
using FaceletCube = std::array<uint8_t, kFacelets>;

// Stickers of each corner slot, clockwise from its U or D sticker; of each edge slot, U/D (or F/B
// for the middle layer) sticker first.
constexpr uint8_t kCornerFacelets[kCorners][3] = {{8, 9, 20},   {6, 18, 38},  {0, 36, 47},  {2, 45, 11},
                                                  {29, 26, 15}, {27, 44, 24}, {33, 53, 42}, {35, 17, 51}};
constexpr uint8_t kEdgeFacelets[kEdges][2] = {{5, 10},  {7, 19},  {3, 37},  {1, 46},  {32, 16}, {28, 25},
                                              {30, 43}, {34, 52}, {23, 12}, {21, 41}, {50, 39}, {48, 14}};
// The colours of each piece, in the order of its slot's stickers above.
constexpr uint8_t kCornerColours[kCorners][3] = {{0, 1, 2}, {0, 2, 4}, {0, 4, 5}, {0, 5, 1},
                                                 {3, 2, 1}, {3, 4, 2}, {3, 5, 4}, {3, 1, 5}};
constexpr uint8_t kEdgeColours[kEdges][2] = {{0, 1}, {0, 2}, {0, 4}, {0, 5}, {3, 1}, {3, 2},
                                             {3, 4}, {3, 5}, {2, 1}, {2, 4}, {5, 4}, {5, 1}};
constexpr uint8_t centre_facelet(int face) { return static_cast<uint8_t>(face * 9 + 4); }

constexpr FaceletCube to_facelets(const CubieCube& c) {
  FaceletCube f{};
  for (int i = 0; i < kFaces; ++i) f[centre_facelet(i)] = c.centres[i];
  for (int i = 0; i < kCorners; ++i)
    for (int k = 0; k < 3; ++k) f[kCornerFacelets[i][(k + c.co[i]) % 3]] = kCornerColours[c.cp[i]][k];
  for (int i = 0; i < kEdges; ++i)
    for (int k = 0; k < 2; ++k) f[kEdgeFacelets[i][(k + c.eo[i]) % 2]] = kEdgeColours[c.ep[i]][k];
  return f;
}

// Reads pieces off stickers that are known to be valid (see validate.hpp for untrusted input).
constexpr CubieCube from_facelets_unchecked(const FaceletCube& f) {
  CubieCube c;
  for (int i = 0; i < kFaces; ++i) c.centres[i] = f[centre_facelet(i)];
  for (int i = 0; i < kCorners; ++i) {
    int ori = 0;
    while (ori < 2 && f[kCornerFacelets[i][ori]] != 0 && f[kCornerFacelets[i][ori]] != 3) ++ori;
    const uint8_t c1 = f[kCornerFacelets[i][(ori + 1) % 3]];
    const uint8_t c2 = f[kCornerFacelets[i][(ori + 2) % 3]];
    for (int j = 0; j < kCorners; ++j)
      if (kCornerColours[j][1] == c1 && kCornerColours[j][2] == c2) {
        c.cp[i] = static_cast<uint8_t>(j);
        c.co[i] = static_cast<uint8_t>(ori);
      }
  }
  for (int i = 0; i < kEdges; ++i) {
    const uint8_t a = f[kEdgeFacelets[i][0]], b = f[kEdgeFacelets[i][1]];
    for (int j = 0; j < kEdges; ++j) {
      if (kEdgeColours[j][0] == a && kEdgeColours[j][1] == b) c.ep[i] = static_cast<uint8_t>(j), c.eo[i] = 0;
      if (kEdgeColours[j][0] == b && kEdgeColours[j][1] == a) c.ep[i] = static_cast<uint8_t>(j), c.eo[i] = 1;
    }
  }
  return c;
}

std::string to_facelet_string(const CubieCube& c);
std::string to_string(const FaceletCube& f);

}  // namespace cubelab
