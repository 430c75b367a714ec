// WCA notation: parse, format, invert, simplify and count algorithms.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/move.hpp"
#include "core/model/result.hpp"

namespace cubelab {

using Alg = std::vector<Move>;

// The parser's limits, each a clear error found early rather than a hang or a run out of memory:
// the longest algorithm it will expand (repeat counts multiply, so `((R)99)99...` stays bounded; no
// scramble or algorithm comes near it), the deepest nesting of groups and brackets, and the longest
// text it reads at all (a 10 MB paste is refused before it is scanned).
constexpr std::size_t kMaxAlgLength = 10000;
constexpr int kMaxAlgNesting = 100;
constexpr std::size_t kMaxAlgTextBytes = 1'000'000;
inline constexpr const char* kTextTooLong = "the text is longer than 1 MB (1,000,000 bytes)";
inline Error text_too_long_error() {
  return Error{kTextTooLong, 0, ErrorKind::input, "text.too_long", {{"max_bytes", std::to_string(kMaxAlgTextBytes)}}};
}

// Accepts face turns U D L R F B, wide turns Uw and u, slices M E S, rotations x y z, each with
// an optional turn count and prime (R2, R', R2', R3); whitespace between moves is optional;
// groups `(A)n` and `(A)'`, commutators `[A, B]`, conjugates `[A: B]`, comments `// ...` and
// `/* ... */`, and pauses `.` (as alg.cubing.net writes them; a pause turns nothing). The
// typographic apostrophes ’ and ′ read as '. Errors name the offending text and its 1-based column
// (counted in characters, not bytes).
Result<Alg> parse_alg(std::string_view text);

// The length in bytes of the prime mark that `text` starts with (' or the typographic ’ and ′,
// which parse_alg reads as '), or 0.
std::size_t prime_mark_bytes(std::string_view text);

// A comment written between the moves of a reconstruction, kept with its place.
struct AlgComment {
  std::string text;          // without the `//` or `/* */`, trimmed
  std::size_t moves_before;  // how many moves of the whole sequence come before it
  int column = 0;            // 1-based column of the comment's first character
};

// What a reconstruction says besides its moves: for each move of `moves`, the column it was written
// at (a move that comes from a group, a commutator or a conjugate gets the column of the outermost
// bracket) and its timestamp in milliseconds, if any; and the comments in order. A block comment
// that holds only a number right after a move, as csTimer writes `R/*1234*/`, is that move's
// timestamp (ms from the start of the solve) rather than a comment.
struct AnnotatedAlg {
  Alg moves;
  std::vector<int> columns;  // one per move
  std::vector<double> ms;    // one per move; negative when the move has no timestamp
  std::vector<AlgComment> comments;
  std::size_t pauses = 0;  // `.` pauses seen
};
// The same reader as parse_alg (one grammar), keeping the annotations.
Result<AnnotatedAlg> parse_annotated_alg(std::string_view text);

std::string format_move(Move m);
// Canonical form: single spaces, R2 never R2', wide turns as Rw.
std::string format_alg(const Alg& alg);

Alg invert(const Alg& alg);
// Cancels and merges turns on one axis that meet: R R' -> nothing, R R -> R2, R L R -> R2 L.
Alg simplify(const Alg& alg);
Alg concat(const Alg& a, const Alg& b);

// Metrics: HTM counts any face turn as 1, a slice as the 2 face turns it equals; QTM counts quarter
// turns (a half turn is 2); STM counts any layer turn, slices included, as 1. Rotations count 0.
int htm(const Alg& alg);
int qtm(const Alg& alg);
int stm(const Alg& alg);

CubieCube apply_alg(CubieCube cube, const Alg& alg);
inline CubieCube state_of(const Alg& alg) { return apply_alg(CubieCube{}, alg); }

}  // namespace cubelab
