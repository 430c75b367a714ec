// Validation of untrusted facelet strings. An invalid cube never reaches a solver: every problem
// gets its own message, naming the face letter, piece or column at fault.
#pragma once

#include <string_view>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"

namespace cubelab {

// Parses and checks a 54-letter URFDLB facelet string (see facelets.hpp). Centres may be turned
// (after M, x, ...): the letter names the colour, not the position.
Result<CubieCube> parse_facelets(std::string_view text);

// Reads the pieces of a facelet string as parse_facelets does (letters, centres, each piece once)
// but without the three solvability conditions, for showing which of them an impossible cube fails.
Result<CubieCube> read_facelet_pieces(std::string_view text);

// Checks the pieces of a cubie state (twist, flip and parity); parse_facelets calls it.
Result<CubieCube> check_solvable(const CubieCube& cube);

}  // namespace cubelab
