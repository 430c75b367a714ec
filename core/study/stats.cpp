#include "core/study/stats.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <utility>

#include "core/model/orientation.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/cfop/methods.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/common/predicates.hpp"
#include "core/solvers/methods.hpp"

namespace cubelab::stats {

void MoveStats::add(int moves) {
  ++histogram[moves];
  min = count == 0 ? moves : std::min(min, moves);
  max = count == 0 ? moves : std::max(max, moves);
  ++count;
  sum += static_cast<uint64_t>(moves);
  sum_squares += static_cast<uint64_t>(moves) * static_cast<uint64_t>(moves);
}

void MoveStats::merge(const MoveStats& other) {
  if (other.count == 0) return;
  for (const auto& [moves, n] : other.histogram) histogram[moves] += n;
  min = count == 0 ? other.min : std::min(min, other.min);
  max = count == 0 ? other.max : std::max(max, other.max);
  count += other.count;
  sum += other.sum;
  sum_squares += other.sum_squares;
}

double MoveStats::mean() const { return count == 0 ? 0 : static_cast<double>(sum) / static_cast<double>(count); }

// n * sum_squares - sum^2 in 128 bits: exact for kMaxSamples solves of kMaxSolutionMoves moves
// (10^7 * 10^13 = 10^20 would wrap in 64 bits).
double MoveStats::sd() const {
  if (count == 0) return 0;
  __extension__ typedef unsigned __int128 Wide;  // GCC and clang (Emscripten's too) have it
  const Wide squares = static_cast<Wide>(count) * sum_squares, square_of_sum = static_cast<Wide>(sum) * sum;
  const Wide spread = squares > square_of_sum ? squares - square_of_sum : 0;
  return std::sqrt(static_cast<double>(spread)) / static_cast<double>(count);
}

void TimeStats::add(double ms) {
  min = count == 0 ? ms : std::min(min, ms);
  max = count == 0 ? ms : std::max(max, ms);
  ++count;
  sum += ms;
  sum_squares += ms * ms;
}

void TimeStats::merge(const TimeStats& other) {
  if (other.count == 0) return;
  min = count == 0 ? other.min : std::min(min, other.min);
  max = count == 0 ? other.max : std::max(max, other.max);
  count += other.count;
  sum += other.sum;
  sum_squares += other.sum_squares;
}

double TimeStats::mean() const { return count == 0 ? 0 : sum / static_cast<double>(count); }

double TimeStats::sd() const {
  if (count == 0) return 0;
  const double m = mean();
  return std::sqrt(std::max(0.0, sum_squares / static_cast<double>(count) - m * m));
}

Result<Metric> parse_metric(std::string_view name) {
  if (name == "htm") return Metric::htm;
  if (name == "qtm") return Metric::qtm;
  if (name == "stm") return Metric::stm;
  return Error{"unknown metric '" + std::string(name) + "' (htm, qtm or stm)", 0};
}

std::string_view metric_name(Metric metric) {
  return metric == Metric::qtm ? "qtm" : metric == Metric::stm ? "stm" : "htm";
}

int count_moves(const Alg& alg, Metric metric) {
  return metric == Metric::qtm ? qtm(alg) : metric == Metric::stm ? stm(alg) : htm(alg);
}

namespace {

MoveStats& named(std::vector<std::pair<std::string, MoveStats>>& list, const std::string& name) {
  for (auto& [n, s] : list)
    if (n == name) return s;
  list.emplace_back(name, MoveStats{});
  return list.back().second;
}

}  // namespace

MoveStats& Run::phase(const std::string& name) { return named(phases, name); }

int milestone_rank(std::string_view name) {
  for (int i = 0; i < static_cast<int>(std::size(kMilestones)); ++i)
    if (kMilestones[i].name == name) return i;
  return -1;
}

namespace {

// The method's registry entry, if it is one.
std::optional<MethodInfo> method_info(std::string_view method) {
  for (MethodInfo& info : method_infos())
    if (info.name == method) return std::move(info);
  return std::nullopt;
}

bool has_phase_milestones(std::string_view method) {
  const auto info = method_info(method);
  return info && info->phase_milestones;
}

}  // namespace

std::vector<std::string> milestone_names(std::string_view method) {
  const auto info = method_info(method);
  if (!info) return {};
  if (!info->phase_milestones) {
    std::vector<std::string> names;
    for (const Milestone& m : kMilestones) names.emplace_back(m.name);
    return names;
  }
  return {info->phases.begin(), info->phases.end() - (info->phases.empty() ? 0 : 1)};
}

namespace {

// The milestone's place in the method's milestone_names, or -1 for a name that is not one.
int milestone_rank(const std::vector<std::string>& names, std::string_view name) {
  const auto at = std::find(names.begin(), names.end(), name);
  return at == names.end() ? -1 : static_cast<int>(at - names.begin());
}

}  // namespace

// Kept in the method's milestone order whatever order chunks bring them in.
MoveStats& Run::milestone(const std::string& name) {
  const std::vector<std::string> names = milestone_names(method);
  auto at = milestones.begin();
  while (at != milestones.end() && milestone_rank(names, at->first) < milestone_rank(names, name)) ++at;
  if (at != milestones.end() && at->first == name) return at->second;
  return milestones.insert(at, {name, MoveStats{}})->second;
}

void Run::merge(const Run& other) {
  for (const auto& [name, s] : other.phases) phase(name).merge(s);
  for (const auto& [name, s] : other.milestones) milestone(name).merge(s);
  total.merge(other.total);
  ms.merge(other.ms);
}

namespace {

Result<bool> check_count(uint64_t count) {
  if (count == 0) return Error{"the number of samples must be at least 1"};
  if (count > kMaxSamples) return Error{"at most 10,000,000 samples per run (split larger runs into chunks)"};
  return true;
}

// Whole-cube methods must solve the cube; the phase solvers only what they name.
bool answer_holds(const std::string& method, const CubieCube& cube, const Solution& solution) {
  const CubieCube after = apply_alg(cube, solution.moves);
  if (method != "cross" && method != "xcross") return after.is_solved_any_orientation();
  const CubieCube home = recolour_to_home(after);
  if (!cross_solved(home)) return false;
  if (method == "cross") return true;
  for (int k = 0; k < kPairs; ++k)
    if (pair_solved(home, k)) return true;
  return false;
}

// How far a cube is through the first two layers, on its down face: -1 no cross, 0 the cross,
// 1..4 the cross and that many pairs (4: F2L).
int stage_of(const CubieCube& cube) {
  const CubieCube home = recolour_to_home(cube);
  if (!cross_solved(home)) return -1;
  int pairs = 0;
  for (int k = 0; k < kPairs; ++k) pairs += pair_solved(home, k) ? 1 : 0;
  return pairs;
}

// A method with its own milestones: the moves until each of them (a phase of its own) ends.
void add_phase_milestones(Run& run, const Solution& solution, const std::vector<std::string>& names) {
  int moves = 0;
  for (const Phase& p : solution.phases) {
    moves += count_moves(p.moves, run.metric);
    if (std::find(names.begin(), names.end(), p.name) != names.end()) run.milestone(p.name).add(moves);
  }
}

// The milestones a solution reaches at the ends of its phases, with the moves so far: the method's
// own, or the kMilestones stages reached.
void add_milestones(Run& run, CubieCube cube, const Solution& solution) {
  if (has_phase_milestones(run.method)) return add_phase_milestones(run, solution, milestone_names(run.method));
  int moves = 0, reached = -1;
  for (const Phase& p : solution.phases) {
    cube = apply_alg(cube, p.moves);
    moves += count_moves(p.moves, run.metric);
    for (const int stage = stage_of(cube); reached < stage;)
      run.milestone(std::string(kMilestones[++reached].name)).add(moves);
  }
}

// Solves one cube, checks the answer and adds it to `run`, counted in the run's metric.
Result<bool> add_solve(Run& run, const CubieCube& cube, const std::string& method, const SolveOptions& options,
                       tables::TableCache& tables) {
  auto solution = solve_with(method, cube, options, tables);
  if (!solution) return solution.error();
  if (!answer_holds(method, cube, solution.value())) return Error{"method " + method + " returned a wrong solution"};
  for (const Phase& p : solution->phases) run.phase(p.name).add(count_moves(p.moves, run.metric));
  add_milestones(run, cube, solution.value());
  run.total.add(count_moves(solution->moves, run.metric));
  run.ms.add(solution->ms);
  return true;
}

// Builds the method's tables outside the timed solves, so that ms per solve is the solving alone.
void warm_up(const std::string& method, const SolveOptions& options, tables::TableCache& tables) {
  (void)solve_with(method, CubieCube{}, options, tables);
}

// Solves samples spec.first .. spec.first + spec.count - 1 into one run, each answer applied and
// checked; sample(i) gives sample i's cube and the options it is solved with.
template <typename Sample>
Result<Run> solve_samples(const RunSpec& spec, tables::TableCache& tables, Sample sample) {
  if (auto ok = check_count(spec.count); !ok) return ok.error();
  if (spec.first > kMaxSamples * 1000) return Error{"the first sample index is too large"};
  Run result;
  result.method = spec.method;
  result.seed = spec.seed;
  result.metric = spec.metric;
  warm_up(spec.method, spec.options, tables);
  for (uint64_t i = spec.first; i < spec.first + spec.count; ++i) {
    const auto [cube, options] = sample(i);
    auto added = add_solve(result, cube, spec.method, options, tables);
    if (!added) return added.error();
  }
  return result;
}

}  // namespace

Result<Run> run(const RunSpec& spec, tables::TableCache& tables) {
  return solve_samples(spec, tables, [&](uint64_t i) {
    Rng rng(sample_seed(spec.seed, i));
    return std::pair{random_state(rng), spec.options};
  });
}

namespace {

// Figures from outside: each must be exactly what its histogram says (see merge_chunks).
Result<bool> check_moves(const MoveStats& s, const std::string& what) {
  const auto bad = [&](const std::string& why) { return Error{"chunk " + what + ": " + why}; };
  uint64_t count = 0, sum = 0, squares = 0;
  for (const auto& [moves, n] : s.histogram) {
    if (moves < 0 || moves > kMaxSolutionMoves)
      return bad("move count " + std::to_string(moves) + " is not between 0 and 1000");
    if (n == 0 || n > kMaxSamples) return bad("a histogram count is not between 1 and 10,000,000");
    count += n;  // at most 1001 keys of 10^7: no overflow, nor in the sums below
    sum += n * static_cast<uint64_t>(moves);
    squares += n * static_cast<uint64_t>(moves) * static_cast<uint64_t>(moves);
  }
  if (count != s.count) return bad("count does not match the histogram");
  if (sum != s.sum || squares != s.sum_squares) return bad("sums do not match the histogram");
  const int min = s.histogram.empty() ? 0 : s.histogram.begin()->first;
  const int max = s.histogram.empty() ? 0 : s.histogram.rbegin()->first;
  if (s.min != min || s.max != max) return bad("min or max does not match the histogram");
  return true;
}

Result<bool> check_chunk(const Run& run) {
  if (auto ok = check_moves(run.total, "total"); !ok) return ok;
  if (run.total.count > kMaxSamples) return Error{"a chunk holds more than 10,000,000 samples"};
  for (const auto& [name, s] : run.phases)
    if (auto ok = check_moves(s, "phase '" + name + "'"); !ok) return ok;
  for (const auto& [name, s] : run.milestones) {
    if (milestone_rank(milestone_names(run.method), name) < 0)
      return Error{"chunk: unknown milestone '" + name + "' for method '" + run.method + "'"};
    if (auto ok = check_moves(s, "milestone '" + name + "'"); !ok) return ok;
  }
  const TimeStats& t = run.ms;
  for (double v : {t.sum, t.sum_squares, t.min, t.max})
    if (!std::isfinite(v) || v < 0) return Error{"chunk times must be finite and not negative"};
  if (t.count > run.total.count || t.min > t.max) return Error{"chunk times do not hold together"};
  return true;
}

}  // namespace

Result<Run> merge_chunks(const std::vector<Run>& chunks) {
  if (chunks.empty()) return Error{"no chunks to merge"};
  Run merged;
  merged.method = chunks.front().method;
  merged.seed = chunks.front().seed;
  merged.metric = chunks.front().metric;
  for (const Run& chunk : chunks) {
    if (auto ok = check_chunk(chunk); !ok) return ok.error();
    if (chunk.method != merged.method || chunk.seed != merged.seed)
      return Error{"chunks of different methods or seeds cannot be merged", 0};
    if (chunk.metric != chunks.front().metric) return Error{"chunks counted in different metrics cannot be merged", 0};
    if (merged.total.count + chunk.total.count > kMaxSamples)
      return Error{"the chunks hold more than 10,000,000 samples in all"};
    merged.merge(chunk);
  }
  return merged;
}

Result<Run> exact_cross(std::string_view colour, tables::TableCache& tables) {
  auto colours = parse_cross_colours(colour);
  if (!colours) return colours.error();
  if (colours->size() != 1) return Error{"the exact cross distribution is for one colour at a time"};
  const auto start = std::chrono::steady_clock::now();
  const tables::CrossTable& table = cross_table(tables);
  Run result;
  result.method = "cross";
  MoveStats& cross = result.phase("cross");
  // Every cross state once: the colour only renames the pieces, so each colour gives this table.
  for (uint32_t dense = 0; dense < tables::kCrossStates; ++dense) cross.add(table(tables::cross_edges_of_dense(dense)));
  result.total = cross;
  result.milestone("cross") = cross;
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  result.ms.count = cross.count;
  result.ms.sum = ms;
  return result;
}

namespace {

// Sample i of a comparison at one length, as the cube a user would type: random moves from their
// own stream per length, so every method meets the same scrambles; random states from a stream no
// length uses.
CubeFromText compare_sample(uint64_t seed, int length, uint64_t i) {
  if (length == kRandomState) {
    Rng rng(sample_seed(sample_seed(seed, ~uint64_t{0}), i));
    return CubeFromText{random_state(rng), CubeTextKind::facelets, {}};
  }
  Rng rng(sample_seed(sample_seed(seed, static_cast<uint64_t>(length)), i));
  Alg moves = random_moves(rng, length);
  return CubeFromText{state_of(moves), CubeTextKind::moves, moves};
}

Result<bool> check_length(int length) {
  if (length == kRandomState || (length >= 0 && length <= 1000)) return true;
  return Error{"scramble lengths must be between 0 and 1000 (or random states)"};
}

}  // namespace

Result<Run> compare_chunk(const CompareChunkSpec& spec, tables::TableCache& tables) {
  if (auto ok = check_length(spec.length); !ok) return ok.error();
  const RunSpec run{spec.method, spec.options, spec.seed, spec.first, spec.count, spec.metric};
  return solve_samples(run, tables, [&](uint64_t i) {
    // The scramble is known, as when typed in the page: two-phase answers nothing longer.
    const CubeFromText sample = compare_sample(spec.seed, spec.length, i);
    SolveOptions options = spec.options;
    if (sample.kind == CubeTextKind::moves) options.known_solution = invert(sample.moves);
    return std::pair{sample.cube, options};
  });
}

Result<std::vector<CompareRow>> compare(const CompareSpec& spec, tables::TableCache& tables) {
  auto ok = check_count(spec.samples);
  if (!ok) return ok.error();
  if (spec.methods.empty() || spec.lengths.empty()) return Error{"compare needs at least one method and one length"};
  if (spec.samples * spec.methods.size() * spec.lengths.size() > kMaxSamples)
    return Error{"at most 10,000,000 solves per comparison"};
  std::vector<CompareRow> rows;
  for (const std::string& method : spec.methods) {
    for (int length : spec.lengths) {
      auto run = compare_chunk({method, length, spec.options, spec.seed, 0, spec.samples, spec.metric}, tables);
      if (!run) return run.error();
      rows.push_back(CompareRow{method, length, run->total, run->ms});
    }
  }
  return rows;
}

}  // namespace cubelab::stats
