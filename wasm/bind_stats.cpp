// Embind registrations for the statistics engine (core/study/stats.hpp). The page spreads a run over several
// workers: each calls statsChunk for its range of samples and the page hands all chunks to
// statsMerge, which gives exactly the figures of the whole run (the same shape as
// `cubelab stats --json`); statsCombine folds chunks into one for drawing a run as it goes. Only
// conversions live here: the chunks given back are read here, every answer is a core/json/stats_json.hpp
// encoder's; errors come back as {error, column, kind}.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>
#include <vector>

#include "core/json/stats_json.hpp"
#include "core/study/stats.hpp"
#include "wasm/js_values.hpp"

namespace cubelab::wasm {

namespace {

bool is_object(const val& v) { return !absent(v) && v.typeOf().as<std::string>() == "object"; }

// A field that must be a whole number in [0, max] (exact in a double: max <= 2^53); anything else
// (a string, NaN, Infinity, -1, 1.5) is an error naming it, never a conversion out of range.
Result<uint64_t> whole_field(const val& obj, const char* key, double max) {
  const val f = obj[key];
  const double v = f.isNumber() ? f.as<double>() : -1;
  if (!(v >= 0 && v <= max && v == std::floor(v)))
    return Error{std::string("a chunk's ") + key + " must be a whole number between 0 and " +
                 std::to_string(static_cast<uint64_t>(max))};
  return static_cast<uint64_t>(v);
}

// A time field: a number, or -1 (which the core refuses) when it is not one.
double time_field(const val& obj, const char* key) {
  const val f = obj[key];
  return f.isNumber() ? f.as<double>() : -1;
}

constexpr double kMaxExact = 9007199254740991.0;  // 2^53 - 1

Result<stats::MoveStats> moves_of(const val& v) {
  if (!is_object(v) || !is_object(v["histogram"])) return Error{"a chunk's summary must be an object with a histogram"};
  stats::MoveStats s;
  const val keys = val::global("Object").call<val>("keys", v["histogram"]);
  const int n = keys["length"].as<int>();
  for (int i = 0; i < n; ++i) {
    const std::string key = keys[i].as<std::string>();
    int moves = -1;
    const auto [end, problem] = std::from_chars(key.data(), key.data() + key.size(), moves);
    if (problem != std::errc{} || end != key.data() + key.size() || moves < 0 || moves > stats::kMaxSolutionMoves)
      return Error{"a histogram key must be a move count between 0 and 1000"};
    auto count = whole_field(v["histogram"], key.c_str(), static_cast<double>(stats::kMaxSamples));
    if (!count) return count.error();
    s.histogram[moves] = count.value();
  }
  auto count = whole_field(v, "count", kMaxExact);
  if (!count) return count.error();
  auto sum = whole_field(v, "sum", kMaxExact);
  if (!sum) return sum.error();
  auto squares = whole_field(v, "sumSquares", kMaxExact);
  if (!squares) return squares.error();
  auto min = whole_field(v, "min", stats::kMaxSolutionMoves);
  if (!min) return min.error();
  auto max = whole_field(v, "max", stats::kMaxSolutionMoves);
  if (!max) return max.error();
  s.count = count.value();
  s.sum = sum.value();
  s.sum_squares = squares.value();
  s.min = static_cast<int>(min.value());
  s.max = static_cast<int>(max.value());
  return s;
}

Result<stats::Run> run_of_chunk(const val& chunk) {
  if (!is_object(chunk) || !chunk["method"].isString() || !chunk["phases"].isArray())
    return Error{"a chunk must be an object returned by statsChunk"};
  stats::Run run;
  run.method = chunk["method"].as<std::string>();
  auto seed = whole_field(chunk, "seed", kMaxExact);
  if (!seed) return seed.error();
  run.seed = seed.value();
  const int n = chunk["phases"]["length"].as<int>();
  for (int i = 0; i < n; ++i) {
    const val p = chunk["phases"][i];
    auto s = moves_of(p);
    if (!s) return s.error();
    if (!p["name"].isString()) return Error{"a chunk's phase needs a name"};
    run.phase(p["name"].as<std::string>()).merge(s.value());
  }
  // Chunks from before milestones and metrics (saved runs) have neither: HTM, no milestones.
  if (chunk["milestones"].isArray()) {
    const int m = chunk["milestones"]["length"].as<int>();
    for (int i = 0; i < m; ++i) {
      const val p = chunk["milestones"][i];
      auto s = moves_of(p);
      if (!s) return s.error();
      if (!p["name"].isString()) return Error{"a chunk's milestone needs a name"};
      run.milestone(p["name"].as<std::string>()).merge(s.value());
    }
  }
  if (!absent(chunk["metric"])) {
    if (!chunk["metric"].isString()) return Error{"a chunk's metric must be htm, qtm or stm"};
    auto metric = stats::parse_metric(chunk["metric"].as<std::string>());
    if (!metric) return metric.error();
    run.metric = metric.value();
  }
  auto total = moves_of(chunk["total"]);
  if (!total) return total.error();
  run.total = total.value();
  const val ms = chunk["ms"];
  if (is_object(ms)) {
    auto count = whole_field(ms, "count", kMaxExact);
    if (!count) return count.error();
    run.ms.count = count.value();
    run.ms.sum = time_field(ms, "sum");
    run.ms.sum_squares = time_field(ms, "sumSquares");
    run.ms.min = time_field(ms, "min");
    run.ms.max = time_field(ms, "max");
  }
  return run;
}

// options.metric: "htm" (default), "qtm" or "stm".
Result<stats::Metric> metric_of(const val& options) {
  if (!is_object(options) || absent(options["metric"])) return stats::Metric::htm;
  if (!options["metric"].isString()) return Error{"option metric must be htm, qtm or stm", 0};
  return stats::parse_metric(options["metric"].as<std::string>());
}

Result<std::string> colour_of(const val& options) {
  for (const char* key : {"color", "colour"}) {
    if (!is_object(options) || absent(options[key])) continue;
    if (!options[key].isString()) return Error{std::string("option ") + key + " must be a string", 0};
    return options[key].as<std::string>();
  }
  return std::string("white");
}

// The options every chunk call reads: which samples, and how they are solved and counted.
struct ChunkOptions {
  uint64_t seed = 1, first = 0, count = 0;
  std::string colour;
  stats::Metric metric = stats::Metric::htm;
};

Result<ChunkOptions> chunk_options(const val& options, double default_count) {
  auto seed = number_option(options, "seed", 1, 0, 9.007199254740991e15);
  if (!seed) return seed.error();
  auto first = number_option(options, "first", 0, 0, 1e12);
  if (!first) return first.error();
  auto count = number_option(options, "count", default_count, 1, static_cast<double>(stats::kMaxSamples));
  if (!count) return count.error();
  auto colour = colour_of(options);
  if (!colour) return colour.error();
  auto metric = metric_of(options);
  if (!metric) return metric.error();
  return ChunkOptions{static_cast<uint64_t>(seed.value()), static_cast<uint64_t>(first.value()),
                      static_cast<uint64_t>(count.value()), colour.value(), metric.value()};
}

// statsChunk(method, {seed, first, count, colour}): samples first .. first + count - 1 of the run.
val stats_chunk(val method, val options) {
  if (!method.isString()) return error_value(Error{"method must be a string", 0});
  auto o = chunk_options(options, 1000);
  if (!o) return error_value(o.error());
  stats::RunSpec spec{method.as<std::string>(), {}, o.value().seed, o.value().first, o.value().count};
  spec.options.colour = o.value().colour;
  spec.metric = o.value().metric;
  auto run = stats::run(spec, session_tables());
  if (!run) return error_value(run.error());
  return js_value(stats_chunk_json(run.value(), spec.first));
}

// The chunks as one run (checked and merged by the core); `call` names the function in the errors.
Result<stats::Run> merged_chunks(const val& chunks, const char* call, uint64_t& first) {
  if (!chunks.isArray() || chunks["length"].as<int>() == 0)
    return Error{std::string(call) + " needs an array of chunks", 0};
  std::vector<stats::Run> runs;
  const int n = chunks["length"].as<int>();
  for (int i = 0; i < n; ++i) {
    auto run = run_of_chunk(chunks[i]);
    if (!run) return run.error();
    auto chunk_first = whole_field(chunks[i], "first", kMaxExact);
    if (!chunk_first) return chunk_first.error();
    first = i == 0 ? chunk_first.value() : std::min(first, chunk_first.value());
    runs.push_back(std::move(run).value());
  }
  return stats::merge_chunks(runs);
}

// statsMerge([chunk, ...]): the whole run's figures, as `cubelab stats --json` prints them.
val stats_merge(val chunks) {
  uint64_t first = 0;
  auto merged = merged_chunks(chunks, "statsMerge", first);
  if (!merged) return error_value(merged.error());
  return js_value(stats_run_json(merged.value()));
}

// statsCombine([chunk, ...]): one chunk holding them all (exact sums), so that a page drawing a
// long run as it goes merges each new chunk once instead of every chunk at every redraw.
val stats_combine(val chunks) {
  uint64_t first = 0;
  auto merged = merged_chunks(chunks, "statsCombine", first);
  if (!merged) return error_value(merged.error());
  return js_value(stats_chunk_json(merged.value(), first));
}

// stats(method, {samples, seed, colour}): a whole run in this worker.
val stats_run(val method, val options) {
  if (!method.isString()) return error_value(Error{"method must be a string", 0});
  auto samples = number_option(options, "samples", 1000, 1, static_cast<double>(stats::kMaxSamples));
  if (!samples) return error_value(samples.error());
  auto seed = number_option(options, "seed", 1, 0, 9.007199254740991e15);
  if (!seed) return error_value(seed.error());
  auto colour = colour_of(options);
  if (!colour) return error_value(colour.error());
  stats::RunSpec spec{
      method.as<std::string>(), {}, static_cast<uint64_t>(seed.value()), 0, static_cast<uint64_t>(samples.value())};
  spec.options.colour = colour.value();
  auto metric = metric_of(options);
  if (!metric) return error_value(metric.error());
  spec.metric = metric.value();
  auto run = stats::run(spec, session_tables());
  if (!run) return error_value(run.error());
  return js_value(stats_run_json(run.value()));
}

val stats_exact_cross(val colour) {
  std::string c = "white";
  if (!absent(colour)) {
    if (!colour.isString()) return error_value(Error{"colour must be a string", 0});
    c = colour.as<std::string>();
  }
  auto run = stats::exact_cross(c, session_tables());
  if (!run) return error_value(run.error());
  return js_value(stats_run_json(run.value()));
}

Result<int> length_of(const val& v) {
  const double l = v.isNumber() ? v.as<double>() : -2;
  if (!(l == stats::kRandomState || (l >= 0 && l <= 1000 && l == std::floor(l))))
    return Error{"lengths must be whole numbers 0..1000, or -1 for random states", 0};
  return static_cast<int>(l);
}

// statsMilestones() -> [{name, label}]: the milestones runs report (stats_milestones_json).
val stats_milestones() { return js_value(stats_milestones_json()); }

// statsCompare({methods: [...], lengths: [...], samples, seed, colour}) -> {compare: [...], samples, seed}
val stats_compare(val options) {
  if (!is_object(options) || !options["methods"].isArray())
    return error_value(Error{"statsCompare needs {methods: [...]}", 0});
  stats::CompareSpec spec;
  const int n_methods = options["methods"]["length"].as<int>();
  for (int i = 0; i < n_methods; ++i) {
    if (!options["methods"][i].isString()) return error_value(Error{"methods must be strings", 0});
    spec.methods.push_back(options["methods"][i].as<std::string>());
  }
  if (options["lengths"].isArray()) {
    const int n = options["lengths"]["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      auto length = length_of(options["lengths"][i]);
      if (!length) return error_value(length.error());
      spec.lengths.push_back(length.value());
    }
  } else {
    spec.lengths.assign(std::begin(stats::kComparisonLengths), std::end(stats::kComparisonLengths));
  }
  auto samples = number_option(options, "samples", 100, 1, static_cast<double>(stats::kMaxSamples));
  if (!samples) return error_value(samples.error());
  auto seed = number_option(options, "seed", 1, 0, 9.007199254740991e15);
  if (!seed) return error_value(seed.error());
  auto colour = colour_of(options);
  if (!colour) return error_value(colour.error());
  spec.samples = static_cast<uint64_t>(samples.value());
  spec.seed = static_cast<uint64_t>(seed.value());
  spec.options.colour = colour.value();
  auto metric = metric_of(options);
  if (!metric) return error_value(metric.error());
  spec.metric = metric.value();
  auto rows = stats::compare(spec, session_tables());
  if (!rows) return error_value(rows.error());
  return js_value(stats_compare_json(rows.value(), spec.samples, spec.seed));
}

// statsCompareChunk(method, {length, seed, first, count, colour}): samples first .. first+count-1
// of one method and length of a comparison, as a chunk (with its `scramble_length`); chunks of one
// method and length go to statsCompareMerge, or to statsCombine to fold them as a run goes.
val stats_compare_chunk(val method, val options) {
  if (!method.isString()) return error_value(Error{"method must be a string", 0});
  if (!is_object(options)) return error_value(Error{"statsCompareChunk needs {length, seed, first, count}", 0});
  auto length = length_of(options["length"]);
  if (!length) return error_value(length.error());
  auto o = chunk_options(options, 100);
  if (!o) return error_value(o.error());
  stats::CompareChunkSpec spec{method.as<std::string>(), length.value(),  {},
                               o.value().seed,           o.value().first, o.value().count};
  spec.options.colour = o.value().colour;
  spec.metric = o.value().metric;
  auto run = stats::compare_chunk(spec, session_tables());
  if (!run) return error_value(run.error());
  return js_value(stats_compare_chunk_json(run.value(), spec.first, spec.length));
}

// statsCompareMerge([chunk, ...]): the chunks of one method and length as the row `cubelab stats
// --compare --json` prints for them, plus the whole run's figures per phase (`run`, the shape of
// statsMerge) for the histograms.
val stats_compare_merge(val chunks) {
  if (!chunks.isArray() || chunks["length"].as<int>() == 0)
    return error_value(Error{"statsCompareMerge needs an array of chunks", 0});
  auto length = length_of(chunks[0]["scramble_length"]);
  if (!length) return error_value(length.error());
  for (int i = 1; i < chunks["length"].as<int>(); ++i)
    if (!chunks[i]["scramble_length"].isNumber() || chunks[i]["scramble_length"].as<double>() != length.value())
      return error_value(Error{"chunks of different scramble lengths cannot be merged", 0});
  uint64_t first = 0;
  auto merged = merged_chunks(chunks, "statsCompareMerge", first);
  if (!merged) return error_value(merged.error());
  return js_value(stats_compare_merge_json(merged.value(), length.value()));
}

}  // namespace

EMSCRIPTEN_BINDINGS(cubelab_stats) {
  emscripten::function("stats", &stats_run);
  emscripten::function("statsChunk", &stats_chunk);
  emscripten::function("statsMerge", &stats_merge);
  emscripten::function("statsCombine", &stats_combine);
  emscripten::function("statsExactCross", &stats_exact_cross);
  emscripten::function(
      "statsExactCross", +[]() { return stats_exact_cross(val::undefined()); });
  emscripten::function("statsCompare", &stats_compare);
  emscripten::function("statsCompareChunk", &stats_compare_chunk);
  emscripten::function("statsCompareMerge", &stats_compare_merge);
  emscripten::function("statsMilestones", &stats_milestones);
}

}  // namespace cubelab::wasm
