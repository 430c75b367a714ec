// Every stable error code of the core's user-facing text errors, with the parameters it carries.
// A front end translates an error by its code and parameters, never by its English message (which
// stays for scripts). This list is the one place the codes live: the native tests check every
// error against it, and a page's catalogue of translations can be checked against it too.
// `params`: the parameter names, comma-separated (empty: none). The column is not a parameter: it
// is the error's own field.
#pragma once

#include <string_view>

namespace cubelab {

struct ErrorCodeInfo {
  const char* code;
  const char* params;
  const char* about;
};

inline constexpr ErrorCodeInfo kErrorCodes[] = {
    // Any text the core reads (moves, facelets, cube text).
    {"text.too_long", "max_bytes", "the text is longer than max_bytes bytes"},
    {"text.invalid_utf8", "", "the text is not valid UTF-8 at the error's column"},
    {"text.empty", "", "no cube given: the text is empty or only spaces"},
    // The move notation parser (core/model/alg.cpp).
    {"notation.unexpected", "token", "a character that cannot stand here (token: that character)"},
    {"notation.unexpected_end", "",
     "the text ends where more was expected (a guard: unclosed brackets say notation.unclosed)"},
    {"notation.unclosed_comment", "", "a '/*' comment is not closed"},
    {"notation.unclosed", "bracket", "a '(' or '[' (bracket) is not closed"},
    {"notation.count_too_large", "", "a move's count is too large"},
    {"notation.count_zero", "", "a move's count is 0"},
    {"notation.repeat_too_large", "", "a group's repeat count is too large"},
    {"notation.repeat_zero", "", "a group's repeat count is 0"},
    {"notation.too_long", "max", "the algorithm is longer than max moves"},
    {"notation.too_deep", "max", "groups are nested more than max deep"},
    // Facelet strings (core/model/validate.cpp); columns are facelets.
    {"facelets.count", "count", "not 54 facelets (count: how many there are)"},
    {"facelets.unknown_colour", "colour", "a letter that is no colour (colour: that letter)"},
    {"facelets.colour_count", "colour,count", "a colour does not appear exactly 9 times"},
    {"facelets.duplicate_centre", "colour,face_a,face_b", "two centres (faces face_a, face_b) have one colour"},
    {"facelets.centres_impossible", "", "the centres are arranged as on no real cube"},
    {"facelets.unknown_corner", "slot,colours", "the corner at slot has colours (comma-separated) no corner has"},
    {"facelets.duplicate_corner", "piece,first,second", "corner piece appears at slots first and second"},
    {"facelets.unknown_edge", "slot,colours", "the edge at slot has colours (comma-separated) no edge has"},
    {"facelets.duplicate_edge", "piece,first,second", "edge piece appears at slots first and second"},
    // A cube that cannot be reached by turning (core/model/validate.cpp).
    {"cube.twisted_corner", "twist", "the corner twists add up to twist (mod 3), not 0"},
    {"cube.flipped_edge", "", "an odd number of edges are flipped"},
    {"cube.parity", "", "two pieces are swapped (corner and edge permutation parities disagree)"},
    // Cycle notation (core/model/cycles.cpp).
    {"cycles.expected_open", "", "a cycle must start with '('"},
    {"cycles.unexpected", "token", "a character that cannot stand in a cycle"},
    {"cycles.unclosed", "", "a cycle is not closed (column: its '(')"},
    {"cycles.empty_turned", "", "an empty cycle has a turn (+ or -)"},
    {"cycles.mixed", "piece", "a cycle holds corners and edges (piece: the first of the other kind)"},
    {"cycles.duplicate_piece", "piece", "a piece appears twice"},
    {"cycles.unknown_piece", "piece", "a name that is no piece"},
    // Share links (core/model/link.cpp).
    {"link.bad_escape", "", "a broken %-escape"},
    {"link.no_query", "", "the link has no ?alg= part"},
    {"link.no_alg", "", "the link has no alg= parameter"},
};

// The entry of `code` in kErrorCodes, or nullptr.
constexpr const ErrorCodeInfo* find_error_code(std::string_view code) {
  for (const ErrorCodeInfo& info : kErrorCodes)
    if (code == info.code) return &info;
  return nullptr;
}

}  // namespace cubelab
