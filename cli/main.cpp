// cubelab: the native command line over core/ and tables/. See ../README.md for the commands.
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "tables/blob.hpp"

namespace {

void print_usage(std::ostream& out) {
  out << "usage: cubelab COMMAND [options]\n\ncommands:\n";
  for (const auto& [name, command] : cubelab::cli::commands()) out << "  " << command.usage << '\n';
  out << "\n'cubelab help COMMAND' (or 'cubelab COMMAND --help') says more about one command.\n"
      << "Add --json for machine-readable output. Input errors exit with code 2.\n";
}

// `cubelab help` (every command) or `cubelab help COMMAND` (that one in full).
int run_help(const std::vector<std::string>& words) {
  using namespace cubelab::cli;
  if (words.empty()) {
    print_usage(std::cout);
    return kExitOk;
  }
  auto help = commands().find(words[0]);
  if (words.size() > 1 || help == commands().end()) {
    std::cerr << "error: " << (words.size() > 1 ? "help takes one command" : "unknown command '" + words[0] + "'")
              << "; try 'cubelab help'\n";
    return kExitInputError;
  }
  print_command_help(std::cout, help->second);
  return kExitOk;
}

int run(int argc, char** argv) {
  using namespace cubelab::cli;
  if (argc < 2) {
    print_usage(std::cerr);
    return kExitInputError;
  }
  if (std::string(argv[1]) == "--help" || std::string(argv[1]) == "help")
    return run_help(std::vector<std::string>(argv + 2, argv + argc));
  Io io{std::cin, std::cout, std::cerr};
  const std::string name = argv[1];
  auto args = Args::parse(std::vector<std::string>(argv + 2, argv + argc));
  if (!args) {
    std::cerr << "error: " << args.error().message << '\n';
    return kExitInputError;
  }
  // `cubelab --json` (options but no command) answers in JSON like any other input error.
  if (name.rfind("--", 0) == 0) {
    auto with_name = Args::parse(std::vector<std::string>(argv + 1, argv + argc));
    if (with_name)
      return report_error(with_name.value(), io, cubelab::Error{"no command given; try 'cubelab help'", 0});
  }
  auto it = commands().find(name);
  if (it == commands().end()) {
    return report_error(args.value(), io, cubelab::Error{"unknown command '" + name + "'; try 'cubelab help'", 0});
  }
  if (args->has("help")) {
    print_command_help(io.out, it->second);
    return kExitOk;
  }
  if (auto unknown = args->unknown_option(it->second.usage))
    return report_error(args.value(), io,
                        cubelab::Error{"unknown option '" + *unknown + "' for " + name + "; try 'cubelab help'", 0});
  if (!args->positional().empty())
    return report_error(args.value(), io,
                        cubelab::Error{"unexpected '" + args->positional().front() + "': options are --key value; " +
                                           "quote a scramble (--scramble \"R U\")",
                                       0});
  return it->second.run(args.value(), io);
}

// What escapes a command is a defect, not the user's fault: one `internal` error line (JSON with
// --json, read off argv since the arguments may be what failed), exit code 2 as for every error,
// never an abort. (A throw on another thread cannot reach here: those end the process.)
int report_internal(int argc, char** argv, const std::string& what) {
  bool json = false;
  for (int i = 1; i < argc; ++i) json = json || std::string(argv[i]) == "--json";
  const cubelab::Error error{"internal error: " + what, 0, cubelab::ErrorKind::internal};
  if (json) {
    cubelab::cli::Io io{std::cin, std::cout, std::cerr};
    auto args = cubelab::cli::Args::parse({"--json"});
    return cubelab::cli::report_error(args.value(), io, error);
  }
  std::cerr << "error: " << error.message << '\n';
  return cubelab::cli::kExitInputError;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  try {
    return run(argc, argv);
  } catch (const std::bad_alloc&) {
    return report_internal(argc, argv, "out of memory");
  } catch (const std::exception& e) {
    return report_internal(argc, argv, cubelab::tables::printable(e.what()));
  } catch (...) {
    return report_internal(argc, argv, "unknown exception");
  }
}
