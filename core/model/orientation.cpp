#include "core/model/orientation.hpp"

namespace cubelab {

namespace {

// Breadth-first over x, y, z turns (each with ', 2) so every orientation gets a shortest rotation.
std::array<Orientation, kOrientations> make_orientations() {
  std::array<Orientation, kOrientations> all{};
  int count = 1;
  for (int next = 0; next < count; ++next) {
    for (int base = static_cast<int>(MoveBase::x); base <= static_cast<int>(MoveBase::z); ++base)
      for (uint8_t turns = 1; turns <= 3; ++turns) {
        const Move m{static_cast<MoveBase>(base), turns};
        const CubieCube state = apply_move(all[next].state, m);
        bool known = false;
        for (int i = 0; i < count; ++i) known = known || all[i].state == state;
        if (known) continue;
        all[count].state = state;
        all[count].rotation = all[next].rotation;
        all[count].rotation.push_back(m);
        ++count;
      }
  }
  return all;
}

}  // namespace

const std::array<Orientation, kOrientations>& orientations() {
  static const std::array<Orientation, kOrientations> all = make_orientations();
  return all;
}

const Orientation& orientation_of(const CubieCube& cube) {
  for (const Orientation& o : orientations())
    if (o.state.centres == cube.centres) return o;
  return orientations()[0];  // unreachable for a validated cube
}

CubieCube recolour_to_home(const CubieCube& cube) { return orientation_of(cube).state.inverse() * cube; }

const Orientation& orientation_putting_on_d(int face) {
  for (const Orientation& o : orientations())
    if (o.state.centres[static_cast<int>(Face::D)] == face) return o;
  return orientations()[0];
}

}  // namespace cubelab
