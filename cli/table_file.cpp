// Table files on disk. Every problem with one (a directory, no permission, empty, truncated,
// another kind, a full disk) is an error that names the file, never an exception: the C++ streams
// throw on a read error (a directory), so this file reads and writes with <cstdio>.
#include "cli/table_file.hpp"

#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <system_error>

#include "tables/blob.hpp"
#include "tables/optimal_compact.hpp"

namespace cubelab::cli {

namespace fs = std::filesystem;

namespace {

// No table CubeLab makes comes near this (the largest is 141 MB); it keeps a mistaken
// `--table` (a disk image, a video) from being read into memory whole before it is refused.
constexpr uint64_t kMaxTableFileBytes = uint64_t{4} << 30;

// "table file 'PATH'", shown on one line whatever the path holds.
std::string subject(const std::string& path) { return "table file '" + tables::printable(path) + "'"; }

// `problem` is a predicate, as the table loaders' refusals are (tables/blob.hpp): the file is its subject.
Error file_error(const std::string& path, const std::string& problem) {
  return Error{subject(path) + " " + problem, 0};
}

// What the system says about errno `code`, as the end of a sentence ("permission denied").
std::string reason(int code) {
  std::string text = std::generic_category().message(code);
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

// The bytes of the table file at `path`; `kind` names the table in the hint for a missing file.
Result<std::vector<uint8_t>> read_table_file(const std::string& path, const std::string& kind) {
  return read_user_file(path,
                        {subject(path), "does not exist (cubelab tables --build " + kind + " --out FILE makes one)",
                         kMaxTableFileBytes, "more than any CubeLab table"});
}

// Where the bytes for `path` go: the file a symbolic link names, so that the link stays a link.
fs::path write_target(const std::string& path) {
  std::error_code ec;
  if (!fs::is_symlink(fs::symlink_status(path, ec))) return path;
  const fs::path target = fs::weakly_canonical(path, ec);
  return ec ? fs::path(path) : target;
}

// A regular file is written beside its place and renamed over it when whole; a device or a pipe
// that exists (/dev/null, /dev/full, a fifo) cannot be replaced and is written in place.
bool written_in_place(const fs::path& target) {
  std::error_code ec;
  const fs::file_status status = fs::status(target, ec);
  return fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status);
}

fs::path partial_name(const fs::path& target) {
  return target.string() + ".partial-" + std::to_string(static_cast<long>(::getpid()));
}

// Writes `bytes` to `file` and closes it; errno's reason on failure.
std::optional<int> write_and_close(std::FILE* file, const std::vector<uint8_t>& bytes) {
  errno = 0;
  const bool written = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size() && std::fflush(file) == 0;
  const int write_error = written ? 0 : (errno != 0 ? errno : EIO);
  const bool closed = std::fclose(file) == 0;
  if (!written) return write_error;
  if (!closed) return errno != 0 ? errno : EIO;
  return std::nullopt;
}

}  // namespace

Result<std::vector<uint8_t>> read_user_file(const std::string& path, const UserFile& about) {
  auto problem = [&](const std::string& what) { return Error{about.subject + " " + what, 0}; };
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (status.type() == fs::file_type::not_found) return problem(about.missing);
  if (ec) return problem("cannot be read: " + reason(ec.value()));
  if (status.type() == fs::file_type::directory) return problem("is a directory");
  if (status.type() != fs::file_type::regular) return problem("is not a regular file");
  const uint64_t size = fs::file_size(path, ec);
  if (ec) return problem("cannot be read: " + reason(ec.value()));
  if (size > about.max_bytes) return problem("is " + tables::with_thousands(size) + " bytes, " + about.too_big);
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) return problem("cannot be read: " + reason(errno));
  std::vector<uint8_t> bytes(size);
  errno = 0;
  const std::size_t got = std::fread(bytes.data(), 1, bytes.size(), file);
  const int read_error = std::ferror(file) ? errno : 0;
  std::fclose(file);
  if (read_error != 0) return problem("cannot be read: " + reason(read_error));
  bytes.resize(got);  // a file that shrank while read: its reader says it is cut short
  return bytes;
}

Result<tables::OptimalTable> load_optimal_table_file(const std::string& path, bool qtm) {
  auto bytes = read_table_file(path, qtm ? "optimal-qtm" : "optimal");
  if (!bytes) return bytes.error();
  auto table = qtm ? tables::load_optimal_qtm_table(bytes.value()) : tables::load_optimal_table(bytes.value());
  if (!table) return file_error(path, table.error().message);
  return table;
}

Result<bool> load_optimal_table_file_into(const std::string& path, tables::TableCache& cache) {
  auto bytes = read_table_file(path, "optimal");
  if (!bytes) return bytes.error();
  // A file named as a compact table loads as one; anything else as a full table, whose loader
  // says what the file lacks.
  if (tables::is_compact_optimal_blob(bytes.value())) {
    auto compact = tables::load_compact_optimal_table(bytes.value());
    if (!compact) return file_error(path, compact.error().message);
    cache.optimal_compact.set(std::move(compact).value());
    return true;
  }
  auto full = tables::load_optimal_table(bytes.value());
  if (!full) return file_error(path, full.error().message);
  cache.optimal.set(std::move(full).value());
  return true;
}

Result<bool> use_optimal_table_file(const std::string& path, bool qtm, bool build_missing, tables::TableCache& cache) {
  std::error_code ec;
  if (!build_missing || fs::status(path, ec).type() != fs::file_type::not_found) {
    if (!qtm) return load_optimal_table_file_into(path, cache);
    auto loaded = load_optimal_table_file(path, true);
    if (!loaded) return loaded.error();
    cache.optimal_qtm.set(std::move(loaded).value());
    return true;
  }
  if (auto place = check_table_file_out(path); !place) {
    const std::string why = place.error().message, cut = "cannot be written: ";
    const auto at = why.find(cut);
    return file_error(path, "does not exist, and cannot be built there: " +
                                (at == std::string::npos ? why : why.substr(at + cut.size())));
  }
  tables::OptimalTable table =
      qtm ? tables::build_optimal_qtm_table(cache.progress, cache.build_threads, cache.parallel)
          : tables::build_optimal_table(cache.progress, cache.build_threads, cache.parallel);
  auto saved = save_table_file(path, qtm ? tables::save_optimal_qtm_table(table) : tables::save_optimal_table(table));
  if (!saved) return saved.error();
  (qtm ? cache.optimal_qtm : cache.optimal).set(std::move(table));
  return true;
}

Result<bool> check_table_file_out(const std::string& path) {
  std::error_code ec;
  const fs::path target = write_target(path);
  const fs::file_status status = fs::status(target, ec);
  if (fs::is_directory(status)) return file_error(path, "is a directory");
  if (written_in_place(target)) return true;  // opened when written: a device may refuse only bytes
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  const fs::file_status place = fs::status(folder, ec);
  if (place.type() == fs::file_type::not_found) return file_error(path, "cannot be written: its folder does not exist");
  if (!ec && !fs::is_directory(place))
    return file_error(path, "cannot be written: its folder '" + tables::printable(folder.string()) + "' is a file");
  // Create (and remove) the file the bytes will be written to: a read-only folder or file system
  // is refused now, not after a build of minutes.
  const fs::path partial = partial_name(target);
  std::FILE* probe = std::fopen(partial.c_str(), "wb");
  if (!probe) return file_error(path, "cannot be written: " + reason(errno));
  std::fclose(probe);
  fs::remove(partial, ec);
  return true;
}

Result<bool> save_table_file(const std::string& path, const std::vector<uint8_t>& bytes) {
  if (auto place = check_table_file_out(path); !place) return place;
  const fs::path target = write_target(path);
  const bool in_place = written_in_place(target);
  // Never a half-written table under its name: the bytes go to a partial file, renamed over the
  // name only when all are written. (Had the system lost them after that, on a power cut, the
  // header's size and checksum would refuse what is left: a read never trusts a short file.)
  const fs::path written = in_place ? target : partial_name(target);
  std::FILE* file = std::fopen(written.c_str(), "wb");
  if (!file) return file_error(path, "cannot be written: " + reason(errno));
  std::error_code ec;
  if (auto failed = write_and_close(file, bytes)) {
    if (!in_place) fs::remove(written, ec);
    return file_error(path, "cannot be written: " + reason(*failed));
  }
  if (in_place) return true;
  fs::rename(written, target, ec);
  if (ec) {
    const int failed = ec.value();
    fs::remove(written, ec);
    return file_error(path, "cannot be written: " + reason(failed));
  }
  return true;
}

tables::Progress print_build_progress(Io& io) {
  return [&io](const std::string& name, double fraction) {
    io.err << "building " << name << ": " << static_cast<int>(fraction * 100) << "%\n";
  };
}

}  // namespace cubelab::cli
