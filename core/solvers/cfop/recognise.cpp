#include "core/solvers/cfop/recognise.hpp"

#include <algorithm>
#include <array>

#include "core/solvers/cfop/cases_alg.hpp"
#include "tables/cache.hpp"

namespace cubelab {

namespace {

CubieCube u_state(int quarter_turns) { return state_of(u_turns(quarter_turns)); }

int oll_key(const CubieCube& c) {
  int key = 0;
  for (int i = UBR; i >= URF; --i) key = key * 3 + c.co[i];
  for (int i = UB; i >= UR; --i) key = key * 2 + c.eo[i];
  return key;
}
int oll_edge_key(const CubieCube& c) {
  int key = 0;
  for (int i = UB; i >= UR; --i) key = key * 2 + c.eo[i];
  return key;
}
int oll_corner_key(const CubieCube& c) {
  int key = 0;
  for (int i = UBR; i >= URF; --i) key = key * 3 + c.co[i];
  return key;
}
// U-layer pieces hold values 0..3 whenever F2L is solved; anything else is outside the table.
int pll_corner_key(const CubieCube& c) {
  int key = 0;
  for (int i = UBR; i >= URF; --i) key = key * 4 + (c.cp[i] & 3);
  return key;
}
int pll_key(const CubieCube& c) {
  int key = pll_corner_key(c);
  for (int i = UB; i >= UR; --i) key = key * 4 + (c.ep[i] & 3);
  return key;
}

struct StepSpec {
  CaseSet set;
  int (*key)(const CubieCube&);
  int key_count;
  bool final_auf;  // the step's moves end with the AUF that solves the layer
};

StepSpec spec_of(LastLayerStep step) {
  switch (step) {
    case LastLayerStep::OLL:
      return {CaseSet::OLL, oll_key, 1296, false};
    case LastLayerStep::PLL:
      return {CaseSet::PLL, pll_key, 65536, true};
    case LastLayerStep::OLLEdges:
      return {CaseSet::OLLEdges, oll_edge_key, 16, false};
    case LastLayerStep::OLLCorners:
      return {CaseSet::OLLCorners, oll_corner_key, 81, false};
    case LastLayerStep::PLLCorners:
      return {CaseSet::PLLCorners, pll_corner_key, 256, false};
    case LastLayerStep::PLLEdges:
      return {CaseSet::PLLEdges, pll_key, 65536, true};
  }
  return {CaseSet::OLL, oll_key, 1296, false};
}

// Keeps the shorter solution per key (ties go to the earlier case and algorithm) and, where the
// table keeps choices, the shortest of each distinct effect.
void offer(RecognitionTable& table, int key, int case_index, int algorithm, Alg moves) {
  CaseMatch match{case_index, algorithm, std::move(moves), CubieCube{}, 0};
  match.effect = state_of(match.moves);
  match.length = htm(match.moves);
  if (!table.choices_by_key.empty()) {
    std::vector<CaseMatch>& list = table.choices_by_key[key];
    auto same = std::find_if(list.begin(), list.end(), [&](const CaseMatch& m) { return m.effect == match.effect; });
    if (same == list.end()) {
      list.push_back(match);
    } else if (htm(match.moves) < htm(same->moves)) {
      *same = match;
    }
  }
  int16_t& slot = table.index[key];
  if (slot < 0) {
    slot = static_cast<int16_t>(table.matches.size());
    table.matches.push_back(std::move(match));
    return;
  }
  if (htm(match.moves) < htm(table.matches[slot].moves)) table.matches[slot] = std::move(match);
}

// A state X is solved by U^a A U^b exactly when X = U^-b A^-1 U^-a; every pre-AUF a and every
// post-AUF b gives the case's states (the post-AUF also covers the pre-rotations of the layer).
// The algorithm may also be performed from another side (a y rotation first, undone after, free in
// HTM): that often replaces the pre-AUF, so those variants are offered too.
void add_case(RecognitionTable& table, const StepSpec& spec, int case_index, int algorithm, const Alg& alg) {
  for (int side = 0; side < 4; ++side) {
    const Alg turned = rotate_about_y(alg, side);
    const CubieCube inverse = state_of(invert(turned));
    for (int a = 0; a < 4; ++a)
      for (int b = 0; b < 4; ++b) {
        const CubieCube x = u_state(-b) * inverse * u_state(-a);
        Alg moves = concat(u_turns(a), turned);
        if (spec.final_auf) moves = concat(moves, u_turns(b));
        offer(table, spec.key(x), case_index, algorithm, simplify(moves));
      }
  }
}

RecognitionTable build_last_layer(LastLayerStep step) {
  const StepSpec spec = spec_of(step);
  RecognitionTable table;
  table.key = spec.key;
  table.index.assign(spec.key_count, -1);
  if (step == LastLayerStep::OLL) table.choices_by_key.resize(spec.key_count);
  const auto records = case_records(spec.set);
  table.cases = static_cast<int>(records.size());
  for (int b = 0; b < 4; ++b)  // skip: at most the final AUF
    offer(table, spec.key(u_state(-b)), -1, 0, spec.final_auf ? u_turns(b) : Alg{});
  for (int c = 0; c < table.cases; ++c)
    for (int a = 0; a < static_cast<int>(records[c].algorithms.size()) && records[c].algorithms[a]; ++a) {
      auto parsed = parse_alg(records[c].algorithms[a]);
      if (parsed) add_case(table, spec, c, a, to_face_turns(parsed.value()));
    }
  return table;
}

RecognitionTable build_f2l() {
  RecognitionTable table;
  table.key = f2l_key;
  table.index.assign(576, -1);
  table.choices_by_key.resize(576);
  const auto records = case_records(CaseSet::F2L);
  table.cases = static_cast<int>(records.size());
  offer(table, f2l_key(CubieCube{}), -1, 0, Alg{});
  for (int c = 0; c < table.cases; ++c)
    for (int a = 0; a < static_cast<int>(records[c].algorithms.size()) && records[c].algorithms[a]; ++a) {
      auto parsed = parse_alg(records[c].algorithms[a]);
      if (!parsed) continue;
      const Alg alg = to_face_turns(parsed.value());
      const CubieCube inverse = state_of(invert(alg));
      for (int auf = 0; auf < 4; ++auf)
        offer(table, f2l_key(inverse * u_state(-auf)), c, a, simplify(concat(u_turns(auf), alg)));
    }
  return table;
}

}  // namespace

const CaseMatch* RecognitionTable::find(const CubieCube& cube) const {
  const int k = key(cube);
  if (k < 0 || k >= static_cast<int>(index.size()) || index[k] < 0) return nullptr;
  return &matches[index[k]];
}

std::span<const CaseMatch> RecognitionTable::choices(const CubieCube& cube) const {
  const int k = key(cube);
  if (choices_by_key.empty() || k < 0 || k >= static_cast<int>(choices_by_key.size())) return {};
  return choices_by_key[k];
}

std::vector<int> RecognitionTable::key_counts() const {
  std::vector<int> counts(cases + 1, 0);
  for (int16_t i : index)
    if (i >= 0) ++counts[matches[i].case_index < 0 ? cases : matches[i].case_index];
  return counts;
}

CaseSet case_set_of(LastLayerStep step) { return spec_of(step).set; }

const RecognitionTables& recognition_tables(tables::TableCache& cache) {
  return cache.shelf.get<RecognitionTables>([&] {
    RecognitionTables t;
    for (int step = 0; step < kLastLayerSteps; ++step) {
      if (cache.progress) cache.progress("recognition", double(step) / (kLastLayerSteps + 1));
      t.last_layer[step] = build_last_layer(static_cast<LastLayerStep>(step));
    }
    t.f2l = build_f2l();
    if (cache.progress) cache.progress("recognition", 1);
    return t;
  });
}

const RecognitionTable& last_layer_table(tables::TableCache& cache, LastLayerStep step) {
  return recognition_tables(cache).last_layer[static_cast<int>(step)];
}

int f2l_key(const CubieCube& c) {
  int corner = 0, edge = 0;
  for (int i = 0; i < kCorners; ++i)
    if (c.cp[i] == DFR) corner = i * 3 + c.co[i];
  for (int i = 0; i < kEdges; ++i)
    if (c.ep[i] == FR) edge = i * 2 + c.eo[i];
  return corner * 24 + edge;
}

bool f2l_in_domain(int key) {
  const int corner = key / 24 / 3, edge = key % 24 / 2;
  return (corner <= UBR || corner == DFR) && (edge <= UB || edge == FR);
}

const RecognitionTable& f2l_table(tables::TableCache& cache) { return recognition_tables(cache).f2l; }

const RecognitionTable& recognition_table(tables::TableCache& cache, CaseSet set) {
  for (int step = 0; step < kLastLayerSteps; ++step)
    if (case_set_of(static_cast<LastLayerStep>(step)) == set)
      return last_layer_table(cache, static_cast<LastLayerStep>(step));
  return f2l_table(cache);
}

}  // namespace cubelab
