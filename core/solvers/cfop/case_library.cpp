#include "core/solvers/cfop/case_library.hpp"

#include <array>

#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/recognise.hpp"

namespace cubelab {

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

}  // namespace cubelab
