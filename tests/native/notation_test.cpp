// WCA notation: parsing, formatting, simplification, metrics and error columns.
#include <gtest/gtest.h>

#include "core/model/alg.hpp"
#include "core/model/random_state.hpp"

namespace cubelab {
namespace {

std::string canonical(const std::string& text) {
  auto alg = parse_alg(text);
  EXPECT_TRUE(alg.ok()) << text << ": " << (alg ? "" : alg.error().message);
  return alg ? format_alg(alg.value()) : "";
}

std::string simplified(const std::string& text) {
  auto alg = parse_alg(text);
  EXPECT_TRUE(alg.ok()) << text;
  return alg ? format_alg(simplify(alg.value())) : "";
}

TEST(Parse, SpacesAreOptional) {
  EXPECT_EQ(canonical("RUR'U'"), "R U R' U'");
  EXPECT_EQ(canonical("  R   U\tR'\nU' "), "R U R' U'");
}

TEST(Parse, SuffixesAndTypographicApostrophes) {
  EXPECT_EQ(canonical("R2' U’ F′ D2"), "R2 U' F' D2");
  EXPECT_EQ(canonical("R3 U5"), "R' U");
}

TEST(Parse, WideSliceRotation) { EXPECT_EQ(canonical("Rw r' Uw2 u M E' S2 x y' z2"), "Rw Rw' Uw2 Uw M E' S2 x y' z2"); }

TEST(Parse, GroupsWithRepeatCounts) {
  EXPECT_EQ(canonical("(R U R' U')2"), "R U R' U' R U R' U'");
  EXPECT_EQ(canonical("(R U)'"), "U' R'");
  EXPECT_EQ(canonical("((R)2 U)2"), "R R U R R U");
}

TEST(Parse, CommutatorsConjugatesAndComments) {
  EXPECT_EQ(canonical("[R, U]"), "R U R' U'");
  EXPECT_EQ(canonical("[F: R U R' U']"), "F R U R' U' F'");
  EXPECT_EQ(canonical("R U // a comment\nF"), "R U F");
}

TEST(Parse, EmptyInputIsTheEmptyAlgorithm) { EXPECT_EQ(canonical(""), ""); }

struct Malformed {
  const char* text;
  int column;
  const char* message_part;
};

class ParseErrors : public ::testing::TestWithParam<Malformed> {};

TEST_P(ParseErrors, NameTheProblemAndItsColumn) {
  auto alg = parse_alg(GetParam().text);
  ASSERT_FALSE(alg.ok()) << GetParam().text;
  EXPECT_EQ(alg.error().column, GetParam().column) << alg.error().message;
  EXPECT_NE(alg.error().message.find(GetParam().message_part), std::string::npos) << alg.error().message;
  EXPECT_NE(alg.error().message.find("column " + std::to_string(GetParam().column)), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(
    Columns, ParseErrors,
    ::testing::Values(Malformed{"R U Q", 5, "unexpected 'Q'"}, Malformed{"Q", 1, "unexpected 'Q'"},
                      Malformed{"RUR'U'X", 7, "unexpected 'X'"}, Malformed{"R U (R U", 5, "unclosed '('"},
                      Malformed{"R U)", 4, "unexpected ')'"}, Malformed{"R0", 2, "count of 0"},
                      Malformed{"(R U)0", 6, "repeat count of 0"}, Malformed{"[R, U", 1, "unclosed '['"},
                      Malformed{"[R U]", 5, "unexpected ']'"}, Malformed{"R’’ U", 3, "unexpected '’'"},
                      Malformed{"R’ é", 4, "unexpected 'é'"}, Malformed{"Mw", 2, "unexpected 'w'"},
                      Malformed{"R U R' U' ,", 11, "unexpected ','"}, Malformed{"R2'2", 4, "unexpected '2'"}));

TEST(Parse, RepeatsThatWouldExplodeAreRefused) {
  auto alg = parse_alg("((((R U)99)99)99)99");
  ASSERT_FALSE(alg.ok());
  EXPECT_NE(alg.error().message.find("longer than"), std::string::npos);
}

TEST(Simplify, CancelAndMerge) {
  EXPECT_EQ(simplified("R R'"), "");
  EXPECT_EQ(simplified("R R"), "R2");
  EXPECT_EQ(simplified("R L R"), "R2 L");
  EXPECT_EQ(simplified("R U U' R'"), "");
  EXPECT_EQ(simplified("R2 R2 U"), "U");
  EXPECT_EQ(simplified("U D U' D'"), "");
  EXPECT_EQ(simplified("R U R"), "R U R");
  EXPECT_EQ(simplified("x x x x"), "");
}

TEST(Simplify, KeepsTheState) {
  Rng rng(21);
  for (int trial = 0; trial < 300; ++trial) {
    Alg alg;
    const int length = static_cast<int>(rng.below(30));
    for (int i = 0; i < length; ++i)
      alg.push_back(Move{static_cast<MoveBase>(rng.below(kMoveBases)), static_cast<uint8_t>(rng.below(3) + 1)});
    const Alg simple = simplify(alg);
    EXPECT_EQ(state_of(simple), state_of(alg)) << format_alg(alg);
    EXPECT_LE(simple.size(), alg.size());
    for (std::size_t i = 1; i < simple.size(); ++i) EXPECT_NE(simple[i].base, simple[i - 1].base);
  }
}

TEST(RoundTrip, ParseFormatParse) {
  Rng rng(17);
  for (int trial = 0; trial < 300; ++trial) {
    Alg alg;
    for (int i = 0; i < 20; ++i)
      alg.push_back(Move{static_cast<MoveBase>(rng.below(kMoveBases)), static_cast<uint8_t>(rng.below(3) + 1)});
    const std::string text = format_alg(alg);
    auto again = parse_alg(text);
    ASSERT_TRUE(again.ok()) << text;
    EXPECT_EQ(again.value(), alg) << text;
    EXPECT_EQ(format_alg(again.value()), text);
  }
}

TEST(Metrics, HtmQtmStm) {
  auto count = [](const char* text, int h, int q, int s) {
    auto alg = parse_alg(text);
    ASSERT_TRUE(alg.ok());
    EXPECT_EQ(htm(alg.value()), h) << text;
    EXPECT_EQ(qtm(alg.value()), q) << text;
    EXPECT_EQ(stm(alg.value()), s) << text;
  };
  count("R U R' U'", 4, 4, 4);
  count("R2 U2", 2, 4, 2);
  count("M", 2, 2, 1);
  count("M2", 2, 4, 1);
  count("Rw r2", 2, 3, 2);
  count("x y2 z'", 0, 0, 0);
  count("R U R' U' M' U R U' r'", 10, 10, 9);
}

TEST(Invert, ReversesAndInvertsEachTurn) { EXPECT_EQ(format_alg(invert(parse_alg("R U2 F'").value())), "F U2 R'"); }

}  // namespace
}  // namespace cubelab
