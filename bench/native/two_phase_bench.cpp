// The two-phase solver's targets: table build time, solve time at max_length 20 on 1000 seeded
// random states (every answer applied and checked), and the mean length with "improve" and a
// 100 ms budget. The same states (sample_seed(1, i)) are used by bench/wasm/two_phase_bench.mjs.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <vector>

#include "core/model/random_state.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "native/helper_threads.hpp"

namespace {

using namespace cubelab;

constexpr uint64_t kRunSeed = 1;

const tables::TwoPhaseTables& shared_tables() {
  static const tables::TwoPhaseTables t = tables::build_two_phase_tables();
  return t;
}

CubieCube state_at(int i) {
  Rng rng(sample_seed(kRunSeed, static_cast<uint64_t>(i)));
  return random_state(rng);
}

void BM_TwoPhaseBuildTables(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(tables::build_two_phase_tables());
}
BENCHMARK(BM_TwoPhaseBuildTables)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_TwoPhaseBuildCompactTables(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(tables::build_two_phase_tables({}, tables::TwoPhaseTableSet::Compact));
}
BENCHMARK(BM_TwoPhaseBuildCompactTables)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_TwoPhaseLoadTables(benchmark::State& state) {
  const std::vector<uint8_t> bytes = tables::save_two_phase_tables(shared_tables());
  for (auto _ : state) benchmark::DoNotOptimize(tables::load_two_phase_tables(bytes));
}
BENCHMARK(BM_TwoPhaseLoadTables)->Unit(benchmark::kMillisecond)->Iterations(5);

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// One pass over `count` states; counters: solved fraction, mean length, median and p99 ms.
void solve_states(benchmark::State& state, int count, const SolveOptions& options,
                  const TwoPhasePruning& pruning = {}) {
  const tables::TwoPhaseTables& t = shared_tables();
  for (auto _ : state) {
    std::vector<double> ms;
    double moves = 0, nodes = 0;
    int solved = 0, longest = 0;
    for (int i = 0; i < count; ++i) {
      const CubieCube c = state_at(i);
      auto a = solve_two_phase(c, options, t, pruning);
      if (!a) continue;
      const bool ok = apply_alg(apply_alg(c, a.value().phase1), a.value().phase2).is_solved();
      if (!ok || a.value().length > options.max_length) continue;
      ++solved;
      moves += a.value().length;
      longest = std::max(longest, a.value().length);
      ms.push_back(a.value().ms);
      nodes += static_cast<double>(a.value().nodes);
    }
    state.counters["states"] = count;
    state.counters["solved_pct"] = 100.0 * solved / count;
    state.counters["mean_len"] = moves / std::max(solved, 1);
    state.counters["max_len"] = longest;
    state.counters["mean_nodes"] = nodes / std::max(solved, 1);  // machine-independent work measure
    if (!ms.empty()) {
      state.counters["median_ms"] = percentile(ms, 0.5);
      state.counters["p99_ms"] = percentile(ms, 0.99);
      state.counters["max_ms"] = percentile(ms, 1.0);
      double total = 0;
      for (double x : ms) total += x;
      state.counters["mean_ms"] = total / static_cast<double>(ms.size());
    }
  }
}

// Arguments: states, threads (the search on several cores, as the CLI runs it by default; the
// answers are those of one thread).
void BM_TwoPhaseSolve20(benchmark::State& state) {
  SolveOptions o;
  o.threads = static_cast<int>(state.range(1));
  o.parallel = native::run_on_threads;
  solve_states(state, static_cast<int>(state.range(0)), o);
}
BENCHMARK(BM_TwoPhaseSolve20)->Args({1000, 1})->Args({1000, 2})->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_TwoPhaseImprove100ms(benchmark::State& state) {
  SolveOptions o;
  o.improve = true;
  o.budget_ms = 100;
  solve_states(state, static_cast<int>(state.range(0)), o);
}
// The optimal solver's table, from the file $CUBELAB_OPTIMAL_TABLE names (`cubelab tables --build
// optimal --out FILE`), or null.
const tables::OptimalTable* optimal_table_from_file() {
  static const std::optional<tables::OptimalTable> table = []() -> std::optional<tables::OptimalTable> {
    const char* path = std::getenv("CUBELAB_OPTIMAL_TABLE");
    if (!path) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto loaded = tables::load_optimal_table(bytes);
    return loaded ? std::optional(std::move(loaded).value()) : std::nullopt;
  }();
  return table ? &*table : nullptr;
}

// Arguments: states, and 1 to read the optimal table as the last phase-1 bound
// (TwoPhasePruning::phase1_distance; the same answers), 0 not to, in the same run.
void BM_TwoPhaseSolve20OptimalTable(benchmark::State& state) {
  TwoPhasePruning pruning;
  if (state.range(1)) {
    pruning.phase1_distance = optimal_table_from_file();
    if (!pruning.phase1_distance) return state.SkipWithError("CUBELAB_OPTIMAL_TABLE names no optimal table file");
  }
  solve_states(state, static_cast<int>(state.range(0)), SolveOptions{}, pruning);
}
BENCHMARK(BM_TwoPhaseSolve20OptimalTable)
    ->Args({1000, 0})
    ->Args({1000, 1})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

BENCHMARK(BM_TwoPhaseImprove100ms)->Arg(100)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
