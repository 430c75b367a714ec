#include "core/json/solve_json.hpp"

#include "core/json/cube_json.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/common/phase_info.hpp"
#include "core/solvers/common/playback.hpp"

namespace cubelab {

namespace {

Json phase_json(const Phase& phase) {
  return Json{{"name", phase.name},
              {"moves", format_alg(phase.moves)},
              {"length", phase.length()},
              {"case", text_or_null(phase.case_name)}};
}

// The face whose colour is at `face`'s centre when the phase ends, as a face letter.
std::string centre_letter(const CubieCube& cube, Face face) {
  return std::string(1, kFaceLetters[cube.centres[static_cast<int>(face)]]);
}

Json played_phase_json(const Phase& phase, const PhasePlayback& played) {
  const std::string_view group = case_group(phase.case_name);
  const PhaseInfo info = phase_info(phase.name);
  Json out{{"name", phase.name},
           {"label", phase_label(phase.name)},
           {"focus", focus_name(info.focus)},
           {"family", info.family},
           {"case", text_or_null(phase.case_name)},
           {"group", text_or_null(group)},
           {"goal", phase_goal(phase, group)},
           {"crossFace", centre_letter(played.end, Face::D)},
           {"topFace", centre_letter(played.end, Face::U)},
           {"length", phase.length()},
           // The page's metric setting shows any of the three, counted here by the core.
           {"qtm", qtm(phase.moves)},
           {"stm", stm(phase.moves)}};
  add_fields(out, playback_fields_json(phase.moves, played));
  return out;
}

Json method_json(const MethodInfo& m, Json phases) {
  return Json{{"name", m.name},
              {"label", m.label},
              {"colour_choice", m.colour_choice},
              {"long_search", m.long_search},
              {"whole_cube", m.whole_cube},
              {"phases", std::move(phases)}};
}

}  // namespace

Json solution_json(const Solution& solution, const std::string& input) {
  Json phases = Json::array();
  for (const Phase& p : solution.phases) phases.push_back(phase_json(p));
  Json out{{"method", solution.method},   {"input", input},
           {"phases", std::move(phases)}, {"solution", format_alg(solution.moves)},
           {"length", solution.length()}, {"ms", solution.ms},
           {"qtm", qtm(solution.moves)},  {"stm", stm(solution.moves)}};
  // The searches that count them (twophase; optimal, where 0 means the first answer was proven)
  if (solution.nodes || solution.lower_bound) out["nodes"] = solution.nodes;
  if (solution.lower_bound) {
    out["optimal"] = solution.optimal;
    out["lower_bound"] = *solution.lower_bound;
    if (solution.metric == Metric::qtm) out["metric"] = "qtm";  // lower_bound counts quarter turns
  }
  return out;
}

Json played_solution_json(const Solution& solution, const CubieCube& start, const std::string& input) {
  const std::vector<PhasePlayback> played = play_solution(solution, start);
  Json phases = Json::array();
  for (std::size_t i = 0; i < played.size(); ++i) phases.push_back(played_phase_json(solution.phases[i], played[i]));
  Json out = solution_json(solution, input);
  out["phases"] = std::move(phases);
  out["start"] = to_facelet_string(start);
  return out;
}

Json played_optimal_json(const Solution& solution, const CubieCube& start, const std::string& input, int threads) {
  Json out = played_solution_json(solution, start, input);
  out["threads"] = threads;
  return out;
}

Json methods_json(const std::vector<MethodInfo>& methods) {
  Json out = Json::array();
  for (const MethodInfo& m : methods) out.push_back(method_json(m, string_list(m.phases)));
  return out;
}

Json described_methods_json(const std::vector<MethodInfo>& methods) {
  Json out = Json::array();
  for (const MethodInfo& m : methods) {
    Json phases = Json::array();
    for (const std::string& name : m.phases) {
      const PhaseInfo info = phase_info(name);
      phases.push_back(Json{
          {"name", name}, {"label", phase_label(name)}, {"focus", focus_name(info.focus)}, {"family", info.family}});
    }
    out.push_back(method_json(m, std::move(phases)));
  }
  return out;
}

}  // namespace cubelab
