// The CFOP case-based phases on their own: human F2L (after an optimal cross), full OLL and PLL,
// and the first use of the case tables. cubelab stats measures whole methods; these show where
// a cfop solve's time goes. Every run also reports the mean length of what it solved.
#include <benchmark/benchmark.h>

#include <vector>

#include "core/model/random_state.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/f2l_human.hpp"
#include "core/solvers/cfop/last_layer.hpp"
#include "core/solvers/common/cross.hpp"
#include "tables/cache.hpp"

namespace {

using namespace cubelab;

constexpr int kStates = 1000;

// The tables the case-based phases read, kept for the whole run as a session keeps them.
tables::TableCache& bench_cache() {
  static tables::TableCache cache;
  return cache;
}

// Random states (seed 1) with an optimal white cross applied, so F2L starts where cfop starts it.
const std::vector<CubieCube>& cross_solved_states() {
  static const std::vector<CubieCube> states = [] {
    const tables::CrossTable cross = tables::build_cross_table();
    Rng rng(1);
    std::vector<CubieCube> out;
    for (int i = 0; i < kStates; ++i) {
      const CubieCube c = random_state(rng);
      out.push_back(apply_alg(c, solve_cross(c, cross)));
    }
    return out;
  }();
  return states;
}

// The same states after the human F2L: random last layers as CFOP meets them.
const std::vector<CubieCube>& f2l_solved_states() {
  static const std::vector<CubieCube> states = [] {
    std::vector<CubieCube> out;
    for (CubieCube c : cross_solved_states()) {
      const auto phases = solve_f2l_human(bench_cache(), c, 1);
      for (const Phase& p : phases.value()) c = apply_alg(c, p.moves);
      out.push_back(c);
    }
    return out;
  }();
  return states;
}

void BM_F2LHuman(benchmark::State& state) {
  const auto& states = cross_solved_states();
  solve_f2l_human(bench_cache(), states[0], 1);  // builds the plan tables outside the timing
  std::size_t i = 0;
  int64_t moves = 0, solves = 0;
  for (auto _ : state) {
    const auto phases = solve_f2l_human(bench_cache(), states[i++ % states.size()], 1);
    for (const Phase& p : phases.value()) moves += p.length();
    ++solves;
  }
  state.SetItemsProcessed(solves);
  state.counters["moves"] = static_cast<double>(moves) / static_cast<double>(solves);
}
BENCHMARK(BM_F2LHuman);

void BM_OLLThenPLL(benchmark::State& state) {
  const auto& states = f2l_solved_states();
  std::size_t i = 0;
  int64_t oll_moves = 0, pll_moves = 0, solves = 0;
  for (auto _ : state) {
    const CubieCube& c = states[i++ % states.size()];
    const auto oll = solve_oll(bench_cache(), c);
    const auto pll = solve_pll(bench_cache(), apply_alg(c, oll->moves));
    oll_moves += oll->length(), pll_moves += pll->length(), ++solves;
  }
  state.SetItemsProcessed(solves);
  state.counters["oll"] = static_cast<double>(oll_moves) / static_cast<double>(solves);
  state.counters["pll"] = static_cast<double>(pll_moves) / static_cast<double>(solves);
}
BENCHMARK(BM_OLLThenPLL);

// What `cubelab cases` and the WASM cases() pay per call: a copy of the cached library (119 cases
// with their states and algorithms); the tables behind it are built once, before the timing.
void BM_CaseLibraryAll(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(case_library(bench_cache(), "").value().size());
}
BENCHMARK(BM_CaseLibraryAll);

// The first use of the case tables in a session: recognition, the case library and the F2L pair
// plans, each built into a fresh cache (what the page's first CFOP solve or Learn view pays).
void BM_CaseTablesFirstUse(benchmark::State& state) {
  const CubieCube c = cross_solved_states()[0];
  for (auto _ : state) {
    tables::TableCache cache;
    benchmark::DoNotOptimize(case_library(cache, "").value().size());
    benchmark::DoNotOptimize(solve_f2l_human(cache, c, 1).ok());
  }
}
BENCHMARK(BM_CaseTablesFirstUse)->Unit(benchmark::kMillisecond);

}  // namespace
