#include "core/solvers/composed.hpp"

#include <cstdint>

#include "core/model/orientation.hpp"
#include "core/solvers/cfop/last_layer.hpp"
#include "core/solvers/common/antipodal_halves.hpp"
#include "core/solvers/common/central_canon.hpp"
#include "core/solvers/roux/roux.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_qtm.hpp"
#include "core/solvers/zz/zz.hpp"

namespace cubelab {

namespace {

// The HTM search's first answer: a two-phase answer of at most 20 moves (milliseconds).
FirstAnswer two_phase_first(const SolveOptions& options, const tables::TwoPhaseTables& two_phase,
                            const tables::OptimalTable* phase1_distance) {
  return [&options, &two_phase, phase1_distance](const CubieCube& home) -> Result<Alg> {
    SolveOptions quick;
    quick.threads = options.threads;
    quick.parallel = options.parallel;
    TwoPhasePruning exact;  // with the full table at hand: the same answer, sooner
    exact.phase1_distance = phase1_distance;
    auto upper = solve_two_phase(home, quick, two_phase, exact);
    if (!upper) return upper.error();
    Alg moves = upper.value().phase1;
    moves.insert(moves.end(), upper.value().phase2.begin(), upper.value().phase2.end());
    return moves;
  };
}

// The QTM search's: the QTM two-phase within God's number in QTM plus 2, capped at this many nodes.
constexpr uint64_t kUpperNodes = 3'000'000;
// Its fallback's, any 20 face turns: a node cap, not the default clock, so the answer does not
// depend on how busy the machine is (the superflip, the slowest state here, takes about 6 M nodes).
constexpr uint64_t kFallbackNodes = 40'000'000;

FirstAnswer two_phase_qtm_first(const SolveOptions& options, const tables::TwoPhaseTables& two_phase,
                                const tables::TwoPhaseQtmTables& two_phase_qtm) {
  return [&options, &two_phase, &two_phase_qtm](const CubieCube& home) -> Result<Alg> {
    SolveOptions quick;
    quick.metric = Metric::qtm;
    quick.max_length = kQtmDefaultMaxLength;
    quick.max_nodes = kUpperNodes;
    quick.should_stop = options.should_stop;
    auto q = solve_two_phase_qtm(home, quick, two_phase, two_phase_qtm);
    if (!q) {  // any 20 face turns (the short search, slow on some symmetric states, is not needed here)
      quick.metric = Metric::htm;
      quick.max_length = 20;
      quick.max_nodes = kFallbackNodes;
      quick.short_search = false;
      q = solve_two_phase(home, quick, two_phase);
    }
    if (!q) return q.error();
    return concat(q.value().phase1, q.value().phase2);
  };
}

// The superflip's QTM search finds its answer of two antipodal halves with this table (built in a
// few seconds); other cubes never need it.
const tables::AntipodalCornerTable* antipodal_corners_if_central(const CubieCube& cube, tables::TableCache& cache) {
  return is_central(recolour_to_home(cube)) ? &antipodal_corner_table(cache, two_phase_tables(cache)) : nullptr;
}

}  // namespace

Result<OptimalAnswer> solve_optimal_from_two_phase(const CubieCube& cube, const SolveOptions& options,
                                                   const tables::OptimalTable& table,
                                                   const tables::TwoPhaseTables& two_phase,
                                                   const OptimalPruning& pruning) {
  return solve_optimal(cube, options, two_phase_first(options, two_phase, &table), table, pruning);
}

Result<OptimalAnswer> solve_optimal_from_two_phase(const CubieCube& cube, const SolveOptions& options,
                                                   const tables::CompactOptimalTable& table,
                                                   const tables::TwoPhaseTables& two_phase,
                                                   const OptimalPruning& pruning) {
  return solve_optimal(cube, options, two_phase_first(options, two_phase, nullptr), table, two_phase, pruning);
}

Result<OptimalAnswer> solve_optimal_qtm_from_two_phase(const CubieCube& cube, const SolveOptions& options,
                                                       const tables::OptimalTable& bound,
                                                       const tables::TwoPhaseTables& two_phase,
                                                       const tables::TwoPhaseQtmTables& two_phase_qtm,
                                                       const OptimalPruning& pruning,
                                                       const tables::AntipodalCornerTable* antipodal) {
  return solve_optimal_qtm(cube, options, two_phase_qtm_first(options, two_phase, two_phase_qtm), bound, two_phase,
                           pruning, antipodal);
}

Result<Solution> solve_optimal_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache) {
  auto answer =
      options.metric == Metric::qtm
          ? solve_optimal_qtm_from_two_phase(cube, options, optimal_qtm_table(cache), two_phase_tables(cache),
                                             two_phase_qtm_tables(cache), {}, antipodal_corners_if_central(cube, cache))
      : cache.optimal_compact.ready() && !cache.optimal.ready()
          ? solve_optimal_from_two_phase(cube, options, *cache.optimal_compact.if_ready(), two_phase_tables(cache))
          : solve_optimal_from_two_phase(cube, options, optimal_table(cache), two_phase_tables(cache));
  if (!answer) return answer.error();
  Solution s = make_solution("optimal", {Phase{"optimal", answer.value().moves, ""}});
  s.ms = answer.value().ms;
  s.lower_bound = answer.value().lower_bound;
  s.optimal = answer.value().optimal;
  s.metric = options.metric;
  s.nodes = answer.value().nodes;
  return s;
}

RouteSearch two_phase_route_search(const tables::TwoPhaseTables& tables, const tables::TwoPhaseQtmTables* qtm) {
  return [&tables, qtm](const CubieCube& state, const SolveOptions& options) -> Result<RouteLeg> {
    if (options.metric == Metric::qtm && !qtm) return Error{"a QTM route needs the QTM tables", 0, ErrorKind::internal};
    auto answer = options.metric == Metric::htm ? solve_two_phase(state, options, tables)
                                                : solve_two_phase_qtm(state, options, tables, *qtm);
    if (!answer) return answer.error();
    return RouteLeg{concat(answer.value().phase1, answer.value().phase2), answer.value().length, answer.value().ms};
  };
}

namespace {

LastLayerSolver cfop_last_layer(tables::TableCache& cache) {
  return {[&cache](const CubieCube& cube) { return solve_last_layer(cache, cube); },
          [&cache](const CubieCube& cube) { return last_layer_length(cache, cube); }};
}

}  // namespace

Result<Solution> solve_zz_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache) {
  return solve_zz(cube, options, cache, cfop_last_layer(cache));
}

Result<Solution> solve_roux_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache) {
  return solve_roux(cube, options, cache, cfop_last_layer(cache));
}

}  // namespace cubelab
