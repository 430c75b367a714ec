// analyse: a solve a person did, split into its steps beside the best CubeLab finds.
#include <iostream>
#include <string>

#include "cli/command.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/common/phase_info.hpp"
#include "core/study/analyse.hpp"

namespace cubelab::cli {
namespace {

Json optional_number(const std::optional<double>& value) { return value ? Json(*value) : Json(nullptr); }

Json best_json(const std::optional<BestStep>& best) {
  if (!best) return nullptr;
  return Json{{"moves", format_alg(best->moves)}, {"htm", htm(best->moves)}, {"qtm", qtm(best->moves)},
              {"stm", stm(best->moves)},          {"how", best->how},        {"yours", best->yours},
              {"optimal", best->optimal}};
}

Json step_json(const AnalysedStep& step) {
  Json labels = Json::array();
  for (const std::string& l : step.labels) labels.push_back(l);
  Json out{{"name", step.name},
           {"moves", format_alg(step.moves)},
           {"htm", step.htm},
           {"stm", step.stm},
           {"qtm", step.qtm},
           {"rotations", step.rotations},
           {"case", step.case_name.empty() ? Json(nullptr) : Json(step.case_name)},
           {"slot", step.slot.empty() ? Json(nullptr) : Json(step.slot)},
           {"case_view", step.case_view ? Json(format_alg(*step.case_view)) : Json(nullptr)},
           {"start", to_facelet_string(step.start)},
           {"first", step.first},
           {"end", step.end},
           {"best", best_json(step.best)},
           {"saved", step.saved},
           {"share", step.share},
           {"cancels", step.cancels},
           {"ms", optional_number(step.ms)},
           {"pause_ms", optional_number(step.pause_ms)},
           {"tps", optional_number(step.tps)},
           {"labels", labels},
           {"family", std::string(phase_info(step.name).family)}};
  if (step.in_library) out["in_library"] = *step.in_library;
  if (step.best_any_colour) {
    out["best_any_colour"] = best_json(step.best_any_colour);
    out["best_any_colour"]["colour"] = step.best_colour;
  }
  return out;
}

Json analysis_json(const Analysis& a) {
  if (!a.valid)
    return Json{{"method", nullptr},
                {"valid", false},
                {"message", a.message},
                {"facelets", to_facelet_string(a.end)},
                {"steps", Json::array()}};
  Json steps = Json::array();
  for (const AnalysedStep& step : a.steps) steps.push_back(step_json(step));
  Json comments = Json::array();
  for (const std::string& c : a.comments) comments.push_back(c);
  return Json{{"method", a.method},
              {"valid", true},
              {"colour", a.colour.empty() ? Json(nullptr) : Json(a.colour)},
              {"scramble", a.scramble},
              {"steps", steps},
              {"total", {{"htm", a.htm}, {"stm", a.stm}, {"qtm", a.qtm}, {"rotations", a.rotations}}},
              {"saved", a.saved},
              {"ms", optional_number(a.ms)},
              {"tps", optional_number(a.tps)},
              {"comments", comments},
              {"text", reconstruction_text(a)}};
}

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
