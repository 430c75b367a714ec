// Runs one job on several threads: what the native programs (the CLI, tests, benchmarks) give
// SolveOptions::parallel and TableCache::parallel so that one search or table build uses several
// cores. The core starts no threads itself (the plain WASM build has none). The threaded WASM build
// has its own runner (wasm/bind_optimal.cpp): there the calling thread must stay free to ask JS
// whether to stop, so it takes no share of the job, and its threads are Emscripten's Web Workers;
// one runner for both would need that mode here and Emscripten in a native library, for 25 lines.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace cubelab::native {

// Helper threads kept from one job to the next: a typical solve takes about a millisecond, and
// starting and joining a thread for each cost 50 us on the 2-core test machine, before the new
// thread had even started working.
class HelperThreads {
 public:
  HelperThreads() = default;
  HelperThreads(const HelperThreads&) = delete;
  HelperThreads& operator=(const HelperThreads&) = delete;
  ~HelperThreads() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
      ++generation_;
    }
    wake_.notify_all();
    for (std::thread& t : threads_) t.join();
  }

  // job() on the calling thread and count - 1 helpers; returns when all have returned. If the
  // system will not start a thread, the job runs on those there are (the search's answer is the
  // same). Calls from several threads take turns.
  void run(int count, const std::function<void()>& job) {
    std::lock_guard one_job_at_a_time(run_mutex_);
    add_helpers(count - 1);
    {
      std::lock_guard lock(mutex_);
      job_ = &job;
      wanted_ = std::min(count - 1, static_cast<int>(threads_.size()));
      running_ = wanted_;
      ++generation_;
    }
    wake_.notify_all();
    job();
    // The helpers finish at about the same time as this thread: wait awake for them too.
    const auto awake_until = std::chrono::steady_clock::now() + kAwake;
    while (running_.load() != 0 && std::chrono::steady_clock::now() < awake_until) std::this_thread::yield();
    std::unique_lock lock(mutex_);
    done_.wait(lock, [&] { return running_ == 0; });
    job_ = nullptr;
  }

 private:
  static constexpr std::chrono::milliseconds kAwake{1};

  void add_helpers(int count) {
    uint64_t generation = 0;  // before the next job's: a new helper must not miss that job
    {
      std::lock_guard lock(mutex_);
      generation = generation_;
    }
    try {
      while (static_cast<int>(threads_.size()) < count) {
        const int index = static_cast<int>(threads_.size());
        threads_.emplace_back([this, index, generation] { serve(index, generation); });
      }
    } catch (const std::system_error&) {
      // fewer helpers
    }
  }

  // Helper `index` runs each job after `seen` that wants at least index + 1 helpers.
  void serve(int index, uint64_t seen) {
    std::unique_lock lock(mutex_);
    for (;;) {
      // Stay awake for a moment before sleeping (as OpenMP runtimes do): on the 2-core test
      // machine a sleeping helper woke 170 us after the job was posted at the median, often only
      // once the calling thread's share was done, while an awake one starts within 2 us; solves
      // in a batch come back to back.
      lock.unlock();
      const auto awake_until = std::chrono::steady_clock::now() + kAwake;
      while (generation_.load() == seen && std::chrono::steady_clock::now() < awake_until) std::this_thread::yield();
      lock.lock();
      wake_.wait(lock, [&] { return generation_ != seen; });
      seen = generation_;
      if (stopping_) return;
      if (index >= wanted_) continue;
      const std::function<void()>& job = *job_;
      lock.unlock();
      job();
      lock.lock();
      if (--running_ == 0) done_.notify_one();
    }
  }

  std::mutex run_mutex_;
  std::mutex mutex_;  // guards what follows
  std::condition_variable wake_, done_;
  const std::function<void()>* job_ = nullptr;
  int wanted_ = 0;
  std::atomic<int> running_{0};          // helpers still on the job: written under mutex_
  std::atomic<uint64_t> generation_{0};  // written under mutex_, read without it while awake
  bool stopping_ = false;
  std::vector<std::thread> threads_;  // only run() adds to it, under run_mutex_
};

// The process's helper threads (started on first use, joined at exit).
inline void run_on_threads(int count, const std::function<void()>& job) {
  static HelperThreads helpers;
  helpers.run(count, job);
}

}  // namespace cubelab::native
