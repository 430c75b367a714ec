// Regression tests for what the fuzzers and the bad-input catalogue found (tests/fuzz,
// tests/bad-inputs): text that is not UTF-8, the parser's limits, and statistics chunks from outside.
#include <gtest/gtest.h>

#include <string>

#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/facelets.hpp"
#include "core/model/validate.hpp"
#include "core/study/stats.hpp"
#include "test_common.hpp"

namespace cubelab {
namespace {

using testing::kSolved;

// Found by the notation fuzzer: a stray byte 0xFF was quoted in the error message, which the CLI
// could not print as JSON (it aborted).
TEST(Hardening, TextThatIsNotUtf8IsAnErrorWithItsColumn) {
  for (const std::string text : {"R \xff", "R U \xe2\x80", "[R//\xff\xff//\n", "R \xc0\xaf", "\xed\xa0\x80"}) {
    auto alg = parse_alg(text);
    ASSERT_FALSE(alg.ok()) << text;
    EXPECT_NE(alg.error().message.find("not valid UTF-8"), std::string::npos) << alg.error().message;
  }
  EXPECT_EQ(parse_alg("R U \xe2\x80").error().column, 5);
  EXPECT_EQ(parse_alg("R\xe2\x80\x99 \xff").error().column, 4);  // R’ then the bad byte
  EXPECT_TRUE(parse_alg("R\xe2\x80\x99 U\xe2\x80\xb2").ok());    // typographic primes are valid UTF-8
  auto cube = cube_from_text("R U \xff");
  ASSERT_FALSE(cube.ok());
  EXPECT_EQ(cube.error().column, 5);
}

// Facelets were counted in bytes and a non-ASCII letter was quoted by its first byte only.
TEST(Hardening, FaceletsCountCharactersAndQuoteWholeLetters) {
  auto accented = parse_facelets("\xc3\xa9" + kSolved.substr(1));
  ASSERT_FALSE(accented.ok());
  EXPECT_EQ(accented.error().message.find("unknown colour '\xc3\xa9'"), 0u) << accented.error().message;
  EXPECT_EQ(accented.error().column, 1);
  auto bad = parse_facelets(kSolved.substr(0, 53) + "\xff");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().column, 54);
  EXPECT_NE(bad.error().message.find("UTF-8"), std::string::npos);
}

TEST(Hardening, ParserLimits) {
  std::string moves;
  for (int i = 0; i < 10000; ++i) moves += "R ";
  EXPECT_TRUE(parse_alg(moves).ok());  // 10,000 moves is the limit, still read
  auto over = parse_alg(moves + "U");
  ASSERT_FALSE(over.ok());
  EXPECT_NE(over.error().message.find("longer than 10000 moves"), std::string::npos) << over.error().message;
  EXPECT_EQ(over.error().column, 20001);

  const auto nested = [](int depth) { return std::string(depth, '(') + "R" + std::string(depth, ')'); };
  EXPECT_TRUE(parse_alg(nested(100)).ok());
  auto deep = parse_alg(nested(101));
  ASSERT_FALSE(deep.ok());
  EXPECT_EQ(deep.error().column, 101);
  EXPECT_NE(deep.error().message.find("nested more than 100 deep"), std::string::npos);

  auto paste = parse_alg(std::string(10'000'000, ' '));  // a 10 MB paste
  ASSERT_FALSE(paste.ok());
  EXPECT_NE(paste.error().message.find("longer than 1 MB"), std::string::npos);
  EXPECT_FALSE(cube_from_text(std::string(10'000'000, 'R')).ok());
}

stats::Run chunk(std::initializer_list<std::pair<int, uint64_t>> histogram) {
  stats::Run run;
  run.method = "cfop";
  run.seed = 7;
  for (auto [moves, n] : histogram)
    for (uint64_t i = 0; i < n; ++i) run.total.add(moves), run.phase("cross").add(moves / 8), run.ms.add(1.5);
  return run;
}

TEST(Hardening, ChunksThatHoldTogetherMergeExactly) {
  auto merged = stats::merge_chunks({chunk({{50, 3}, {60, 1}}), chunk({{40, 2}})});
  ASSERT_TRUE(merged.ok()) << merged.error().message;
  EXPECT_EQ(merged->total.count, 6u);
  EXPECT_EQ(merged->total.sum, 50u * 3 + 60 + 80);
  EXPECT_EQ(merged->total.min, 40);
  EXPECT_EQ(merged->total.max, 60);
  EXPECT_EQ(merged.value().phase("cross").count, 6u);
}

// The WASM module took chunks' figures on trust: a count that disagreed with the histogram gave
// wrong figures, and huge sums wrapped.
TEST(Hardening, ChunksThatDoNotHoldTogetherAreRefused) {
  const auto refused = [](stats::Run run, const std::string& why) {
    auto merged = stats::merge_chunks({run});
    ASSERT_FALSE(merged.ok()) << why;
    EXPECT_NE(merged.error().message.find(why), std::string::npos) << merged.error().message;
    EXPECT_EQ(merged.error().kind, ErrorKind::input);
  };
  stats::Run run = chunk({{50, 2}});
  run.total.count = 3;
  refused(run, "count does not match");
  run = chunk({{50, 2}});
  run.total.sum_squares += 1;
  refused(run, "sums do not match");
  run = chunk({{50, 2}});
  run.total.max = 51;
  refused(run, "min or max");
  run = chunk({{50, 2}});
  run.total.histogram[1001] = 1;
  refused(run, "not between 0 and 1000");
  run = chunk({{50, 2}});
  run.phase("cross").count = 0;
  refused(run, "phase 'cross'");
  run = chunk({{50, 2}});
  run.ms.sum = -1;
  refused(run, "finite and not negative");
  EXPECT_FALSE(stats::merge_chunks({}).ok());
  stats::Run other = chunk({{50, 1}});
  other.seed = 8;
  EXPECT_FALSE(stats::merge_chunks({chunk({{50, 1}}), other}).ok());
}

TEST(Hardening, MoreThanTheSampleLimitInAllIsRefused) {
  stats::Run big;
  big.method = "cfop";
  big.total.histogram[1000] = stats::kMaxSamples;
  big.total.count = stats::kMaxSamples;
  big.total.sum = stats::kMaxSamples * 1000;
  big.total.sum_squares = stats::kMaxSamples * 1000 * 1000;
  big.total.min = big.total.max = 1000;
  ASSERT_TRUE(stats::merge_chunks({big}).ok());
  auto twice = stats::merge_chunks({big, big});
  ASSERT_FALSE(twice.ok());
  EXPECT_NE(twice.error().message.find("more than 10,000,000"), std::string::npos);
}

// n * sum_squares wrapped in 64 bits for 10^7 solves of 1,000 moves; half at 0 and half at 1000
// moves has a standard deviation of exactly 500.
TEST(Hardening, StandardDeviationIsExactAtTheLimits) {
  stats::MoveStats s;
  s.histogram = {{0, stats::kMaxSamples / 2}, {1000, stats::kMaxSamples / 2}};
  s.count = stats::kMaxSamples;
  s.sum = stats::kMaxSamples / 2 * 1000;
  s.sum_squares = stats::kMaxSamples / 2 * 1000 * 1000;
  s.min = 0, s.max = 1000;
  EXPECT_DOUBLE_EQ(s.sd(), 500.0);
}

}  // namespace
}  // namespace cubelab
