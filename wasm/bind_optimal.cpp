// Embind registrations for the optimal solver: its table (built, saved as bytes for an IndexedDB
// cache, loaded back after the header and checksum are checked) and a solve that reports each
// completed depth and can be stopped. Only conversions live here, and in the threaded build the
// runner that gives SolveOptions::parallel its threads; every operation is a core call.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/json/solve_json.hpp"
#include "core/json/tables_json.hpp"
#include "core/model/cube_text.hpp"
#include "core/solvers/composed.hpp"
#include "core/solvers/optimal/optimal.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {
namespace {

bool is_function(const val& v) { return !absent(v) && v.typeOf().as<std::string>() == "function"; }

// buildOptimalTable() -> {ms, bytes}: builds now (reporting through setProgress) rather than on the
// first optimal solve; a no-op when the table is there.
val build_table() {
  const auto start = std::chrono::steady_clock::now();
  const tables::OptimalTable& t = optimal_table(session_tables());
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return js_value(optimal_table_built_json(ms, t.bytes()));
}

bool table_ready() { return session_tables().optimal.ready(); }

// saveOptimalTable() -> Uint8Array (a copy), building the table first if needed.
val save_table() {
  const std::vector<uint8_t> bytes = tables::save_optimal_table(optimal_table(session_tables()));
  val copy = val::global("Uint8Array").new_(bytes.size());
  copy.call<void>("set", val(emscripten::typed_memory_view(bytes.size(), bytes.data())));
  return copy;
}

// loadOptimalTable(Uint8Array) -> {loaded: true} or {error}: damaged, truncated or foreign bytes
// are rejected, and the session keeps (or later builds) its own table.
val load_table(val bytes_arg) {
  if (!bytes_arg.instanceof (val::global("Uint8Array"))) return error_value(Error{"bytes must be a Uint8Array", 0});
  std::vector<uint8_t> bytes(bytes_arg["length"].as<std::size_t>());
  // One copy into the heap (an element-by-element conversion of 139 MB takes seconds).
  val(emscripten::typed_memory_view(bytes.size(), bytes.data())).call<void>("set", bytes_arg);
  auto loaded = tables::load_optimal_table(bytes);
  if (!loaded) return table_error_value(loaded.error());
  session_tables().optimal.set(std::move(loaded).value());
  return js_value(tables_loaded_json());
}

// The threads one search may use: the threaded build's (-pthread) are the Web Workers it starts
// with the module, as many as the cores up to 8 (wasm/CMakeLists.txt's PTHREAD_POOL_SIZE says the
// same); the plain build has the calling thread alone.
#ifdef __EMSCRIPTEN_PTHREADS__
constexpr int kMaxThreads = 8;
int threads_available() { return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxThreads); }
#else
int threads_available() { return 1; }
#endif

// The caller's shouldStop(batches), made safe for the search's threads: only the calling thread
// may call into JS, so the others count their polls and read the flag that the calling thread
// sets from JS's answer.
class StopRequest {
 public:
  explicit StopRequest(val should_stop) : js_(std::move(should_stop)) {}

  // SolveOptions::should_stop: called by every searching thread once per batch of nodes.
  bool poll() {
    batches_.fetch_add(1, std::memory_order_relaxed);
    return std::this_thread::get_id() == caller_ ? ask_js() : requested_.load();
  }

  // On the calling thread: asks JS (with the batches spent so far) and keeps a yes.
  bool ask_js() {
    if (!absent(js_) && js_(static_cast<double>(batches_.load())).as<bool>()) requested_ = true;
    return requested_.load();
  }

 private:
  val js_;
  const std::thread::id caller_ = std::this_thread::get_id();
  std::atomic<uint64_t> batches_{0};
  std::atomic<bool> requested_{false};
};

#ifdef __EMSCRIPTEN_PTHREADS__
// SolveOptions::parallel for the threaded build: `count` threads run the job while the calling
// thread asks JS about stopping every few milliseconds (it runs no job: JS cannot be called from
// the others, and a stop must reach them while they search). The last thread to finish wakes it,
// so a call ends when its job does, not at the next poll (the search calls this once a depth).
void run_on_threads(StopRequest& stop, int count, const std::function<void()>& job) {
  std::mutex mutex;
  std::condition_variable finished;
  int running = count;
  std::vector<std::thread> threads;
  for (int i = 0; i < count; ++i)
    threads.emplace_back([&] {
      job();
      const std::lock_guard lock(mutex);
      if (--running == 0) finished.notify_one();
    });
  std::unique_lock lock(mutex);
  while (!finished.wait_for(lock, std::chrono::milliseconds(5), [&] { return running == 0; })) {
    lock.unlock();
    stop.ask_js();
    lock.lock();
  }
  lock.unlock();
  for (std::thread& t : threads) t.join();
}
#endif

// solveOptimal(input, {budgetMs, maxNodes, onDepth(depth, nodes), shouldStop(batches), threads,
// shareIndex, shareCount}?) -> solve's playback-ready shape (start, each phase's moves, states
// and greying) with optimal, lower_bound, nodes and threads (those it searched on). With
// shareIndex/shareCount the call searches one share of the jobs (SolveOptions::share): its
// optimal and lower_bound speak of that share alone. shouldStop is polled about every 16,000
// nodes on one thread, or every 5 ms with threads (a worker can read a SharedArrayBuffer flag
// there), and told the batches of nodes searched so far; a stopped or budgeted search answers with
// the two-phase solution and the proven lower bound. `threads` beyond threadsAvailable() are not
// an error: the search takes what there is.
val solve_optimal_js(val input_arg, val options_arg) {
  auto input = string_arg(input_arg, "input");
  if (!input) return error_value(input.error());
  auto options = solve_options(options_arg);
  if (!options) return error_value(options.error());
  auto cube = cube_from_text(input.value());
  if (!cube) return error_value(cube.error());
  SolveOptions o = options.value();
  if (!absent(options_arg)) {
    const val on_depth = options_arg["onDepth"], should_stop = options_arg["shouldStop"];
    if (!absent(on_depth) && !is_function(on_depth)) return error_value(Error{"option onDepth must be a function", 0});
    if (!absent(should_stop) && !is_function(should_stop))
      return error_value(Error{"option shouldStop must be a function", 0});
    if (is_function(on_depth))
      o.on_depth = [on_depth](int depth, uint64_t nodes) { on_depth(depth, static_cast<double>(nodes)); };
    const val share_index = options_arg["shareIndex"], share_count = options_arg["shareCount"];
    if (!absent(share_index) || !absent(share_count)) {
      if (share_index.typeOf().as<std::string>() != "number" || share_count.typeOf().as<std::string>() != "number")
        return error_value(Error{"options shareIndex and shareCount must be numbers, given together", 0});
      o.share = {share_index.as<int>(), share_count.as<int>()};
    }
  }
  auto threads = number_option(options_arg, "threads", 1, 1, 1024);
  if (!threads) return error_value(threads.error());
  o.threads = std::min(static_cast<int>(threads.value()), threads_available());
  StopRequest stop(absent(options_arg) ? val::undefined() : options_arg["shouldStop"]);
  o.should_stop = [&stop] { return stop.poll(); };
#ifdef __EMSCRIPTEN_PTHREADS__
  if (o.threads > 1)
    o.parallel = [&stop](int count, const std::function<void()>& job) { run_on_threads(stop, count, job); };
#endif
  auto solution = solve_optimal_method(cube.value().cube, o, session_tables());
  if (!solution) return error_value(solution.error());
  // Ready to play, as solve's answers: the page animates it from this one call.
  return js_value(played_optimal_json(solution.value(), cube.value().cube, input.value(), o.threads));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_optimal) {
  emscripten::function("buildOptimalTable", &build_table);
  emscripten::function("optimalTableReady", &table_ready);
  emscripten::function("saveOptimalTable", &save_table);
  emscripten::function("loadOptimalTable", &load_table);
  emscripten::function("solveOptimal", &solve_optimal_js);
  emscripten::function("threadsAvailable", &threads_available);
  emscripten::function(
      "solveOptimal", +[](val input) { return solve_optimal_js(input, val::undefined()); });
}

}  // namespace cubelab::wasm
