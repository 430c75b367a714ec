// The two-phase pruning tables: exact distances in their projections, so lower bounds that never
// exceed the known maxima of the phases (12 for phase 1, 18 for phase 2), and safe to save/load.
#include <gtest/gtest.h>

#include <numeric>

#include "core/cube/random_state.hpp"
#include "tables/coord.hpp"
#include "tables/two_phase.hpp"

namespace cubelab::tables {
namespace {

class TwoPhaseTablesTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { tables_ = new TwoPhaseTables(build_two_phase_tables()); }
  static void TearDownTestSuite() { delete tables_; }
  static const TwoPhaseTables& t() { return *tables_; }
  static TwoPhaseTables* tables_;
};
TwoPhaseTables* TwoPhaseTablesTest::tables_ = nullptr;

void expect_distribution(const PruneTable& table, std::size_t size, std::size_t known_phase_max) {
  const auto counts = depth_counts(table);
  EXPECT_EQ(table.size(), size) << table.name;
  EXPECT_EQ(std::accumulate(counts.begin(), counts.end(), uint64_t{0}), size) << table.name;
  EXPECT_EQ(counts[0], 1u) << table.name << ": only the goal is at depth 0";
  for (uint64_t c : counts) EXPECT_GT(c, 0u) << table.name << ": a depth with no entries";
  // The projection's distance is a lower bound of the phase's, whose maximum is known.
  EXPECT_LE(counts.size() - 1, known_phase_max) << table.name;
}

TEST_F(TwoPhaseTablesTest, DepthDistributions) {
  expect_distribution(t().slice_twist, kSlices * kTwists, 12);
  expect_distribution(t().slice_flip, kSlices * kFlips, 12);
  expect_distribution(t().twist_flip, kTwists * kFlips, 12);
  expect_distribution(t().corner_slice, kCornerPerms * kSlicePerms, 18);
  expect_distribution(t().edge_slice, kUdEdgePerms * kSlicePerms, 18);
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
  expect_consistent(t().slice_twist, t().slice, t().twist, nullptr);
  expect_consistent(t().slice_flip, t().slice, t().flip, nullptr);
  expect_consistent(t().twist_flip, t().twist, t().flip, nullptr);
  expect_consistent(t().corner_slice, t().corner_perm, t().slice_perm, &kPhase2FaceTurns);
  expect_consistent(t().edge_slice, t().ud_edge_perm, t().slice_perm, &kPhase2FaceTurns);
}

TEST_F(TwoPhaseTablesTest, NeverAboveTheLengthOfAScramble) {
  Rng rng(11);
  for (int length = 0; length <= 8; ++length) {
    for (int i = 0; i < 30; ++i) {
      const CubieCube c = apply_alg(CubieCube{}, random_moves(rng, length));
      const int slice = slice_sorted(c) / kSlicePerms;
      EXPECT_LE(t().slice_twist.at(slice, twist(c)), length);
      EXPECT_LE(t().slice_flip.at(slice, flip(c)), length);
      EXPECT_LE(t().twist_flip.at(twist(c), flip(c)), length);
    }
  }
}

TEST_F(TwoPhaseTablesTest, SaveAndLoadGiveTheSameTables) {
  const auto bytes = save_two_phase_tables(t());
  auto loaded = load_two_phase_tables(bytes);
  ASSERT_TRUE(loaded) << loaded.error().message;
  EXPECT_EQ(loaded.value().slice_flip.depth, t().slice_flip.depth);
  EXPECT_EQ(loaded.value().edge_slice.depth, t().edge_slice.depth);
  EXPECT_EQ(loaded.value().corner_perm.next, t().corner_perm.next);
  EXPECT_EQ(loaded.value().slice_perm.next, t().slice_perm.next);
}

TEST_F(TwoPhaseTablesTest, CompactSetLeavesOutTwistFlipAndLoadsToo) {
  const TwoPhaseTables compact = build_two_phase_tables({}, TwoPhaseTableSet::Compact);
  EXPECT_TRUE(compact.twist_flip.depth.empty());
  EXPECT_EQ(compact.slice_twist.depth, t().slice_twist.depth);
  auto loaded = load_two_phase_tables(save_two_phase_tables(compact));
  ASSERT_TRUE(loaded) << loaded.error().message;
  EXPECT_TRUE(loaded.value().twist_flip.depth.empty());
  EXPECT_EQ(loaded.value().edge_slice.depth, t().edge_slice.depth);
}

TEST_F(TwoPhaseTablesTest, LoadRejectsBadBuffers) {
  auto bytes = save_two_phase_tables(t());
  bytes[bytes.size() / 2] ^= 0x01;
  auto corrupted = load_two_phase_tables(bytes);
  ASSERT_FALSE(corrupted);
  EXPECT_NE(corrupted.error().message.find("checksum"), std::string::npos) << corrupted.error().message;
  bytes.resize(1000);
  EXPECT_FALSE(load_two_phase_tables(bytes));
  const auto single = save_prune_table(t().slice_twist);
  auto foreign = load_two_phase_tables(single);
  ASSERT_FALSE(foreign);
  EXPECT_NE(foreign.error().message.find("slice-twist-prune"), std::string::npos) << foreign.error().message;
  EXPECT_FALSE(load_two_phase_tables({}));
}

}  // namespace
}  // namespace cubelab::tables
