// sessions: a csTimer export's sessions and their figures (core/study/sessions.hpp), the same
// figures the timer page shows: best, mean, ao5, ao12, ao100 (current and best).
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <string>

#include "cli/command.hpp"
#include "cli/table_file.hpp"
#include "core/json/cstimer.hpp"
#include "core/json/sessions_json.hpp"
#include "tables/blob.hpp"

namespace cubelab::cli {
namespace {

// A big csTimer export (100,000 solves) is some 10 MB; this bounds a mistaken FILE, not a real one.
constexpr uint64_t kMaxExportBytes = uint64_t{256} << 20;

// A figure as csTimer shows it with milliseconds: 12.345, 1:02.345, DNF, or "-" for none.
std::string figure_text(const sessions::Figure& figure) {
  if (figure.kind == sessions::Figure::Kind::none) return "-";
  if (figure.kind == sessions::Figure::Kind::dnf) return "DNF";
  const long long ms = std::llround(figure.ms);
  char text[80];  // room for any long long: no truncation
  if (ms >= 60000)
    std::snprintf(text, sizeof text, "%lld:%02lld.%03lld", ms / 60000, ms / 1000 % 60, ms % 1000);
  else
    std::snprintf(text, sizeof text, "%lld.%03lld", ms / 1000, ms % 1000);
  return text;
}

std::string average_text(const sessions::Average& average) {
  return figure_text(average.current) + " / " + figure_text(average.best);
}

void print_table(Io& io, const std::vector<sessions::Session>& list) {
  io.out << std::left << std::setw(24) << "session" << std::right << std::setw(7) << "solves" << std::setw(5) << "DNF"
         << std::setw(11) << "best" << std::setw(11) << "mean"
         << "   ao5, ao12, ao100 (current / best)\n";
  for (const sessions::Session& session : list) {
    const sessions::Figures f = sessions::figures(session.solves);
    io.out << std::left << std::setw(24) << tables::printable(session.name) << std::right << std::setw(7) << f.solves
           << std::setw(5) << f.dnf << std::setw(11) << figure_text(f.best) << std::setw(11) << figure_text(f.mean)
           << "   " << average_text(f.ao5) << ", " << average_text(f.ao12) << ", " << average_text(f.ao100) << '\n';
  }
}

int run_sessions(const Args& args, Io& io) {
  auto path = args.get("cstimer");
  if (!path) return report_error(args, io, Error{"sessions needs --cstimer FILE (a csTimer export)", 0});
  auto bytes = read_user_file(*path, {"csTimer file '" + tables::printable(*path) + "'", "does not exist",
                                      kMaxExportBytes, "more than any csTimer export"});
  if (!bytes) return report_error(args, io, bytes.error());
  const std::string text(bytes.value().begin(), bytes.value().end());
  auto list = read_cstimer(text);
  if (!list) return report_error(args, io, list.error());
  if (args.json())
    print_json(io, sessions_summary_json(list.value()));
  else
    print_table(io, list.value());
  return kExitOk;
}

const RegisterCommand sessions_command(
    "sessions", "sessions --cstimer FILE [--json]        a csTimer export's sessions: best, mean, ao5/12/100",
    run_sessions,
    "Reads a csTimer export (csTimer: Export > Export to file) and prints each session in the file's\n"
    "order: its name as csTimer shows it, solves, DNFs, best single, mean (of the solves that are not\n"
    "DNF, +2 included) and ao5, ao12, ao100, each current (the last solves) and best, trimmed as\n"
    "csTimer trims (ceil 5% each side; a DNF is the worst; more DNFs than trimmed: DNF). Times are\n"
    "on the exported milliseconds; --json gives whole milliseconds, \"DNF\", or null for too few solves.\n"
    "A damaged file, or one that is not a csTimer export, is refused (exit 2) with the place named.");

}  // namespace
}  // namespace cubelab::cli
