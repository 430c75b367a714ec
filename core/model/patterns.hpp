// Named cube patterns ("pretty patterns"), each given by a move sequence that makes it from solved.
// The sequences are the well-known published ones; tests check the patterns' look where it has a
// simple description (superflip: every edge flipped in place; six spots: each centre a spot ...).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/model/cubie.hpp"
#include "core/model/result.hpp"

namespace cubelab {

struct Pattern {
  const char* name;   // lower case, words separated by spaces: "cube in the cube"
  const char* moves;  // WCA notation, from solved
};

std::span<const Pattern> patterns();

// The pattern named `name`, ignoring case and treating '-' and '_' as spaces; nullopt if unknown.
std::optional<Pattern> find_pattern(std::string_view name);

// The state of a pattern (its moves applied to a solved cube).
CubieCube pattern_state(const Pattern& pattern);

}  // namespace cubelab
