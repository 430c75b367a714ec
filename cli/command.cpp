#include "cli/command.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <iostream>
#include <thread>

#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/validate.hpp"
#include "native/helper_threads.hpp"

namespace cubelab::cli {

Result<Args> Args::parse(const std::vector<std::string>& words) {
  Args args;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    if (w.rfind("--", 0) != 0) {
      args.positional_.push_back(w);
      continue;
    }
    const std::string body = w.substr(2);
    if (body.empty()) return Error{"empty option '--'", 0};
    const auto eq = body.find('=');
    if (eq != std::string::npos) {
      args.values_[body.substr(0, eq)] = body.substr(eq + 1);
    } else if (i + 1 < words.size() && words[i + 1].rfind("--", 0) != 0) {
      args.values_[body] = words[++i];
    } else {
      args.values_[body] = "";
    }
  }
  return args;
}

std::optional<std::string> Args::unknown_option(const std::string& usage) const {
  const auto mentioned = [&](const std::string& key) {
    const std::string option = "--" + key;
    for (std::size_t at = usage.find(option); at != std::string::npos; at = usage.find(option, at + 1)) {
      const std::size_t end = at + option.size();
      if (end == usage.size() || !(std::isalnum(static_cast<unsigned char>(usage[end])) || usage[end] == '-'))
        return true;
    }
    return false;
  };
  for (const auto& [key, value] : values_) {
    if (key == "json" || mentioned(key)) continue;
    if (key == "colour" && mentioned("color")) continue;  // the British spelling is accepted too
    return "--" + key;
  }
  return std::nullopt;
}

std::optional<std::string> Args::get(const std::string& key) const {
  auto it = values_.find(key);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::map<std::string, Command>& commands() {
  static std::map<std::string, Command> registry;
  return registry;
}

RegisterCommand::RegisterCommand(const std::string& name, const std::string& usage, CommandFn run,
                                 const std::string& details) {
  commands()[name] = Command{usage, run, details};
}

void print_command_help(std::ostream& out, const Command& command) {
  out << "usage: cubelab " << command.usage << '\n';
  if (!command.details.empty()) out << '\n' << command.details << (command.details.back() == '\n' ? "" : "\n");
  out << "\nAdd --json for machine-readable output. Input errors exit with code 2.\n";
}

void print_json(Io& io, const Json& value) { io.out << json_text(value) << '\n'; }

int report_error(const Args& args, Io& io, const Error& error) {
  if (args.json()) {
    print_json(io, error_json(error));
  } else {
    io.err << "error: " << error.message << '\n';
  }
  return kExitInputError;
}

Result<CubieCube> input_cube(const Args& args) {
  if (!args.has("facelets") && args.has("scramble")) {
    auto read = cube_from_text(*args.get("scramble"));
    if (!read) return read.error();
    return read.value().cube;
  }
  CubieCube cube;
  if (auto facelets = args.get("facelets")) {
    auto parsed = parse_facelets(*facelets);
    if (!parsed) return parsed.error();
    cube = parsed.value();
  }
  if (auto scramble = args.get("scramble")) {
    auto alg = parse_alg(*scramble);
    if (!alg) return alg.error();
    cube = apply_alg(cube, alg.value());
  }
  return cube;
}

Result<long long> int_option(const Args& args, const std::string& key, long long fallback, long long min,
                             long long max) {
  auto text = args.get(key);
  if (!text) return fallback;
  long long value = 0;
  const char* end = text->data() + text->size();
  auto [ptr, ec] = std::from_chars(text->data(), end, value);
  if (ec != std::errc() || ptr != end || text->empty())
    return Error{"--" + key + " needs a whole number, got '" + *text + "'", 0};
  if (value < min || value > max)
    return Error{
        "--" + key + " must be between " + std::to_string(min) + " and " + std::to_string(max) + ", got " + *text, 0};
  return value;
}

Result<SolveOptions> search_options(const Args& args, int min_length, int max_length) {
  SolveOptions o;
  // --metric qtm searches in quarter turns, its default bound 28 (a first answer within God's number
  // in QTM, 26, can take the search seconds).
  const std::string metric = args.get("metric").value_or("htm");
  if (metric != "htm" && metric != "qtm") return Error{"--metric must be htm or qtm, not '" + metric + "'", 0};
  o.metric = metric == "qtm" ? Metric::qtm : Metric::htm;
  auto length =
      int_option(args, "max-length", o.metric == Metric::qtm ? kQtmDefaultMaxLength : 20, min_length, max_length);
  if (!length) return length.error();
  auto budget = int_option(args, "budget-ms", 0, 0, kMaxBudgetMsOption);
  if (!budget) return budget.error();
  auto nodes = int_option(args, "max-nodes", 0, 0, kMaxNodesOption);
  if (!nodes) return nodes.error();
  // Every core by default: without --improve the answer does not depend on the thread count.
  const int cores = std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, kMaxSolveThreads);
  auto threads = int_option(args, "threads", cores, 1, kMaxSolveThreads);
  if (!threads) return threads.error();
  o.max_length = static_cast<int>(length.value());
  o.budget_ms = static_cast<double>(budget.value());
  o.max_nodes = static_cast<uint64_t>(nodes.value());
  o.improve = args.has("improve");
  o.threads = static_cast<int>(threads.value());
  o.parallel = native::run_on_threads;
  return o;
}

void print_solution_text(Io& io, const Solution& solution) {
  for (const Phase& p : solution.phases) {
    io.out << p.name << " (" << p.length() << ")";
    if (!p.case_name.empty()) io.out << " [" << p.case_name << "]";
    io.out << ": " << format_alg(p.moves) << '\n';
  }
  // A proven optimum is starred (FMC style, "18f*"); a bounded search that stopped early says how
  // short a solution could still be.
  if (solution.lower_bound && solution.metric == Metric::qtm) {
    io.out << "solution (" << qtm(solution.moves) << (solution.optimal ? "q*" : "q") << " QTM, " << solution.length()
           << " HTM";
    if (!solution.optimal) io.out << ", optimal >= " << *solution.lower_bound << "q";
  } else {
    io.out << "solution (" << solution.length() << (solution.optimal ? "f*" : "") << " HTM";
    if (solution.lower_bound && !solution.optimal) io.out << ", optimal >= " << *solution.lower_bound;
  }
  io.out << "): " << format_alg(solution.moves) << '\n';
}

}  // namespace cubelab::cli
