#include "core/json/stats_json.hpp"

#include <set>
#include <string>

#include "core/solvers/common/phase_info.hpp"
#include "core/solvers/methods.hpp"

namespace cubelab {

namespace {

Json histogram_json(const stats::MoveStats& s) {
  Json histogram = Json::object();
  for (const auto& [moves, n] : s.histogram) histogram[std::to_string(moves)] = n;
  return histogram;
}

Json brief_json(double mean, double sd, double min, double max) {
  return Json{{"mean", mean}, {"sd", sd}, {"min", min}, {"max", max}};
}

Json moves_brief_json(const stats::MoveStats& s) {
  return Json{{"mean", s.mean()}, {"sd", s.sd()}, {"min", s.min}, {"max", s.max}};
}

Json summary_json(const stats::MoveStats& s) {
  Json out{{"histogram", histogram_json(s)}};
  add_fields(out, moves_brief_json(s));
  return out;
}

Json summaries_json(const std::vector<std::pair<std::string, stats::MoveStats>>& named) {
  Json out = Json::object();
  for (const auto& [name, s] : named) out[name] = summary_json(s);
  return out;
}

// A chunk keeps the exact sums (all below 2^53, so JS numbers hold them exactly).
Json sums_json(const stats::MoveStats& s) {
  return Json{{"histogram", histogram_json(s)}, {"count", s.count}, {"sum", s.sum},
              {"sumSquares", s.sum_squares},    {"min", s.min},     {"max", s.max}};
}

Json named_sums_json(const std::vector<std::pair<std::string, stats::MoveStats>>& named) {
  Json out = Json::array();
  for (const auto& [name, s] : named) {
    Json item = sums_json(s);
    item["name"] = name;
    out.push_back(std::move(item));
  }
  return out;
}

}  // namespace

Json stats_run_json(const stats::Run& run) {
  return Json{{"method", run.method},
              {"metric", stats::metric_name(run.metric)},
              {"phases", summaries_json(run.phases)},
              {"milestones", summaries_json(run.milestones)},
              {"total", summary_json(run.total)},
              {"samples", run.samples()},
              {"seed", run.seed},
              {"ms_per_solve", run.ms.mean()}};
}

Json stats_chunk_json(const stats::Run& run, uint64_t first) {
  const stats::TimeStats& ms = run.ms;
  return Json{
      {"method", run.method},
      {"seed", run.seed},
      {"first", first},
      {"metric", stats::metric_name(run.metric)},
      {"phases", named_sums_json(run.phases)},
      {"milestones", named_sums_json(run.milestones)},
      {"total", sums_json(run.total)},
      {"ms", {{"count", ms.count}, {"sum", ms.sum}, {"sumSquares", ms.sum_squares}, {"min", ms.min}, {"max", ms.max}}}};
}

Json stats_compare_chunk_json(const stats::Run& run, uint64_t first, int scramble_length) {
  Json out = stats_chunk_json(run, first);
  out["scramble_length"] = scramble_length;
  return out;
}

Json stats_compare_row_json(const stats::CompareRow& row) {
  return Json{{"method", row.method},
              {"scramble_length", row.scramble_length},
              {"samples", row.moves.count},
              {"moves", moves_brief_json(row.moves)},
              {"ms", brief_json(row.ms.mean(), row.ms.sd(), row.ms.min, row.ms.max)}};
}

Json stats_compare_json(const std::vector<stats::CompareRow>& rows, uint64_t samples, uint64_t seed) {
  Json list = Json::array();
  for (const stats::CompareRow& row : rows) list.push_back(stats_compare_row_json(row));
  return Json{{"compare", std::move(list)}, {"samples", samples}, {"seed", seed}};
}

Json stats_compare_merge_json(const stats::Run& run, int scramble_length) {
  Json out = stats_compare_row_json(stats::CompareRow{run.method, scramble_length, run.total, run.ms});
  out["run"] = stats_run_json(run);
  return out;
}

Json stats_milestones_json() {
  Json out = Json::array();
  std::set<std::string> listed;
  for (const stats::Milestone& m : stats::kMilestones) {
    out.push_back(Json{{"name", m.name}, {"label", m.label}});
    listed.emplace(m.name);
  }
  // Then the milestones of the methods that have their own (Roux's, ZZ's phases), each once.
  for (const MethodInfo& info : method_infos()) {
    if (!info.phase_milestones) continue;
    for (const std::string& name : stats::milestone_names(info.name))
      if (listed.insert(name).second) out.push_back(Json{{"name", name}, {"label", "Until " + phase_label(name)}});
  }
  return out;
}

}  // namespace cubelab
