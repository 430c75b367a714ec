// The optimal search in quarter turns (core/solvers/optimal/optimal_qtm.hpp): the QTM phase-1 table against
// the HTM one as its bound, on the same states (nodes and time; every answer applied and checked,
// both proven and of the same length), and the QTM table's distribution of distances. The tables
// are read from $CUBELAB_OPTIMAL_TABLE and $CUBELAB_OPTIMAL_QTM_TABLE (files from `cubelab tables
// --build optimal|optimal-qtm`) when those are set, else built here on two threads.
#include <benchmark/benchmark.h>

#include <array>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <thread>

#include "core/model/alg.hpp"
#include "core/model/random.hpp"
#include "core/solvers/common/antipodal_halves.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/optimal/optimal_qtm.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_qtm.hpp"

namespace {

using namespace cubelab;

void run_on_two(int count, const std::function<void()>& job) {
  std::vector<std::thread> threads;
  for (int i = 1; i < count; ++i) threads.emplace_back(job);
  job();
  for (auto& t : threads) t.join();
}

std::vector<uint8_t> read_file(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct Tables {
  tables::TableCache cache;
  tables::OptimalTable htm, qtm;
  Tables() {
    const char* h = std::getenv("CUBELAB_OPTIMAL_TABLE");
    const char* q = std::getenv("CUBELAB_OPTIMAL_QTM_TABLE");
    auto loaded_h = tables::load_optimal_table(h ? read_file(h) : std::vector<uint8_t>{});
    htm = loaded_h ? std::move(loaded_h).value() : tables::build_optimal_table({}, 2, run_on_two);
    auto loaded_q = tables::load_optimal_qtm_table(q ? read_file(q) : std::vector<uint8_t>{});
    qtm = loaded_q ? std::move(loaded_q).value() : tables::build_optimal_qtm_table({}, 2, run_on_two);
  }
};

Tables& tables_once() {
  static Tables* t = new Tables;
  return *t;
}

// States of range(1) random quarter turns (sample_seed(1414, i)), solved optimally in QTM with each
// table as the bound, one thread: nodes and ms summed over the states; range(0) is the count.
void BM_OptimalQtmBounds(benchmark::State& state) {
  Tables& t = tables_once();
  const auto& two_phase = two_phase_tables(t.cache);
  const auto& two_phase_qtm = two_phase_qtm_tables(t.cache);
  constexpr std::array<int, 12> kQuarter = {0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17};
  for (auto _ : state) {
    std::array<double, 2> nodes{}, ms{};
    int same = 0, checked = 0;
    double length = 0;
    for (int i = 0; i < state.range(0); ++i) {
      Rng rng(sample_seed(1414, static_cast<uint64_t>(i)));
      CubieCube c;
      for (int k = 0; k < state.range(1); ++k) c = apply_move(c, face_turn(kQuarter[rng.below(12)]));
      std::array<int, 2> lengths{};
      for (int b = 0; b < 2; ++b) {
        auto a = solve_optimal_qtm_from_two_phase(c, SolveOptions{}, b == 0 ? t.htm : t.qtm, two_phase, two_phase_qtm);
        if (!a || !a.value().optimal || !apply_alg(c, a.value().moves).is_solved()) continue;
        nodes[b] += static_cast<double>(a.value().nodes);
        ms[b] += a.value().ms;
        lengths[b] = qtm(a.value().moves);
        checked += b;
      }
      same += lengths[0] == lengths[1] && lengths[0] > 0;
      length += lengths[1];
    }
    state.counters["nodes_htm_bound"] = nodes[0];
    state.counters["nodes_qtm_bound"] = nodes[1];
    state.counters["ms_htm_bound"] = ms[0];
    state.counters["ms_qtm_bound"] = ms[1];
    state.counters["node_ratio"] = nodes[0] / std::max(1.0, nodes[1]);
    state.counters["same_length"] = same;
    state.counters["proven"] = checked;
    state.counters["mean_qtm"] = length / static_cast<double>(state.range(0));
  }
}
BENCHMARK(BM_OptimalQtmBounds)->Args({10, 14})->Args({10, 18})->Unit(benchmark::kMillisecond)->Iterations(1);

// How many entries of the QTM table lie at each distance (15: at least 15), and the mean of both.
void BM_OptimalQtmTableDistances(benchmark::State& state) {
  Tables& t = tables_once();
  for (auto _ : state) {
    std::array<double, 16> count{};
    double sum_q = 0, sum_h = 0;
    for (std::size_t i = 0; i < t.qtm.entries(); ++i) {
      ++count[t.qtm.entry(i)];
      sum_q += t.qtm.entry(i);
      sum_h += t.htm.entry(i);
    }
    for (int d = 0; d < 16; ++d)
      if (count[d] > 0) state.counters["d" + std::to_string(d)] = count[d];
    state.counters["mean_qtm"] = sum_q / static_cast<double>(t.qtm.entries());
    state.counters["mean_htm"] = sum_h / static_cast<double>(t.htm.entries());
  }
}
BENCHMARK(BM_OptimalQtmTableDistances)->Unit(benchmark::kMillisecond)->Iterations(1);

// The superflip in quarter turns, found: the antipodal-halves search (core/solvers/common/antipodal_halves.hpp,
// every half length from 6, its table built first) against the plain finding search (the QTM
// table, min_depth 24, children in the order of their distances) on twice the halves' nodes.
// Both answers are applied and checked; found_plain is 1 only if the plain search answered 24q.
void BM_SuperflipAntipodalHalves(benchmark::State& state) {
  Tables& t = tables_once();
  const CubieCube superflip =
      apply_alg(CubieCube{}, parse_alg("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2").value());
  const auto& two_phase = two_phase_tables(t.cache);
  for (auto _ : state) {
    const auto built = std::chrono::steady_clock::now();
    const tables::AntipodalCornerTable corners = tables::build_antipodal_corner_table(two_phase);
    const auto start = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    const auto halves = shortest_antipodal_halves(superflip, 6, 26, corners, two_phase, [&](uint64_t n) {
      nodes += n;
      return false;
    });
    const auto end = std::chrono::steady_clock::now();
    CubieCube c = superflip;
    for (uint8_t m : halves.value_or(std::vector<uint8_t>{})) c = apply_move(c, face_turn(m));
    state.counters["table_ms"] = std::chrono::duration<double, std::milli>(start - built).count();
    state.counters["halves_ms"] = std::chrono::duration<double, std::milli>(end - start).count();
    state.counters["halves_nodes"] = static_cast<double>(nodes);
    state.counters["halves_qtm"] = halves && c.is_solved() ? static_cast<double>(halves->size()) : 0;
    SolveOptions plain;
    plain.min_depth = 24;
    plain.max_nodes = 2 * nodes;
    const auto p = solve_optimal_qtm_from_two_phase(superflip, plain, t.qtm, two_phase, two_phase_qtm_tables(t.cache));
    const bool found = p && qtm(p.value().moves) == 24 && apply_alg(superflip, p.value().moves).is_solved();
    state.counters["plain_ms"] = p ? p.value().ms : 0;
    state.counters["found_plain"] = found;
  }
}
BENCHMARK(BM_SuperflipAntipodalHalves)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
