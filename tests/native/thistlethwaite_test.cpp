// Thistlethwaite's four stages: the tables against the published indices and bounds, stage 1
// against an independent breadth-first search, each stage's end checked on the facelets, and
// random states solved.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <vector>

#include "core/model/facelets.hpp"
#include "core/model/move.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/common/phase_info.hpp"
#include "core/solvers/methods.hpp"
#include "core/solvers/thistlethwaite/thistlethwaite.hpp"

namespace cubelab {
namespace {

const tables::ThistlethwaiteTables& t() {
  static const tables::ThistlethwaiteTables tables = tables::build_thistlethwaite_tables();
  return tables;
}

constexpr std::array<int, 4> kPublishedIndex = {2048, 1082565, 29400, 663552};
constexpr std::array<int, 4> kPublishedMaxMoves = {7, 10, 13, 15};

TEST(ThistlethwaiteTables, OneEntryPerCosetAndThePublishedDepths) {
  for (int k = 0; k < 4; ++k) {
    const auto counts = tables::depth_counts(t().stages[k].distance);
    EXPECT_EQ(t().stages[k].distance.size(), static_cast<std::size_t>(kPublishedIndex[k])) << "stage " << k + 1;
    EXPECT_EQ(static_cast<int>(counts.size()) - 1, kPublishedMaxMoves[k]) << "stage " << k + 1;  // no entry unknown
  }
}

// Edge orientation (Kociemba's: the U/D sticker, or for E-slice edges the F/B sticker, on the
// slot's first facelet) read off the stickers, as a 12-bit number.
int flips_on_facelets(const CubieCube& c) {
  const FaceletCube f = to_facelets(c);
  int bits = 0;
  for (int slot = 0; slot < kEdges; ++slot) {
    const int first = f[kEdgeFacelets[slot][0]], second = f[kEdgeFacelets[slot][1]];
    const bool ud = [](int x) { return x == 0 || x == 3; }(first);
    const bool fb_first = first == 2 || first == 5, ud_second = second == 0 || second == 3;
    const bool good = ud || (fb_first && !ud_second);
    bits |= static_cast<int>(!good) << slot;
  }
  return bits;
}

TEST(Thistlethwaite, StageOneIsTheOptimalEdgeOrientationDistanceForAll2048) {
  // Breadth-first over edge-orientation patterns, following whole cubes through all 18 turns.
  std::map<int, int> distance = {{0, 0}};
  std::vector<CubieCube> frontier = {CubieCube{}};
  for (int d = 1; !frontier.empty(); ++d) {
    std::vector<CubieCube> next;
    for (const CubieCube& c : frontier)
      for (int m = 0; m < kFaceTurns; ++m) {
        const CubieCube after = apply_move(c, face_turn(m));
        if (distance.emplace(flips_on_facelets(after), d).second) next.push_back(after);
      }
    frontier = std::move(next);
  }
  ASSERT_EQ(distance.size(), 2048u);
  int max_distance = 0;
  for (const auto& [bits, d] : distance) {
    CubieCube c;
    for (int slot = 0; slot < kEdges; ++slot) c.eo[slot] = static_cast<uint8_t>(bits >> slot & 1);
    auto stages = solve_thistlethwaite(c, t());
    ASSERT_TRUE(stages) << bits;
    EXPECT_EQ(htm(stages.value()[0]), d) << "flips " << bits;
    EXPECT_EQ(flips_on_facelets(apply_alg(c, stages.value()[0])), 0) << bits;
    max_distance = std::max(max_distance, d);
  }
  EXPECT_EQ(max_distance, 7);
}

bool is_ud(int colour) { return colour == 0 || colour == 3; }

// G2 = <U, D, R2, L2, F2, B2>: the U and D faces show only U and D colours, and the middle layer's
// edges show F or B colours on their F and B faces.
bool in_g2_on_facelets(const CubieCube& c) {
  const FaceletCube f = to_facelets(c);
  for (int face : {0, 3})
    for (int k = 0; k < 9; ++k)
      if (!is_ud(f[face * 9 + k])) return false;
  for (int slot = FR; slot <= BR; ++slot) {
    const int colour = f[kEdgeFacelets[slot][0]];
    if (colour != 2 && colour != 5) return false;
  }
  return true;
}

// The corner stickers of a cube, which G3 membership depends on besides the faces' colours.
std::array<uint8_t, 24> corner_stickers(const CubieCube& c) {
  const FaceletCube f = to_facelets(c);
  std::array<uint8_t, 24> s{};
  for (int i = 0; i < kCorners; ++i)
    for (int k = 0; k < 3; ++k) s[i * 3 + k] = f[kCornerFacelets[i][k]];
  return s;
}

// The corner sticker patterns that half turns reach (breadth first, in the test itself).
const std::set<std::array<uint8_t, 24>>& square_group_corners() {
  static const std::set<std::array<uint8_t, 24>> seen = [] {
    std::set<std::array<uint8_t, 24>> s = {corner_stickers(CubieCube{})};
    std::vector<CubieCube> queue = {CubieCube{}};
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (int face = 0; face < kFaces; ++face) {
        const CubieCube after = apply_move(queue[i], face_turn(face * 3 + 1));
        if (s.insert(corner_stickers(after)).second) queue.push_back(after);
      }
    return s;
  }();
  return seen;
}

// G3 = <U2, D2, R2, L2, F2, B2>: every face shows only its own and the opposite colour, and the
// corners are as half turns can leave them.
bool in_g3_on_facelets(const CubieCube& c) {
  const FaceletCube f = to_facelets(c);
  for (int face = 0; face < kFaces; ++face)
    for (int k = 0; k < 9; ++k)
      if (f[face * 9 + k] % 3 != face % 3) return false;
  return square_group_corners().count(corner_stickers(c)) == 1;
}

TEST(Thistlethwaite, TheHalfTurnGroupHas96CornerPatterns) { EXPECT_EQ(square_group_corners().size(), 96u); }

TEST(Thistlethwaite, RandomStatesSolvedEachStageInTheNextGroupAndWithinItsBound) {
  // 10,000 states, the figure (a few tenths of a second: the solver descends its tables).
  Rng rng(2024);
  std::array<int, 4> longest{};
  for (int i = 0; i < 10000; ++i) {
    const CubieCube start = random_state(rng);
    auto stages = solve_thistlethwaite(start, t());
    ASSERT_TRUE(stages) << i;
    CubieCube c = start;
    for (int k = 0; k < 4; ++k) {
      c = apply_alg(c, stages.value()[k]);
      const int length = htm(stages.value()[k]);
      ASSERT_LE(length, kPublishedMaxMoves[k]) << "state " << i << " stage " << k + 1;
      longest[k] = std::max(longest[k], length);
    }
    ASSERT_EQ(flips_on_facelets(apply_alg(start, stages.value()[0])), 0) << i;
    ASSERT_TRUE(in_g2_on_facelets(apply_alg(apply_alg(start, stages.value()[0]), stages.value()[1]))) << i;
    ASSERT_TRUE(in_g3_on_facelets(
        apply_alg(apply_alg(apply_alg(start, stages.value()[0]), stages.value()[1]), stages.value()[2])))
        << i;
    ASSERT_TRUE(c.is_solved_any_orientation()) << i;
  }
  // The hardest stages of 10,000 random states come near their bounds.
  for (int k = 0; k < 4; ++k) EXPECT_GE(longest[k], kPublishedMaxMoves[k] - 3) << "stage " << k + 1;
}

TEST(Thistlethwaite, StagesUseOnlyTheirGroupsMoves) {
  Rng rng(7);
  const std::array<std::set<int>, 4> allowed = {
      std::set<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17},
      std::set<int>{0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 16}, std::set<int>{0, 1, 2, 4, 7, 9, 10, 11, 13, 16},
      std::set<int>{1, 4, 7, 10, 13, 16}};
  for (int i = 0; i < 200; ++i) {
    auto stages = solve_thistlethwaite(random_state(rng), t());
    ASSERT_TRUE(stages);
    for (int k = 0; k < 4; ++k)
      for (const Move& m : stages.value()[k]) EXPECT_TRUE(allowed[k].count(face_turn_index(m))) << k;
  }
}

TEST(Thistlethwaite, MethodSolvesACubeHeldAnyWayWithFourNamedPhases) {
  tables::TableCache cache;
  const CubieCube scrambled = state_of(parse_alg("x y2 R U2 D' B D' M E").value());
  auto s = solve_with("thistlethwaite", scrambled, SolveOptions{}, cache);
  ASSERT_TRUE(s) << s.error().message;
  ASSERT_EQ(s.value().phases.size(), 4u);
  const std::array<const char*, 4> names = {"g1", "g2", "g3", "solved"};
  for (int k = 0; k < 4; ++k) {
    EXPECT_EQ(s.value().phases[k].name, names[k]);
    EXPECT_NE(s.value().phases[k].case_name.find('<'), std::string::npos);  // names its move set
  }
  EXPECT_TRUE(apply_alg(scrambled, s.value().moves).is_solved_any_orientation());
}

TEST(Thistlethwaite, StagesOneAndTwoShowTheOrientationStickers) {
  // Greying: stage 1 shows one sticker of each edge (its orientation sticker) and no corner; at the
  // end of stage 1 that sticker sits on each slot's first facelet (U/D, or F/B in the middle layer).
  // Stage 2 also shows each corner's U/D sticker, and at its end those all sit on U and D.
  EXPECT_EQ(phase_info("g1").focus, PhaseFocus::edge_orientation);
  EXPECT_EQ(phase_info("g2").focus, PhaseFocus::orientation);
  Rng rng(99);
  for (int i = 0; i < 50; ++i) {
    const CubieCube start = random_state(rng);
    auto stages = solve_thistlethwaite(start, t());
    ASSERT_TRUE(stages);
    const CubieCube g1_end = apply_alg(start, stages.value()[0]);
    const CubieCube g2_end = apply_alg(g1_end, stages.value()[1]);
    for (const CubieCube* c : {&start, &g1_end}) {
      const auto shown = stickers_in_play(PhaseFocus::edge_orientation, *c, g1_end);
      int count = 0;
      for (int f = 0; f < kFacelets; ++f) count += shown[f] && f % 9 != 4;
      EXPECT_EQ(count, kEdges);
    }
    const auto at_g1 = stickers_in_play(PhaseFocus::edge_orientation, g1_end, g1_end);
    for (int slot = 0; slot < kEdges; ++slot) {
      EXPECT_TRUE(at_g1[kEdgeFacelets[slot][0]]) << i << " slot " << slot;
      EXPECT_FALSE(at_g1[kEdgeFacelets[slot][1]]) << i << " slot " << slot;
    }
    const auto at_g2 = stickers_in_play(PhaseFocus::orientation, g2_end, g2_end);
    for (int slot = 0; slot < kCorners; ++slot) {
      EXPECT_TRUE(at_g2[kCornerFacelets[slot][0]]) << i;  // the U or D facelet
      EXPECT_FALSE(at_g2[kCornerFacelets[slot][1]] || at_g2[kCornerFacelets[slot][2]]) << i;
    }
  }
}

TEST(Thistlethwaite, ImpossibleCubeIsAnError) {
  CubieCube c;
  c.eo[0] = 1;
  auto s = solve_thistlethwaite(c, t());
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().kind, ErrorKind::impossible);
}

}  // namespace
}  // namespace cubelab
