// tables --build optimal --out FILE: builds a table on every core and saves it, so that
// `solve --table FILE` (or another machine) loads it instead of building.
#include <chrono>

#include "cli/command.hpp"
#include "cli/table_file.hpp"
#include "core/json/tables_json.hpp"
#include "native/helper_threads.hpp"
#include "tables/optimal.hpp"
#include "tables/optimal_compact.hpp"

namespace cubelab::cli {

namespace {

int run_tables(const Args& args, Io& io) {
  const auto which = args.get("build");
  if (!which || (*which != "optimal" && *which != "optimal-qtm" && *which != "optimal-compact"))
    return report_error(args, io, Error{"tables needs --build optimal, optimal-compact or optimal-qtm", 0});
  const bool qtm = *which == "optimal-qtm", compact = *which == "optimal-compact";
  const auto out = args.get("out");
  if (!out || out->empty()) return report_error(args, io, Error{"tables --build " + *which + " needs --out FILE", 0});
  auto options = search_options(args, 0, kMaxLengthOption);  // for --threads
  if (!options) return report_error(args, io, options.error());
  const auto from = args.get("from");
  if (from && !compact) return report_error(args, io, Error{"--from FILE is for --build optimal-compact", 0});
  if (auto place = check_table_file_out(*out); !place) return report_error(args, io, place.error());
  const auto start = std::chrono::steady_clock::now();
  const tables::Progress progress = args.has("progress") ? print_build_progress(io) : tables::Progress{};
  // The compact table is read off the full one: from a file when given (about a second), else built.
  tables::OptimalTable table;
  if (from) {
    auto loaded = load_optimal_table_file(*from);
    if (!loaded) return report_error(args, io, loaded.error());
    table = std::move(loaded).value();
  } else {
    table = qtm ? tables::build_optimal_qtm_table(progress, options.value().threads, native::run_on_threads)
                : tables::build_optimal_table(progress, options.value().threads, native::run_on_threads);
  }
  const std::vector<uint8_t> bytes =
      qtm       ? tables::save_optimal_qtm_table(table)
      : compact ? tables::save_compact_optimal_table(tables::build_compact_optimal_table(table, progress))
                : tables::save_optimal_table(table);
  const double build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (auto saved = save_table_file(*out, bytes); !saved) return report_error(args, io, saved.error());
  if (args.json())
    print_json(io, table_file_json(*which, *out, bytes.size(), build_ms, options.value().threads));
  else
    io.out << *which << " table: " << bytes.size() << " bytes, built in " << build_ms / 1000 << " s on "
           << options.value().threads << " threads, saved to " << *out << '\n';
  return kExitOk;
}

const RegisterCommand tables_command(
    "tables",
    "tables --build optimal|optimal-compact|optimal-qtm --out FILE [--threads N] [--progress] "
    "[--from FILE (optimal-compact: read off that optimal table)]",
    run_tables,
    "Builds a table of the optimal solver on --threads threads (every core by default) and saves it, so\n"
    "that `cubelab solve --method optimal --table FILE` reads it instead of building it each run:\n"
    "  optimal          the exact phase-1 distances, 139 MB, about a minute\n"
    "  optimal-compact  the same distances in 35 MB (2 bits an entry), the same answers, somewhat slower\n"
    "                   searches; read off the full table (--from FILE: about a second)\n"
    "  optimal-qtm      the distances in quarter turns, 139 MB, for `solve --method optimal --metric qtm`\n"
    "A file is checked when read (name, version, size, checksum): a damaged one is an error, never used.\n"
    "--out is checked before the build; the bytes go to FILE.partial-PID, renamed to FILE once all are\n"
    "written, so a full disk leaves no half-written table.");

}  // namespace
}  // namespace cubelab::cli
