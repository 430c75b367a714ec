// Stable error codes (core/model/error_codes.hpp): every error of the notation parser, facelet and
// cube validation, cube text, cycles and links carries a listed code and exactly the parameters the
// list gives it, with values taken from the input; and every listed code is reached by a case here.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>

#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/cycles.hpp"
#include "core/model/error_codes.hpp"
#include "core/model/link.hpp"
#include "core/model/validate.hpp"
#include "test_common.hpp"

namespace cubelab {
namespace error_codes_test {

using Params = std::map<std::string, std::string>;

enum class Reader { alg, facelets, cube_text, cycles, link };

struct CodeCase {
  Reader reader;
  std::string text;
  std::string code;
  Params params;
  int column;
};

std::string with(std::string s, std::initializer_list<std::pair<int, char>> changes) {
  for (auto [at, c] : changes) s[static_cast<std::size_t>(at)] = c;
  return s;
}

const std::string kSolved = testing::kSolved;  // NOLINT: the home cube, named as elsewhere

std::vector<CodeCase> cases() {
  return {
      // The notation parser (the inputs of tests/bad-inputs/cases.json's notation cases).
      {Reader::alg, "R U Q", "notation.unexpected", {{"token", "Q"}}, 5},
      {Reader::alg, "2R", "notation.unexpected", {{"token", "2"}}, 1},
      {Reader::alg, "R’’ U", "notation.unexpected", {{"token", "’"}}, 3},
      {Reader::alg, "R U 😀", "notation.unexpected", {{"token", "😀"}}, 5},
      {Reader::alg, "[R, U, F]", "notation.unexpected", {{"token", ","}}, 6},
      {Reader::alg, "R /* x", "notation.unclosed_comment", {}, 3},
      {Reader::alg, "R U (R U", "notation.unclosed", {{"bracket", "("}}, 5},
      {Reader::alg, "[R, U", "notation.unclosed", {{"bracket", "["}}, 1},
      {Reader::alg, "R0", "notation.count_zero", {}, 2},
      {Reader::alg, "R123456", "notation.count_too_large", {}, 2},
      {Reader::alg, "(R U)0", "notation.repeat_zero", {}, 6},
      {Reader::alg, "(R U)100000", "notation.repeat_too_large", {}, 6},
      {Reader::alg, "((((R U)99)99)99)99", "notation.too_long", {{"max", "10000"}}, 3},
      {Reader::alg, std::string(101, '(') + "R", "notation.too_deep", {{"max", "100"}}, 101},
      {Reader::alg, std::string(1'000'001, ' '), "text.too_long", {{"max_bytes", "1000000"}}, 0},
      {Reader::alg, "R U \xff", "text.invalid_utf8", {}, 5},
      // Facelet strings (the inputs of the facelets cases).
      {Reader::facelets, kSolved.substr(1), "facelets.count", {{"count", "53"}}, 0},
      {Reader::facelets, with(kSolved, {{20, 'X'}}), "facelets.unknown_colour", {{"colour", "X"}}, 21},
      {Reader::facelets, "é" + kSolved.substr(1), "facelets.unknown_colour", {{"colour", "é"}}, 1},
      {Reader::facelets,
       "UUUUUUUUUURRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB",
       "facelets.colour_count",
       {{"colour", "U"}, {"count", "10"}},
       0},
      {Reader::facelets,
       with(kSolved, {{4, 'R'}, {9, 'U'}}),
       "facelets.duplicate_centre",
       {{"colour", "R"}, {"face_a", "U"}, {"face_b", "R"}},
       14},
      {Reader::facelets,
       "UUUURUUUURRRRURRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB",
       "facelets.centres_impossible",
       {},
       5},
      {Reader::facelets,
       "UUUUUUURUURRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB",
       "facelets.unknown_corner",
       {{"slot", "URF"}, {"colours", "U, U, F"}},
       9},
      // URF shows U, F, L (corner UFL), UL's L sticker turned R to keep the counts.
      {Reader::facelets,
       with(kSolved, {{9, 'F'}, {20, 'L'}, {37, 'R'}}),
       "facelets.duplicate_corner",
       {{"piece", "UFL"}, {"first", "URF"}, {"second", "UFL"}},
       7},
      // UF's F sticker and DF's D sticker traded: UF shows U and D.
      {Reader::facelets,
       with(kSolved, {{19, 'D'}, {28, 'F'}}),
       "facelets.unknown_edge",
       {{"slot", "UF"}, {"colours", "U, D"}},
       8},
      // UR shows F and R (edge FR), FL's F sticker turned U: FR is then at UR and at FR.
      {Reader::facelets,
       with(kSolved, {{5, 'F'}, {21, 'U'}}),
       "facelets.duplicate_edge",
       {{"piece", "FR"}, {"first", "UR"}, {"second", "FR"}},
       24},
      {Reader::facelets,
       "UUUUUUUUFURRRRRRRRFFRFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB",
       "cube.twisted_corner",
       {{"twist", "1"}},
       0},
      {Reader::facelets, "UUUUUUUFURRRRRRRRRFUFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB", "cube.flipped_edge", {}, 0},
      {Reader::facelets, "UUUUUUUUURFRRRRRRRFRFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB", "cube.parity", {}, 0},
      // Cube text: facelet errors move to the column in the text; moves and blanks.
      {Reader::cube_text,
       "UUUUUUUUU RRRRRRRRR FFXFFFFFF DDDDDDDDD LLLLLLLLL BBBBBBBBB",
       "facelets.unknown_colour",
       {{"colour", "X"}},
       23},
      {Reader::cube_text, "   ", "text.empty", {}, 0},
      {Reader::cube_text, "checkerbord", "notation.unexpected", {{"token", "c"}}, 1},
      {Reader::cube_text, std::string(1'000'001, 'R'), "text.too_long", {{"max_bytes", "1000000"}}, 0},
      // Cycle notation.
      {Reader::cycles, "URF UFL", "cycles.expected_open", {}, 1},
      {Reader::cycles, "(URF ;)", "cycles.unexpected", {{"token", ";"}}, 6},
      {Reader::cycles, "(URF UFL", "cycles.unclosed", {}, 1},
      {Reader::cycles, "()+", "cycles.empty_turned", {}, 3},
      {Reader::cycles, "(URF UF)", "cycles.mixed", {{"piece", "UF"}}, 6},
      {Reader::cycles, "(URF RFU)", "cycles.duplicate_piece", {{"piece", "RFU"}}, 6},
      {Reader::cycles, "(URX UFL)", "cycles.unknown_piece", {{"piece", "URX"}}, 2},
      // Share links.
      {Reader::link, "https://alg.cubing.net/?alg=R%2", "link.bad_escape", {}, 30},
      {Reader::link, "https://alg.cubing.net/", "link.no_query", {}, 1},
      {Reader::link, "https://alg.cubing.net/?setup=R", "link.no_alg", {}, 1},
  };
}

Error error_of(const CodeCase& c) {
  switch (c.reader) {
    case Reader::alg: {
      auto r = parse_alg(c.text);
      EXPECT_FALSE(r.ok());
      return r ? Error{} : r.error();
    }
    case Reader::facelets: {
      auto r = parse_facelets(c.text);
      EXPECT_FALSE(r.ok());
      return r ? Error{} : r.error();
    }
    case Reader::cube_text: {
      auto r = cube_from_text(c.text);
      EXPECT_FALSE(r.ok());
      return r ? Error{} : r.error();
    }
    case Reader::cycles: {
      auto r = cube_from_cycles(c.text);
      EXPECT_FALSE(r.ok());
      return r ? Error{} : r.error();
    }
    case Reader::link: {
      auto r = parse_alg_link(c.text);
      EXPECT_FALSE(r.ok());
      return r ? Error{} : r.error();
    }
  }
  return Error{};
}

std::set<std::string> listed_params(const ErrorCodeInfo& info) {
  std::set<std::string> names;
  std::stringstream in(info.params);
  for (std::string name; std::getline(in, name, ',');)
    if (!name.empty()) names.insert(name);
  return names;
}

TEST(ErrorCodes, EveryErrorCarriesItsListedCodeAndParameters) {
  for (const CodeCase& c : cases()) {
    SCOPED_TRACE(std::string_view(c.text).substr(0, 60));
    const Error e = error_of(c);
    ASSERT_FALSE(e.code.empty()) << e.message;
    const ErrorCodeInfo* info = find_error_code(e.code);
    ASSERT_NE(info, nullptr) << "unlisted code " << e.code;
    EXPECT_EQ(e.code, c.code) << e.message;
    std::set<std::string> names;
    for (const auto& [name, value] : e.params) names.insert(name);
    EXPECT_EQ(names, listed_params(*info)) << e.code;
    EXPECT_EQ(e.params, c.params) << e.message;
    EXPECT_EQ(e.column, c.column) << e.message;
  }
}

TEST(ErrorCodes, EveryListedCodeIsReachedAndUnique) {
  // A guard no text reaches today (an open bracket at the end says notation.unclosed), kept so
  // that the parser never answers without a code.
  std::set<std::string> reached = {"notation.unexpected_end"}, listed;
  for (const CodeCase& c : cases()) reached.insert(c.code);
  for (const ErrorCodeInfo& info : kErrorCodes) {
    EXPECT_TRUE(listed.insert(info.code).second) << "listed twice: " << info.code;
    EXPECT_TRUE(reached.count(info.code)) << "no case reaches " << info.code;
    EXPECT_NE(std::string(info.about), "") << info.code;
  }
}

}  // namespace error_codes_test
}  // namespace cubelab
