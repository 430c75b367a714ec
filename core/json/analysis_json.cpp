#include "core/json/analysis_json.hpp"

#include "core/model/facelets.hpp"
#include "core/solvers/common/phase_info.hpp"

namespace cubelab {

namespace {

Json best_json(const std::optional<BestStep>& best) {
  if (!best) return nullptr;
  return Json{{"moves", format_alg(best->moves)}, {"htm", htm(best->moves)}, {"qtm", qtm(best->moves)},
              {"stm", stm(best->moves)},          {"how", best->how},        {"yours", best->yours},
              {"optimal", best->optimal}};
}

Json step_json(const AnalysedStep& step) {
  Json out{{"name", step.name},
           {"moves", format_alg(step.moves)},
           {"htm", step.htm},
           {"stm", step.stm},
           {"qtm", step.qtm},
           {"rotations", step.rotations},
           {"case", text_or_null(step.case_name)},
           {"slot", text_or_null(step.slot)},
           {"case_view", step.case_view ? Json(format_alg(*step.case_view)) : Json(nullptr)},
           {"start", to_facelet_string(step.start)},
           {"first", step.first},
           {"end", step.end},
           {"best", best_json(step.best)},
           {"saved", step.saved},
           {"share", step.share},
           {"cancels", step.cancels},
           {"ms", number_or_null(step.ms)},
           {"pause_ms", number_or_null(step.pause_ms)},
           {"tps", number_or_null(step.tps)},
           {"labels", string_list(step.labels)},
           {"family", phase_info(step.name).family}};
  if (step.in_library) out["in_library"] = *step.in_library;
  if (step.best_any_colour) {
    out["best_any_colour"] = best_json(step.best_any_colour);
    out["best_any_colour"]["colour"] = step.best_colour;
  }
  return out;
}

}  // namespace

Json analysis_json(const Analysis& a) {
  if (!a.valid)
    return Json{{"method", nullptr},
                {"valid", false},
                {"message", a.message},
                {"facelets", to_facelet_string(a.end)},
                {"steps", Json::array()}};
  Json steps = Json::array();
  for (const AnalysedStep& step : a.steps) steps.push_back(step_json(step));
  return Json{{"method", a.method},
              {"valid", true},
              {"colour", text_or_null(a.colour)},
              {"scramble", a.scramble},
              {"steps", std::move(steps)},
              {"total", {{"htm", a.htm}, {"stm", a.stm}, {"qtm", a.qtm}, {"rotations", a.rotations}}},
              {"saved", a.saved},
              {"ms", number_or_null(a.ms)},
              {"tps", number_or_null(a.tps)},
              {"comments", string_list(a.comments)},
              {"text", reconstruction_text(a)}};
}

}  // namespace cubelab
