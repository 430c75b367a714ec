#include "core/solvers/twophase/method.hpp"

#include <optional>
#include <string>
#include <tuple>

#include "core/model/orientation.hpp"
#include "core/solvers/common/antipodal_halves.hpp"
#include "core/solvers/twophase/two_phase_common.hpp"
#include "core/solvers/twophase/two_phase_qtm.hpp"

namespace cubelab {

Result<TwoPhaseAnswer> solve_two_phase_in_metric(const CubieCube& cube, const SolveOptions& options,
                                                 tables::TableCache& cache) {
  if (options.metric == Metric::qtm) {
    // The superflip, improving with a budget that can reach its 24q answer (else the antipodal
    // table's few seconds of building would be spent for nothing).
    const bool budget_fits =
        options.max_nodes ? options.max_nodes >= kAntipodalSuperflipNodes : options.budget_ms >= kAntipodalSuperflipMs;
    const bool halves = options.improve && budget_fits && is_central(recolour_to_home(cube));
    return solve_two_phase_qtm(cube, options, two_phase_tables(cache), two_phase_qtm_tables(cache),
                               halves ? &antipodal_corner_table(cache, two_phase_tables(cache)) : nullptr);
  }
  // The optimal solver's table, when the caller already has it (never built for this): the same
  // answers in less time.
  TwoPhasePruning pruning;
  pruning.phase1_distance = cache.optimal.if_ready();
  return solve_two_phase(cube, options, two_phase_tables(cache), pruning);
}

namespace {

using two_phase_detail::split_at_phase2;

// The time a first-answer search may take after an improvement budget ended without any answer.
constexpr double kFirstAnswerFallbackMs = 2000;

// A length in the metric the search minimises (its max_length and answers are in it).
int length_in_metric(const Alg& moves, Metric metric) { return metric == Metric::qtm ? qtm(moves) : htm(moves); }

// The known solution (SolveOptions::known_solution), simplified, when it is face turns (as the
// search's answers are) that solve `cube` within the caller's max_length.
std::optional<Alg> usable_known_solution(const CubieCube& cube, const SolveOptions& options) {
  if (!options.known_solution) return std::nullopt;
  Alg known = simplify(*options.known_solution);
  for (const Move& m : known)
    if (kind_of(m.base) != MoveKind::Face) return std::nullopt;
  if (length_in_metric(known, options.metric) > options.max_length ||
      !apply_alg(cube, known).is_solved_any_orientation())
    return std::nullopt;
  return known;
}

}  // namespace

Result<Solution> solve_twophase_method(const CubieCube& cube, const SolveOptions& options, tables::TableCache& cache) {
  // The search runs as asked (bounding it by the known length would make it prove, at great cost,
  // that nothing shorter exists within its bound); a known solution shorter than its answer wins.
  const std::optional<Alg> known = usable_known_solution(cube, options);
  auto answer = solve_two_phase_in_metric(cube, options, cache);
  if (!answer && options.improve && answer.error().kind == ErrorKind::budget) {
    // An improvement budget is for improving: when it runs out before any answer (a short node
    // budget on a hard state), search for a first answer as without improve.
    SolveOptions first = options;
    first.improve = false;
    // Bounded all the same: a search may not run without limit on a user's or a fuzzer's options.
    first.max_nodes = 0;
    first.budget_ms = kFirstAnswerFallbackMs;
    answer = solve_two_phase_in_metric(cube, first, cache);
  }
  if (known && (!answer || answer.value().length > length_in_metric(*known, options.metric))) {
    TwoPhaseAnswer fallback;
    std::tie(fallback.phase1, fallback.phase2) = split_at_phase2(*known);
    fallback.length = length_in_metric(*known, options.metric);
    answer = fallback;
  }
  if (!answer) return answer.error();
  Solution s = make_solution(
      "twophase", {Phase{"phase 1", answer.value().phase1, ""}, Phase{"phase 2", answer.value().phase2, ""}});
  s.ms = answer.value().ms;
  s.nodes = answer.value().nodes;
  if (answer.value().optimal) {  // the exhaustive short search found it: no shorter answer exists
    s.lower_bound = s.length();
    s.optimal = true;
  }
  return s;
}

}  // namespace cubelab
