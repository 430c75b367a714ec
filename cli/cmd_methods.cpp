// methods: the solving methods the core offers (core/solvers/methods.hpp), so scripts such as the
// soak (tools/soak.mjs) enumerate them instead of keeping their own list.
#include <iostream>

#include "cli/command.hpp"
#include "core/json/solve_json.hpp"
#include "core/solvers/methods.hpp"

namespace cubelab::cli {
namespace {

int run_methods(const Args& args, Io& io) {
  const std::vector<MethodInfo> infos = method_infos();
  if (args.json()) {
    print_json(io, methods_json(infos));
  } else {
    for (const MethodInfo& m : infos) io.out << m.name << '\n';
  }
  return kExitOk;
}

const RegisterCommand methods_command("methods",
                                      "methods                                 the solving methods, one a line",
                                      run_methods);

}  // namespace
}  // namespace cubelab::cli
