// Table files for the command line: the optimal table read from and written to disk, and build
// progress printed on stderr. Every problem with a file is an input error naming it ("table file
// 'x.tbl' is a directory", "... is truncated: 1,024 of 140,720,380 bytes"), never an exception.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "tables/cache.hpp"
#include "tables/lazy.hpp"
#include "tables/optimal.hpp"

namespace cubelab::cli {

// Any file a command reads whole (a table, a csTimer export): `subject` names it in every error
// ("table file 'x.tbl'"), `missing` ends the error when it does not exist, and a file above
// `max_bytes` is refused (`too_big` ends that error) before it is read into memory.
struct UserFile {
  std::string subject;
  std::string missing;
  uint64_t max_bytes = 0;
  std::string too_big;
};
Result<std::vector<uint8_t>> read_user_file(const std::string& path, const UserFile& about);

// The table in FILE, checked (tables/blob.hpp): a damaged or foreign file is an error that says why.
// `qtm`: the quarter-turn table (`tables --build optimal-qtm`), whose blob has another name.
Result<tables::OptimalTable> load_optimal_table_file(const std::string& path, bool qtm = false);
// An HTM optimal table file of either kind (`tables --build optimal` or `optimal-compact`), put
// into the cache where `solve --method optimal` looks for it.
Result<bool> load_optimal_table_file_into(const std::string& path, tables::TableCache& cache);
// `solve --table FILE`: the table in FILE put into the cache. With `build_missing` (the optimal
// method, which needs it), a FILE that does not exist is built (on the cache's threads, reporting
// to its progress) and written there first, so the next solve reads it. `qtm`: the quarter-turn
// table. Any other problem with the file is an error naming it.
Result<bool> use_optimal_table_file(const std::string& path, bool qtm, bool build_missing, tables::TableCache& cache);
// Whether a table can be written at PATH (not a directory, its folder there and writable): asked
// before a build, so that a bad --out is refused at once rather than after minutes of work.
Result<bool> check_table_file_out(const std::string& path);
// Writes the bytes to a partial file beside PATH and renames it to PATH once whole, so a failed
// write (a full disk) leaves no half-written table under that name; an existing device or pipe
// (/dev/full) is written in place.
Result<bool> save_table_file(const std::string& path, const std::vector<uint8_t>& bytes);
// "building optimal: 42%" lines on io.err, one per whole percent.
tables::Progress print_build_progress(Io& io);

}  // namespace cubelab::cli
