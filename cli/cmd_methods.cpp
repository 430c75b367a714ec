// methods: the solving methods the core offers (core/solvers/methods.hpp), so scripts such as the
// soak (tools/soak.mjs) enumerate them instead of keeping their own list.
#include <iostream>

#include "cli/command.hpp"
#include "core/solvers/methods.hpp"

namespace cubelab::cli {
namespace {

// JSON: [{"name", "label", "colour_choice", "long_search", "whole_cube", "phases": [names]}], as WASM methods().
int run_methods(const Args& args, Io& io) {
  const std::vector<MethodInfo> infos = method_infos();
  if (args.json()) {
    Json out = Json::array();
    for (const MethodInfo& m : infos)
      out.push_back(Json{{"name", m.name},
                         {"label", m.label},
                         {"colour_choice", m.colour_choice},
                         {"long_search", m.long_search},
                         {"whole_cube", m.whole_cube},
                         {"phases", m.phases}});
    print_json(io, out);
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
