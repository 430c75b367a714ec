// The beginner's method: every answer applied, every step checked for what it leaves solved.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/model/orientation.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/common/predicates.hpp"
#include "core/solvers/methods.hpp"

namespace cubelab {
namespace {

int count_corners(const CubieCube& c) {
  int n = 0;
  for (int s = DFR; s <= DRB; ++s) n += corner_solved(c, s) ? 1 : 0;
  return n;
}

bool u_edges(const CubieCube& c, bool placed) {
  for (int s = UR; s <= UB; ++s)
    if (c.eo[s] != 0 || (placed && c.ep[s] != s)) return false;
  return true;
}

bool u_corners_placed(const CubieCube& c) {
  for (int s = URF; s <= UBR; ++s)
    if (c.cp[s] != s) return false;
  return true;
}

void expect_step_done(const std::string& name, const CubieCube& home) {
  SCOPED_TRACE(name);
  const std::map<std::string, int> order = {
      {"cross", 0},    {"corners", 1},          {"second-layer", 2},     {"ll-cross", 3},
      {"ll-edges", 4}, {"ll-corners-place", 5}, {"ll-corners-orient", 6}};
  ASSERT_TRUE(order.count(name));
  const int step = order.at(name);
  EXPECT_TRUE(cross_solved(home));
  if (step >= 1) EXPECT_EQ(count_corners(home), 4);
  if (step >= 2) EXPECT_TRUE(f2l_solved(home));
  if (step >= 3) EXPECT_TRUE(u_edges(home, false));
  if (step >= 4) EXPECT_TRUE(u_edges(home, true));
  if (step >= 5) EXPECT_TRUE(u_corners_placed(home));
  if (step >= 6) EXPECT_TRUE(home.is_solved());
}

TEST(Beginner, SolvesFiveHundredRandomStatesStepByStep) {
  tables::TableCache tables;
  Rng rng(515);
  for (int i = 0; i < 500; ++i) {
    const CubieCube cube = random_state(rng);
    auto s = solve_with("beginner", cube, {}, tables);
    ASSERT_TRUE(s.ok()) << s.error().message;
    ASSERT_EQ(s->phases.size(), 7u);
    CubieCube real = cube;
    for (const Phase& p : s->phases) {
      real = apply_alg(real, p.moves);
      expect_step_done(p.name, recolour_to_home(real));
    }
    EXPECT_TRUE(apply_alg(cube, s->moves).is_solved_any_orientation());
  }
}

TEST(Beginner, WorksOnAnyColourAndTurnedCentres) {
  tables::TableCache tables;
  Rng rng(516);
  const CubieCube turned = state_of(parse_alg("y' S x").value());
  for (const char* colour : {"white", "blue", "neutral"}) {
    SolveOptions o;
    o.colour = colour;
    const CubieCube cube = turned * random_state(rng);
    auto s = solve_with("beginner", cube, o, tables);
    ASSERT_TRUE(s.ok()) << s.error().message;
    EXPECT_TRUE(apply_alg(cube, s->moves).is_solved_any_orientation());
  }
}

TEST(Beginner, UsesOnlyFaceTurnsAfterTheRotation) {
  tables::TableCache tables;
  Rng rng(517);
  auto s = solve_with("beginner", random_state(rng), {}, tables);
  ASSERT_TRUE(s.ok());
  for (std::size_t i = 1; i < s->phases.size(); ++i)
    for (Move m : s->phases[i].moves) EXPECT_EQ(kind_of(m.base), MoveKind::Face);
}

}  // namespace
}  // namespace cubelab
