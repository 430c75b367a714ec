// The solver entry point (solve_with) on arbitrary cubes and options: every method, any cube that
// moves can make (turned centres included), search limits from the bytes (kept small so that each
// run is quick). An answer, applied to the cube, solves it; otherwise the error is a budget or an
// input error (an unknown colour), never an internal one.
#include <string>
#include <vector>

#include "core/model/alg.hpp"
#include "core/solvers/methods.hpp"
#include "tests/fuzz/fuzz.hpp"

using namespace cubelab;

namespace {

const char* const kColours[] = {"white", "yellow", "green", "neutral", "white,yellow", "purple", "", ",", "red,red"};

cubelab::tables::TableCache& table_cache() {
  static cubelab::tables::TableCache cache;
  return cache;
}

// Every method but the long searches (the optimal solver, a 139 MB table built in minutes under the
// sanitizers), which are left to their own tests (tests/native/optimal_test.cpp).
const std::vector<MethodInfo>& quick_methods() {
  static const std::vector<MethodInfo> infos = [] {
    std::vector<MethodInfo> out;
    for (const MethodInfo& m : method_infos())
      if (!m.long_search) out.push_back(m);
    return out;
  }();
  return infos;
}

}  // namespace

// Builds every method's tables before fuzzing: the first xcross solve built 9 MB of pair tables,
// over libFuzzer's 10 s timeout under the sanitizers, which was reported as a hang of that input.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  for (const MethodInfo& method : quick_methods())
    (void)solve_with(method.name, CubieCube{}, SolveOptions{}, table_cache());
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::vector<MethodInfo>& methods = quick_methods();
  if (size < 4) return 0;
  const MethodInfo& method = methods[data[0] % methods.size()];
  SolveOptions options;
  options.max_length = data[1] % 32;  // 0..31: below 20 is often too short to find
  options.max_nodes = 1 + (static_cast<uint64_t>(data[2]) << 10);
  options.improve = data[3] & 1;
  options.budget_ms = options.improve ? 5 : (data[3] >> 1 & 1) * 20;
  options.colour = kColours[(data[3] >> 2) % std::size(kColours)];
  Alg alg;
  for (std::size_t i = 4; i < size; ++i)
    alg.push_back(
        Move{static_cast<MoveBase>(data[i] % kMoveBases), static_cast<uint8_t>(data[i] / kMoveBases % 3 + 1)});
  const CubieCube cube = state_of(alg);

  auto solution = solve_with(method.name, cube, options, table_cache());
  if (!solution) {
    const Error& e = solution.error();
    FUZZ_EXPECT(!e.message.empty());
    FUZZ_EXPECT(e.kind == ErrorKind::budget || e.kind == ErrorKind::input);
    return 0;
  }
  // The phase solvers (cross, xcross) solve their phase only: their answers are checked by the
  // native tests and the soak; here they must only answer or fail cleanly.
  if (method.whole_cube) FUZZ_EXPECT(apply_alg(cube, solution->moves).is_solved_any_orientation());
  return 0;
}
