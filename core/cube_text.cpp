#include "core/cube_text.hpp"

#include "core/cube/validate.hpp"
#include "core/notation/alg.hpp"
#include "core/patterns.hpp"

#include <optional>
#include <string>
#include <vector>

namespace cubelab {

namespace {

constexpr std::string_view kSpace = " \t\r\n";
// Shorter runs of bare face letters are read as moves ("RUF" is three turns).
constexpr std::size_t kMinFaceletGuess = 40;
// White space between groups this long or longer (a row of 3, a face of 9) splits a facelet
// string; between shorter words it separates moves.
constexpr std::size_t kMinFaceletGroup = 3;

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// Where each letter of a facelet-like text is (its index in `text`), or nothing when the text does
// not look like a facelet string (see cube_text.hpp). `body` is `text` without the white space
// around it.
std::optional<std::vector<std::size_t>> facelet_letters(std::string_view text, std::string_view body) {
  if (body.size() < kMinFaceletGuess) return std::nullopt;
  std::vector<std::size_t> at;
  std::size_t group = 0;
  const std::size_t start = static_cast<std::size_t>(body.data() - text.data());
  for (std::size_t i = start; i < start + body.size(); ++i) {
    if (is_letter(text[i])) {
      at.push_back(i);
      ++group;
    } else if (kSpace.find(text[i]) != std::string_view::npos) {
      if (group > 0 && group < kMinFaceletGroup) return std::nullopt;
      group = 0;
    } else {
      return std::nullopt;
    }
  }
  if (at.size() < kMinFaceletGuess || (at.size() != body.size() && group < kMinFaceletGroup)) return std::nullopt;
  return at;
}

// The error of the letters read as a facelet string, its column (and the column its message
// names) moved to the column of that letter in the text.
Error in_text(Error error, const std::vector<std::size_t>& at) {
  if (error.column <= 0 || static_cast<std::size_t>(error.column) > at.size()) return error;
  const std::string before = " (column " + std::to_string(error.column) + ")";
  error.column = static_cast<int>(at[static_cast<std::size_t>(error.column) - 1]) + 1;
  const std::string after = " (column " + std::to_string(error.column) + ")";
  if (error.message.size() >= before.size() &&
      error.message.compare(error.message.size() - before.size(), before.size(), before) == 0)
    error.message.replace(error.message.size() - before.size(), before.size(), after);
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
  if (auto at = facelet_letters(text, body)) {
    std::string letters;
    for (std::size_t i : *at) letters += text[i];
    auto cube = parse_facelets(letters);
    if (!cube) return in_text(cube.error(), *at);
    return CubeFromText{cube.value(), CubeTextKind::facelets};
  }
  auto alg = parse_alg(text);
  if (!alg) return alg.error();
  return CubeFromText{state_of(alg.value()), CubeTextKind::moves, alg.value()};
}

}  // namespace cubelab
