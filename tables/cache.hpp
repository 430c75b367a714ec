// Every lazily built table a solver may need, owned by the caller (the CLI, a benchmark, the WASM
// module's session) rather than by globals. Each solver family adds its members in its section.
#pragma once

#include "tables/antipodal.hpp"  // optimal solver, central cubes in QTM
#include "tables/cross.hpp"      // CFOP
#include "tables/f2l_pair.hpp"   // CFOP
#include "tables/lazy.hpp"
#include "tables/optimal.hpp"          // optimal solver
#include "tables/optimal_compact.hpp"  // optimal solver, 35 MB
#include "tables/shelf.hpp"
#include "tables/thistlethwaite.hpp"  // Thistlethwaite
#include "tables/two_phase.hpp"       // two-phase
#include "tables/two_phase_qtm.hpp"   // two-phase in QTM

namespace cubelab::tables {

struct TableCache {
  Progress progress;  // told about every table build; may be empty
  // Large builds (the optimal table) run on this many threads through `parallel` when it is set
  // (the native CLI gives its helper threads; the WASM module builds on one).
  int build_threads = 1;
  Parallel parallel;

  // --- two-phase solver tables ---
  Lazy<TwoPhaseTables> two_phase;         // move tables + 6 pruning tables (3 symmetry-reduced, 4 bits), about 8 MB
  Lazy<TwoPhaseQtmTables> two_phase_qtm;  // QTM pruning tables over two_phase's move tables, about 8.5 MB

  // --- Thistlethwaite tables ---
  Lazy<ThistlethwaiteTables> thistlethwaite;  // four stages' exact distances, about 2 MB, built in well under a second
  // --- optimal solver table ---
  Lazy<OptimalTable> optimal;      // flip-slice classes x twist, 4 bits, 139 MB, built in about a minute
  Lazy<OptimalTable> optimal_qtm;  // the same in quarter turns, for --metric qtm: another 139 MB
  // the same distances in 35 MB (16 symmetries, 2 bits): used by --method optimal only when set
  // (a table file) and the full table is not
  Lazy<CompactOptimalTable> optimal_compact;
  // corner distances of the antipodal-halves search (the superflip in QTM), 44 MB, about 4 s
  Lazy<AntipodalCornerTable> antipodal_corners;

  // --- CFOP / beginner tables ---
  Lazy<CrossTable> cross;             // optimal cross distances, 331,776 bytes, built in milliseconds
  Lazy<PairTables> f2l_pairs;         // cross + one pair piece, 2 * 4.56 MB, for cfop-optimal and xcross
  Lazy<PairNearTable> f2l_pair_near;  // a pair and its two cross edges, 331,776 bytes, for cfop's cross choice

  // --- tables the solvers layer defines, by type: case recognition (core/solvers/cfop/recognise.hpp), the
  // case library (case_library.hpp) and the F2L pair plans (f2l_human.cpp); built together in about 60 ms
  // of CPU natively on first use (bench: BM_CaseTablesFirstUse) ---
  Shelf shelf;
};

}  // namespace cubelab::tables
