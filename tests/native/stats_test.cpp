// The statistics engine: exact cross distribution, chunked runs merging exactly, determinism,
// summaries computed right, and bad input as errors.
#include <gtest/gtest.h>

#include <cmath>

#include "core/study/stats.hpp"
#include "tests/native/test_data.hpp"

namespace cubelab {
namespace {

TEST(MoveStats, MeanSdMinMaxAndHistogram) {
  stats::MoveStats s;
  for (int m : {2, 4, 4, 4, 5, 5, 7, 9}) s.add(m);
  EXPECT_DOUBLE_EQ(s.mean(), 5.0);
  EXPECT_DOUBLE_EQ(s.sd(), 2.0);  // population formula
  EXPECT_EQ(s.min, 2);
  EXPECT_EQ(s.max, 9);
  EXPECT_EQ(s.histogram.at(4), 3u);
  EXPECT_EQ(s.count, 8u);
}

TEST(ExactCross, MatchesThePublishedDistribution) {
  tables::TableCache tables;
  auto run = stats::exact_cross("white", tables);
  ASSERT_TRUE(run.ok());
  ASSERT_EQ(run->phases.size(), 1u);
  EXPECT_EQ(run->phases[0].first, "cross");
  const stats::MoveStats& cross = run->phases[0].second;
  EXPECT_EQ(cross.count, 190080u);
  const auto rows = testing::read_tsv("cross-distribution.tsv");
  for (const auto& row : rows) EXPECT_EQ(cross.histogram.at(std::stoi(row.at("moves"))), std::stoul(row.at("states")));
  EXPECT_NEAR(cross.mean(), 5.8121, 0.00005);  // the mean printed with the table
  EXPECT_FALSE(stats::exact_cross("neutral", tables).ok());
  EXPECT_FALSE(stats::exact_cross("mauve", tables).ok());
}

void expect_same_moves(const stats::MoveStats& a, const stats::MoveStats& b) {
  EXPECT_EQ(a.histogram, b.histogram);
  EXPECT_EQ(a.count, b.count);
  EXPECT_EQ(a.sum, b.sum);
  EXPECT_EQ(a.sum_squares, b.sum_squares);
  EXPECT_EQ(a.min, b.min);
  EXPECT_EQ(a.max, b.max);
}

TEST(Run, ChunksMergeIntoExactlyTheWholeRun) {
  tables::TableCache tables;
  stats::RunSpec whole{"cfop", {}, 42, 0, 120};
  auto all = stats::run(whole, tables);
  ASSERT_TRUE(all.ok()) << all.error().message;
  stats::Run merged;
  for (uint64_t first : {0, 50, 70}) {
    stats::RunSpec part{"cfop", {}, 42, first, first == 0 ? 50u : first == 50 ? 20u : 50u};
    auto chunk = stats::run(part, tables);
    ASSERT_TRUE(chunk.ok());
    merged.merge(chunk.value());
  }
  expect_same_moves(merged.total, all->total);
  ASSERT_EQ(merged.phases.size(), all->phases.size());
  for (std::size_t i = 0; i < all->phases.size(); ++i) {
    EXPECT_EQ(merged.phases[i].first, all->phases[i].first);
    expect_same_moves(merged.phases[i].second, all->phases[i].second);
  }
  EXPECT_EQ(all->samples(), 120u);
  EXPECT_EQ(all->phases.front().first, "cross");
}

TEST(Run, SameSeedSameFiguresOtherSeedOtherSamples) {
  tables::TableCache tables;
  auto a = stats::run({"beginner", {}, 7, 0, 40}, tables);
  auto b = stats::run({"beginner", {}, 7, 0, 40}, tables);
  auto c = stats::run({"beginner", {}, 8, 0, 40}, tables);
  ASSERT_TRUE(a.ok() && b.ok() && c.ok());
  expect_same_moves(a->total, b->total);
  EXPECT_NE(a->total.sum_squares, c->total.sum_squares);  // 40 solves of ~100 moves: a tie is implausible
}

TEST(Run, PhaseSumsCoverTheTotal) {
  tables::TableCache tables;
  auto r = stats::run({"cfop-2look", {}, 3, 0, 50}, tables);
  ASSERT_TRUE(r.ok());
  uint64_t phase_sum = 0;
  for (const auto& [name, s] : r->phases) phase_sum += s.sum;
  EXPECT_GE(phase_sum, r->total.sum);  // merged turns at phase boundaries only shorten the total
  EXPECT_EQ(r->ms.count, 50u);
}

TEST(Run, BadInputIsAnError) {
  tables::TableCache tables;
  EXPECT_FALSE(stats::run({"cfop", {}, 1, 0, 0}, tables).ok());
  EXPECT_FALSE(stats::run({"cfop", {}, 1, 0, stats::kMaxSamples + 1}, tables).ok());
  EXPECT_FALSE(stats::run({"cfop-9look", {}, 1, 0, 10}, tables).ok());
  SolveOptions bad;
  bad.colour = "ultraviolet";
  EXPECT_FALSE(stats::run({"cfop", bad, 1, 0, 10}, tables).ok());
}

TEST(Compare, OneRowPerMethodAndLength) {
  tables::TableCache tables;
  stats::CompareSpec spec;
  spec.methods = {"cross", "beginner"};
  spec.lengths = {0, 5, 25};
  spec.samples = 20;
  spec.seed = 11;
  auto rows = stats::compare(spec, tables);
  ASSERT_TRUE(rows.ok()) << rows.error().message;
  ASSERT_EQ(rows->size(), 6u);
  EXPECT_EQ((*rows)[0].method, "cross");
  EXPECT_EQ((*rows)[0].scramble_length, 0);
  EXPECT_EQ((*rows)[0].moves.max, 0);  // nothing to solve after an empty scramble
  EXPECT_LE((*rows)[1].moves.max, 5);  // a cross never needs more turns than the scramble had
  for (const auto& r : rows.value()) EXPECT_EQ(r.moves.count, 20u);
  spec.samples = 0;
  EXPECT_FALSE(stats::compare(spec, tables).ok());
  spec.samples = 10;
  spec.lengths = {-2};
  EXPECT_FALSE(stats::compare(spec, tables).ok());
  spec.lengths = {1001};
  EXPECT_FALSE(stats::compare(spec, tables).ok());
  spec.lengths = {5};
  spec.methods = {"nope"};
  EXPECT_FALSE(stats::compare(spec, tables).ok());
}

// A comparison cut into chunks over workers gives exactly the rows of one compare() call, and
// every method meets the same scrambles: the phase solver cross on a length-0 scramble has nothing
// to do, and random states (kRandomState) are what they say (no cross solved, almost never short).
TEST(Compare, ChunksMergeIntoTheRow) {
  tables::TableCache tables;
  stats::CompareSpec spec;
  spec.methods = {"cfop-2look"};
  spec.lengths = {12, stats::kRandomState};
  spec.samples = 30;
  spec.seed = 5;
  auto rows = stats::compare(spec, tables);
  ASSERT_TRUE(rows.ok()) << rows.error().message;
  ASSERT_EQ(rows->size(), 2u);
  for (const stats::CompareRow& row : rows.value()) {
    std::vector<stats::Run> chunks;
    for (uint64_t first : {0, 7, 20}) {
      const uint64_t count = first == 0 ? 7 : first == 7 ? 13 : 10;
      auto chunk = stats::compare_chunk({"cfop-2look", row.scramble_length, {}, 5, first, count}, tables);
      ASSERT_TRUE(chunk.ok()) << chunk.error().message;
      chunks.push_back(chunk.value());
    }
    auto merged = stats::merge_chunks(chunks);
    ASSERT_TRUE(merged.ok()) << merged.error().message;
    EXPECT_EQ(merged->total.histogram, row.moves.histogram) << "length " << row.scramble_length;
    EXPECT_EQ(merged->total.sum_squares, row.moves.sum_squares);
    stats::Run whole = merged.value();
    EXPECT_EQ(whole.phase("cross").count, 30u);
  }
  // Random states are far from 12 random moves: the means differ.
  EXPECT_NE((*rows)[0].moves.histogram, (*rows)[1].moves.histogram);
  EXPECT_FALSE(stats::compare_chunk({"cfop", -2, {}, 5, 0, 3}, tables).ok());
  EXPECT_FALSE(stats::compare_chunk({"cfop", 5, {}, 5, 0, 0}, tables).ok());
}

// In a comparison the scramble is known, as when typed in the page: two-phase never answers a
// random-move scramble with more moves than it has.
TEST(Compare, TwoPhaseNeverLongerThanTheScramble) {
  tables::TableCache tables;
  stats::CompareSpec spec;
  spec.methods = {"twophase"};
  spec.lengths = {13, 17};
  spec.samples = 10;
  spec.seed = 3;
  auto rows = stats::compare(spec, tables);
  ASSERT_TRUE(rows.ok()) << rows.error().message;
  EXPECT_LE((*rows)[0].moves.max, 13);
  EXPECT_LE((*rows)[1].moves.max, 17);
}

// Milestones are the moves until the cross, 1..3 pairs and the first two layers are solved at a
// phase's end, in any method: in CFOP the cross is its first phase and F2L ends with its fourth
// pair, so those milestones add up exactly; a lucky pair can only bring a pairs milestone earlier.
TEST(Milestones, CfopAddsUpAndEveryWholeCubeMethodReachesF2l) {
  tables::TableCache tables;
  auto ran = stats::run({"cfop", {}, 3, 0, 60}, tables);
  ASSERT_TRUE(ran.ok()) << ran.error().message;
  stats::Run run = ran.value();
  ASSERT_EQ(run.milestones.size(), 5u);
  for (std::size_t i = 0; i < 5; ++i) {
    EXPECT_EQ(run.milestones[i].first, stats::kMilestones[i].name);
    EXPECT_EQ(run.milestones[i].second.count, 60u);
  }
  EXPECT_EQ(run.milestone("cross").histogram, run.phase("cross").histogram);
  uint64_t so_far = run.phase("cross").sum;
  for (int k = 1; k <= 4; ++k) {
    so_far += run.phase("f2l-" + std::to_string(k)).sum;
    const std::string name = k == 4 ? "f2l" : "pairs-" + std::to_string(k);
    if (k == 4)
      EXPECT_EQ(run.milestone(name).sum, so_far);
    else
      EXPECT_LE(run.milestone(name).sum, so_far) << name;
  }
  EXPECT_LT(run.milestone("f2l").mean(), run.total.mean());
  for (const char* method : {"beginner", "twophase", "cfop-2look"}) {
    auto ran_other = stats::run({method, {}, 3, 0, 10}, tables);
    ASSERT_TRUE(ran_other.ok()) << method;
    stats::Run other = ran_other.value();
    EXPECT_EQ(other.milestone("f2l").count, 10u) << method;
    EXPECT_LE(other.milestone("f2l").max, other.total.max) << method;
  }
  auto ran_cross = stats::run({"cross", {}, 3, 0, 10}, tables);
  ASSERT_TRUE(ran_cross.ok());
  stats::Run cross = ran_cross.value();
  EXPECT_EQ(cross.milestone("cross").histogram, cross.phase("cross").histogram);
}

// The metric switch: the same solves counted in QTM (a half turn is two) and STM (a slice is one).
TEST(Milestones, MetricsCountTheSameSolvesDifferently) {
  tables::TableCache tables;
  stats::RunSpec spec{"twophase", {}, 8, 0, 8};
  auto htm = stats::run(spec, tables);
  spec.metric = stats::Metric::qtm;
  auto qtm = stats::run(spec, tables);
  ASSERT_TRUE(htm.ok() && qtm.ok());
  EXPECT_GT(qtm->total.sum, htm->total.sum);  // 8 two-phase answers hold half turns
  EXPECT_EQ(qtm->metric, stats::Metric::qtm);
  spec = {"beginner", {}, 8, 0, 20};
  auto beginner_htm = stats::run(spec, tables);
  spec.metric = stats::Metric::stm;
  auto beginner_stm = stats::run(spec, tables);
  ASSERT_TRUE(beginner_htm.ok() && beginner_stm.ok());
  EXPECT_LE(beginner_stm->total.sum, beginner_htm->total.sum);
  EXPECT_FALSE(stats::merge_chunks({htm.value(), qtm.value()}).ok());  // metrics do not mix
  EXPECT_FALSE(stats::parse_metric("etm").ok());
}

}  // namespace
}  // namespace cubelab
