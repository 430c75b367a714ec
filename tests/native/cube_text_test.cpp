// "Cube from text": the one reader of a typed cube (moves, a facelet string or a pattern name).
#include <gtest/gtest.h>

#include <string>

#include "core/cube/facelets.hpp"
#include "core/cube_text.hpp"
#include "core/notation/alg.hpp"
#include "core/patterns.hpp"

namespace cubelab {
namespace {

const std::string kSolved = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

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
  bad_letter[20] = 'X';  // not a face letter: read as moves, whose parser names the column
  auto letter = cube_from_text(" " + bad_letter);
  ASSERT_FALSE(letter);
  EXPECT_EQ(letter.error().kind, ErrorKind::input);
  EXPECT_EQ(letter.error().column, 22);
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
