// The speed targets for CFOP, natively: 10,000 cfop solves (target 1 s), 10,000
// cfop-optimal solves (target 10 s), the exact cross enumeration with its table build (target
// 1 s), plus beginner, cfop-2look, ZZ and Roux (issue 36, beside CFOP from the same run), and the
// table builds. The solve loops are the statistics
// engine's (stats::run: random states from seed 1, every answer checked), so the figures are what
// `cubelab stats` costs. bench/wasm/cfop.mjs runs the same loops in WASM.
#include <benchmark/benchmark.h>

#include "core/solvers/cfop/methods.hpp"
#include "core/solvers/roux/roux.hpp"
#include "core/solvers/zz/zz.hpp"
#include "core/study/stats.hpp"
#include "tables/cross.hpp"
#include "tables/f2l_pair.hpp"

namespace {

using namespace cubelab;

// One iteration = `range(0)` solves; the tables are built before timing starts.
void solve_many(benchmark::State& state, const char* method) {
  tables::TableCache tables;
  const uint64_t samples = static_cast<uint64_t>(state.range(0));
  (void)stats::run({method, {}, 1, 0, 1}, tables);
  double mean = 0;
  for (auto _ : state) {
    auto run = stats::run({method, {}, 1, 0, samples}, tables);
    if (!run) {
      state.SkipWithError(run.error().message.c_str());
      return;
    }
    mean = run->total.mean();
  }
  state.counters["mean_moves"] = mean;
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(samples));
}

void BM_Cfop(benchmark::State& s) { solve_many(s, "cfop"); }
void BM_Cfop2Look(benchmark::State& s) { solve_many(s, "cfop-2look"); }
void BM_CfopOptimal(benchmark::State& s) { solve_many(s, "cfop-optimal"); }
void BM_Beginner(benchmark::State& s) { solve_many(s, "beginner"); }
BENCHMARK(BM_Cfop)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Cfop2Look)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_CfopOptimal)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Beginner)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);
void BM_Zz(benchmark::State& s) { solve_many(s, "zz"); }
void BM_Roux(benchmark::State& s) { solve_many(s, "roux"); }
BENCHMARK(BM_Zz)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Roux)->Arg(10000)->Unit(benchmark::kMillisecond)->Iterations(1);

// The exact tables ZZ and Roux build on first use (each solve's first call pays this).
void BM_BuildZzTables(benchmark::State& state) {
  for (auto _ : state) {
    tables::TableCache tables;
    benchmark::DoNotOptimize(&zz_tables(tables));
  }
}
void BM_BuildRouxTables(benchmark::State& state) {
  for (auto _ : state) {
    tables::TableCache tables;
    benchmark::DoNotOptimize(&roux_tables(tables));
  }
}
BENCHMARK(BM_BuildZzTables)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_BuildRouxTables)->Unit(benchmark::kMillisecond)->Iterations(3);

// From nothing: builds the cross table and counts all 190,080 cross states.
void BM_ExactCross(benchmark::State& state) {
  for (auto _ : state) {
    tables::TableCache tables;
    auto run = stats::exact_cross("white", tables);
    benchmark::DoNotOptimize(run);
  }
}
BENCHMARK(BM_ExactCross)->Unit(benchmark::kMillisecond);

void BM_BuildPairTables(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(tables::build_pair_tables({}));
}
BENCHMARK(BM_BuildPairTables)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
