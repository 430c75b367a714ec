// The two-phase pruning tables: exact distances in their projections, so lower bounds that never
// exceed the known maxima of the phases (12 for phase 1, 18 for phase 2), and safe to save/load.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <numeric>

#include "core/model/random_state.hpp"
#include "tables/blob.hpp"
#include "tables/coord.hpp"
#include "tables/two_phase.hpp"
#include "tests/native/shared_tables.hpp"

namespace cubelab::tables {
namespace {

class TwoPhaseTablesTest : public ::testing::Test {
 protected:
  static const TwoPhaseTables& t() { return cubelab::testing::built_two_phase_tables(); }
};

void expect_distribution(const PruneTable& table, std::size_t size, std::size_t known_phase_max) {
  const auto counts = depth_counts(table);
  EXPECT_EQ(table.size(), size) << table.name;
  EXPECT_EQ(std::accumulate(counts.begin(), counts.end(), uint64_t{0}), size) << table.name;
  EXPECT_EQ(counts[0], 1u) << table.name << ": only the goal is at depth 0";
  for (uint64_t c : counts) EXPECT_GT(c, 0u) << table.name << ": a depth with no entries";
  // The projection's distance is a lower bound of the phase's, whose maximum is known.
  EXPECT_LE(counts.size() - 1, known_phase_max) << table.name;
}

// The phase-1 tables are stored reduced by symmetry; two_phase_sym_test checks every entry against
// these full ones.
PruneTable full_phase1(const TwoPhaseTables& t, int which) {
  if (which == 0) return build_prune_table("twist-slice", t.twist, t.slice);
  if (which == 1) return build_prune_table("flip-slice", t.flip, t.slice);
  return build_prune_table("twist-flip", t.twist, t.flip);
}

// The phase-2 tables are stored reduced by symmetry too, checked the same way.
PruneTable full_phase2(const TwoPhaseTables& t, int which) {
  if (which == 0) return build_prune_table("corner-slice", phase2_columns(t.corner_perm, "cp2"), t.slice_perm);
  if (which == 1) return build_prune_table("edge-slice", t.ud_edge_perm, t.slice_perm);
  return build_prune_table("edge-corners", t.ud_edge_perm, t.u_corner_places);
}

TEST_F(TwoPhaseTablesTest, DepthDistributions) {
  expect_distribution(full_phase1(t(), 0), kTwists * kSlices, 12);
  expect_distribution(full_phase1(t(), 1), kFlips * kSlices, 12);
  expect_distribution(full_phase1(t(), 2), kTwists * kFlips, 12);
  expect_distribution(full_phase2(t(), 0), kCornerPerms * kSlicePerms, 18);
  expect_distribution(full_phase2(t(), 1), kUdEdgePerms * kSlicePerms, 18);
  expect_distribution(full_phase2(t(), 2), kUdEdgePerms * kUCornerPlaces, 18);
}

// Breadth-first distances, checked without the code that made them: every entry's neighbours
// are at most one closer, and an entry at depth d > 0 has a neighbour at d - 1.
void expect_consistent(const PruneTable& table, const MoveTable& rows, const MoveTable& columns,
                       const std::array<uint8_t, kPhase2Moves>* phase2) {
  const int moves = phase2 ? kPhase2Moves : kFaceTurns;
  for (int r = 0; r < table.rows; ++r) {
    for (int c = 0; c < table.columns; ++c) {
      const int d = table.at(r, c);
      bool has_closer = d == 0;
      for (int m = 0; m < moves; ++m) {
        const int rm = phase2 ? (*phase2)[m] : m;  // corner_perm is indexed by face turn
        const int n = table.at(rows.apply(r, rows.moves == kFaceTurns ? rm : m), columns.apply(c, m));
        ASSERT_LE(d - n, 1) << table.name;
        has_closer = has_closer || n == d - 1;
      }
      ASSERT_TRUE(has_closer) << table.name << " entry " << r << "," << c;
    }
  }
}

TEST_F(TwoPhaseTablesTest, DistancesAreConsistent) {
  expect_consistent(full_phase1(t(), 0), t().twist, t().slice, nullptr);
  expect_consistent(full_phase1(t(), 1), t().flip, t().slice, nullptr);
  expect_consistent(full_phase1(t(), 2), t().twist, t().flip, nullptr);
  expect_consistent(full_phase2(t(), 0), t().corner_perm, t().slice_perm, &kPhase2FaceTurns);
  expect_consistent(full_phase2(t(), 1), t().ud_edge_perm, t().slice_perm, &kPhase2FaceTurns);
  expect_consistent(full_phase2(t(), 2), t().ud_edge_perm, t().u_corner_places, &kPhase2FaceTurns);
}

// The search reads the U-corner places of a corner perm from a derived table: it must agree with
// the coordinate read from the cube, here along random phase-2 sequences.
TEST_F(TwoPhaseTablesTest, UCornersOfCornerPermAgreeWithTheCube) {
  ASSERT_EQ(t().u_corners_of_corner_perm.size(), static_cast<std::size_t>(kCornerPerms));
  Rng rng(12);
  CubieCube c;
  for (int i = 0; i < 2000; ++i) {
    c = apply_move(c, face_turn(kPhase2FaceTurns[rng.below(kPhase2Moves)]));
    ASSERT_EQ(t().u_corners_of_corner_perm[corner_perm(c)], u_corner_places(c)) << i;
  }
}

// Phase 2 follows corner perm and U/D edge perm as class * 8 + symmetry through the class move
// tables: along random phase-2 sequences, the representative conjugated by the symmetry must be
// the cube's own value, and the U-corner places of the class's representative conjugated by it
// the cube's own.
TEST_F(TwoPhaseTablesTest, ClassMovesFollowTheCube) {
  const SymConjugates corners = sym_conjugates_along(phase2_columns(t().corner_perm, "cp2")),
                      edges = sym_conjugates_along(t().ud_edge_perm);
  const SymClasses& corner_classes = t().corner_slice.a_classes;
  const SymClasses& edge_classes = t().edge_slice.a_classes;
  const auto& move_conj = phase2_move_conj();
  Rng rng(14);
  CubieCube c;
  int cc = 0, ec = 0;  // solved: class 0, symmetry 0
  for (int i = 0; i < 3000; ++i) {
    const int m = static_cast<int>(rng.below(kPhase2Moves));
    c = apply_move(c, face_turn(kPhase2FaceTurns[m]));
    cc = t().corner_class_moves[static_cast<std::size_t>(cc / kSyms) * kPhase2Moves + move_conj[cc % kSyms][m]] ^
         (cc % kSyms);
    ec = t().edge_class_moves[static_cast<std::size_t>(ec / kSyms) * kPhase2Moves + move_conj[ec % kSyms][m]] ^
         (ec % kSyms);
    ASSERT_EQ(corners.apply(corner_classes.representative[cc / kSyms], cc % kSyms), corner_perm(c)) << i;
    ASSERT_EQ(edges.apply(edge_classes.representative[ec / kSyms], ec % kSyms), ud_edge_perm(c)) << i;
    ASSERT_EQ(t().edge_corners.b_conj.apply(t().u_corners_of_corner_class[cc / kSyms], cc % kSyms), u_corner_places(c))
        << i;
  }
}

// Phase 2's bound never exceeds the length of a phase-2 scramble.
TEST_F(TwoPhaseTablesTest, Phase2BoundsNeverAboveTheLengthOfAPhase2Scramble) {
  Rng rng(13);
  for (int length = 0; length <= 12; ++length) {
    for (int i = 0; i < 30; ++i) {
      CubieCube c;
      for (int k = 0; k < length; ++k) c = apply_move(c, face_turn(kPhase2FaceTurns[rng.below(kPhase2Moves)]));
      EXPECT_LE(t().edge_corners.at(ud_edge_perm(c), u_corner_places(c)), length);
      EXPECT_LE(t().edge_slice.at(ud_edge_perm(c), slice_sorted(c)), length);
      EXPECT_LE(t().corner_slice.at(corner_perm(c), slice_sorted(c)), length);
    }
  }
}

TEST_F(TwoPhaseTablesTest, NeverAboveTheLengthOfAScramble) {
  Rng rng(11);
  for (int length = 0; length <= 8; ++length) {
    for (int i = 0; i < 30; ++i) {
      const CubieCube c = apply_alg(CubieCube{}, random_moves(rng, length));
      const int slice = slice_sorted(c) / kSlicePerms;
      EXPECT_LE(t().twist_slice.at(twist(c), slice), length);
      EXPECT_LE(t().flip_slice.at(flip(c), slice), length);
      EXPECT_LE(t().twist_flip.at(twist(c), flip(c)), length);
    }
  }
}

TEST_F(TwoPhaseTablesTest, SaveAndLoadGiveTheSameTables) {
  const auto bytes = save_two_phase_tables(t());
  auto loaded = load_two_phase_tables(bytes);
  ASSERT_TRUE(loaded) << loaded.error().message;
  EXPECT_EQ(loaded.value().flip_slice.nibbles, t().flip_slice.nibbles);
  EXPECT_EQ(loaded.value().twist_flip.nibbles, t().twist_flip.nibbles);
  EXPECT_EQ(loaded.value().twist_flip.a_classes.class_sym, t().twist_flip.a_classes.class_sym);
  EXPECT_EQ(loaded.value().edge_slice.nibbles, t().edge_slice.nibbles);
  EXPECT_EQ(loaded.value().edge_corners.nibbles, t().edge_corners.nibbles);
  EXPECT_EQ(loaded.value().corner_slice.nibbles, t().corner_slice.nibbles);
  EXPECT_EQ(loaded.value().edge_corners.a_classes.class_sym, t().edge_corners.a_classes.class_sym);
  EXPECT_EQ(loaded.value().corner_slice.b_conj.conj, t().corner_slice.b_conj.conj);
  EXPECT_EQ(loaded.value().u_corners_of_corner_perm, t().u_corners_of_corner_perm);
  EXPECT_EQ(loaded.value().corner_perm.next, t().corner_perm.next);
  EXPECT_EQ(loaded.value().slice_perm.next, t().slice_perm.next);
}

TEST_F(TwoPhaseTablesTest, CompactSetLeavesOutTwistFlipAndLoadsToo) {
  const TwoPhaseTables compact = build_two_phase_tables({}, TwoPhaseTableSet::Compact);
  EXPECT_TRUE(compact.twist_flip.nibbles.empty());
  EXPECT_EQ(compact.twist_slice.nibbles, t().twist_slice.nibbles);
  auto loaded = load_two_phase_tables(save_two_phase_tables(compact));
  ASSERT_TRUE(loaded) << loaded.error().message;
  EXPECT_TRUE(loaded.value().twist_flip.nibbles.empty());
  EXPECT_EQ(loaded.value().edge_slice.nibbles, t().edge_slice.nibbles);
}

TEST_F(TwoPhaseTablesTest, LoadRejectsBadBuffers) {
  auto bytes = save_two_phase_tables(t());
  bytes[bytes.size() / 2] ^= 0x01;
  auto corrupted = load_two_phase_tables(bytes);
  ASSERT_FALSE(corrupted);
  EXPECT_NE(corrupted.error().message.find("checksum"), std::string::npos) << corrupted.error().message;
  bytes.resize(1000);
  EXPECT_FALSE(load_two_phase_tables(bytes));
  const auto single = save_sym_prune_table(t().twist_slice);
  auto foreign = load_two_phase_tables(single);
  ASSERT_FALSE(foreign);
  EXPECT_NE(foreign.error().message.find("twist-slice-sym-prune"), std::string::npos) << foreign.error().message;
  EXPECT_FALSE(load_two_phase_tables({}));
}

// The phase-2 tables' symmetry classes come from the bundle's own move tables at load. A damaged
// move table under a valid checksum (every entry in range, as the load checks) must give an error,
// not tables read out of their bounds: here the U/D edge perm's table all zeros, checksum resealed.
TEST_F(TwoPhaseTablesTest, LoadRejectsMoveTablesThatGiveOtherClasses) {
  auto bytes = save_two_phase_tables(t());
  const std::string name = "ud-edge-perm-move";
  const auto at = std::search(bytes.begin(), bytes.end(), name.begin(), name.end());
  ASSERT_NE(at, bytes.end());
  const std::size_t table = static_cast<std::size_t>(at - bytes.begin()) - 8 + kHeaderBytes;  // after its header
  std::fill_n(bytes.begin() + static_cast<std::ptrdiff_t>(table), kUdEdgePerms * kPhase2Moves * 2, uint8_t{0});
  const uint64_t sum = checksum(std::span(bytes).subspan(kHeaderBytes));
  std::memcpy(bytes.data() + kHeaderBytes - sizeof sum, &sum, sizeof sum);
  auto damaged = load_two_phase_tables(bytes);
  ASSERT_FALSE(damaged);
  EXPECT_NE(damaged.error().message.find("edge"), std::string::npos) << damaged.error().message;
}

}  // namespace
}  // namespace cubelab::tables
