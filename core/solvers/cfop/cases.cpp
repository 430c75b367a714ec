#include "core/solvers/cfop/cases.hpp"

#include <array>
#include <cctype>

#include "core/model/orientation.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/recognise.hpp"
#include "core/solvers/common/predicates.hpp"
#include "tables/cache.hpp"

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

bool ends_with_auf(CaseSet set) {
  return set == CaseSet::PLL || set == CaseSet::PLLCorners || set == CaseSet::PLLEdges;
}

// Sets info.aufs: for each algorithm the U turn after it that does the step on info.state ("" when
// none does, which the library's tests rule out).
void find_aufs(CaseInfo& info) {
  for (const std::string& text : info.algorithms) {
    std::string auf;
    if (auto parsed = parse_alg(text)) {
      const CubieCube after = apply_alg(info.state, to_face_turns(parsed.value()));
      for (int q = 0; q < (ends_with_auf(info.set) ? 4 : 1); ++q)
        if (step_done_exactly(info.set, apply_alg(after, u_turns(q)))) {
          auf = format_alg(u_turns(q));
          break;
        }
    }
    info.aufs.push_back(auf);
  }
}

// The representative state is the main algorithm's inverse applied to a solved cube, so the main
// algorithm solves it by construction; tests check the other algorithms.
std::vector<CaseInfo> build_set(tables::TableCache& cache, CaseSet set) {
  const std::vector<int> counts = recognition_table(cache, set).key_counts();
  int total = 0;
  for (int n : counts) total += n;
  std::vector<CaseInfo> out;
  const auto records = case_records(set);
  for (std::size_t c = 0; c < records.size(); ++c) {
    const CaseRecord& r = records[c];
    CaseInfo info{set, r.name, r.group, total ? double(counts[c]) / total : 0.0, CubieCube{}, {}, {}};
    for (const char* a : r.algorithms)
      if (a) info.algorithms.emplace_back(a);
    if (auto main = parse_alg(r.algorithms[0])) info.state = state_of(invert(to_face_turns(main.value())));
    find_aufs(info);
    out.push_back(std::move(info));
  }
  return out;
}

struct CaseLibrary {
  std::array<std::vector<CaseInfo>, kCaseSets> sets;
};

}  // namespace

const std::vector<CaseInfo>& case_infos(tables::TableCache& cache, CaseSet set) {
  const CaseLibrary& library = cache.shelf.get<CaseLibrary>([&] {
    CaseLibrary built;
    for (int s = 0; s < kCaseSets; ++s) built.sets[s] = build_set(cache, static_cast<CaseSet>(s));
    return built;
  });
  return library.sets[static_cast<int>(set)];
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

Result<std::vector<CaseInfo>> case_library(tables::TableCache& cache, std::string_view set) {
  if (set.empty()) {
    std::vector<CaseInfo> out;
    for (CaseSet s : {CaseSet::F2L, CaseSet::OLL, CaseSet::PLL}) {
      const std::vector<CaseInfo>& infos = case_infos(cache, s);
      out.insert(out.end(), infos.begin(), infos.end());
    }
    return out;
  }
  auto named = case_set_named(set);
  if (!named) return named.error();
  return case_infos(cache, named.value());
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
