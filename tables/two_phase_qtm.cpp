#include "tables/two_phase_qtm.hpp"

#include <cstddef>
#include <string>
#include <utility>

#include "core/model/move.hpp"
#include "tables/coord.hpp"

namespace cubelab::tables {

namespace {

constexpr uint8_t kUnknownQtm = 255;

// Exact distances from (0, 0) in the product of two coordinates when move m costs cost(m) (1 or 2):
// Dial's algorithm, one pass over the table per distance. An entry reached at d + 2 may still be
// lowered to d + 1 while the pass at d runs; once the pass at d ends, every entry at d + 1 is final
// (its cheapest predecessor is at d or d - 1, both already expanded).
template <class RowNext, class ColumnNext, class Cost>
PruneTable weighted_prune_table(std::string name, int rows, int columns, int moves, RowNext row_next,
                                ColumnNext column_next, Cost cost) {
  PruneTable table{std::move(name), rows, columns, {}};
  const std::size_t size = static_cast<std::size_t>(rows) * columns;
  table.depth.assign(size, kUnknownQtm);
  table.depth[0] = 0;
  std::size_t final_count = 0;
  for (int d = 0; final_count < size; ++d) {
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < columns; ++c) {
        if (table.depth[static_cast<std::size_t>(r) * columns + c] != d) continue;
        ++final_count;
        for (int m = 0; m < moves; ++m) {
          const int to = d + cost(m);
          uint8_t& next = table.depth[static_cast<std::size_t>(row_next(r, m)) * columns + column_next(c, m)];
          if (next > to) next = static_cast<uint8_t>(to);
        }
      }
  }
  return table;
}

// Phase 1: the 18 face turns, each its QTM cost.
PruneTable phase1_table(std::string name, const MoveTable& rows, const MoveTable& columns) {
  return weighted_prune_table(
      std::move(name), rows.size, columns.size, kFaceTurns, [&](int r, int m) { return rows.apply(r, m); },
      [&](int c, int m) { return columns.apply(c, m); }, [](int m) { return qtm_cost(m); });
}

// Phase 2: the 10 phase-2 moves (kPhase2FaceTurns order); `rows` has 18 moves or 10.
PruneTable phase2_table(std::string name, const MoveTable& rows, const MoveTable& slice_perm) {
  return weighted_prune_table(
      std::move(name), rows.size, slice_perm.size, kPhase2Moves,
      [&](int r, int i) { return rows.apply(r, rows.moves == kPhase2Moves ? i : kPhase2FaceTurns[i]); },
      [&](int c, int i) { return slice_perm.apply(c, i); }, [](int i) { return qtm_cost(kPhase2FaceTurns[i]); });
}

void report_two_phase_qtm(const Progress& progress, double fraction) {
  if (progress) progress("two-phase-qtm", fraction);
}

}  // namespace

TwoPhaseQtmTables build_two_phase_qtm_tables(const TwoPhaseTables& t, const Progress& progress) {
  TwoPhaseQtmTables q;
  report_two_phase_qtm(progress, 0.0);
  q.twist_slice = phase1_table("twist-slice-qtm-prune", t.twist, t.slice);
  report_two_phase_qtm(progress, 0.15);
  q.flip_slice = phase1_table("flip-slice-qtm-prune", t.flip, t.slice);
  report_two_phase_qtm(progress, 0.3);
  q.twist_flip = phase1_table("twist-flip-qtm-prune", t.twist, t.flip);
  report_two_phase_qtm(progress, 0.7);
  q.corner_slice = phase2_table("corner-slice-qtm-prune", t.corner_perm, t.slice_perm);
  report_two_phase_qtm(progress, 0.85);
  q.edge_slice = phase2_table("edge-slice-qtm-prune", t.ud_edge_perm, t.slice_perm);
  report_two_phase_qtm(progress, 1.0);
  return q;
}

}  // namespace cubelab::tables
