// An independent check of an analysed solve: what each step's name (and slot) claims, tested on the
// cube's stickers at the step's end. Written from the cube's geometry and the names' meanings, apart
// from the analyser and the CFOP solver: no predicate of theirs is called, only the model (moves,
// facelet colours).
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/facelets.hpp"
#include "core/study/analyse.hpp"

namespace cubelab::testing {

// ---- Geometry: where each of the 54 stickers sits ------------------------------------------------

struct Point {
  int x = 0, y = 0, z = 0;
  bool operator==(const Point&) const = default;
};
inline int dot(Point a, Point b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

// Outward normals of the faces in URFDLB order (x to the right, y up, z to the front).
inline constexpr std::array<Point, 6> kNormals{{{0, 1, 0}, {1, 0, 0}, {0, 0, 1}, {0, -1, 0}, {-1, 0, 0}, {0, 0, -1}}};

// The cubie a sticker belongs to: face f, row r (0 at the top as the face is drawn), column c. The
// faces are drawn as in a facelet string: U with B at its top, D with F at its top, the side faces
// with U at their top, each seen from outside.
inline Point cubie_of(int facelet) {
  const int face = facelet / 9, r = facelet % 9 / 3, c = facelet % 3;
  switch (face) {
    case 0:
      return {c - 1, 1, r - 1};
    case 1:
      return {1, 1 - r, 1 - c};
    case 2:
      return {c - 1, 1 - r, 1};
    case 3:
      return {c - 1, -1, 1 - r};
    case 4:
      return {-1, 1 - r, c - 1};
    default:
      return {1 - c, 1 - r, -1};
  }
}

inline int nonzero(Point p) { return (p.x != 0) + (p.y != 0) + (p.z != 0); }

// ---- Predicates on the stickers, for one cross colour ---------------------------------------------

struct Stickers {
  FaceletCube f;
  explicit Stickers(const CubieCube& cube) : f(to_facelets(cube)) {}
  int centre(int face) const { return f[face * 9 + 4]; }
  int face_of_colour(int colour) const {
    for (int face = 0; face < 6; ++face)
      if (centre(face) == colour) return face;
    return -1;
  }
  // Every sticker of the cubie at p shows the colour of its face's centre.
  bool cubie_solved(Point p) const {
    for (int k = 0; k < 54; ++k)
      if (k % 9 != 4 && cubie_of(k) == p && f[k] != centre(k / 9)) return false;
    return true;
  }
  // The cubies of the layer whose outward direction is n, with `pieces` stickers (2 edges, 3 corners).
  static std::vector<Point> layer(Point n, int pieces) {
    std::vector<Point> out;
    for (int x = -1; x <= 1; ++x)
      for (int y = -1; y <= 1; ++y)
        for (int z = -1; z <= 1; ++z)
          if (dot({x, y, z}, n) == 1 && nonzero({x, y, z}) == pieces) out.push_back({x, y, z});
    return out;
  }
  bool cross(int colour) const {
    for (Point p : layer(kNormals[face_of_colour(colour)], 2))
      if (!cubie_solved(p)) return false;
    return true;
  }
  // The corner of the cross layer at p and the middle-layer edge beside it.
  bool pair(Point corner, Point n) const {
    return cubie_solved(corner) && cubie_solved({corner.x - n.x, corner.y - n.y, corner.z - n.z});
  }
  int pairs(int colour) const {
    const Point n = kNormals[face_of_colour(colour)];
    int count = 0;
    for (Point p : layer(n, 3)) count += pair(p, n);
    return count;
  }
  bool first_layer(int colour) const {
    for (Point p : layer(kNormals[face_of_colour(colour)], 3))
      if (!cubie_solved(p)) return false;
    return cross(colour);
  }
  bool f2l(int colour) const { return cross(colour) && pairs(colour) == 4; }
  int top_face(int colour) const { return (face_of_colour(colour) + 3) % 6; }
  // The stickers of the top face: its 4 edge stickers (odd positions) or all 9.
  bool top_all(int colour, bool edges_only) const {
    const int top = top_face(colour);
    for (int k = 0; k < 9; ++k)
      if ((!edges_only || k % 2 == 1) && f[top * 9 + k] != centre(top)) return false;
    return true;
  }
  // On each side face, the stickers of the row next to the top face: all alike (the last layer is a
  // turn of the top layer away from solved), or only its two corner stickers alike (corners placed).
  bool side_rows_alike(int colour, bool corners_only) const {
    const Point up = kNormals[top_face(colour)];
    for (int face = 0; face < 6; ++face) {
      if (dot(kNormals[face], up) != 0) continue;
      std::vector<int> row, corners;
      for (int k = face * 9; k < face * 9 + 9; ++k)
        if (dot(cubie_of(k), up) == 1) (nonzero(cubie_of(k)) == 3 ? corners : row).push_back(f[k]);
      for (int c : corners) row.push_back(c);
      const std::vector<int>& check = corners_only ? corners : row;
      for (int c : check)
        if (c != check.front()) return false;
    }
    return true;
  }
  bool solved() const {
    for (int k = 0; k < 54; ++k)
      if (f[k] != centre(k / 9)) return false;
    return true;
  }
  // The pair of the slot named as a person holding the cube with the cross colour on D names it.
  bool slot(const std::string& name) const {
    const Point corner{name[1] == 'R' ? 1 : -1, -1, name[0] == 'F' ? 1 : -1};
    return pair(corner, kNormals[3]);
  }
};

inline int colour_of(const std::string& name) {
  static const char* kNames[6] = {"white", "red", "green", "yellow", "orange", "blue"};
  for (int c = 0; c < 6; ++c)
    if (name == kNames[c]) return c;
  return -1;
}

// Whether the cube after a step shows what the step's name claims for the cross colour (-1: the
// analysis named none). `slots`: the step's slot names, checked when the cross colour is on D.
// Returns the broken claim, or "" when all hold.
inline std::string broken_claim(const std::string& name, const std::string& slots, const CubieCube& cube, int colour) {
  const Stickers s(cube);
  const bool has_colour = colour >= 0;
  if (name == "solve" || name == "auf" || name == "last-layer") return s.solved() ? "" : "cube not solved";
  // Names that claim nothing of the state (a step named for what it does).
  if (name == "moves") return "";
  if (!has_colour) return "a step named " + name + " without a cross colour";
  const bool cross = s.cross(colour);
  const int pairs = s.pairs(colour);
  std::string broken;
  auto need = [&](bool ok, const char* what) {
    if (!ok && broken.empty()) broken = what;
  };
  const int slot_count = slots.empty() ? 0 : static_cast<int>((slots.size() + 1) / 3);
  if (name == "cross" || name == "xcross" || name == "xxcross" || name == "xxxcross") {
    const int k = name == "cross" ? 0 : name == "xcross" ? 1 : name == "xxcross" ? 2 : 3;
    need(cross, "cross not solved");
    need(pairs >= k, "fewer pairs solved than the name says");
  } else if (name.starts_with("f2l-")) {
    need(cross, "cross not solved");
    need(pairs >= std::atoi(name.c_str() + 4) + std::max(slot_count, 1) - 1, "fewer pairs solved than the name says");
  } else if (name == "f2l" || name == "second-layer" || name == "f2l-slots") {
    need(s.f2l(colour), "first two layers not solved");
  } else if (name == "corners") {
    need(s.first_layer(colour), "first layer not solved");
  } else if (name == "oll-edges") {
    need(s.f2l(colour) && s.top_all(colour, true), "F2L or the top edges not done");
  } else if (name == "oll" || name == "oll-corners") {
    need(s.f2l(colour) && s.top_all(colour, false), "OLL not done");
  } else if (name == "pll-corners") {
    need(s.f2l(colour) && s.top_all(colour, false) && s.side_rows_alike(colour, true), "corners not placed");
  } else if (name == "pll" || name == "pll-edges") {
    need(s.f2l(colour) && s.top_all(colour, false) && s.side_rows_alike(colour, false), "PLL not done");
  } else {
    return "unknown step name " + name;
  }
  // Slots are named as the cube is held: checked when the cross colour is on D.
  if (broken.empty() && !slots.empty() && s.face_of_colour(colour) == 3)
    for (std::size_t at = 0; at < slots.size(); at += 3)
      need(s.slot(slots.substr(at, 2)), "a named slot's pair not solved");
  return broken;
}

// Every step of an analysis: its moves from its start give the next step's start, its name holds at
// its end, its best (and best over colours) does what the name claims from the step's start and is
// never longer than the user's moves. Returns the number of steps checked.
inline int check_every_label(const Analysis& a) {
  EXPECT_TRUE(a.valid) << a.message;
  const int colour = a.colour.empty() ? -1 : colour_of(a.colour);
  CubieCube cube = a.steps.empty() ? CubieCube{} : a.steps.front().start;
  int checked = 0;
  for (const AnalysedStep& step : a.steps) {
    SCOPED_TRACE(step.name + " " + step.slot + ": " + format_alg(step.moves));
    EXPECT_EQ(step.start, cube);
    cube = apply_alg(step.start, step.moves);
    EXPECT_EQ(broken_claim(step.name, step.slot, cube, colour), "");
    if (step.best) {
      SCOPED_TRACE("best (" + step.best->how + ") " + format_alg(step.best->moves));
      // Never longer than the user's step, in HTM (what the search counts) and in STM. Not QTM: a
      // best with half turns may be longer there, and the page says so ("1 longer than yours in QTM").
      EXPECT_LE(htm(step.best->moves), step.htm);
      EXPECT_LE(stm(step.best->moves), step.stm);
      if (step.best->yours) EXPECT_EQ(step.best->moves, step.moves);
      const CubieCube after = apply_alg(step.start, step.best->moves);
      // The best is checked for what the name claims, without the user's slot names (it may solve the
      // same pairs held another way).
      EXPECT_EQ(broken_claim(step.name, "", after, colour), "");
    }
    if (step.best_any_colour) {
      SCOPED_TRACE("best of any colour " + format_alg(step.best_any_colour->moves));
      EXPECT_LE(htm(step.best_any_colour->moves), step.htm);
      EXPECT_LE(stm(step.best_any_colour->moves), step.stm);
      EXPECT_EQ(
          broken_claim(step.name, "", apply_alg(step.start, step.best_any_colour->moves), colour_of(step.best_colour)),
          "");
    }
    ++checked;
  }
  EXPECT_TRUE(Stickers(cube).solved());
  return checked;
}

}  // namespace cubelab::testing
