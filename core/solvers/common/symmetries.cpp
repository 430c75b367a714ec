#include "core/solvers/common/symmetries.hpp"

#include <algorithm>

#include "tables/two_phase_sym.hpp"

namespace cubelab {

namespace {

using MoveMap = std::array<uint8_t, kFaceTurns>;

// The 48 symmetries: a cube's conjugate and each face turn's.
struct Symmetry {
  CubieCube rotation;
  bool mirror = false;
  MoveMap move{};

  CubieCube conjugate(const CubieCube& c) const {
    const CubieCube turned = rotation.inverse() * c * rotation;
    return mirror ? tables::mirrored(turned) : turned;
  }
};

std::vector<Symmetry> all_symmetries() {
  // The 24 rotations: the closure of x and y, identity first.
  std::vector<CubieCube> rotations{CubieCube{}};
  const std::array<CubieCube, 2> generators = {move_cube(Move{MoveBase::x, 1}), move_cube(Move{MoveBase::y, 1})};
  for (std::size_t i = 0; i < rotations.size(); ++i)
    for (const CubieCube& g : generators) {
      const CubieCube r = rotations[i] * g;
      if (std::find(rotations.begin(), rotations.end(), r) == rotations.end()) rotations.push_back(r);
    }
  std::vector<Symmetry> syms;
  for (bool mirror : {false, true})
    for (const CubieCube& r : rotations) {
      Symmetry s{r, mirror, {}};
      for (int m = 0; m < kFaceTurns; ++m) {
        const CubieCube seen = s.conjugate(move_cube(face_turn(m)));
        for (int v = 0; v < kFaceTurns; ++v)
          if (move_cube(face_turn(v)) == seen) s.move[m] = static_cast<uint8_t>(v);
      }
      syms.push_back(s);
    }
  return syms;
}

const std::vector<Symmetry>& symmetries() {
  static const std::vector<Symmetry> syms = all_symmetries();  // constant data, computed once
  return syms;
}

}  // namespace

std::vector<MoveMap> cube_symmetries(const CubieCube& cube) {
  std::vector<MoveMap> group;
  for (const Symmetry& s : symmetries())
    if (s.conjugate(cube) == cube) group.push_back(s.move);
  return group;
}

}  // namespace cubelab
