// stats: seeded statistics runs over a method, the exact cross distribution, and the comparison
// over scramble lengths. JSON shapes: core/json/stats_json.hpp.
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "core/json/stats_json.hpp"
#include "core/study/stats.hpp"

namespace cubelab::cli {
namespace {

Result<stats::Metric> metric_option(const Args& args) {
  auto text = args.get("metric");
  if (!text) return stats::Metric::htm;
  return stats::parse_metric(*text);
}

std::string fixed(double value, int digits) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
  return buffer;
}

void print_run_text(Io& io, const stats::Run& run) {
  io.out << run.method << ": " << run.samples() << " samples, seed " << run.seed << ", " << fixed(run.ms.mean(), 4)
         << " ms per solve, " << stats::metric_name(run.metric) << "\n";
  auto line = [&](const std::string& name, const stats::MoveStats& s) {
    io.out << "  " << name << std::string(name.size() < 18 ? 18 - name.size() : 1, ' ') << "mean " << fixed(s.mean(), 3)
           << "  sd " << fixed(s.sd(), 3) << "  min " << s.min << "  max " << s.max << "\n";
  };
  for (const auto& [name, s] : run.phases) line(name, s);
  line("total", run.total);
  for (const auto& [name, s] : run.milestones) line("until " + name, s);
}

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> parts;
  std::stringstream ss(text);
  for (std::string part; std::getline(ss, part, ',');)
    if (!part.empty()) parts.push_back(part);
  return parts;
}

Result<std::vector<int>> lengths_option(const Args& args) {
  std::vector<int> lengths(std::begin(stats::kComparisonLengths), std::end(stats::kComparisonLengths));
  auto text = args.get("lengths");
  if (!text) return lengths;
  lengths.clear();
  for (const std::string& part : split(*text)) {
    if (part == "random") {
      lengths.push_back(stats::kRandomState);
      continue;
    }
    int value = -1;
    std::size_t used = 0;
    try {
      value = std::stoi(part, &used);
    } catch (...) {
      used = 0;
    }
    if (used != part.size() || value < 0 || value > 1000)
      return Error{"--lengths needs whole numbers 0..1000 (or 'random') separated by commas, got '" + part + "'", 0};
    lengths.push_back(value);
  }
  if (lengths.empty()) return Error{"--lengths needs at least one length", 0};
  return lengths;
}

std::string colour_option(const Args& args) {
  if (auto c = args.get("color")) return *c;
  if (auto c = args.get("colour")) return *c;
  return "white";
}

int run_compare(const Args& args, Io& io) {
  stats::CompareSpec spec;
  auto methods = args.get("methods");
  if (!methods) return report_error(args, io, Error{"stats --compare needs --methods M1,M2,...", 0});
  spec.methods = split(*methods);
  auto lengths = lengths_option(args);
  if (!lengths) return report_error(args, io, lengths.error());
  spec.lengths = lengths.value();
  auto samples = int_option(args, "samples", 100, 1, static_cast<long long>(stats::kMaxSamples));
  if (!samples) return report_error(args, io, samples.error());
  auto seed = int_option(args, "seed", 1, 0, 1LL << 62);
  if (!seed) return report_error(args, io, seed.error());
  spec.samples = static_cast<uint64_t>(samples.value());
  spec.seed = static_cast<uint64_t>(seed.value());
  spec.options.colour = colour_option(args);
  auto metric = metric_option(args);
  if (!metric) return report_error(args, io, metric.error());
  spec.metric = metric.value();
  tables::TableCache tables;
  auto rows = stats::compare(spec, tables);
  if (!rows) return report_error(args, io, rows.error());
  if (args.json()) {
    print_json(io, stats_compare_json(rows.value(), spec.samples, spec.seed));
    return kExitOk;
  }
  for (const stats::CompareRow& r : rows.value())
    io.out << r.method << "  length " << r.scramble_length << "  moves mean " << fixed(r.moves.mean(), 2) << " sd "
           << fixed(r.moves.sd(), 2) << " min " << r.moves.min << " max " << r.moves.max << "  ms mean "
           << fixed(r.ms.mean(), 4) << " max " << fixed(r.ms.max, 4) << "\n";
  return kExitOk;
}

int run_stats(const Args& args, Io& io) {
  if (args.has("compare")) return run_compare(args, io);
  auto method = args.get("method");
  if (!method) return report_error(args, io, Error{"stats needs --method M (or --compare --methods M1,M2)", 0});
  tables::TableCache tables;
  Result<stats::Run> run = Error{};
  auto metric = metric_option(args);
  if (!metric) return report_error(args, io, metric.error());
  if (args.has("exact")) {
    if (*method != "cross") return report_error(args, io, Error{"--exact is only for --method cross", 0});
    run = stats::exact_cross(colour_option(args), tables);
  } else {
    auto samples = int_option(args, "samples", 1000, 1, static_cast<long long>(stats::kMaxSamples));
    if (!samples) return report_error(args, io, samples.error());
    auto seed = int_option(args, "seed", 1, 0, 1LL << 62);
    if (!seed) return report_error(args, io, seed.error());
    auto first = int_option(args, "first", 0, 0, 1LL << 40);
    if (!first) return report_error(args, io, first.error());
    stats::RunSpec spec;
    spec.method = *method;
    spec.options.colour = colour_option(args);
    spec.seed = static_cast<uint64_t>(seed.value());
    spec.first = static_cast<uint64_t>(first.value());
    spec.count = static_cast<uint64_t>(samples.value());
    spec.metric = metric.value();
    run = stats::run(spec, tables);
  }
  if (!run) return report_error(args, io, run.error());
  if (args.json()) {
    print_json(io, stats_run_json(run.value()));
  } else {
    print_run_text(io, run.value());
  }
  return kExitOk;
}

const RegisterCommand stats_command(
    "stats",
    "stats --method M --samples N --seed S [--first I] [--color C] [--metric htm|qtm|stm] [--json] | stats --method "
    "cross --exact [--color C] [--json] | stats --compare --methods M1,M2 [--lengths 5,10,...,random] [--samples N] "
    "[--seed S] [--metric htm|qtm|stm] [--json]",
    run_stats,
    "Solves --samples seeded random-state scrambles with a method (the same seed gives the same figures\n"
    "natively and in the page; --first I starts at sample I, to split a run) and prints each phase's\n"
    "move counts: histogram, mean, deviation. --metric: htm (default), qtm (a half turn is 2) or stm\n"
    "(a slice is 1). --exact: the exact distribution of the optimal cross over every state (cross only).\n"
    "--compare: the methods' move counts on scrambles of each of --lengths moves (random: random states).");

}  // namespace
}  // namespace cubelab::cli
