// The symmetry-reduced phase-1 and phase-2 tables: every entry read through the reduction equals the full
// projection table's entry (built without symmetry), and the symmetries act on the coordinates
// as they do on cubes.
#include <gtest/gtest.h>

#include <numeric>

#include "core/model/random_state.hpp"
#include "tables/coord.hpp"
#include "tables/two_phase.hpp"
#include "tests/native/shared_tables.hpp"

namespace cubelab::tables {
namespace {

class TwoPhaseSymTest : public ::testing::Test {
 protected:
  static const TwoPhaseTables& t() { return cubelab::testing::built_two_phase_tables(); }
};

int slice_of(const CubieCube& c) { return slice_sorted(c) / kSlicePerms; }

TEST(TwoPhaseSym, ConjugatesMatchConjugatedCubes) {
  const SymConjugates tw = sym_conjugates(SymCoord::Twist), fl = sym_conjugates(SymCoord::Flip),
                      sl = sym_conjugates(SymCoord::Slice);
  for (int i = 0; i < 200; ++i) {
    Rng rng(sample_seed(8, i));
    const CubieCube c = random_state(rng);
    for (int s = 0; s < kRotations; ++s) {
      const CubieCube conj = sym_cube(s).inverse() * c * sym_cube(s);
      EXPECT_EQ(tw.apply(twist(c), s), twist(conj)) << i << " sym " << s;
      EXPECT_EQ(fl.apply(flip(c), s), flip(conj)) << i << " sym " << s;
      EXPECT_EQ(sl.apply(slice_of(c), s), slice_of(conj)) << i << " sym " << s;
    }
  }
}

// The phase-2 coordinates' conjugates are followed along the move tables (sym_conjugates_along),
// not read off conjugated cubes: checked here against conjugated cubes of the phase-2 group
// (random phase-2 sequences), mirror included.
// (The move tables are built here, not taken from the shared tables: wrong conjugates would keep
// the pruning tables' build from ending.)
TEST(TwoPhaseSym, Phase2ConjugatesMatchConjugatedCubes) {
  const std::span<const uint8_t> phase2(kPhase2FaceTurns);
  const auto slice_perm = [](const CubieCube& c) { return slice_sorted(c); };  // < 24 in phase 2
  const SymConjugates corners = sym_conjugates_along(
                          build_move_table("cp", kCornerPerms, corner_perm, Pieces::Corners, phase2)),
                      edges = sym_conjugates_along(
                          build_move_table("ep", kUdEdgePerms, ud_edge_perm, Pieces::Edges, phase2)),
                      slice_perms =
                          sym_conjugates_along(build_move_table("sp", kSlicePerms, slice_perm, Pieces::Edges, phase2)),
                      u_corners = sym_conjugates_along(
                          build_move_table("uc", kUCornerPlaces, u_corner_places, Pieces::Corners, phase2));
  Rng rng(21);
  CubieCube c;
  for (int i = 0; i < 300; ++i) {
    c = apply_move(c, face_turn(kPhase2FaceTurns[rng.below(kPhase2Moves)]));
    for (int s = 0; s < kSyms; ++s) {
      const CubieCube turned = sym_cube(s % kRotations).inverse() * c * sym_cube(s % kRotations);
      const CubieCube conj = s < kRotations ? turned : mirrored(turned);
      EXPECT_EQ(corners.apply(corner_perm(c), s), corner_perm(conj)) << i << " sym " << s;
      EXPECT_EQ(edges.apply(ud_edge_perm(c), s), ud_edge_perm(conj)) << i << " sym " << s;
      EXPECT_EQ(slice_perms.apply(slice_sorted(c), s), slice_sorted(conj)) << i << " sym " << s;
      EXPECT_EQ(u_corners.apply(u_corner_places(c), s), u_corner_places(conj)) << i << " sym " << s;
    }
  }
}

// The mirror is checked against moves: mirroring turns R into L', U into U' and so on, so the
// mirror image of c * m is mirror(c) * mirror(m); and it is its own inverse.
TEST(TwoPhaseSym, MirrorImagesFollowMirroredMoves) {
  // Face turn index of the mirror image of each face: U R F D L B -> U L F D R B, turning the other way.
  constexpr std::array<int, kFaces> kMirrorFace = {0, 4, 2, 3, 1, 5};
  for (int i = 0; i < 100; ++i) {
    Rng rng(sample_seed(12, i));
    const CubieCube c = random_state(rng);
    EXPECT_EQ(mirrored(mirrored(c)), c);
    for (int m = 0; m < kFaceTurns; ++m) {
      const int image = kMirrorFace[m / 3] * 3 + (2 - m % 3);
      EXPECT_EQ(mirrored(apply_move(c, face_turn(m))), apply_move(mirrored(c), face_turn(image))) << i << " " << m;
    }
  }
}

TEST(TwoPhaseSym, ClassesPartitionTheValues) {
  for (SymCoord coord : {SymCoord::Twist, SymCoord::Flip}) {
    const SymConjugates conj = sym_conjugates(coord);
    const SymClasses k = sym_classes(conj);
    std::vector<int> members(k.classes(), 0);
    for (int v = 0; v < conj.size; ++v) {
      const int cls = k.class_sym[v] / kSyms, s = k.class_sym[v] % kSyms;
      ASSERT_LT(cls, k.classes());
      EXPECT_EQ(conj.apply(v, s), k.representative[cls]) << v;
      ++members[cls];
    }
    // With 8 symmetries a class has 1, 2, 4 or 8 members, and 8 / members of them fix its representative.
    for (int cls = 0; cls < k.classes(); ++cls) {
      EXPECT_TRUE(members[cls] == 1 || members[cls] == 2 || members[cls] == 4 || members[cls] == 8) << cls;
      EXPECT_EQ(std::popcount(static_cast<unsigned>(k.stabiliser[cls])) * members[cls], kSyms) << cls;
    }
    EXPECT_EQ(std::accumulate(members.begin(), members.end(), 0), conj.size);
  }
}

// `full` has rows = a's values and columns = b's values.
void expect_same_entries(const SymPruneTable& sym, const PruneTable& full) {
  ASSERT_EQ(sym.b_size(), full.columns) << sym.name;
  for (int a = 0; a < full.rows; ++a)
    for (int b = 0; b < full.columns; ++b) ASSERT_EQ(sym.at(a, b), full.at(a, b)) << sym.name << " " << a << "," << b;
}

TEST_F(TwoPhaseSymTest, EveryEntryEqualsTheFullTable) {
  expect_same_entries(t().twist_slice, build_prune_table("twist-slice", t().twist, t().slice));
  expect_same_entries(t().flip_slice, build_prune_table("flip-slice", t().flip, t().slice));
  expect_same_entries(t().twist_flip, build_prune_table("twist-flip", t().twist, t().flip));
}

// Phase 2's tables the same way, against full byte tables over the phase-2 moves.
TEST_F(TwoPhaseSymTest, EveryPhase2EntryEqualsTheFullTable) {
  const MoveTable corner_perm2 = phase2_columns(t().corner_perm, "corner-perm-p2");
  expect_same_entries(t().corner_slice, build_prune_table("corner-slice", corner_perm2, t().slice_perm));
  expect_same_entries(t().edge_slice, build_prune_table("edge-slice", t().ud_edge_perm, t().slice_perm));
  expect_same_entries(t().edge_corners, build_prune_table("edge-corners", t().ud_edge_perm, t().u_corner_places));
  EXPECT_EQ(t().corner_slice.a_classes.classes(), kCornerPermClasses);
  EXPECT_EQ(t().edge_slice.a_classes.classes(), kUdEdgePermClasses);
  EXPECT_EQ(t().edge_corners.a_classes.class_sym, t().edge_slice.a_classes.class_sym);  // the search reads one
}

// The search reads a twist's class once for both tables over twist.
TEST_F(TwoPhaseSymTest, TablesOverTwistShareItsClasses) {
  EXPECT_EQ(t().twist_flip.a_classes.class_sym, t().twist_slice.a_classes.class_sym);
}

// Move tables under which most entries cannot be reached (the slice never moves): the build ends
// (it once looped for ever), reached entries hold their distances and the others 15.
TEST_F(TwoPhaseSymTest, EntriesNoMoveReachesEndTheBuild) {
  MoveTable still_slice{"still-slice", t().slice.size, t().slice.moves, {}};
  for (int v = 0; v < still_slice.size; ++v)
    for (int m = 0; m < still_slice.moves; ++m) still_slice.next.push_back(static_cast<uint16_t>(v));
  const SymPruneTable table =
      build_sym_prune_table("twist-still-slice", SymCoord::Twist, t().twist, SymCoord::Slice, still_slice);
  const PruneTable twist_alone = build_prune_table("twist", t().twist, still_slice);
  int unreached = 0;
  for (int tw = 0; tw < kTwists; ++tw) {
    EXPECT_EQ(table.at(tw, 0), twist_alone.at(tw, 0)) << tw;  // the twist's own distance
    unreached += table.at(tw, 1) == 15;
  }
  EXPECT_EQ(unreached, kTwists);
}

TEST_F(TwoPhaseSymTest, SmallEnoughForACache) {
  const std::size_t bytes =
      t().twist_slice.nibbles.size() + t().flip_slice.nibbles.size() + t().twist_flip.nibbles.size();
  EXPECT_LT(bytes, std::size_t{1} << 20);  // the full byte tables took 6.6 MB
  const std::size_t phase2 =
      t().corner_slice.nibbles.size() + t().edge_slice.nibbles.size() + t().edge_corners.nibbles.size();
  EXPECT_LT(phase2, std::size_t{512} << 10);  // the full byte tables took 4.8 MB
}

TEST_F(TwoPhaseSymTest, LoadRejectsAForeignOrDamagedTable) {
  auto bytes = save_sym_prune_table(t().flip_slice);
  auto back = load_sym_prune_table(bytes, "flip-slice-sym-prune", SymCoord::Flip, SymCoord::Slice);
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(back.value().nibbles, t().flip_slice.nibbles);
  EXPECT_FALSE(load_sym_prune_table(bytes, "twist-slice-sym-prune", SymCoord::Twist, SymCoord::Slice));
  bytes[bytes.size() - 3] ^= 0x10;
  EXPECT_FALSE(load_sym_prune_table(bytes, "flip-slice-sym-prune", SymCoord::Flip, SymCoord::Slice));
}

}  // namespace
}  // namespace cubelab::tables
