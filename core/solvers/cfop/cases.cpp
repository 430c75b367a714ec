#include "core/solvers/cfop/cases.hpp"

#include <array>
#include <cctype>

#include "core/model/orientation.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/common/predicates.hpp"

namespace cubelab {

bool step_done_exactly(CaseSet set, const CubieCube& c) {
  switch (set) {
    case CaseSet::F2L:
      return f2l_solved(c);
    case CaseSet::OLL:
    case CaseSet::OLLCorners:
      return f2l_solved(c) && last_layer_oriented(c);
    case CaseSet::OLLEdges:
      return f2l_solved(c) && last_layer_edges_oriented(c);
    case CaseSet::PLLCorners:
      return f2l_solved(c) && last_layer_oriented(c) && last_layer_corners_placed(c);
    case CaseSet::PLL:
    case CaseSet::PLLEdges:
      return c.is_solved();
  }
  return false;
}

namespace {

std::string upper(std::string_view text) {
  std::string out(text);
  for (char& ch : out) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return out;
}

}  // namespace

Result<CaseSet> case_set_named(std::string_view name) {
  const std::string wanted = upper(name);
  std::string known;
  for (int s = 0; s < kCaseSets; ++s) {
    if (wanted == case_set_name(static_cast<CaseSet>(s))) return static_cast<CaseSet>(s);
    known += (s ? ", " : "") + std::string(case_set_name(static_cast<CaseSet>(s)));
  }
  return Error{"unknown case set '" + std::string(name) + "' (sets: " + known + ")", 0};
}

std::string_view case_group(std::string_view case_name) {
  for (int set = 0; set < kCaseSets; ++set)
    for (const CaseRecord& r : case_records(static_cast<CaseSet>(set)))
      if (case_name == r.name) return r.group;
  return {};
}

Result<bool> case_step_done(std::string_view set, const CubieCube& cube) {
  auto named = case_set_named(set);
  if (!named) return named.error();
  // Turned back as a whole so that its centres are home (not recoloured: a learner who holds the
  // cube upside down and turns the bottom layer turns the U layer).
  const CubieCube home = cube * orientation_of(cube).state.inverse();
  for (int q = 0; q < 4; ++q)
    if (step_done_exactly(named.value(), apply_alg(home, u_turns(q)))) return true;
  return false;
}

}  // namespace cubelab
