// WCA notation: parse, format, invert, simplify and count algorithms.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/cube/cubie.hpp"
#include "core/cube/move.hpp"
#include "core/result.hpp"

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

// Accepts face turns U D L R F B, wide turns Uw and u, slices M E S, rotations x y z, each with
// an optional turn count and prime (R2, R', R2', R3); whitespace between moves is optional;
// groups `(A)n` and `(A)'`, commutators `[A, B]`, conjugates `[A: B]`, comments `// ...`. The
// typographic apostrophes ’ and ′ read as '. Errors name the offending text and its 1-based column
// (counted in characters, not bytes).
Result<Alg> parse_alg(std::string_view text);

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
