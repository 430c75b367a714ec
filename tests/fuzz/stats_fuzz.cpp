// Statistics chunks from outside (a worker's message, a saved or imported run) through the core's
// merge_chunks: arbitrary histograms, counts, sums, extremes and times. Either an input error, or
// merged figures that hold together: the count is the sum of the chunks', the mean lies between min
// and max, the standard deviation is finite and not above half the range.
#include <cmath>
#include <cstring>
#include <vector>

#include "core/study/stats.hpp"
#include "tests/fuzz/fuzz.hpp"

using namespace cubelab;

namespace {

// Reads fixed-size fields off the input, zeros once it runs out.
struct Reader {
  const uint8_t* data;
  std::size_t size;
  template <class T>
  T next() {
    T v{};
    const std::size_t n = std::min(sizeof(T), size);
    std::memcpy(&v, data, n);
    data += n, size -= n;
    return v;
  }
};

// Mostly consistent figures (from a histogram), sometimes with one field overwritten.
stats::MoveStats moves_from(Reader& r) {
  stats::MoveStats s;
  const int keys = r.next<uint8_t>() % 6;
  for (int k = 0; k < keys; ++k) {
    const int moves = r.next<int16_t>() % 1100;
    const uint64_t n = r.next<uint32_t>() % 20'000'000;
    if (n == 0 || moves < 0) {
      s.histogram[moves] += n;  // a key or count no run makes
      continue;
    }
    stats::MoveStats one;  // n solves of `moves` moves, as a run records them
    one.histogram[moves] = n;
    one.count = n, one.sum = n * moves, one.sum_squares = n * moves * moves, one.min = one.max = moves;
    s.merge(one);
  }
  switch (r.next<uint8_t>() % 8) {
    case 0:
      s.count = r.next<uint64_t>();
      break;
    case 1:
      s.sum = r.next<uint64_t>();
      break;
    case 2:
      s.sum_squares = r.next<uint64_t>();
      break;
    case 3:
      s.min = r.next<int>();
      break;
    case 4:
      s.max = r.next<int>();
      break;
    default:
      break;
  }
  return s;
}

stats::Run run_from(Reader& r) {
  stats::Run run;
  run.method = r.next<uint8_t>() % 8 == 0 ? "beginner" : "cfop";
  run.seed = r.next<uint8_t>() % 8 == 0;
  const int phases = r.next<uint8_t>() % 4;
  for (int p = 0; p < phases; ++p) run.phase(p % 2 ? "cross" : "oll") = moves_from(r);
  run.total = moves_from(r);
  run.ms.count = r.next<uint8_t>() % 2 ? run.total.count : r.next<uint64_t>();
  run.ms.sum = r.next<double>();
  run.ms.sum_squares = r.next<double>();
  run.ms.min = r.next<float>();
  run.ms.max = r.next<float>();
  return run;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  Reader r{data, size};
  std::vector<stats::Run> chunks(r.next<uint8_t>() % 5);
  for (auto& c : chunks) c = run_from(r);
  auto merged = stats::merge_chunks(chunks);
  if (!merged) {
    FUZZ_EXPECT(!merged.error().message.empty() && merged.error().kind == ErrorKind::input);
    return 0;
  }
  uint64_t count = 0;
  for (const auto& c : chunks) count += c.total.count;
  const stats::MoveStats& t = merged->total;
  FUZZ_EXPECT(t.count == count && count <= stats::kMaxSamples);
  if (count == 0) return 0;
  FUZZ_EXPECT(t.mean() >= t.min && t.mean() <= t.max);
  FUZZ_EXPECT(std::isfinite(t.sd()) && t.sd() <= (t.max - t.min) / 2.0 + 1e-9);
  return 0;
}
