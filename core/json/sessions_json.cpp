#include "core/json/sessions_json.hpp"

#include <cmath>
#include <cstdint>
#include <string>

namespace cubelab {

namespace {

using sessions::Figure;
using sessions::Penalty;
using sessions::Session;
using sessions::Solve;

Json average_json(const sessions::Average& average) {
  return Json{{"current", figure_json(average.current)}, {"best", figure_json(average.best)}};
}

Json summary_json(const Session& session, const sessions::Figures& f) {
  return Json{{"name", session.name},
              {"solves", f.solves},
              {"dnf", f.dnf},
              {"best", figure_json(f.best)},
              {"mean", figure_json(f.mean)},
              {"ao5", average_json(f.ao5)},
              {"ao12", average_json(f.ao12)},
              {"ao100", average_json(f.ao100)}};
}

Json solve_json(const Solve& solve) {
  Json splits = Json::array();
  for (int64_t end : solve.splits) splits.push_back(end);
  const Json penalty = solve.penalty == Penalty::none ? Json("none") : Json(std::string(penalty_text(solve.penalty)));
  return Json{{"ms", solve.ms},
              {"penalty", penalty},
              {"result", figure_json(sessions::result(solve))},
              {"splits", std::move(splits)},
              {"scramble", solve.scramble},
              {"comment", solve.comment},
              {"date", solve.date},
              {"reconstruction", solve.reconstruction ? Json{{"moves", solve.reconstruction->moves},
                                                             {"puzzle", solve.reconstruction->puzzle}}
                                                      : Json(nullptr)}};
}

Error bad(const std::string& where, const std::string& what) { return Error{"sessions, " + where + ": " + what}; }

bool whole(const Json& v) { return v.is_number_integer() || v.is_number_unsigned(); }

Result<std::string> text_field(const Json& object, const char* key, const std::string& where) {
  if (!object.contains(key)) return std::string();
  if (!object[key].is_string()) return bad(where, std::string("\"") + key + "\" is not text");
  return object[key].get<std::string>();
}

Result<Solve> read_solve(const Json& item, const std::string& where) {
  if (!item.is_object()) return bad(where, "not an object");
  Solve solve;
  if (!item.contains("ms") || !whole(item["ms"]) || item["ms"].get<int64_t>() < 0)
    return bad(where, "\"ms\" is not a whole number of milliseconds");
  solve.ms = item["ms"].get<int64_t>();
  auto penalty_field = text_field(item, "penalty", where);
  if (!penalty_field) return penalty_field.error();
  const std::string penalty = penalty_field.value().empty() ? "none" : penalty_field.value();
  if (penalty == "+2")
    solve.penalty = Penalty::plus2;
  else if (penalty == "DNF")
    solve.penalty = Penalty::dnf;
  else if (penalty != "none")
    return bad(where, "\"penalty\" is not \"none\", \"+2\" or \"DNF\"");
  if (item.contains("splits")) {
    if (!item["splits"].is_array()) return bad(where, "\"splits\" is not a list");
    for (const Json& end : item["splits"]) {
      if (!whole(end)) return bad(where, "\"splits\" holds something that is not a whole number");
      solve.splits.push_back(end.get<int64_t>());
    }
  }
  auto scramble = text_field(item, "scramble", where);
  if (!scramble) return scramble.error();
  auto comment = text_field(item, "comment", where);
  if (!comment) return comment.error();
  solve.scramble = scramble.value();
  solve.comment = comment.value();
  if (item.contains("date")) {
    if (!whole(item["date"])) return bad(where, "\"date\" is not a whole number of seconds");
    solve.date = item["date"].get<int64_t>();
  }
  if (item.contains("reconstruction") && !item["reconstruction"].is_null()) {
    const Json& r = item["reconstruction"];
    auto moves = r.is_object() ? text_field(r, "moves", where)
                               : Result<std::string>(bad(where, "\"reconstruction\" is not an object"));
    if (!moves) return moves.error();
    auto puzzle = text_field(r, "puzzle", where);
    if (!puzzle) return puzzle.error();
    solve.reconstruction = sessions::Reconstruction{moves.value(), puzzle.value()};
  }
  return solve;
}

}  // namespace

Json figure_json(const Figure& figure) {
  switch (figure.kind) {
    case Figure::Kind::none:
      return nullptr;
    case Figure::Kind::dnf:
      return "DNF";
    case Figure::Kind::time:
      return static_cast<int64_t>(std::llround(figure.ms));
  }
  return nullptr;
}

Json sessions_summary_json(const std::vector<Session>& list) {
  Json out = Json::array();
  for (const Session& session : list) out.push_back(summary_json(session, sessions::figures(session.solves)));
  return Json{{"sessions", std::move(out)}};
}

Json sessions_full_json(const std::vector<Session>& list) {
  Json out = Json::array();
  for (const Session& session : list) {
    const sessions::Figures f = sessions::figures(session.solves);
    Json item = summary_json(session, f);
    item["worst"] = figure_json(f.worst);
    item["ao50"] = average_json(f.ao50);
    item["options"] = session.options;
    Json solves = Json::array();
    for (const Solve& solve : session.solves) solves.push_back(solve_json(solve));
    item["list"] = std::move(solves);
    out.push_back(std::move(item));
  }
  return Json{{"sessions", std::move(out)}};
}

Json sessions_export_json(std::string_view format, const std::string& text) {
  return Json{{"format", format}, {"text", text}};
}

Result<std::vector<Session>> read_sessions_json(std::string_view text) {
  auto parsed = parse_json(text, "the sessions");
  if (!parsed) return parsed.error();
  const Json& root = parsed.value();
  if (!root.is_object() || !root.contains("sessions") || !root["sessions"].is_array())
    return Error{"the sessions are not an object {\"sessions\": [...]}"};
  std::vector<Session> out;
  for (size_t i = 0; i < root["sessions"].size(); ++i) {
    const Json& item = root["sessions"][i];
    const std::string where = "session " + std::to_string(i + 1);
    if (!item.is_object() || !item.contains("name") || !item["name"].is_string())
      return bad(where, "not an object with a \"name\"");
    Session session;
    session.name = item["name"].get<std::string>();
    auto options = text_field(item, "options", where);
    if (!options) return options.error();
    session.options = options.value();
    if (!item.contains("list") || !item["list"].is_array()) return bad(where, "\"list\" of solves is missing");
    for (size_t k = 0; k < item["list"].size(); ++k) {
      auto solve = read_solve(item["list"][k], where + ", solve " + std::to_string(k + 1));
      if (!solve) return solve.error();
      session.solves.push_back(std::move(solve).value());
    }
    out.push_back(std::move(session));
  }
  return out;
}

}  // namespace cubelab
