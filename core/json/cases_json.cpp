#include "core/json/cases_json.hpp"

#include "core/model/facelets.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/cases_alg.hpp"

namespace cubelab {

namespace {

Json case_json(const CaseInfo& info) {
  return Json{{"set", case_set_name(info.set)},
              {"name", info.name},
              {"group", info.group},
              {"probability", info.probability},
              {"facelets", to_facelet_string(info.state)},
              {"algorithms", string_list(info.algorithms)},
              {"aufs", string_list(info.aufs)}};
}

// The case a check or a list of mirrors is about: {"case", "set", "slot"}.
Json case_head_json(const CaseInfo& info, int slot) {
  return Json{{"case", info.name},
              {"set", case_set_name(info.set)},
              {"slot", info.set == CaseSet::F2L ? Json(slot_name(slot)) : Json(nullptr)}};
}

// What an accepted algorithm and a mirror share: {"algorithm", "auf", "finalAuf", "htm", "qtm", "stm"}.
Json checked_algorithm_json(const std::string& algorithm, const AlgorithmCheck& check) {
  return Json{{"algorithm", algorithm},
              {"auf", format_alg(u_turns(check.auf))},
              {"finalAuf", format_alg(u_turns(check.final_auf))},
              {"htm", check.htm},
              {"qtm", check.qtm},
              {"stm", check.stm}};
}

}  // namespace

Json case_library_json(const std::vector<CaseInfo>& cases) {
  Json out = Json::array();
  for (const CaseInfo& info : cases) out.push_back(case_json(info));
  return out;
}

Json case_check_json(const CaseInfo& info, int slot, const AlgorithmCheck& check) {
  Json out = case_head_json(info, slot);
  add_fields(out, checked_algorithm_json(format_alg(check.moves), check));
  return out;
}

Json case_mirrors_json(const CaseInfo& info, int slot, const std::vector<MirrorAlgorithm>& mirrors) {
  Json list = Json::array();
  for (const MirrorAlgorithm& m : mirrors) {
    Json item = checked_algorithm_json(m.algorithm, m.check);
    item["from"] = m.from;
    list.push_back(std::move(item));
  }
  Json out = case_head_json(info, slot);
  out["mirrors"] = std::move(list);
  return out;
}

Json algorithm_aufs_json(const AlgorithmAufs& aufs) {
  return Json{{"auf", format_alg(u_turns(aufs.before))}, {"finalAuf", format_alg(u_turns(aufs.after))}};
}

Json step_done_json(bool done) { return Json{{"done", done}}; }

}  // namespace cubelab
