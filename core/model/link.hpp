// Links to alg.cubing.net and Twizzle that carry a setup and an algorithm in their address, as
// people paste them to share a reconstruction.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/model/result.hpp"

namespace cubelab {

struct AlgLink {
  std::string setup;  // the scramble (`setup`, `setup-alg`, `experimental-setup-alg` or `scramble`)
  std::string alg;    // the solution (`alg`)
};

// Whether the text is a web address (starts with http:// or https://, or with a host name such as
// alg.cubing.net/ or alpha.twizzle.net/).
bool looks_like_link(std::string_view text);

// The setup and algorithm of a link, URL-decoded (%XX, and + as a space). alg.cubing.net also
// writes a space as `_` and a prime as `-` (and a real `-`, `+`, `_` as `&#45;`, `&#2b;`, `&#95;`):
// those are undone for its links. A link without an `alg` parameter, or with a broken %XX, is an
// Error.
Result<AlgLink> parse_alg_link(std::string_view text);

}  // namespace cubelab
