#include "core/json/json.hpp"

namespace cubelab {

std::string json_text(const Json& value) { return value.dump(-1, ' ', false, Json::error_handler_t::replace); }

Json error_json(const Error& error) {
  return Json{{"error", error.message}, {"column", error.column}, {"kind", error_kind_name(error.kind)}};
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
