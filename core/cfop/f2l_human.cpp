#include "core/cfop/f2l_human.hpp"

namespace cubelab {

// Placeholder until the case library lands: a clear error rather than a wrong answer.
Result<std::vector<Phase>> solve_f2l_human(const CubieCube&, int) {
  return Error{"solve_f2l_human: not implemented yet"};
}

}  // namespace cubelab
