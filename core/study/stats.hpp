// The statistics engine: many seeded solves through one method, summarised per phase and in total
// (histogram of move counts, mean, population standard deviation, min, max, time per solve).
// Sample i of a run with seed s is the random state drawn from Rng(sample_seed(s, i)), so a run
// split into chunks (seed, first, count) on several workers merges into exactly the whole run:
// every summary keeps integer sums, and merging adds them.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"
#include "tables/cache.hpp"

namespace cubelab::stats {

constexpr uint64_t kMaxSamples = 10'000'000;  // one run; larger runs are an error, not a hang

// Move counts (HTM) of one phase or of whole solutions.
struct MoveStats {
  std::map<int, uint64_t> histogram;  // moves -> how many solves
  uint64_t count = 0;
  uint64_t sum = 0;
  uint64_t sum_squares = 0;
  int min = 0;
  int max = 0;

  void add(int moves);
  void merge(const MoveStats& other);
  double mean() const;
  double sd() const;  // population formula
};

// Times in milliseconds: not exact across machines, so plain doubles.
struct TimeStats {
  uint64_t count = 0;
  double sum = 0, sum_squares = 0, min = 0, max = 0;
  void add(double ms);
  void merge(const TimeStats& other);
  double mean() const;
  double sd() const;
};

// The metric a run counts in (core/model/alg.hpp): HTM by default.
enum class Metric { htm, qtm, stm };
Result<Metric> parse_metric(std::string_view name);  // "htm", "qtm" or "stm"
std::string_view metric_name(Metric metric);
int count_moves(const Alg& alg, Metric metric);

// Stages any method passes through, whatever its phases are called: the moves from the start until
// a phase ends with the cross solved ("cross"), with the cross and 1, 2, 3 F2L pairs ("pairs-1",
// "pairs-2", "pairs-3") and with the first two layers ("f2l": cross+F2L), on the face that is down
// at that moment. The published figures (optimal cross, human solvers' cross+F2L, greedy pairs) are
// figures of these stages, so the page compares any method with them by these names.
struct Milestone {
  std::string_view name;   // the key in runs, JSON and links
  std::string_view label;  // what a user reads
};
inline constexpr Milestone kMilestones[] = {{"cross", "Until the cross"},
                                            {"pairs-1", "Until cross + 1 pair"},
                                            {"pairs-2", "Until cross + 2 pairs"},
                                            {"pairs-3", "Until cross + 3 pairs"},
                                            {"f2l", "Cross + F2L"}};
// The milestone's place in kMilestones, or -1 for a name that is not one.
int milestone_rank(std::string_view name);

// The milestones a method's runs report, in order: kMilestones' names, or for a method whose
// milestones are its own phases (MethodInfo::phase_milestones: Roux, ZZ) the names of its phases
// but the last, each the moves until that phase ends (the last would be the total). None for an
// unknown method.
std::vector<std::string> milestone_names(std::string_view method);

struct Run {
  std::string method;
  uint64_t seed = 0;
  Metric metric = Metric::htm;
  std::vector<std::pair<std::string, MoveStats>> phases;      // in solving order
  std::vector<std::pair<std::string, MoveStats>> milestones;  // those reached, in milestone_names order
  MoveStats total;
  TimeStats ms;
  uint64_t samples() const { return total.count; }

  MoveStats& phase(const std::string& name);
  MoveStats& milestone(const std::string& name);
  // Adds another chunk of the same method and seed. Counts and histograms merge exactly.
  void merge(const Run& other);
};

struct RunSpec {
  std::string method;
  SolveOptions options;  // colour etc.; options.seed is ignored, `seed` below is the run's seed
  uint64_t seed = 0;
  uint64_t first = 0;  // samples first .. first + count - 1
  uint64_t count = 0;
  Metric metric = Metric::htm;
};

// Solves samples [first, first + count) of the run; every solution is applied and checked, and
// a wrong one is an Error (as are unknown methods or colours, count 0 or above kMaxSamples).
Result<Run> run(const RunSpec& spec, tables::TableCache& tables);

// Longest solution a run's figures may hold (no method comes near it); bounds imported figures.
constexpr int kMaxSolutionMoves = 1000;

// Chunks that came from outside the core (a worker's message, a saved run, an imported file) merged
// into one run, after checking that each holds together: every histogram key a move count in
// 0..kMaxSolutionMoves, count, sum, sum of squares, min and max exactly what the histogram says,
// times finite and not negative, all chunks of one method and seed, and no more than kMaxSamples
// samples in all. A chunk that fails is an input error naming what is wrong, never a wrong figure.
Result<Run> merge_chunks(const std::vector<Run>& chunks);

// The optimal cross over all 190,080 cross states of one colour: phases {"cross"} and total.
Result<Run> exact_cross(std::string_view colour, tables::TableCache& tables);

// Comparison over random-move scrambles (random_moves) of several lengths; the length
// kRandomState stands for random states (random_state) instead.
constexpr int kRandomState = -1;
struct CompareRow {
  std::string method;
  int scramble_length = 0;
  MoveStats moves;
  TimeStats ms;
};
struct CompareSpec {
  std::vector<std::string> methods;
  std::vector<int> lengths;  // each 0..1000, or kRandomState
  SolveOptions options;
  uint64_t seed = 0;
  uint64_t samples = 0;  // per method and length
  Metric metric = Metric::htm;
};
Result<std::vector<CompareRow>> compare(const CompareSpec& spec, tables::TableCache& tables);

// Samples [first, first + count) of one method and length of a comparison, per phase, as a Run
// whose seed is the comparison's seed: chunks of one method and length merge (merge_chunks) into
// exactly that row of compare() with the same seed, so a page can spread a comparison over workers.
struct CompareChunkSpec {
  std::string method;
  int length = 0;  // 0..1000, or kRandomState
  SolveOptions options;
  uint64_t seed = 0;
  uint64_t first = 0;
  uint64_t count = 0;
  Metric metric = Metric::htm;
};
Result<Run> compare_chunk(const CompareChunkSpec& spec, tables::TableCache& tables);

// Scramble lengths of method-comparison.tsv.
constexpr int kComparisonLengths[] = {5, 10, 15, 20, 25, 40, 60, 80, 100};

}  // namespace cubelab::stats
