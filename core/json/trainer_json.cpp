#include "core/json/trainer_json.hpp"

#include "core/model/facelets.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/f2l_optimal.hpp"
#include "core/solvers/common/cross.hpp"

namespace cubelab {

namespace {

Json cross_json(const CrossOfColour& c) {
  return Json{{"colour", colour_name(c.colour)},
              {"rotation", format_alg(c.rotation)},
              {"moves", format_alg(c.moves)},
              {"length", htm(c.moves)}};
}

}  // namespace

Json scramble_item_json(uint64_t index, const Scramble& scramble) {
  return Json{{"index", index},
              {"scramble", format_alg(scramble.moves)},
              {"length", htm(scramble.moves)},
              {"facelets", to_facelet_string(scramble.state)}};
}

Json case_scramble_item_json(uint64_t index, const CaseScramble& s, const CaseInfo& info) {
  Json item = scramble_item_json(index, Scramble{s.moves, s.state});
  item["case"] = info.name;
  item["set"] = case_set_name(s.ref.set);
  item["slot"] = s.ref.set == CaseSet::F2L ? Json(slot_name(s.slot)) : Json(nullptr);
  item["auf"] = format_alg(u_turns(s.auf));
  item["algorithm"] = case_algorithm_text(info.algorithms.front(), s.slot);
  item["frame"] = format_alg(slot_to_front_right(s.slot));
  item["finalAuf"] = format_alg(u_turns(s.final_auf));
  return item;
}

Json cross_scramble_item_json(uint64_t index, const Scramble& scramble, int cross) {
  Json item = scramble_item_json(index, scramble);
  item["cross"] = cross;
  return item;
}

Json scrambles_json(uint64_t seed, Json items) { return Json{{"seed", seed}, {"scrambles", std::move(items)}}; }

Json cross_practice_json(const CrossPractice& p) {
  Json crosses = Json::array();
  for (const CrossOfColour& c : p.crosses) crosses.push_back(cross_json(c));
  Json xcross = cross_json(p.xcross);
  xcross["slot"] = pair_name(p.xcross_pair);
  return Json{{"crosses", std::move(crosses)}, {"xcross", std::move(xcross)}};
}

}  // namespace cubelab
