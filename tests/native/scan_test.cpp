// Scanning: the colour decision for a whole cube (core/scan), on sticker samples this file makes
// itself from random legal cubes under varied light. The sample maker below is written apart from
// the decision code and shares nothing with it but the model's facelet layout.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "core/model/facelets.hpp"
#include "core/model/random.hpp"
#include "core/model/random_state.hpp"
#include "core/model/validate.hpp"
#include "core/scan/scan.hpp"

namespace cubelab::scan {
namespace scan_test {

// Sticker colours as a camera sees them in good white light (sRGB), red and orange close together.
struct Paint {
  double r, g, b;
};
constexpr Paint kPalette[kFaces] = {
    {232, 232, 226},  // white
    {180, 22, 38},    // red
    {20, 150, 72},    // green
    {238, 214, 28},   // yellow
    {216, 72, 28},    // orange
    {18, 62, 180},    // blue
};

double srgb_to_linear(double v) {
  v /= 255.0;
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

uint8_t linear_to_srgb(double v) {
  v = std::clamp(v, 0.0, 1.0);
  const double s = v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
  return static_cast<uint8_t>(std::lround(s * 255.0));
}

double uniform(Rng& rng, double low, double high) {
  return low + (high - low) * static_cast<double>(rng.next() >> 11) / 9007199254740992.0;
}

// About normal, mean 0 and deviation `spread` (a sum of uniforms).
double noise(Rng& rng, double spread) {
  double sum = 0;
  for (int i = 0; i < 4; ++i) sum += uniform(rng, -1, 1);
  return sum * spread * 0.866;
}

struct Lighting {
  bool glare = true;  // some stickers (centres too) pushed toward white
};

// The samples a camera would give of `cube`: each face its own photo, with its own brightness
// (half to full), white balance (each channel 0.85..1.15) and noise; glare mixes 20-60 % of the
// light's white into about one sticker in 25; the colour scheme is shuffled (centres define it).
Samples photograph(const CubieCube& cube, Rng& rng, const Lighting& lighting = {}) {
  std::array<int, kFaces> scheme{0, 1, 2, 3, 4, 5};
  for (int i = kFaces - 1; i > 0; --i) std::swap(scheme[i], scheme[rng.below(i + 1)]);
  const FaceletCube facelets = to_facelets(cube);
  Samples samples;
  for (int face = 0; face < kFaces; ++face) {
    const double brightness = uniform(rng, 0.5, 1.0);
    const std::array<double, 3> balance{uniform(rng, 0.85, 1.15), uniform(rng, 0.85, 1.15), uniform(rng, 0.85, 1.15)};
    for (int k = 0; k < 9; ++k) {
      const int s = face * 9 + k;
      const Paint& paint = kPalette[scheme[facelets[s]]];
      const std::array<double, 3> surface{srgb_to_linear(paint.r), srgb_to_linear(paint.g), srgb_to_linear(paint.b)};
      const double glare = lighting.glare && rng.below(25) == 0 ? uniform(rng, 0.2, 0.6) : 0.0;
      std::array<uint8_t, 3> seen;
      for (int ch = 0; ch < 3; ++ch) {
        const double light = brightness * balance[ch];
        const double value = light * ((1 - glare) * surface[ch] + glare) + noise(rng, 0.008);
        seen[ch] = linear_to_srgb(value);
      }
      samples[s] = Rgb{seen[0], seen[1], seen[2]};
    }
  }
  return samples;
}

// Exactly the palette, in even white light: the stickers of `facelets` as painted.
Samples painted(const FaceletCube& facelets) {
  Samples samples;
  for (int s = 0; s < kFacelets; ++s) {
    const Paint& p = kPalette[facelets[s]];
    samples[s] = Rgb{static_cast<uint8_t>(p.r), static_cast<uint8_t>(p.g), static_cast<uint8_t>(p.b)};
  }
  return samples;
}

std::string text_of(const Samples& samples) {
  std::string text;
  for (const Rgb& c : samples)
    text += std::to_string(c.r) + " " + std::to_string(c.g) + " " + std::to_string(c.b) + "\n";
  return text;
}

struct Tally {
  int right = 0, right_with_doubt = 0, refused = 0, wrong_with_doubt = 0, wrong_without_doubt = 0;
};

// Decides `count` photographed random cubes and compares each answer with the cube photographed.
Tally scan_many(uint64_t seed, int count, const Lighting& lighting = {}) {
  Tally tally;
  for (int i = 0; i < count; ++i) {
    Rng rng(sample_seed(seed, i));
    const CubieCube truth = random_state(rng);
    const Samples samples = photograph(truth, rng, lighting);
    auto result = decide_colours(samples);
    if (!result) {
      ++tally.refused;
      continue;
    }
    EXPECT_TRUE(check_solvable(result->cube).ok()) << "cube " << i;
    const FaceletCube got = to_facelets(result->cube), want = to_facelets(truth);
    if (got == want) {
      ++tally.right;
      if (!result->doubtful.empty()) ++tally.right_with_doubt;
      continue;
    }
    // Wrong: every wrong sticker must be marked doubtful.
    bool all_marked = true;
    for (int s = 0; s < kFacelets; ++s)
      if (got[s] != want[s] && std::find(result->doubtful.begin(), result->doubtful.end(), s) == result->doubtful.end())
        all_marked = false;
    ++(all_marked ? tally.wrong_with_doubt : tally.wrong_without_doubt);
  }
  return tally;
}

TEST(Scan, ThousandCubesUnderVariedLight) {
  const Tally tally = scan_many(35, 1000);
  std::cout << "[scan] of 1000: right " << tally.right << " (with doubt marked " << tally.right_with_doubt
            << "), refused " << tally.refused << ", wrong with doubt " << tally.wrong_with_doubt
            << ", wrong without doubt " << tally.wrong_without_doubt << '\n';
  EXPECT_GE(tally.right, 990);
  EXPECT_EQ(tally.wrong_without_doubt, 0);
}

TEST(Scan, WithoutGlareEveryCubeIsRightAndSure) {
  const Tally tally = scan_many(7, 200, Lighting{false});
  EXPECT_EQ(tally.right, 200);
  EXPECT_EQ(tally.right_with_doubt, 0);
}

TEST(Scan, EvenLightGivesTheCubeWithNoDoubt) {
  Rng rng(3);
  const CubieCube truth = random_state(rng);
  auto result = decide_colours(painted(to_facelets(truth)));
  ASSERT_TRUE(result.ok()) << result.error().message;
  EXPECT_EQ(to_facelet_string(result->cube), to_facelet_string(truth));
  EXPECT_TRUE(result->doubtful.empty());
}

// One orange sticker that looks exactly red: ten reds. The pieces say which red is the orange one
// (the other choice makes two edges swap, which parity forbids), so no one is asked.
TEST(Scan, PiecesFixARedOrangeConfusion) {
  const CubieCube truth = parse_facelets("UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB").value();
  FaceletCube looks = to_facelets(truth);
  looks[centre_facelet(4) + 1] = 1;  // L6 (the FL edge's L sticker) painted red
  auto result = decide_colours(painted(looks));
  ASSERT_TRUE(result.ok()) << result.error().message;
  EXPECT_EQ(to_facelet_string(result->cube), to_facelet_string(truth));
}

// The same with white and yellow, on a scrambled cube: one yellow sticker reads white.
TEST(Scan, PiecesFixAWhiteYellowConfusion) {
  Rng rng(11);
  const CubieCube truth = random_state(rng);
  FaceletCube looks = to_facelets(truth);
  int changed = 0;
  for (int s = 0; s < kFacelets && !changed; ++s)
    if (looks[s] == 3 && s % 9 != 4) looks[s] = 0, changed = 1;
  ASSERT_EQ(changed, 1);
  auto result = decide_colours(painted(looks));
  ASSERT_TRUE(result.ok()) << result.error().message;
  EXPECT_EQ(to_facelet_string(result->cube), to_facelet_string(truth));
}

// Four stickers read between red and orange, on the R and L faces' FR, BR, FL and BL edges: red on R
// and orange on L (the truth), or all four the other way (FR with FL and BR with BL swapped, which
// parity allows), fit about as well. `lean` moves the R stickers toward red and the L ones toward
// orange.
Samples between_red_and_orange(int lean) {
  Samples samples = painted(to_facelets(CubieCube{}));
  for (int s : {12, 14}) samples[s] = Rgb{static_cast<uint8_t>(198 - lean), static_cast<uint8_t>(47 - lean), 33};
  for (int s : {39, 41}) samples[s] = Rgb{static_cast<uint8_t>(198 + lean), static_cast<uint8_t>(47 + lean), 33};
  return samples;
}

TEST(Scan, TwoCubesFittingEquallyAreAnErrorNamingTheStickers) {
  auto result = decide_colours(between_red_and_orange(0));
  ASSERT_FALSE(result.ok()) << to_facelet_string(result->cube);
  EXPECT_EQ(result.error().message,
            "two legal cubes fit these colours equally well; stickers in doubt: R4, R6, L4, L6 (lines 13, 15, 40, 42)");
}

TEST(Scan, ACloseSecondCubeMarksItsStickersDoubtful) {
  auto result = decide_colours(between_red_and_orange(3));
  ASSERT_TRUE(result.ok()) << result.error().message;
  EXPECT_EQ(to_facelet_string(result->cube), to_facelet_string(CubieCube{}));
  EXPECT_EQ(result->doubtful, (std::vector<int>{12, 14, 39, 41}));
}

TEST(Scan, AGlaredCentreDoesNotDefineItsColour) {
  Rng rng(5);
  const CubieCube truth = random_state(rng);
  Samples samples = painted(to_facelets(truth));
  for (int face = 0; face < kFaces; ++face) {
    Rgb& centre = samples[centre_facelet(face)];
    if (face == 1) centre = Rgb{240, 200, 200};  // the red centre mostly glare
  }
  auto result = decide_colours(samples);
  ASSERT_TRUE(result.ok()) << result.error().message;
  EXPECT_EQ(to_facelet_string(result->cube), to_facelet_string(truth));
}

TEST(Scan, ATwistedCornerPaintedExactlyFitsNoLegalCube) {
  FaceletCube looks = to_facelets(CubieCube{});
  const uint8_t* urf = kCornerFacelets[URF];
  std::swap(looks[urf[0]], looks[urf[1]]);
  std::swap(looks[urf[1]], looks[urf[2]]);
  auto result = decide_colours(painted(looks));
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().message.find("no legal cube fits"), std::string::npos) << result.error().message;
}

TEST(Scan, OneGreyForEveryStickerIsTwoCubesFittingEqually) {
  Samples grey;
  grey.fill(Rgb{128, 128, 128});
  auto result = decide_colours(grey);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().message.find("equally"), std::string::npos) << result.error().message;
  EXPECT_NE(result.error().message.find("U1"), std::string::npos) << result.error().message;
}

TEST(Scan, SamplesTextRoundTrips) {
  Rng rng(9);
  const Samples samples = photograph(random_state(rng), rng);
  auto read = parse_samples(text_of(samples));
  ASSERT_TRUE(read.ok()) << read.error().message;
  for (int s = 0; s < kFacelets; ++s) {
    EXPECT_EQ(read.value()[s].r, samples[s].r);
    EXPECT_EQ(read.value()[s].b, samples[s].b);
  }
}

void expect_text_error(const std::string& text, const std::string& message, int column) {
  auto read = parse_samples(text);
  ASSERT_FALSE(read.ok()) << text;
  EXPECT_EQ(read.error().message, message);
  EXPECT_EQ(read.error().column, column);
}

TEST(Scan, BadSamplesTextIsNamed) {
  const std::string good = text_of(painted(to_facelets(CubieCube{})));
  const std::string without_last = good.substr(0, good.rfind('\n', good.size() - 2) + 1);
  expect_text_error(without_last, "expected 54 samples (lines R G B, one per sticker), got 53", 0);
  expect_text_error(good + "1 2 3\n", "line 55: more than 54 samples; expected one line R G B per sticker", 0);
  expect_text_error("10 20 300\n", "line 1, column 7: 300 is over 255", 7);
  expect_text_error("10 20 30\n1 two 3\n", "line 2, column 3: 'two' is not a number 0-255", 3);
  expect_text_error("1 2\n", "line 1: expected 3 values R G B, got 2", 0);
  expect_text_error("1 2 3 4\n", "line 1, column 7: expected 3 values R G B, found more", 7);
  expect_text_error("1 -2 3\n", "line 1, column 3: '-2' is not a number 0-255", 3);
  expect_text_error("1 99999999999999999999 3\n", "line 1, column 3: 99999999999999999999 is over 255", 3);
}

}  // namespace scan_test
}  // namespace cubelab::scan
