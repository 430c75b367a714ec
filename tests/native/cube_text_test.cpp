// "Cube from text": the one reader of a typed cube (moves, a facelet string or a pattern name).
#include <gtest/gtest.h>

#include <string>

#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/facelets.hpp"
#include "core/model/patterns.hpp"
#include "test_common.hpp"

namespace cubelab {
namespace {

using testing::kSolved;

TEST(CubeTextTest, AFaceletStringSetsThatCube) {
  const CubieCube sexy = state_of(parse_alg("R U R' U'").value());
  auto read = cube_from_text(to_facelet_string(sexy));
  ASSERT_TRUE(read) << read.error().message;
  EXPECT_EQ(read.value().cube, sexy);
  EXPECT_EQ(read.value().kind, CubeTextKind::facelets);
  // Spaces around it are ignored.
  EXPECT_EQ(cube_from_text("  " + to_facelet_string(sexy) + "\n").value().cube, sexy);
}

TEST(CubeTextTest, MovesAndPatternsAreRead) {
  auto moves = cube_from_text("R U R' U'");
  ASSERT_TRUE(moves);
  EXPECT_EQ(moves.value().kind, CubeTextKind::moves);
  EXPECT_EQ(moves.value().cube, state_of(parse_alg("R U R' U'").value()));
  auto pattern = cube_from_text("Superflip");
  ASSERT_TRUE(pattern);
  EXPECT_EQ(pattern.value().kind, CubeTextKind::pattern);
  EXPECT_EQ(pattern.value().cube, pattern_state(*find_pattern("superflip")));
  EXPECT_TRUE(cube_from_text("solved").value().cube.is_solved());
  // Short runs of bare face letters are moves, not a facelet string.
  EXPECT_EQ(cube_from_text("RUF").value().cube, state_of(parse_alg("R U F").value()));
}

TEST(CubeTextTest, AnImpossibleFaceletStringSaysWhyWithItsColumn) {
  std::string twisted = kSolved;
  // Corner URF turned in place: its U, R, F stickers (facelets 8, 9, 20) rotated.
  twisted[8] = 'F', twisted[9] = 'U', twisted[20] = 'R';
  auto read = cube_from_text(twisted);
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().kind, ErrorKind::impossible);
  EXPECT_NE(read.error().message.find("twist"), std::string::npos) << read.error().message;
  std::string bad_letter = kSolved;
  bad_letter[20] = 'X';  // not a face letter: still a facelet string, told so with its column
  auto letter = cube_from_text(" " + bad_letter);
  ASSERT_FALSE(letter);
  EXPECT_EQ(letter.error().kind, ErrorKind::input);
  EXPECT_EQ(letter.error().column, 22);
  EXPECT_EQ(letter.error().message, "unknown colour 'X': use the letters U R F D L B (column 22)");
}

// A letter outside ASCII in a facelet string (a colour mistyped as é) is a facelet error at its
// column, counted in characters (é is two bytes), also after another one; typographic primes
// (’, as documents write them) keep a long run of moves without spaces moves.
TEST(CubeTextTest, AnAccentedLetterInAFaceletStringIsAFaceletError) {
  std::string last = kSolved;
  last.replace(53, 1, "\xC3\xA9");  // é
  auto read = cube_from_text(last);
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().kind, ErrorKind::input);
  EXPECT_EQ(read.error().column, 54);
  EXPECT_EQ(read.error().message, "unknown colour '\xC3\xA9': use the letters U R F D L B (column 54)");
  std::string twice = kSolved;
  twice.replace(40, 1, "\xC3\xBC");  // ü
  twice.replace(51, 1, "\xC3\xA9");  // é, after it: the first is told
  auto first = cube_from_text(" " + twice);
  ASSERT_FALSE(first);
  EXPECT_EQ(first.error().column, 42);
  std::string moves;
  for (int i = 0; i < 12; ++i) moves += "R\xE2\x80\x99U\xE2\x80\x99RU";  // R’U’RU, 48 characters
  auto sexy = cube_from_text(moves);
  ASSERT_TRUE(sexy) << sexy.error().message;
  EXPECT_EQ(sexy.value().kind, CubeTextKind::moves);
  EXPECT_TRUE(sexy.value().cube.is_solved()) << "(R' U' R U) x 12 is the identity";
}

// A facelet string pasted with white space between its faces or rows is that facelet string.
TEST(CubeTextTest, AFaceletStringSplitByFacesOrRowsIsRead) {
  const CubieCube sune = state_of(parse_alg("R U R' U R U2 R'").value());
  const std::string f = to_facelet_string(sune);
  std::string faces, rows;
  for (int i = 0; i < 54; ++i) {
    if (i > 0 && i % 9 == 0) faces += ' ';
    if (i > 0 && i % 3 == 0) rows += i % 9 == 0 ? "\n" : " ";
    faces += f[i];
    rows += f[i];
  }
  for (const std::string& text : {faces, rows}) {
    auto read = cube_from_text(text);
    ASSERT_TRUE(read) << text << ": " << read.error().message;
    EXPECT_EQ(read.value().kind, CubeTextKind::facelets) << text;
    EXPECT_EQ(read.value().cube, sune) << text;
  }
}

// Facelet-like text is never read as moves: a problem is told as a facelet error, its column the
// column in the text as typed (the message says the same column).
TEST(CubeTextTest, FaceletLikeTextIsToldFaceletErrorsAtItsColumnInTheText) {
  std::string lower = kSolved;
  for (int i = 0; i < 9; ++i) lower[i] = 'u';  // lower case: wide turns, if read as moves
  auto read = cube_from_text(lower);
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().message, "unknown colour 'u': use the letters U R F D L B (column 1)");
  EXPECT_EQ(read.error().column, 1);
  // Faces apart: the X (facelet 21) is at column 23 of the text, after two spaces.
  auto spaced = cube_from_text("UUUUUUUUU RRRRRRRRR FFXFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBB");
  ASSERT_FALSE(spaced);
  EXPECT_EQ(spaced.error().message, "unknown colour 'X': use the letters U R F D L B (column 23)");
  EXPECT_EQ(spaced.error().column, 23);
  auto short_face = cube_from_text("UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBB");
  ASSERT_FALSE(short_face);
  EXPECT_EQ(short_face.error().message, "expected 54 facelets, got 53");
}

// Moves stay moves: single letters apart (however many), or words shorter than a row.
TEST(CubeTextTest, LongMovesWithSpacesAreStillMoves) {
  std::string quarter_turns;
  for (int i = 0; i < 30; ++i) quarter_turns += "R U ";
  auto read = cube_from_text(quarter_turns);
  ASSERT_TRUE(read) << read.error().message;
  EXPECT_EQ(read.value().kind, CubeTextKind::moves);
  EXPECT_EQ(read.value().cube, state_of(parse_alg("(R U)30").value()));
  const std::string pairs = "RU RU RU RU RU RU RU RU RU RU RU RU RU RU RU RU RU RU RU RU RU";
  auto paired = cube_from_text(pairs);
  ASSERT_TRUE(paired) << paired.error().message;
  EXPECT_EQ(paired.value().kind, CubeTextKind::moves);
}

TEST(CubeTextTest, ACountedColumnMovesWithLeadingSpace) {
  std::string two_centres = kSolved;
  two_centres[13] = 'U';  // R's centre
  two_centres[0] = 'R';
  auto read = cube_from_text("   " + two_centres);
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().column, 3 + 14) << read.error().message;
}

TEST(CubeTextTest, AMistypedFaceletStringIsToldItsLength) {
  auto read = cube_from_text(kSolved.substr(1));
  ASSERT_FALSE(read);
  EXPECT_NE(read.error().message.find("54"), std::string::npos) << read.error().message;
  EXPECT_NE(read.error().message.find("53"), std::string::npos) << read.error().message;
}

TEST(CubeTextTest, EmptyTextAndBadMovesAreInputErrors) {
  EXPECT_FALSE(cube_from_text("   "));
  auto bad = cube_from_text("R U Q");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().column, 5);
  EXPECT_EQ(bad.error().kind, ErrorKind::input);
}

}  // namespace
}  // namespace cubelab
