// cases: the CFOP case library (F2L, OLL, PLL and the 2-look sets) as the learn mode reads it.
#include <iostream>

#include "cli/command.hpp"
#include "core/cfop/cases.hpp"
#include "core/cube/facelets.hpp"

namespace cubelab::cli {
namespace {

Json case_json(const CaseInfo& info) {
  Json algorithms = Json::array(), aufs = Json::array();
  for (const std::string& a : info.algorithms) algorithms.push_back(a);
  for (const std::string& a : info.aufs) aufs.push_back(a);
  return Json{{"set", case_set_name(info.set)},
              {"name", info.name},
              {"group", info.group},
              {"probability", info.probability},
              {"facelets", to_facelet_string(info.state)},
              {"algorithms", algorithms},
              {"aufs", aufs}};
}

int run_cases(const Args& args, Io& io) {
  const std::string set = args.get("set").value_or("");
  auto cases = case_library(set);
  if (!cases) return report_error(args, io, cases.error());
  if (args.json()) {
    Json out = Json::array();
    for (const CaseInfo& info : cases.value()) out.push_back(case_json(info));
    print_json(io, out);
    return kExitOk;
  }
  for (const CaseInfo& info : cases.value()) {
    io.out << info.name << "  [" << info.group << "]  p=" << info.probability << "  " << to_facelet_string(info.state)
           << '\n';
    for (std::size_t i = 0; i < info.algorithms.size(); ++i)
      io.out << "    " << info.algorithms[i] << (info.aufs[i].empty() ? "" : "  (then " + info.aufs[i] + ")") << '\n';
  }
  return kExitOk;
}

const RegisterCommand cases_command(
    "cases", "cases [--set F2L|OLL|PLL|OLL-EDGES|OLL-CORNERS|PLL-CORNERS|PLL-EDGES] [--json]   the case library",
    run_cases);

}  // namespace
}  // namespace cubelab::cli
