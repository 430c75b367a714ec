#include "core/json/json.hpp"

#include <algorithm>
#include <optional>

namespace cubelab {

namespace {

// Asked only after a parse failed: remembers where and why (nlohmann reports it to a SAX handler
// without throwing).
struct ParseErrorFinder : nlohmann::json_sax<Json> {
  size_t position = 0;
  std::string reason;
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(size_t at, const std::string&, const nlohmann::detail::exception& ex) override {
    position = at;
    const std::string what = ex.what();  // "[json.exception...] parse error at line 1, column 3: REASON"
    const size_t colon = what.find(": ");
    reason = colon == std::string::npos ? what : what.substr(colon + 2);
    return false;
  }
};

// Where the text's lists and objects first nest deeper than kMaxJsonDepth (a byte index), if they do.
// Copying or printing a value recurses once per level, so a hostile file 200,000 levels deep would
// overflow the stack there; no file the core reads comes near this depth.
constexpr int kMaxJsonDepth = 256;
std::optional<size_t> too_deep(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return i;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

// The 1-based character column of byte `index` (UTF-8 continuation bytes are not characters).
int character_column(std::string_view text, size_t index) {
  int column = 0;
  for (size_t i = 0; i <= index && i < text.size(); ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
  return column;
}

}  // namespace

Result<Json> parse_json(std::string_view text, std::string_view what) {
  if (auto deep = too_deep(text)) {
    const int column = character_column(text, *deep);
    return Error{std::string(what) + " nests lists and objects deeper than " + std::to_string(kMaxJsonDepth) +
                     " levels at column " + std::to_string(column),
                 column};
  }
  Json value = Json::parse(text.begin(), text.end(), nullptr, false);
  if (!value.is_discarded()) return value;
  ParseErrorFinder finder;
  Json::sax_parse(text.begin(), text.end(), &finder);
  // nlohmann counts bytes read, the broken one included; a column counts characters (UTF-8).
  const size_t end = std::min(std::max<size_t>(finder.position, 1), text.size());
  int line = 1, column = 0, column_in_line = 0;
  for (size_t i = 0; i < end; ++i) {
    const bool starts_character = (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    if (!starts_character) continue;
    ++column;
    ++column_in_line;
    if (text[i] == '\n' && i + 1 < end) ++line, column_in_line = 0;
  }
  if (text.empty()) column = column_in_line = 1;
  const std::string place = line > 1 ? "line " + std::to_string(line) + ", column " + std::to_string(column_in_line)
                                     : "column " + std::to_string(column);
  return Error{std::string(what) + " is not valid JSON at " + place + ": " + finder.reason, column};
}

std::string json_text(const Json& value) { return value.dump(-1, ' ', false, Json::error_handler_t::replace); }

Json error_json(const Error& error) {
  Json params = Json::object();
  for (const auto& [name, value] : error.params) params[name] = value;
  return Json{{"error", error.message},
              {"column", error.column},
              {"kind", error_kind_name(error.kind)},
              {"code", error.code},
              {"params", params}};
}

void add_fields(Json& out, Json fields) {
  for (auto field = fields.begin(); field != fields.end(); ++field) out[field.key()] = std::move(field.value());
}

Json text_or_null(std::string_view text) { return text.empty() ? Json(nullptr) : Json(std::string(text)); }

Json number_or_null(const std::optional<double>& value) { return value ? Json(*value) : Json(nullptr); }

Json string_list(const std::vector<std::string>& items) {
  Json out = Json::array();
  for (const std::string& item : items) out.push_back(item);
  return out;
}

}  // namespace cubelab
