#include "core/cube_text.hpp"

#include "core/cube/validate.hpp"
#include "core/notation/alg.hpp"
#include "core/patterns.hpp"

namespace cubelab {

namespace {

constexpr std::string_view kSpace = " \t\r\n";
// Shorter runs of bare face letters are read as moves ("RUF" is three turns).
constexpr std::size_t kMinFaceletGuess = 40;

bool looks_like_facelets(std::string_view text) {
  return text.size() >= kMinFaceletGuess && text.find_first_not_of("URFDLB") == std::string_view::npos;
}

// The error of a facelet string found `offset` characters into the text, its column moved to match.
Error shifted(Error error, std::size_t offset) {
  if (error.column > 0) error.column += static_cast<int>(offset);
  return error;
}

}  // namespace

Result<CubeFromText> cube_from_text(std::string_view text) {
  if (text.size() > kMaxAlgTextBytes) return Error{kTextTooLong, 0};
  const std::size_t first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return Error{"no cube given: type moves, a facelet string or a pattern name"};
  const std::size_t last = text.find_last_not_of(kSpace);
  const std::string_view body = text.substr(first, last - first + 1);
  if (body == "solved") return CubeFromText{CubieCube{}, CubeTextKind::pattern};
  if (auto pattern = find_pattern(body)) return CubeFromText{pattern_state(*pattern), CubeTextKind::pattern};
  if (looks_like_facelets(body)) {
    auto cube = parse_facelets(body);
    if (!cube) return shifted(cube.error(), first);
    return CubeFromText{cube.value(), CubeTextKind::facelets};
  }
  auto alg = parse_alg(text);
  if (!alg) return alg.error();
  return CubeFromText{state_of(alg.value()), CubeTextKind::moves, alg.value()};
}

}  // namespace cubelab
