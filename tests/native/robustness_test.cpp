// Bad input never crashes: seeded random text through the notation parser and random letter
// strings through facelet validation. Each answer is either a value that round-trips or an error
// with a message and a column inside the text.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/facelets.hpp"
#include "core/model/random.hpp"
#include "core/model/validate.hpp"

namespace cubelab {
namespace {

// Tokens of WCA notation and of the extensions (groups, commutators, comments), plus junk: most
// random strings of them are malformed, some are deep or long, a few are valid.
const std::vector<std::string> kPieces = {"R",
                                          "U",
                                          "F",
                                          "D",
                                          "L",
                                          "B",
                                          "r",
                                          "u",
                                          "f",
                                          "w",
                                          "M",
                                          "E",
                                          "S",
                                          "x",
                                          "y",
                                          "z",
                                          "'",
                                          "2",
                                          "3",
                                          "0",
                                          "9",
                                          "(",
                                          ")",
                                          "[",
                                          "]",
                                          ",",
                                          ":",
                                          "//",
                                          "\n",
                                          " ",
                                          "\xE2\x80\x99" /* ’ */,
                                          "\xE2\x80\xB2" /* ′ */,
                                          "Q",
                                          "#",
                                          "-",
                                          "é",
                                          "\t"};

// Columns are counted in characters, not bytes (the typographic apostrophe is three bytes).
int characters(const std::string& text) {
  int n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

std::string random_text(Rng& rng) {
  std::string text;
  const uint64_t pieces = rng.below(30);
  for (uint64_t i = 0; i < pieces; ++i) text += kPieces[rng.below(kPieces.size())];
  return text;
}

TEST(Robustness, RandomTextParsesOrNamesAColumnInside) {
  Rng rng(2026);
  int parsed = 0, refused = 0;
  for (int i = 0; i < 20000; ++i) {
    const std::string text = random_text(rng);
    auto alg = parse_alg(text);
    if (alg) {
      ++parsed;
      // What parsed formats to text that parses to the same turns.
      auto again = parse_alg(format_alg(alg.value()));
      ASSERT_TRUE(again) << text;
      EXPECT_EQ(state_of(again.value()), state_of(alg.value())) << text;
    } else {
      ++refused;
      EXPECT_FALSE(alg.error().message.empty()) << text;
      EXPECT_GE(alg.error().column, 1) << text << ": " << alg.error().message;
      EXPECT_LE(alg.error().column, characters(text) + 1) << text << ": " << alg.error().message;
    }
  }
  // Both outcomes were exercised, so the loop tested what it claims.
  EXPECT_GT(parsed, 100);
  EXPECT_GT(refused, 100);
}

TEST(Robustness, RandomFaceletStringsAreValidatedWithoutCrashing) {
  Rng rng(54);
  const std::string letters = "URFDLB";
  int valid = 0, refused = 0;
  for (int i = 0; i < 20000; ++i) {
    // Half the strings keep the solved colour counts (shuffled), so later checks are reached too.
    std::string text = std::string(9, 'U') + std::string(9, 'R') + std::string(9, 'F') + std::string(9, 'D') +
                       std::string(9, 'L') + std::string(9, 'B');
    if (i % 2 == 0) {
      for (std::size_t k = text.size() - 1; k > 0; --k) std::swap(text[k], text[rng.below(k + 1)]);
    } else {
      text.resize(rng.below(60));
      for (char& c : text) c = letters[rng.below(letters.size())];
    }
    auto cube = parse_facelets(text);
    if (cube) {
      ++valid;
      EXPECT_EQ(to_facelet_string(cube.value()), text);
    } else {
      ++refused;
      EXPECT_FALSE(cube.error().message.empty()) << text;
    }
  }
  // Random letters are (almost) never a cube; a valid one must round-trip (checked above).
  EXPECT_GT(refused, 19000) << valid << " valid";
}

TEST(Robustness, SwappingTwoStickersOfASolvedCubeIsAlwaysRefused) {
  // Two stickers of different colours swapped: a mirrored piece, a flipped or twisted one, a
  // piece twice or a centre out of place; never a real cube.
  Rng rng(7);
  const std::string solved = to_facelet_string(CubieCube{});
  for (int i = 0; i < 2000; ++i) {
    std::string text = solved;
    const uint64_t a = rng.below(54), b = rng.below(54);
    if (text[a] == text[b]) continue;
    std::swap(text[a], text[b]);
    auto cube = parse_facelets(text);
    ASSERT_FALSE(cube) << text;
    EXPECT_FALSE(cube.error().message.empty());
  }
}

}  // namespace
}  // namespace cubelab
