#include "core/model/link.hpp"

#include <cctype>

namespace cubelab {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Form decoding: %XX is a byte, + is a space.
Result<std::string> url_decode(std::string_view s, int column) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%') {
      const int hi = i + 2 < s.size() ? hex_value(s[i + 1]) : -1;
      const int lo = i + 2 < s.size() ? hex_value(s[i + 2]) : -1;
      if (hi < 0 || lo < 0) {
        const int at = column + static_cast<int>(i);
        return Error{
            "broken %-escape in the link at column " + std::to_string(at), at, ErrorKind::input, "link.bad_escape", {}};
      }
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

void replace_all(std::string& s, std::string_view from, std::string_view to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

// alg.cubing.net's escape_alg: `_` space, `-` prime; the characters it displaces come as entities.
std::string alg_cubing_net_unescape(std::string s) {
  for (char& c : s) {
    if (c == '_') c = ' ';
    if (c == '-') c = '\'';
  }
  replace_all(s, "&#45;", "-");
  replace_all(s, "&#2b;", "+");
  replace_all(s, "&#95;", "_");
  return s;
}

bool is_setup_key(std::string_view key) {
  return key == "setup" || key == "setup-alg" || key == "experimental-setup-alg" || key == "scramble";
}

}  // namespace

bool looks_like_link(std::string_view text) {
  text = trim(text);
  return text.starts_with("http://") || text.starts_with("https://") || text.starts_with("alg.cubing.net/") ||
         text.find("twizzle.net/") != std::string_view::npos;
}

Result<AlgLink> parse_alg_link(std::string_view text) {
  const std::string_view whole = text;
  text = trim(text);
  const int offset = static_cast<int>(text.data() - whole.data());
  const std::size_t query = text.find('?');
  if (query == std::string_view::npos)
    return Error{"the link has no ?alg= part", 1 + offset, ErrorKind::input, "link.no_query", {}};
  const bool acn = text.substr(0, query).find("alg.cubing.net") != std::string_view::npos;
  std::string_view rest = text.substr(query + 1);
  rest = rest.substr(0, rest.find('#'));
  AlgLink link;
  bool has_alg = false;
  std::size_t start = query + 1;
  while (!rest.empty()) {
    const std::size_t amp = rest.find('&');
    const std::string_view pair = rest.substr(0, amp);
    const std::size_t eq = pair.find('=');
    const std::string_view key = pair.substr(0, eq);
    const int value_column =
        1 + offset + static_cast<int>(start + (eq == std::string_view::npos ? pair.size() : eq + 1));
    auto value = url_decode(eq == std::string_view::npos ? std::string_view{} : pair.substr(eq + 1), value_column);
    if (!value) return value.error();
    std::string decoded = acn ? alg_cubing_net_unescape(std::move(value).value()) : std::move(value).value();
    if (key == "alg") {
      link.alg = std::move(decoded);
      has_alg = true;
    } else if (is_setup_key(key)) {
      link.setup = std::move(decoded);
    }
    if (amp == std::string_view::npos) break;
    rest.remove_prefix(amp + 1);
    start += amp + 1;
  }
  if (!has_alg) return Error{"the link has no alg= parameter", 1 + offset, ErrorKind::input, "link.no_alg", {}};
  return link;
}

}  // namespace cubelab
