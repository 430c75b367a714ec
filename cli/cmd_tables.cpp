// tables --build optimal --out FILE: builds a table on every core and saves it, so that
// `solve --table FILE` (or another machine) loads it instead of building.
#include <chrono>
#include <fstream>
#include <iterator>

#include "cli/command.hpp"
#include "cli/parallel.hpp"
#include "cli/table_file.hpp"
#include "tables/optimal.hpp"

namespace cubelab::cli {

Result<tables::OptimalTable> load_optimal_table_file(const std::string& path, bool qtm) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{"cannot open table file '" + path + "'", 0};
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto table = qtm ? tables::load_optimal_qtm_table(bytes) : tables::load_optimal_table(bytes);
  if (!table) return Error{"table file '" + path + "': " + table.error().message, 0};
  return table;
}

Result<bool> save_table_file(const std::string& path, const std::vector<uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) return Error{"cannot write table file '" + path + "'", 0};
  return true;
}

tables::Progress print_build_progress(Io& io) {
  return [&io](const std::string& name, double fraction) {
    io.err << "building " << name << ": " << static_cast<int>(fraction * 100) << "%\n";
  };
}

namespace {

int run_tables(const Args& args, Io& io) {
  const auto which = args.get("build");
  if (!which || (*which != "optimal" && *which != "optimal-qtm"))
    return report_error(args, io, Error{"tables needs --build optimal or --build optimal-qtm", 0});
  const bool qtm = *which == "optimal-qtm";
  const auto out = args.get("out");
  if (!out || out->empty()) return report_error(args, io, Error{"tables --build " + *which + " needs --out FILE", 0});
  auto options = search_options(args, 0, kMaxLengthOption);  // for --threads
  if (!options) return report_error(args, io, options.error());
  const auto start = std::chrono::steady_clock::now();
  const tables::Progress progress = args.has("progress") ? print_build_progress(io) : tables::Progress{};
  const tables::OptimalTable table =
      qtm ? tables::build_optimal_qtm_table(progress, options.value().threads, run_on_threads)
          : tables::build_optimal_table(progress, options.value().threads, run_on_threads);
  const double build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const std::vector<uint8_t> bytes = qtm ? tables::save_optimal_qtm_table(table) : tables::save_optimal_table(table);
  if (auto saved = save_table_file(*out, bytes); !saved) return report_error(args, io, saved.error());
  if (args.json())
    print_json(io, Json{{"table", *which},
                        {"out", *out},
                        {"bytes", bytes.size()},
                        {"build_ms", build_ms},
                        {"threads", options.value().threads}});
  else
    io.out << *which << " table: " << bytes.size() << " bytes, built in " << build_ms / 1000 << " s on "
           << options.value().threads << " threads, saved to " << *out << '\n';
  return kExitOk;
}

const RegisterCommand tables_command("tables",
                                     "tables --build optimal|optimal-qtm --out FILE [--threads N] [--progress]",
                                     run_tables);

}  // namespace
}  // namespace cubelab::cli
