// What every solver returns: the phases in order, each with its moves and recognised case, and the
// whole solution with turns merged across phase boundaries.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/notation/alg.hpp"

namespace cubelab {

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
  int length() const { return htm(moves); }
};

Solution make_solution(std::string method, std::vector<Phase> phases);

// Most threads one two-phase search may use.
constexpr int kMaxSolveThreads = 64;
// Bounds of the search options, the same for every front end (the CLI and the WASM module).
constexpr int kMaxLengthOption = 1000;
constexpr long long kMaxBudgetMsOption = 3'600'000;
constexpr long long kMaxNodesOption = 1LL << 50;

struct SolveOptions {
  int max_length = 20;     // two-phase: longest acceptable solution (HTM)
  double budget_ms = 0;    // 0: no time limit
  uint64_t max_nodes = 0;  // 0: no node limit
  bool improve = false;    // keep searching for shorter solutions until the budget ends
  int improve_until = 0;   // improving: stop once a solution of at most this many moves is found
  // Two-phase: threads one search runs on (1..kMaxSolveThreads), given by `parallel`; without it
  // the search runs on the calling thread alone. Without improve the answer is the same for any
  // number. The core starts no threads itself: callers that have them (the native CLI) pass a
  // runner, and the WASM module has none.
  int threads = 1;
  // Runs job() on `count` threads at once (the calling thread may be one of them) and returns when
  // every run has returned.
  std::function<void(int count, const std::function<void()>& job)> parallel;
  std::string colour = "white";  // cross colour: a colour name, "neutral", or a list "white,yellow"
  uint64_t seed = 0;
};

}  // namespace cubelab
