// solve: any method from core/solvers/methods.hpp, one cube or a batch on stdin.
#include <iostream>
#include <string>
#include <thread>

#include "cli/command.hpp"
#include "cli/table_file.hpp"
#include "core/json/solve_json.hpp"
#include "core/model/cube_text.hpp"
#include "core/solvers/methods.hpp"
#include "native/helper_threads.hpp"

namespace cubelab::cli {
namespace {

Result<CubieCube> cube_from_line(const std::string& line) {
  auto read = cube_from_text(line);
  if (!read) return read.error();
  return read.value().cube;
}

Result<SolveOptions> solve_options(const Args& args) {
  auto searched = search_options(args, 1, kMaxLengthOption);
  if (!searched) return searched.error();
  SolveOptions o = searched.value();
  auto seed = int_option(args, "seed", 0, 0, 1LL << 62);
  if (!seed) return seed.error();
  o.seed = static_cast<uint64_t>(seed.value());
  auto min_depth = int_option(args, "min-depth", 0, 0, 40);
  if (!min_depth) return min_depth.error();
  o.min_depth = static_cast<int>(min_depth.value());
  if (auto colour = args.get("color")) o.colour = *colour;
  if (auto colour = args.get("colour")) o.colour = *colour;
  return o;
}

// Solves one cube and prints its result; returns the exit code for it.
int solve_one(const Args& args, Io& io, const std::string& method, const SolveOptions& options,
              tables::TableCache& tables, const Result<CubieCube>& cube, const std::string& input) {
  if (!cube) return report_error(args, io, cube.error());
  auto solution = solve_with(method, cube.value(), options, tables);
  if (!solution) return report_error(args, io, solution.error());
  if (args.json()) {
    print_json(io, solution_json(solution.value(), input));
  } else {
    print_solution_text(io, solution.value());
  }
  return kExitOk;
}

int run_solve(const Args& args, Io& io) {
  auto method = args.get("method");
  if (!method)
    return report_error(args, io,
                        Error{"solve needs --method (" +
                                  [] {
                                    std::string s;
                                    for (auto& n : method_names()) s += (s.empty() ? "" : ", ") + n;
                                    return s;
                                  }() +
                                  ")",
                              0});
  auto options = solve_options(args);
  if (!options) return report_error(args, io, options.error());
  tables::TableCache tables;
  tables.build_threads = options.value().threads;
  tables.parallel = native::run_on_threads;
  if (args.has("progress")) tables.progress = print_build_progress(io);
  if (auto file = args.get("table")) {
    const bool qtm = options.value().metric == Metric::qtm;
    auto used = use_optimal_table_file(*file, qtm, *method == "optimal", tables);
    if (!used) return report_error(args, io, used.error());
  }
  if (args.has("progress") && *method == "optimal")
    options.value().on_depth = [&io](int depth, uint64_t nodes) {
      io.err << "depth " << depth << " done, " << nodes << " nodes\n";
    };
  if (!args.has("batch")) {
    if (!args.has("scramble") && !args.has("facelets"))
      return report_error(args, io, Error{"solve needs --scramble \"ALG\", --facelets STR or --batch", 0});
    const std::string input = args.get("facelets").value_or("") + args.get("scramble").value_or("");
    return solve_one(args, io, *method, options.value(), tables, input_cube(args), input);
  }
  int exit_code = kExitOk;
  std::string line;
  while (std::getline(io.in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    if (solve_one(args, io, *method, options.value(), tables, cube_from_line(line), line) != kExitOk)
      exit_code = kExitInputError;
    io.out.flush();
  }
  return exit_code;
}

const RegisterCommand solve_command(
    "solve",
    "solve --method M (--scramble \"ALG\" | --facelets STR | --batch) [--color C] [--max-length N] [--metric htm|qtm "
    "(twophase, optimal)] "
    "[--budget-ms T] [--max-nodes N] [--improve] [--threads N] [--seed S] [--table FILE (optimal)] "
    "[--min-depth N (optimal, qtm: find, not prove)] [--progress]",
    run_solve,
    "Solves one cube (--facelets: a 54-letter URFDLB string, solved by default; --scramble: moves applied\n"
    "to it) or, with --batch, one per line of stdin (moves, a facelet string or a pattern name, as the\n"
    "page's Cube field reads them). `cubelab methods` lists the\n"
    "methods: cfop, cfop-2look, cfop-optimal, beginner, cross, xcross (--color: white by default, a list\n"
    "\"white,yellow\" or \"neutral\" takes the shortest cross), zz and roux (--color: the line's or the\n"
    "blocks' bottom colour, chosen the same way; Roux is counted in STM too), twophase (at most\n"
    "--max-length moves, 20 by default; --improve keeps searching within --budget-ms for shorter),\n"
    "thistlethwaite, and optimal (the\n"
    "fewest moves, proven; it may search for minutes; --progress prints each depth ruled out on stderr).\n"
    "\n"
    "--metric qtm: twophase and optimal count quarter turns (a half turn is 2) and search for the fewest\n"
    "  of those: twophase over its own QTM tables, on one thread, within 28 by default; optimal over a\n"
    "  QTM table of 139 MB (built in about a minute, or read with --table from `tables --build\n"
    "  optimal-qtm`); --min-depth N then starts its search at N quarter turns, to find rather than prove.\n"
    "--table FILE: optimal reads its table instead of building it (about a minute on every core): the\n"
    "  full table (139 MB, `cubelab tables --build optimal`) or the compact one (35 MB, the same\n"
    "  distances and answers, somewhat slower: `cubelab tables --build optimal-compact`). A FILE that\n"
    "  does not exist is built and written there first, so the next solve reads it.\n"
    "--threads N: the two-phase and optimal searches run on N threads (every core by default); without\n"
    "  --improve the answer is the same for any N.");

}  // namespace
}  // namespace cubelab::cli
