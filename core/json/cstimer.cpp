#include "core/json/cstimer.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>

#include "core/json/json.hpp"

namespace cubelab {

namespace {

using sessions::Penalty;
using sessions::Session;
using sessions::Solve;

constexpr std::string_view kNotCsTimer =
    "not a csTimer export: it has no \"session1\"..\"sessionN\" lists and no \"properties\".\"sessionData\"";

Error damaged(const std::string& where, const std::string& what) {
  return Error{"csTimer file, " + where + ": " + what};
}

std::string solve_place(int session, size_t solve) {
  return "session" + std::to_string(session) + ", solve " + std::to_string(solve + 1);
}

bool is_integer(const Json& v) { return v.is_number_integer() || v.is_number_unsigned(); }

// [penalty, ms, phase ends...]
Result<Solve> read_time(const Json& time, const std::string& where) {
  if (!time.is_array() || time.size() < 2) return damaged(where, "the time is not a list [penalty, milliseconds, ...]");
  for (size_t i = 0; i < time.size(); ++i)  // named by place: dumping a deep item could overflow the stack
    if (!is_integer(time[i]))
      return damaged(where, "the time's item " + std::to_string(i + 1) + " is not a whole number of milliseconds");
  Solve solve;
  const int64_t penalty = time[0].get<int64_t>();
  if (penalty == 0)
    solve.penalty = Penalty::none;
  else if (penalty == 2000)
    solve.penalty = Penalty::plus2;
  else if (penalty == -1)
    solve.penalty = Penalty::dnf;
  else
    return damaged(where, "penalty " + std::to_string(penalty) + " is not 0, 2000 (+2) or -1 (DNF)");
  solve.ms = time[1].get<int64_t>();
  // A day is far beyond any solve; the bound keeps sums and +2 far from overflow.
  constexpr int64_t kMaxMs = int64_t{1} << 40;
  if (solve.ms < 0 || solve.ms > kMaxMs)
    return damaged(where, "time " + std::to_string(solve.ms) + " ms is out of range");
  for (size_t i = 2; i < time.size(); ++i) solve.splits.push_back(time[i].get<int64_t>());
  return solve;
}

Result<Solve> read_solve(const Json& entry, const std::string& where) {
  if (!entry.is_array() || entry.empty())
    return damaged(where, "a solve is not a list [time, scramble, comment, date]");
  auto solve = read_time(entry[0], where);
  if (!solve) return solve;
  Solve out = std::move(solve).value();
  if (entry.size() > 1) {
    if (!entry[1].is_string()) return damaged(where, "the scramble is not text");
    out.scramble = entry[1].get<std::string>();
  }
  if (entry.size() > 2) {
    if (!entry[2].is_string()) return damaged(where, "the comment is not text");
    out.comment = entry[2].get<std::string>();
  }
  if (entry.size() > 3) {
    if (!is_integer(entry[3])) return damaged(where, "the date is not a whole number of seconds");
    out.date = entry[3].get<int64_t>();
  }
  if (entry.size() > 4 && !entry[4].is_null()) {
    const Json& recon = entry[4];
    if (!recon.is_array() || recon.empty() || !recon[0].is_string() || (recon.size() > 1 && !recon[1].is_string()))
      return damaged(where, "the reconstruction is not a list [moves, puzzle]");
    out.reconstruction =
        sessions::Reconstruction{recon[0].get<std::string>(), recon.size() > 1 ? recon[1].get<std::string>() : ""};
  }
  return out;
}

Result<std::vector<Solve>> read_solves(const Json& list, int index) {
  const std::string name = "session" + std::to_string(index);
  const Json* solves = &list;
  Json parsed;  // very old exports hold a session as the JSON text of its list
  if (list.is_string()) {
    auto p = parse_json(list.get<std::string>(), "csTimer file, " + name);
    if (!p) return p.error();
    parsed = std::move(p).value();
    solves = &parsed;
  }
  if (!solves->is_array()) return damaged(name, "not a list of solves");
  std::vector<Solve> out;
  for (size_t i = 0; i < solves->size(); ++i) {
    auto solve = read_solve((*solves)[i], solve_place(index, i));
    if (!solve) return solve.error();
    out.push_back(std::move(solve).value());
  }
  return out;
}

// "session12" -> 12; anything else -> nothing.
std::optional<int> session_index(const std::string& key) {
  constexpr std::string_view kPrefix = "session";
  if (key.size() <= kPrefix.size() || key.size() > kPrefix.size() + 6 || key.compare(0, kPrefix.size(), kPrefix) != 0)
    return std::nullopt;
  int index = 0;
  for (size_t i = kPrefix.size(); i < key.size(); ++i) {
    if (key[i] < '0' || key[i] > '9') return std::nullopt;
    index = index * 10 + (key[i] - '0');
  }
  if (index < 1 || key[kPrefix.size()] == '0') return std::nullopt;
  return index;
}

// properties.sessionData (a JSON string, or an object in hand-made files): index -> its entry.
Result<std::map<int, Json>> read_session_data(const Json& root) {
  std::map<int, Json> out;
  if (!root.contains("properties")) return out;
  const Json& properties = root["properties"];
  if (!properties.is_object()) return damaged("properties", "not an object");
  if (!properties.contains("sessionData")) return out;
  Json data = properties["sessionData"];
  if (data.is_string()) {
    auto parsed = parse_json(data.get<std::string>(), "csTimer file, properties.sessionData");
    if (!parsed) return parsed.error();
    data = std::move(parsed).value();
  }
  if (!data.is_object()) return damaged("properties.sessionData", "not an object of sessions");
  for (auto it = data.begin(); it != data.end(); ++it) {
    auto index = session_index("session" + it.key());
    if (!index) return damaged("properties.sessionData", "\"" + it.key() + "\" is not a session number");
    if (!it.value().is_object()) return damaged("properties.sessionData, session " + it.key(), "not an object");
    out[*index] = it.value();
  }
  return out;
}

Result<std::string> session_name(const Json& data, int index) {
  if (!data.contains("name")) return std::to_string(index);
  const Json& name = data["name"];
  if (name.is_string()) return cstimer_unescape(name.get<std::string>());
  if (is_integer(name)) return std::to_string(name.get<int64_t>());
  return damaged("properties.sessionData, session " + std::to_string(index), "the name is neither text nor a number");
}

bool is_numeric_name(const std::string& name) {
  return !name.empty() && name.size() <= 9 && name[0] != '0' &&
         std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

Json time_json(const Solve& solve) {
  const int penalty = solve.penalty == Penalty::dnf ? -1 : solve.penalty == Penalty::plus2 ? 2000 : 0;
  Json time = Json::array({penalty, solve.ms});
  for (int64_t end : solve.splits) time.push_back(end);
  return time;
}

Json solve_json(const Solve& solve) {
  Json entry = Json::array({time_json(solve), solve.scramble, solve.comment, solve.date});
  if (solve.reconstruction) entry.push_back(Json::array({solve.reconstruction->moves, solve.reconstruction->puzzle}));
  return entry;
}

}  // namespace

Result<std::vector<Session>> read_cstimer(std::string_view text) {
  auto parsed = parse_json(text, "the csTimer file");
  if (!parsed) return parsed.error();
  const Json& root = parsed.value();
  if (!root.is_object()) return Error{std::string(kNotCsTimer)};
  auto data = read_session_data(root);
  if (!data) return data.error();
  std::map<int, const Json*> lists;
  for (auto it = root.begin(); it != root.end(); ++it)
    if (auto index = session_index(it.key())) lists[*index] = &it.value();
  if (lists.empty() && data.value().empty()) return Error{std::string(kNotCsTimer)};

  std::map<int, Session> found;
  for (const auto& [index, entry] : data.value()) {
    auto name = session_name(entry, index);
    if (!name) return name.error();
    found[index].name = name.value();
    if (entry.contains("opt") && entry["opt"].is_object()) found[index].options = entry["opt"].dump();
  }
  for (const auto& [index, list] : lists) {
    auto solves = read_solves(*list, index);
    if (!solves) return solves.error();
    Session& session = found[index];
    if (!data.value().count(index)) session.name = std::to_string(index);
    session.solves = std::move(solves).value();
  }
  std::vector<Session> out;
  for (auto& [index, session] : found) out.push_back(std::move(session));
  return out;
}

std::string write_cstimer(const std::vector<Session>& list) {
  Json root = Json::object();
  Json data = Json::object();
  for (size_t i = 0; i < list.size(); ++i) {
    const Session& session = list[i];
    const std::string index = std::to_string(i + 1);
    Json solves = Json::array();
    for (const Solve& solve : session.solves) solves.push_back(solve_json(solve));
    root["session" + index] = std::move(solves);

    const sessions::Figures figures = sessions::figures(session.solves);
    Json entry{
        {"name", is_numeric_name(session.name) ? Json(std::stoi(session.name)) : Json(cstimer_escape(session.name))},
        {"rank", i + 1},
        {"stat", Json::array({figures.solves, figures.dnf,
                              figures.mean.kind == sessions::Figure::Kind::time ? Json(figures.mean.ms) : Json(-1)})}};
    // Options only where the session had them: csTimer fills in its defaults for a session without.
    if (auto kept = parse_json(session.options, "options"); kept && kept.value().is_object())
      entry["opt"] = kept.value();
    if (!session.solves.empty()) entry["date"] = Json::array({session.solves.front().date, session.solves.back().date});
    data[index] = std::move(entry);
  }
  root["properties"] = Json{{"sessionN", list.size()}, {"sessionData", data.dump()}};
  return json_text(root);
}

std::string cstimer_escape(std::string_view name) {
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '\xC2' && i + 1 < name.size() && name[i + 1] == '\xA0')
      out += "&nbsp;", ++i;  // U+00A0
    else
      out += c;
  }
  return out;
}

namespace {

void append_utf8(std::string& out, uint32_t cp) {
  if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// The character of an entity's body ("amp", "#39", "#x27"), if it is one csTimer's names hold.
std::optional<uint32_t> entity(std::string_view body) {
  static const std::map<std::string_view, uint32_t> kNamed = {{"amp", '&'},  {"lt", '<'},    {"gt", '>'},
                                                              {"quot", '"'}, {"apos", '\''}, {"nbsp", 0xA0}};
  if (auto it = kNamed.find(body); it != kNamed.end()) return it->second;
  if (body.size() < 2 || body[0] != '#' || body.size() > 9) return std::nullopt;
  const bool hex = body[1] == 'x' || body[1] == 'X';
  const std::string_view digits = body.substr(hex ? 2 : 1);
  if (digits.empty()) return std::nullopt;
  uint32_t cp = 0;
  for (char c : digits) {
    int d = c >= '0' && c <= '9'          ? c - '0'
            : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10
            : hex && c >= 'A' && c <= 'F' ? c - 'A' + 10
                                          : -1;
    if (d < 0) return std::nullopt;
    cp = cp * (hex ? 16 : 10) + d;
  }
  return cp;
}

}  // namespace

std::string cstimer_unescape(std::string_view name) {
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    if (name[i] == '&') {
      const size_t semi = name.find(';', i);
      if (semi != std::string_view::npos && semi - i <= 10) {
        if (auto cp = entity(name.substr(i + 1, semi - i - 1))) {
          append_utf8(out, *cp);
          i = semi;
          continue;
        }
      }
    }
    out += name[i];
  }
  return out;
}

}  // namespace cubelab
