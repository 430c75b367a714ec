#include "core/solvers/common/solution.hpp"

#include <utility>

namespace cubelab {

Solution make_solution(std::string method, std::vector<Phase> phases) {
  Solution s;
  s.method = std::move(method);
  Alg all;
  for (const Phase& p : phases) all = concat(all, p.moves);
  s.moves = simplify(all);
  s.phases = std::move(phases);
  return s;
}

}  // namespace cubelab
