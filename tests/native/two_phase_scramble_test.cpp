// Random-state scrambles: reproducible from the seed, reaching the drawn state, WCA-style.
#include <gtest/gtest.h>

#include "core/model/random_state.hpp"
#include "core/solvers/twophase/two_phase.hpp"
#include "core/solvers/twophase/two_phase_scramble.hpp"

namespace cubelab {
namespace {

TEST(Scramble, ReachesItsStateReproduciblyInAtMost20Moves) {
  tables::TableCache cache;
  const tables::TwoPhaseTables& t = two_phase_tables(cache);
  for (uint64_t i = 0; i < 20; ++i) {
    auto s = random_state_scramble(42, i, t);
    ASSERT_TRUE(s) << s.error().message;
    EXPECT_EQ(state_of(s.value().moves), s.value().state);
    EXPECT_LE(htm(s.value().moves), 20);
    EXPECT_GE(htm(s.value().moves), 2);
    // The state is the one the seed draws (the first draw is never within one move in practice).
    Rng rng(sample_seed(42, i));
    EXPECT_EQ(random_state(rng), s.value().state);
    auto again = random_state_scramble(42, i, t);
    ASSERT_TRUE(again);
    EXPECT_EQ(again.value().moves, s.value().moves);
  }
  auto other = random_state_scramble(43, 0, t);
  ASSERT_TRUE(other);
  EXPECT_NE(other.value().state, random_state_scramble(42, 0, t).value().state);
}

}  // namespace
}  // namespace cubelab
