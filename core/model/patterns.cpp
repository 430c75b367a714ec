#include "core/model/patterns.hpp"

#include <array>
#include <cctype>

#include "core/model/alg.hpp"

namespace cubelab {

namespace {

// Sources: the public pattern lists (e.g. Walter Randelshofer's and ruwix.com's); "cube in the
// cube" and "displaced motif" as in Monteiro (2020); superflip is Reid's 20-move sequence (1995);
// "order in chaos" (one of Monteiro's five) from ruwix.com's pattern list ("More Rubik's Cube
// patterns", https://ruwix.com/the-rubiks-cube/rubiks-cube-patterns-algorithms/more-rubiks-patterns/,
// as also carried by the R package `cubing`).
constexpr std::array<Pattern, 14> kPatterns = {{
    {"superflip", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"},
    {"checkerboard", "R2 L2 U2 D2 F2 B2"},
    {"cube in the cube", "F L F U' R U F2 L2 U' L' B D' B' L2 U"},
    {"cube in cube in cube", "U' L' U' F' R2 B' R F U B2 U B' L U' F U R F'"},
    {"displaced motif", "L2 B2 D' B2 D L2 U R2 D R2 B U R' F2 R U' B' U'"},
    {"six spots", "U D' R L' F B' U D'"},
    {"four spots", "F2 B2 U D' R2 L2 U D'"},
    {"tetris", "L R F B U' D' L' R'"},
    {"anaconda", "L U B' U' R L' B R' F B' D R D' F'"},
    {"python", "F2 R' B' U R' L F' L F' B D' R B L2"},
    {"twister", "F R' U L F' L' F U' R U L' U' L F'"},
    {"exchanged peaks", "F U2 L F L' B L U B' R' L' U R' D' F' B R2"},
    {"superflip checkerboard", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2 R2 L2 U2 D2 F2 B2"},
    {"order in chaos", "B L2 B' U2 B F2 U L U B U' R U' B F U' R D R B' U'"},
}};

std::string normalised(std::string_view name) {
  std::string out;
  for (char ch : name) {
    const char c = (ch == '-' || ch == '_') ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (c == ' ' && (out.empty() || out.back() == ' ')) continue;
    out.push_back(c);
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

std::span<const Pattern> patterns() { return kPatterns; }

std::optional<Pattern> find_pattern(std::string_view name) {
  const std::string wanted = normalised(name);
  for (const Pattern& p : kPatterns)
    if (wanted == p.name) return p;
  return std::nullopt;
}

CubieCube pattern_state(const Pattern& pattern) {
  auto alg = parse_alg(pattern.moves);
  return alg ? state_of(alg.value()) : CubieCube{};  // every sequence above parses (tested)
}

}  // namespace cubelab
