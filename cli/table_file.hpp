// Table files for the command line: the optimal table read from and written to disk, and build
// progress printed on stderr.
#pragma once

#include <string>

#include "cli/command.hpp"
#include "tables/cache.hpp"
#include "tables/lazy.hpp"
#include "tables/optimal.hpp"

namespace cubelab::cli {

// The table in FILE, checked (tables/blob.hpp): a damaged or foreign file is an error that says why.
// `qtm`: the quarter-turn table (`tables --build optimal-qtm`), whose blob has another name.
Result<tables::OptimalTable> load_optimal_table_file(const std::string& path, bool qtm = false);
// An HTM optimal table file of either kind (`tables --build optimal` or `optimal-compact`), put
// into the cache where `solve --method optimal` looks for it.
Result<bool> load_optimal_table_file_into(const std::string& path, tables::TableCache& cache);
Result<bool> save_table_file(const std::string& path, const std::vector<uint8_t>& bytes);
// "building optimal: 42%" lines on io.err, one per whole percent.
tables::Progress print_build_progress(Io& io);

}  // namespace cubelab::cli
