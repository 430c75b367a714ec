// Validation of facelet strings: one test per problem, each with its own message.
#include <gtest/gtest.h>

#include <set>
#include <utility>

#include "core/model/alg.hpp"
#include "core/model/facelets.hpp"
#include "core/model/validate.hpp"
#include "test_common.hpp"

namespace cubelab {
namespace {

using testing::kSolved;

std::string with_swaps(std::string s, std::initializer_list<std::pair<int, int>> swaps) {
  for (auto [a, b] : swaps) std::swap(s[a], s[b]);
  return s;
}

std::string error_of(const std::string& facelets) {
  auto result = parse_facelets(facelets);
  EXPECT_FALSE(result.ok()) << facelets;
  return result ? "" : result.error().message;
}

void expect_error(const std::string& facelets, const std::string& part) {
  const std::string message = error_of(facelets);
  EXPECT_NE(message.find(part), std::string::npos) << "got: " << message;
}

TEST(Validate, SolvedAndScrambledCubesAreValid) {
  EXPECT_TRUE(parse_facelets(kSolved).ok());
  const std::string superflip = "UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB";
  EXPECT_TRUE(parse_facelets(superflip).ok());
}

TEST(Validate, TurnedCentresAreValid) {
  for (const char* alg : {"M", "x", "y2 z", "E S'", "r U l'"})
    EXPECT_TRUE(parse_facelets(to_facelet_string(state_of(parse_alg(alg).value()))).ok()) << alg;
}

TEST(Validate, WrongLength) { expect_error("UUU", "expected 54 facelets, got 3"); }

TEST(Validate, UnknownLetterWithColumn) {
  std::string s = kSolved;
  s[10] = 'X';
  auto result = parse_facelets(s);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error().column, 11);
  EXPECT_NE(result.error().message.find("unknown colour 'X'"), std::string::npos) << result.error().message;
}

TEST(Validate, ColourCount) {
  std::string s = kSolved;
  s[0] = 'R';
  expect_error(s, "colour 'U' appears 8 times");
}

TEST(Validate, TwoCentresOfOneColour) { expect_error(with_swaps(kSolved, {{13, 0}}), "two centres have colour 'U'"); }

TEST(Validate, MirroredCentres) {
  expect_error(with_swaps(kSolved, {{4, 31}}), "centres are arranged as on no real cube");
}

TEST(Validate, ImpossibleCorner) {
  // URF shows U, D, F: opposite colours on one corner.
  expect_error(with_swaps(kSolved, {{9, 27}}), "the corner at URF has colours U, D, F, which no corner has");
}

TEST(Validate, ImpossibleEdge) {
  // UR shows U and D.
  expect_error(with_swaps(kSolved, {{10, 28}}), "the edge at UR has colours U, D, which no edge has");
}

TEST(Validate, PieceAppearsTwice) {
  std::string s = kSolved;
  s[18] = 'R';  // UFL shows U, R, F: the URF corner again (its L sticker is gone)...
  s[38] = 'F';
  s[10] = 'L';  // ...and UR shows U, L, keeping the counts of R and L at 9
  expect_error(s, "corner URF appears twice (at URF and UFL)");
}

TEST(Validate, TwistedCorner) {
  std::string s = kSolved;
  s[8] = 'F', s[9] = 'U', s[20] = 'R';
  expect_error(s, "twisted corner");
}

TEST(Validate, FlippedEdge) { expect_error(with_swaps(kSolved, {{5, 10}}), "flipped edge"); }

TEST(Validate, SwappedPieces) {
  expect_error(with_swaps(kSolved, {{10, 19}}), "permutation parity: two pieces are swapped");
}

TEST(Validate, EveryProblemHasItsOwnMessage) {
  std::string twisted = kSolved;
  twisted[8] = 'F', twisted[9] = 'U', twisted[20] = 'R';
  std::string twice = kSolved;
  twice[18] = 'R', twice[38] = 'F', twice[10] = 'L';
  std::string unknown = kSolved;
  unknown[3] = 'Q';
  std::string count = kSolved;
  count[0] = 'R';
  const std::vector<std::string> bad = {"UUU",
                                        unknown,
                                        count,
                                        with_swaps(kSolved, {{13, 0}}),
                                        with_swaps(kSolved, {{4, 31}}),
                                        with_swaps(kSolved, {{9, 27}}),
                                        with_swaps(kSolved, {{10, 28}}),
                                        twice,
                                        twisted,
                                        with_swaps(kSolved, {{5, 10}}),
                                        with_swaps(kSolved, {{10, 19}})};
  std::set<std::string> prefixes;
  for (const auto& s : bad) prefixes.insert(error_of(s).substr(0, 12));
  EXPECT_EQ(prefixes.size(), bad.size());
}

}  // namespace
}  // namespace cubelab
