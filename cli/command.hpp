// The cubelab command line: each command lives in its own cmd_*.cpp and registers itself here, so
// adding a command touches no other file.
#pragma once

#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/json/json.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab::cli {

// `--key value`, `--key=value` and bare `--flag`s.
class Args {
 public:
  static Result<Args> parse(const std::vector<std::string>& words);
  bool has(const std::string& key) const { return values_.count(key) > 0; }
  std::optional<std::string> get(const std::string& key) const;
  bool json() const { return has("json"); }
  const std::vector<std::string>& positional() const { return positional_; }
  // The first option that `usage` does not mention (--json is every command's), if any: a typo
  // such as --max-lenght is an error rather than silently ignored.
  std::optional<std::string> unknown_option(const std::string& usage) const;

 private:
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

struct Io {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
};

using CommandFn = int (*)(const Args&, Io&);

struct Command {
  std::string usage;  // one line (or a few) for `cubelab help`; the options it names are the ones accepted
  CommandFn run;
  std::string details;  // more for `cubelab help NAME` / `cubelab NAME --help`: variants, defaults, files
};

std::map<std::string, Command>& commands();

struct RegisterCommand {
  RegisterCommand(const std::string& name, const std::string& usage, CommandFn run, const std::string& details = "");
};

// `cubelab help NAME` and `cubelab NAME --help`: the command's usage, then its details.
void print_command_help(std::ostream& out, const Command& command);

constexpr int kExitOk = 0;
constexpr int kExitInputError = 2;

// Prints an input error (core/json's error_json with --json) and returns exit code 2.
int report_error(const Args& args, Io& io, const Error& error);
// Prints a JSON value (an encoder's, core/json/) on one line.
void print_json(Io& io, const Json& value);

// The cube described by --facelets (default solved) with --scramble applied, validated.
Result<CubieCube> input_cube(const Args& args);
// Integer option with bounds; an error names the option.
Result<long long> int_option(const Args& args, const std::string& key, long long fallback, long long min,
                             long long max);
// The search options --max-length (default 20, between min_length and max_length), --budget-ms,
// --max-nodes, --improve and --threads (default: the machine's cores), shared by the commands that
// search (solve, route).
Result<SolveOptions> search_options(const Args& args, int min_length, int max_length);

void print_solution_text(Io& io, const Solution& solution);

}  // namespace cubelab::cli
