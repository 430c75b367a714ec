#include "core/model/cube_text.hpp"

#include "core/model/alg.hpp"
#include "core/model/patterns.hpp"
#include "core/model/utf8.hpp"
#include "core/model/validate.hpp"

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

// The letters of a facelet-like text and the column of each in the text (in characters, from 1).
// A character outside ASCII that is no prime mark (é, ü: a mistyped colour) counts as a letter,
// so that a facelet string holding one is told as a facelet error, not read as moves.
struct FaceletLetters {
  std::string letters;  // UTF-8
  std::vector<int> columns;
};

// The text's letters when it looks like a facelet string (see cube_text.hpp), or nothing. `body`
// is `text` without the white space around it.
std::optional<FaceletLetters> facelet_letters(std::string_view text, std::string_view body) {
  // Text that is not valid UTF-8 is left to parse_alg, which says where.
  if (body.size() < kMinFaceletGuess || utf8::invalid_column(text)) return std::nullopt;
  FaceletLetters found;
  std::size_t group = 0;
  bool spaced = false;
  const std::size_t start = static_cast<std::size_t>(body.data() - text.data());
  int column = utf8::characters(text.substr(0, start)) + 1;
  for (std::size_t i = start; i < start + body.size(); ++column) {
    const std::size_t bytes = utf8::char_bytes(text, i);
    const bool foreign = static_cast<unsigned char>(text[i]) >= 0x80;
    if (is_letter(text[i]) || (foreign && prime_mark_bytes(text.substr(i)) == 0)) {
      found.letters += text.substr(i, bytes);
      found.columns.push_back(column);
      ++group;
    } else if (kSpace.find(text[i]) != std::string_view::npos) {
      if (group > 0 && group < kMinFaceletGroup) return std::nullopt;
      group = 0;
      spaced = true;
    } else {
      return std::nullopt;
    }
    i += bytes;
  }
  if (found.columns.size() < kMinFaceletGuess || (spaced && group < kMinFaceletGroup)) return std::nullopt;
  return found;
}

// The error of the letters read as a facelet string, its column (and the column its message
// names) moved to the column of that letter in the text.
Error in_text(Error error, const std::vector<int>& columns) {
  if (error.column <= 0 || static_cast<std::size_t>(error.column) > columns.size()) return error;
  const std::string before = " (column " + std::to_string(error.column) + ")";
  error.column = columns[static_cast<std::size_t>(error.column) - 1];
  const std::string after = " (column " + std::to_string(error.column) + ")";
  if (error.message.size() >= before.size() &&
      error.message.compare(error.message.size() - before.size(), before.size(), before) == 0)
    error.message.replace(error.message.size() - before.size(), before.size(), after);
  return error;
}

}  // namespace

Result<CubeFromText> cube_from_text(std::string_view text) {
  if (text.size() > kMaxAlgTextBytes) return text_too_long_error();
  const std::size_t first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos)
    return Error{
        "no cube given: type moves, a facelet string or a pattern name", 0, ErrorKind::input, "text.empty", {}};
  const std::size_t last = text.find_last_not_of(kSpace);
  const std::string_view body = text.substr(first, last - first + 1);
  if (body == "solved") return CubeFromText{CubieCube{}, CubeTextKind::pattern, {}};
  if (auto pattern = find_pattern(body)) return CubeFromText{pattern_state(*pattern), CubeTextKind::pattern, {}};
  if (auto found = facelet_letters(text, body)) {
    auto cube = parse_facelets(found->letters);
    if (!cube) return in_text(cube.error(), found->columns);
    return CubeFromText{cube.value(), CubeTextKind::facelets, {}};
  }
  auto alg = parse_alg(text);
  if (!alg) return alg.error();
  return CubeFromText{state_of(alg.value()), CubeTextKind::moves, alg.value()};
}

}  // namespace cubelab
