#include "core/model/move.hpp"

namespace cubelab {

int axis_of(MoveBase b) { return geometry::kLayerTurns[static_cast<int>(b)].axis; }

std::string move_base_name(MoveBase b) {
  static constexpr const char* kNames[kMoveBases] = {"U",  "R",  "F",  "D", "L", "B", "Uw", "Rw", "Fw",
                                                     "Dw", "Lw", "Bw", "M", "E", "S", "x",  "y",  "z"};
  return kNames[static_cast<int>(b)];
}

}  // namespace cubelab
