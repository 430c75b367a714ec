// What every solver returns: the phases in order, each with its moves and recognised case, and the
// whole solution with turns merged across phase boundaries.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/model/alg.hpp"

namespace cubelab {

// How moves are counted: HTM (any face turn is 1) or QTM (a half turn is 2).
enum class Metric { htm, qtm };

struct Phase {
  std::string name;       // "cross", "f2l-1", "oll", "pll", "solve" (one-phase methods), ...
  Alg moves;              // may start with a rotation (counted as 0 moves)
  std::string case_name;  // "OLL 27", "PLL T", "F2L 24", "skip", or empty where no case applies
  int length() const { return htm(moves); }
};

struct Solution {
  std::string method;
  std::vector<Phase> phases;
  Alg moves;  // all phases, simplified where one phase's last turns meet the next one's first
  double ms = 0;
  // Searches that prove a bound (optimal; twophase when its exhaustive short search decides):
  // no solution is shorter than lower_bound, and `optimal` says the answer's length meets it.
  // Other methods leave lower_bound empty.
  std::optional<int> lower_bound;
  bool optimal = false;
  Metric metric = Metric::htm;  // what lower_bound and optimal count (the optimal method in QTM: quarter turns)
  uint64_t nodes = 0;           // search nodes visited, where the search counts them
  int length() const { return htm(moves); }
};

Solution make_solution(std::string method, std::vector<Phase> phases);

// Most threads one two-phase search may use.
constexpr int kMaxSolveThreads = 64;
// Bounds of the search options, the same for every front end (the CLI and the WASM module).
constexpr int kMaxLengthOption = 1000;
constexpr long long kMaxBudgetMsOption = 3'600'000;
constexpr long long kMaxNodesOption = 1LL << 50;

// The front ends' default bound for a QTM search: a first answer within God's number in QTM (26)
// takes seconds on some states, one within 28 far less.
constexpr int kQtmDefaultMaxLength = 28;

struct SolveOptions {
  int max_length = 20;  // two-phase: longest acceptable solution (in `metric`)
  // Two-phase and routes: the metric the search minimises. QTM searches its own tables
  // (tables/two_phase_qtm.hpp) on one thread, without pre-moves or the short search.
  Metric metric = Metric::htm;
  double budget_ms = 0;    // 0: no time limit
  uint64_t max_nodes = 0;  // 0: no node limit
  bool improve = false;    // keep searching for shorter solutions until the budget ends
  int improve_until = 0;   // improving: stop once a solution of at most this many moves is found
  // Two-phase: look for answers of at most 10 moves exhaustively first (so those are optimal).
  // Scramblers, which want any answer within max_length, turn it off: on states a few moves from
  // the phase-2 group (last-layer cases) proving that no 10-move answer exists is most of the time.
  bool short_search = true;
  // Two-phase: threads one search runs on (1..kMaxSolveThreads), given by `parallel`; without it
  // the search runs on the calling thread alone. Without improve the answer is the same for any
  // number. The core starts no threads itself: callers that have them (the native CLI, the
  // threaded WASM build's optimal solve) pass a runner; the plain WASM build has none.
  int threads = 1;
  // Runs job() on `count` threads at once (the calling thread may be one of them) and returns when
  // every run has returned.
  std::function<void(int count, const std::function<void()>& job)> parallel;
  // Runs job() on `threads` threads through `parallel` when the caller gave one, else once here.
  void run_on_threads(const std::function<void()>& job) const {
    if (threads > 1 && parallel)
      parallel(threads, job);
    else
      job();
  }
  // Optimal solver: told after each completed depth bound (no solution of `depth` moves exists)
  // with the nodes visited so far. May be empty.
  std::function<void(int depth, uint64_t nodes)> on_depth;
  // Optimal solver: polled about every 16,000 nodes, from any of the search's threads; true stops
  // the search, which then answers with what it has (the best solution so far and the proven
  // lower bound). May be empty.
  std::function<bool()> should_stop;
  // Optimal solver: the part of one search this call makes, for callers that spread a search over
  // workers that share no memory (the page's worker pool): the jobs (sequences of two first moves)
  // numbered j with j % count == index, and the depths too shallow to be cut into jobs only in
  // share 0. The answer's lower_bound and optimal then speak of this share alone: the caller
  // takes the shortest answer, and the lowest lower bound, over all `count` shares.
  struct Share {
    int index = 0, count = 1;
  } share;
  // Optimal solver in QTM: the first depth bound searched, when above what its table proves: it
  // then finds an answer of about that length rather than proving one (0: prove).
  int min_depth = 0;
  std::string colour = "white";  // cross colour: a colour name, "neutral", or a list "white,yellow"
  uint64_t seed = 0;
  // Two-phase: a solution already known (the inverse of the scramble the user typed). The answer
  // is never longer: when the search's answer is longer (or it finds none within its budget),
  // this is the answer. Ignored when it is not face turns that solve the cube.
  std::optional<Alg> known_solution;
};

}  // namespace cubelab
