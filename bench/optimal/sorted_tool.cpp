// The sorted-slice optimal table (tables/optimal_sorted.hpp) from the command line, native only:
// build it to a file, print its distance histogram (and the current table's, to compare), and solve
// with it. `solve` takes the arguments bench/optimal/inverse.mjs gives `cubelab solve` and prints
// the same JSON fields, so the two binaries can be compared state by state.
//   optimal_sorted build --out FILE [--threads 2]
//   optimal_sorted hist --table FILE            (the sorted table's histogram)
//   optimal_sorted hist-current --table FILE    (the current table's, from `cubelab tables --build optimal`)
//   optimal_sorted solve --table FILE --scramble ALG [--budget-ms MS] [--no-inverse] [--no-tight]
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "cli/parallel.hpp"
#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/move.hpp"
#include "core/solvers/optimal/optimal_sorted.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "tables/cache.hpp"
#include "tables/optimal_sorted.hpp"

namespace {

using namespace cubelab;

std::string arg(int argc, char** argv, const std::string& name, const std::string& fallback = "") {
  for (int i = 2; i + 1 < argc; ++i)
    if (argv[i] == name) return argv[i + 1];
  return fallback;
}
bool flag(int argc, char** argv, const std::string& name) {
  for (int i = 2; i < argc; ++i)
    if (argv[i] == name) return true;
  return false;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

void print_histogram(const std::vector<uint64_t>& count) {
  uint64_t total = 0;
  double sum = 0;
  for (std::size_t d = 0; d < count.size(); ++d) total += count[d], sum += static_cast<double>(d * count[d]);
  for (std::size_t d = 0; d < count.size(); ++d)
    if (count[d]) std::printf("%2zu %14llu\n", d, static_cast<unsigned long long>(count[d]));
  std::printf("entries %llu mean %.4f\n", static_cast<unsigned long long>(total), sum / static_cast<double>(total));
}

// The file mapped read-only and faulted in up front (MAP_POPULATE): from the page cache a load is
// about a second instead of the 11 s (mostly system time) of reading 3.3 GB into a vector.
int load(const std::string& path, tables::OptimalSortedTable& t) {
  const auto start = std::chrono::steady_clock::now();
  t = tables::empty_optimal_sorted_table();
  const int fd = open(path.c_str(), O_RDONLY);
  struct stat st {};
  if (fd < 0 || fstat(fd, &st) != 0) {
    std::fprintf(stderr, "%s: cannot open\n", path.c_str());
    return 2;
  }
  const auto size = static_cast<std::size_t>(st.st_size);
  void* mapped = mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
  close(fd);
  if (mapped == MAP_FAILED) {
    std::fprintf(stderr, "%s: cannot map\n", path.c_str());
    return 2;
  }
  const std::span<const uint8_t> bytes(static_cast<const uint8_t*>(mapped), size);  // kept until exit
  if (auto ok = tables::set_optimal_sorted_view(t, bytes); !ok) {
    std::fprintf(stderr, "%s\n", ok.error().message.c_str());
    return 2;
  }
  std::fprintf(stderr, "loaded in %.1f s\n", seconds_since(start));
  return 0;
}

int build(int argc, char** argv) {
  const std::string out = arg(argc, argv, "--out");
  const int threads = std::stoi(arg(argc, argv, "--threads", "2"));
  const auto start = std::chrono::steady_clock::now();
  const tables::Progress progress = [&](const std::string&, double f) {
    std::fprintf(stderr, "%.1f s: %.4f filled\n", seconds_since(start), f);
  };
  const tables::OptimalSortedTable t = tables::build_optimal_sorted_table(progress, threads, cli::run_on_threads);
  std::fprintf(stderr, "built in %.1f s, %d classes, %zu bytes\n", seconds_since(start), t.classes(), t.nibbles.size());
  std::ofstream file(out, std::ios::binary);
  file.write(reinterpret_cast<const char*>(t.nibbles.data()), static_cast<std::streamsize>(t.nibbles.size()));
  print_histogram(tables::optimal_sorted_histogram(t));
  return file ? 0 : 2;
}

int solve(int argc, char** argv) {
  tables::OptimalSortedTable t;
  if (int rc = load(arg(argc, argv, "--table"), t)) return rc;
  auto cube = cube_from_text(arg(argc, argv, "--scramble"));
  if (!cube) {
    std::fprintf(stderr, "%s\n", cube.error().message.c_str());
    return 2;
  }
  tables::TableCache cache;
  const tables::TwoPhaseTables& two_phase = two_phase_tables(cache);
  SolveOptions options;
  options.budget_ms = std::stod(arg(argc, argv, "--budget-ms", "0"));
  if (flag(argc, argv, "--progress"))
    options.on_depth = [](int depth, uint64_t nodes) {
      std::fprintf(stderr, "depth %d done, %llu nodes\n", depth, static_cast<unsigned long long>(nodes));
    };
  OptimalPruning pruning;
  pruning.inverse = !flag(argc, argv, "--no-inverse");
  pruning.tight = !flag(argc, argv, "--no-tight");
  // --inverse-table FILE: the inverse bounded by today's table (`cubelab tables --build optimal`).
  std::optional<tables::OptimalTable> today;
  if (const std::string path = arg(argc, argv, "--inverse-table"); !path.empty()) {
    std::ifstream in(path, std::ios::binary);
    const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto loaded = tables::load_optimal_table(bytes);
    if (!loaded) {
      std::fprintf(stderr, "%s\n", loaded.error().message.c_str());
      return 2;
    }
    today = std::move(loaded).value();
  }
  auto answer = solve_optimal_sorted(cube.value().cube, options, t, two_phase, pruning, today ? &*today : nullptr);
  if (!answer) {
    std::fprintf(stderr, "%s\n", answer.error().message.c_str());
    return 2;
  }
  CubieCube c = cube.value().cube;  // the answer applied to the input
  for (const Move& m : answer.value().moves) c = apply_move(c, m);
  std::printf("{\"moves\":\"%s\",\"length\":%d,\"optimal\":%s,\"lower_bound\":%d,\"nodes\":%llu,\"solves\":%s}\n",
              format_alg(answer.value().moves).c_str(), htm(answer.value().moves),
              answer.value().optimal ? "true" : "false", answer.value().lower_bound,
              static_cast<unsigned long long>(answer.value().nodes), c.is_solved() ? "true" : "false");
  return c.is_solved() ? 0 : 1;
}

int histogram_of_current(int argc, char** argv) {
  std::ifstream in(arg(argc, argv, "--table"), std::ios::binary);
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto t = tables::load_optimal_table(bytes);
  if (!t) {
    std::fprintf(stderr, "%s\n", t.error().message.c_str());
    return 2;
  }
  std::vector<uint64_t> count(16, 0);
  for (std::size_t i = 0; i < t.value().entries(); ++i) ++count[t.value().entry(i)];
  print_histogram(count);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string command = argc > 1 ? argv[1] : "";
  if (command == "build") return build(argc, argv);
  if (command == "solve") return solve(argc, argv);
  if (command == "hist-current") return histogram_of_current(argc, argv);
  if (command == "hist") {
    tables::OptimalSortedTable t;
    if (int rc = load(arg(argc, argv, "--table"), t)) return rc;
    print_histogram(tables::optimal_sorted_histogram(t));
    return 0;
  }
  std::fprintf(stderr, "usage: optimal_sorted build|hist|hist-current|solve ... (see the file's comment)\n");
  return 2;
}
