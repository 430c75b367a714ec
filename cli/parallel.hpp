// Runs one job on several threads: what the native programs (CLI, tests, benchmarks) give
// SolveOptions::parallel so that one two-phase search uses several cores. The core starts no
// threads itself (the WASM module has none).
#pragma once

#include <functional>
#include <system_error>
#include <thread>
#include <vector>

namespace cubelab::cli {

// job() on the calling thread and count - 1 others; returns when all have returned. If the system
// will not start a thread, the job runs on those that did start (the search's answer is the same).
inline void run_on_threads(int count, const std::function<void()>& job) {
  std::vector<std::thread> helpers;
  try {
    for (int i = 1; i < count; ++i) helpers.emplace_back(job);
  } catch (const std::system_error&) {
    // fewer helpers
  }
  job();
  for (std::thread& t : helpers) t.join();
}

}  // namespace cubelab::cli
