#include "core/cfop/last_layer.hpp"

namespace cubelab {

// Placeholder until the case library lands: a clear error rather than a wrong answer.
Result<Phase> solve_oll(const CubieCube&) { return Error{"solve_oll: not implemented yet"}; }
Result<Phase> solve_pll(const CubieCube&) { return Error{"solve_pll: not implemented yet"}; }
Result<std::vector<Phase>> solve_oll_two_look(const CubieCube&) {
  return Error{"solve_oll_two_look: not implemented yet"};
}
Result<std::vector<Phase>> solve_pll_two_look(const CubieCube&) {
  return Error{"solve_pll_two_look: not implemented yet"};
}

}  // namespace cubelab
