// "Cube from text": the one reader of what a person types to name a cube. The CLI's --scramble,
// --batch lines and route ends, the WASM module and the page's Cube field all use it, so the same
// text names the same cube everywhere.
#pragma once

#include <string_view>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"

namespace cubelab {

// What the text was read as.
enum class CubeTextKind { moves, facelets, pattern };

struct CubeFromText {
  CubieCube cube;
  CubeTextKind kind = CubeTextKind::moves;
  Alg moves;  // kind moves: the sequence read (its inverse solves `cube`)
};

// Reads, in this order:
// - "solved" or a pattern name (core/model/patterns.hpp): that pattern's cube;
// - a facelet string: text made only of letters, at least 40 of them, either with no white space
//   or with white space only between groups of at least 3 letters (a face of 9, a row of 3: how
//   facelet strings are pasted). No one types 40 bare quarter turns without a space or a prime,
//   and moves separated by spaces are single letters. So lower-case letters or a letter that is no
//   face are told as facelet errors ("unknown colour 'u'"), not read as wide turns or a typo in
//   moves; a 53- or 55-letter string is a mistyped facelet string, and is told so. The white space
//   is dropped, and the error's column (in its message too) is the column in `text`;
// - otherwise a move sequence in WCA notation, applied to the solved cube (errors name the column).
// Leading and trailing white space is ignored; columns count from the first character of `text`.
Result<CubeFromText> cube_from_text(std::string_view text);

}  // namespace cubelab
