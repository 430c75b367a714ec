#include "core/json/cube_json.hpp"

#include "core/model/facelets.hpp"
#include "core/model/move.hpp"
#include "core/model/patterns.hpp"
#include "core/solvers/common/phase_info.hpp"

namespace cubelab {

Json facelets_json(const CubieCube& cube) { return Json{{"facelets", to_facelet_string(cube)}}; }

Json valid_json() { return Json{{"valid", true}}; }

Json counted_moves_json(const Alg& moves) {
  return Json{{"moves", format_alg(moves)}, {"htm", htm(moves)}, {"qtm", qtm(moves)}, {"stm", stm(moves)}};
}

Json moves_text_json(const Alg& moves) { return Json{{"moves", format_alg(moves)}}; }

Json cube_text_json(const CubeFromText& read) {
  constexpr const char* kKinds[] = {"moves", "facelets", "pattern"};
  return Json{{"facelets", to_facelet_string(read.cube)},
              {"kind", kKinds[static_cast<int>(read.kind)]},
              {"moves", read.kind == CubeTextKind::moves ? Json(format_alg(simplify(read.moves))) : Json(nullptr)}};
}

Json playback_fields_json(const Alg& moves, const PhasePlayback& played) {
  Json tokens = Json::array(), states = Json::array(), shown = Json::array();
  for (const Move& m : moves) tokens.push_back(format_move(m));
  for (const CubieCube& c : played.states) states.push_back(to_facelet_string(c));
  for (const auto& mask : played.shown) {
    std::string row(kFacelets, '0');
    for (int i = 0; i < kFacelets; ++i) row[i] = mask[i] ? '1' : '0';
    shown.push_back(std::move(row));
  }
  return Json{{"moves", std::move(tokens)}, {"states", std::move(states)}, {"shown", std::move(shown)}};
}

Json playback_json(const Alg& moves, const PhasePlayback& played) {
  Json out = playback_fields_json(moves, played);
  out["facelets"] = to_facelet_string(played.end);
  return out;
}

Json move_geometry_json() {
  Json out = Json::object();
  for (int b = 0; b < kMoveBases; ++b) {
    const auto base = static_cast<MoveBase>(b);
    const geometry::LayerTurn& turn = geometry::kLayerTurns[b];
    out[move_base_name(base)] = Json{{"axis", turn.axis},
                                     {"layers", {turn.layer[0], turn.layer[1], turn.layer[2]}},
                                     {"quarterTurns", turn.quarter_turns}};
  }
  return out;
}

Json patterns_json() {
  Json out = Json::array();
  for (const Pattern& p : patterns())
    out.push_back(Json{{"name", p.name}, {"moves", p.moves}, {"facelets", to_facelet_string(pattern_state(p))}});
  return out;
}

Json annotated_alg_json(const AnnotatedAlg& alg) {
  Json moves = Json::array(), columns = Json::array(), ms = Json::array(), comments = Json::array();
  for (std::size_t i = 0; i < alg.moves.size(); ++i) {
    moves.push_back(format_move(alg.moves[i]));
    columns.push_back(alg.columns[i]);
    ms.push_back(alg.ms[i] < 0 ? Json(nullptr) : Json(alg.ms[i]));
  }
  for (const AlgComment& c : alg.comments)
    comments.push_back(Json{{"text", c.text}, {"movesBefore", c.moves_before}, {"column", c.column}});
  return Json{{"moves", std::move(moves)},
              {"columns", std::move(columns)},
              {"ms", std::move(ms)},
              {"comments", std::move(comments)},
              {"pauses", alg.pauses}};
}

Json alg_link_json(bool link, const AlgLink& read) {
  return Json{{"link", link}, {"setup", read.setup}, {"alg", read.alg}};
}

Json phase_info_json(const std::string& name) {
  const PhaseInfo info = phase_info(name);
  return Json{{"name", name},
              {"label", phase_label(name)},
              {"focus", focus_name(info.focus)},
              {"goal", info.goal},
              {"family", info.family}};
}

}  // namespace cubelab
