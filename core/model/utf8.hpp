// UTF-8 as the text readers need it: where a text stops being valid UTF-8 (text from a file, a
// paste or a command line may not be), and columns counted in characters. A reader rejects invalid
// text first, so that its error messages never quote a broken byte sequence (JSON cannot carry one).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/model/result.hpp"

namespace cubelab::utf8 {

// Length of the valid UTF-8 character starting at text[pos], or 0 when none starts there
// (a stray continuation byte, a truncated or overlong sequence, a surrogate, above U+10FFFF).
constexpr std::size_t char_bytes(std::string_view text, std::size_t pos) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[pos + i]); };
  const unsigned char c = byte(0);
  if (c < 0x80) return 1;
  const std::size_t n = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
  if (n == 0 || pos + n > text.size()) return 0;
  for (std::size_t i = 1; i < n; ++i)
    if ((byte(i) & 0xC0) != 0x80) return 0;
  const unsigned char second = byte(1);
  if (c == 0xE0 && second < 0xA0) return 0;  // overlong
  if (c == 0xED && second > 0x9F) return 0;  // surrogate
  if (c == 0xF0 && second < 0x90) return 0;  // overlong
  if (c == 0xF4 && second > 0x8F) return 0;  // above U+10FFFF
  return n;
}

// 1-based column (in characters) of the first byte that is not valid UTF-8, if any.
constexpr std::optional<int> invalid_column(std::string_view text) {
  int column = 1;
  for (std::size_t pos = 0; pos < text.size(); ++column) {
    const std::size_t n = char_bytes(text, pos);
    if (n == 0) return column;
    pos += n;
  }
  return std::nullopt;
}

// Characters in valid UTF-8 text.
constexpr int characters(std::string_view text) {
  int n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

inline std::string invalid_message(int column) {
  return "the text is not valid UTF-8 at column " + std::to_string(column);
}

// The error for text that is not UTF-8 at `column` (code text.invalid_utf8).
inline Error invalid_error(int column) {
  return Error{invalid_message(column), column, ErrorKind::input, "text.invalid_utf8", {}};
}

}  // namespace cubelab::utf8
