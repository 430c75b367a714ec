// Thistlethwaite's optimal stages: table build time and size, and the per-stage lengths and solve
// time over 10,000 seeded random states (every answer applied and checked), beside the published
// bounds 7 / 10 / 13 / 15. The same states as the two-phase benchmark (sample_seed(1, i)); the
// two-phase table build runs in the same program as the peer for the build time.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>

#include "core/model/random_state.hpp"
#include "core/solvers/thistlethwaite/thistlethwaite.hpp"

namespace {

using namespace cubelab;

void BM_ThistlethwaiteBuildTables(benchmark::State& state) {
  std::size_t bytes = 0;
  for (auto _ : state) {
    const tables::ThistlethwaiteTables t = tables::build_thistlethwaite_tables();
    bytes = t.bytes();
    benchmark::DoNotOptimize(t.stages[1].distance.depth.data());
  }
  state.counters["MB"] = static_cast<double>(bytes) / 1e6;
}
BENCHMARK(BM_ThistlethwaiteBuildTables)->Unit(benchmark::kMillisecond)->Iterations(5);

// 10,000 states per iteration: mean and max of each stage and of the total, and us per solve.
void BM_ThistlethwaiteSolve10k(benchmark::State& state) {
  const tables::ThistlethwaiteTables t = tables::build_thistlethwaite_tables();
  constexpr int kStates = 10000;
  for (auto _ : state) {
    std::array<double, 4> sum{};
    std::array<int, 4> longest{};
    double total_sum = 0, solve_us = 0;
    int total_max = 0, solved = 0;
    for (int i = 0; i < kStates; ++i) {
      Rng rng(sample_seed(1, static_cast<uint64_t>(i)));
      const CubieCube c = random_state(rng);
      const auto start = std::chrono::steady_clock::now();
      auto stages = solve_thistlethwaite(c, t);
      solve_us += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
      if (!stages) continue;
      CubieCube after = c;
      int total = 0;
      for (int k = 0; k < 4; ++k) {
        const int length = htm(stages.value()[k]);
        sum[k] += length;
        longest[k] = std::max(longest[k], length);
        total += length;
        after = apply_alg(after, stages.value()[k]);
      }
      solved += after.is_solved();
      total_sum += total;
      total_max = std::max(total_max, total);
    }
    for (int k = 0; k < 4; ++k) {
      state.counters["mean" + std::to_string(k + 1)] = sum[k] / kStates;
      state.counters["max" + std::to_string(k + 1)] = longest[k];
    }
    state.counters["mean_total"] = total_sum / kStates;
    state.counters["max_total"] = total_max;
    state.counters["solved"] = static_cast<double>(solved) / kStates;
    state.counters["us_per_solve"] = solve_us / kStates;
  }
}
BENCHMARK(BM_ThistlethwaiteSolve10k)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
