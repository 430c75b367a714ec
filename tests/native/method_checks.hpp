// Checks of what ZZ's and Roux's phases leave, written apart from their solvers: from the stickers
// (facelets) alone, relative to the centres the cube shows, never from the solvers' tables.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <set>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab::testing {

inline int face_of_facelet(int f) { return f / 9; }
inline int centre_colour(const FaceletCube& f, int face) { return f[centre_facelet(face)]; }

// Every sticker of the slot shows the colour of the centre of its face.
inline bool edge_slot_solved(const FaceletCube& f, Edge slot) {
  for (int s : kEdgeFacelets[slot])
    if (f[s] != centre_colour(f, face_of_facelet(s))) return false;
  return true;
}
inline bool corner_slot_solved(const FaceletCube& f, Corner slot) {
  for (int s : kCornerFacelets[slot])
    if (f[s] != centre_colour(f, face_of_facelet(s))) return false;
  return true;
}

// ZZ's good edge about the F/B axis: the edge's key sticker (its U/D colour, or else its F/B colour,
// colours named by the centres) lies on the slot's key face (U or D, or else F or B).
inline bool edge_oriented_fb(const FaceletCube& f, Edge slot) {
  const int up = centre_colour(f, 0), down = centre_colour(f, 3), front = centre_colour(f, 2),
            back = centre_colour(f, 5);
  const int a = kEdgeFacelets[slot][0], b = kEdgeFacelets[slot][1];
  const auto ud_face = [](int face) { return face == 0 || face == 3; };
  const auto key_face_is = [&](int facelet) {
    const int fa = face_of_facelet(a), fb = face_of_facelet(b);
    const int key = ud_face(fa) || ud_face(fb) ? (ud_face(fa) ? fa : fb) : (fa == 2 || fa == 5 ? fa : fb);
    return face_of_facelet(facelet) == key;
  };
  const auto is_ud = [&](int c) { return c == up || c == down; };
  const auto is_fb = [&](int c) { return c == front || c == back; };
  int key_sticker = -1;
  if (is_ud(f[a]) || is_ud(f[b]))
    key_sticker = is_ud(f[a]) ? a : b;
  else
    key_sticker = is_fb(f[a]) ? a : b;
  return key_face_is(key_sticker);
}

inline bool all_edges_oriented_fb(const FaceletCube& f) {
  for (int e = 0; e < kEdges; ++e)
    if (!edge_oriented_fb(f, static_cast<Edge>(e))) return false;
  return true;
}

inline bool first_two_layers_solved(const FaceletCube& f) {
  for (Edge e : {DR, DF, DL, DB, FR, FL, BL, BR})
    if (!edge_slot_solved(f, e)) return false;
  for (Corner c : {DFR, DLF, DBL, DRB})
    if (!corner_slot_solved(f, c)) return false;
  return true;
}

inline bool face_one_colour(const FaceletCube& f, int face) {
  for (int i = face * 9; i < face * 9 + 9; ++i)
    if (f[i] != centre_colour(f, face)) return false;
  return true;
}

inline bool every_face_one_colour(const FaceletCube& f) {
  for (int i = 0; i < kFacelets; ++i)
    if (f[i] != centre_colour(f, face_of_facelet(i))) return false;
  return true;
}

// Roux's blocks relative to their centres up to the M slice: the stickers on the side face (L or
// R) show its centre; on each other face (D, F, B) the blocks' stickers all show one colour, the
// same for both blocks when both are asked. The D, F and B centres may be turned away by M.
inline bool blocks_solved(const FaceletCube& f, bool left, bool right) {
  std::vector<int> stickers;
  const auto add = [&](std::initializer_list<Edge> edges, std::initializer_list<Corner> corners) {
    for (Edge e : edges)
      for (int s : kEdgeFacelets[e]) stickers.push_back(s);
    for (Corner c : corners)
      for (int s : kCornerFacelets[c]) stickers.push_back(s);
  };
  if (left) add({DL, FL, BL}, {DLF, DBL});
  if (right) add({DR, FR, BR}, {DFR, DRB});
  for (int face = 0; face < kFaces; ++face) {
    std::set<int> colours;
    for (int s : stickers)
      if (face_of_facelet(s) == face) colours.insert(f[s]);
    if (colours.size() > 1) return false;
    if ((face == 1 || face == 4) && !colours.empty() && *colours.begin() != centre_colour(f, face)) return false;
  }
  return true;
}

// The corners solved relative to the L and R centres: on every face the four corner stickers show
// one colour, on L and R that of the centre.
inline bool corners_solved_up_to_m(const FaceletCube& f) {
  for (int face = 0; face < kFaces; ++face) {
    std::set<int> colours;
    for (int c = 0; c < kCorners; ++c)
      for (int s : kCornerFacelets[c])
        if (face_of_facelet(s) == face) colours.insert(f[s]);
    if (colours.size() != 1) return false;
    if ((face == 1 || face == 4) && *colours.begin() != centre_colour(f, face)) return false;
  }
  return true;
}

// Every move of `moves` is one of `bases`, except rotations at its start when `rotation_first`.
inline bool moves_within(const Alg& moves, const std::vector<MoveBase>& bases, bool rotation_first = false) {
  std::size_t i = 0;
  if (rotation_first)
    while (i < moves.size() && kind_of(moves[i].base) == MoveKind::Rotation) ++i;
  for (; i < moves.size(); ++i)
    if (std::find(bases.begin(), bases.end(), moves[i].base) == bases.end()) return false;
  return true;
}

inline const std::vector<MoveBase> kFaceTurnBases = {MoveBase::U, MoveBase::R, MoveBase::F,
                                                     MoveBase::D, MoveBase::L, MoveBase::B};

}  // namespace cubelab::testing
