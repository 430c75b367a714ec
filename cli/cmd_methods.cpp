// methods: the solving methods the core offers (core/solve/methods.hpp), so scripts such as the
// soak (tools/soak.mjs) enumerate them instead of keeping their own list.
#include <iostream>

#include "cli/command.hpp"
#include "core/solve/methods.hpp"

namespace cubelab::cli {
namespace {

int run_methods(const Args& args, Io& io) {
  const std::vector<std::string> names = method_names();
  if (args.json()) {
    print_json(io, Json(names));
  } else {
    for (const std::string& name : names) io.out << name << '\n';
  }
  return kExitOk;
}

const RegisterCommand methods_command("methods",
                                      "methods                                 the solving methods, one a line",
                                      run_methods);

}  // namespace
}  // namespace cubelab::cli
