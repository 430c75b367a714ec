// analyse: a solve a person did, split into its steps beside the best CubeLab finds.
#include <iostream>
#include <string>

#include "cli/command.hpp"
#include "core/json/analysis_json.hpp"
#include "core/model/facelets.hpp"
#include "core/study/analyse.hpp"

namespace cubelab::cli {
namespace {

int run_analyse(const Args& args, Io& io) {
  auto solution = args.get("solution");
  if (!solution) return report_error(args, io, Error{"analyse needs --solution \"MOVES\" (or a link)", 0});
  double total_ms = -1;
  if (auto time = args.get("time")) {
    char* end = nullptr;
    const double seconds = std::strtod(time->c_str(), &end);
    if (time->empty() || *end != '\0' || !(seconds > 0 && seconds < 86400))
      return report_error(args, io, Error{"--time must be the solve's time in seconds, such as 7.08", 0});
    total_ms = seconds * 1000;
  }
  tables::TableCache tables;
  auto analysis = analyse_solve(args.get("scramble").value_or(""), *solution, total_ms, tables);
  if (!analysis) return report_error(args, io, analysis.error());
  if (args.json()) {
    print_json(io, analysis_json(analysis.value()));
  } else if (!analysis->valid) {
    io.out << analysis->message << "; it leaves " << to_facelet_string(analysis->end) << '\n';
  } else {
    io.out << reconstruction_text(analysis.value());
  }
  return kExitOk;
}

const RegisterCommand analyse_command(
    "analyse", "analyse --scramble S --solution X [--time T]   split a solve into its steps beside the best found",
    run_analyse);

}  // namespace
}  // namespace cubelab::cli
