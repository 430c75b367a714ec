#include "core/json/info_json.hpp"

#include "core/solvers/thistlethwaite/thistlethwaite.hpp"

namespace cubelab {

Json cube_info_json(const CubeInfo& info) {
  const Invariants& v = info.invariants;
  Json out{{"order", info.order},
           {"corners", info.corners},
           {"edges", info.edges},
           {"centres", info.centres},
           {"parity", v.corner_parity},
           {"edgeParity", v.edge_parity},
           {"centreParity", v.centre_parity},
           {"twist", v.twist},
           {"flip", v.flip},
           {"solvable", info.failed.empty()},
           {"failed", string_list(info.failed)}};
  if (info.bounds) {
    const DistanceBounds& b = *info.bounds;
    out["twophase"] = b.two_phase;
    out["twophaseOptimal"] = b.two_phase_optimal;
    out["thistlethwaite"] = Json(b.thistlethwaite);
  }
  return out;
}

Json thistlethwaite_stages_json() {
  Json out = Json::array();
  for (const ThistlethwaiteStageInfo& s : thistlethwaite_stages())
    out.push_back(Json{{"phase", s.phase},
                       {"group", s.group},
                       {"moves", s.moves},
                       {"fixes", s.fixes},
                       {"cosets", s.cosets},
                       {"maxMoves", s.max_moves}});
  return out;
}

}  // namespace cubelab
