// scan: the colours of a scanned cube decided from 54 sticker samples (core/scan), as the page's
// camera scan does.
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>

#include "cli/command.hpp"
#include "core/json/scan_json.hpp"
#include "core/model/facelets.hpp"
#include "core/scan/scan.hpp"
#include "tables/blob.hpp"

namespace cubelab::cli {
namespace {

// The text of the samples file, or an error naming it. Read with <cstdio>: a stream throws on a
// directory. A file larger than any samples file is refused unread.
Result<std::string> read_samples_file(const std::string& path) {
  const std::string subject = "samples file '" + tables::printable(path) + "'";
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (status.type() == std::filesystem::file_type::not_found) return Error{subject + " does not exist", 0};
  if (status.type() == std::filesystem::file_type::directory) return Error{subject + " is a directory", 0};
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (!file) return Error{subject + " cannot be read: " + std::generic_category().message(errno), 0};
  std::string text(scan::kMaxSamplesTextBytes + 1, '\0');
  text.resize(std::fread(text.data(), 1, text.size(), file));
  const bool failed = std::ferror(file) != 0;
  std::fclose(file);
  if (failed) return Error{subject + " cannot be read", 0};
  return text;
}

int run_scan(const Args& args, Io& io) {
  auto path = args.get("samples");
  if (!path) return report_error(args, io, Error{"scan needs --samples FILE (54 lines R G B)", 0});
  auto text = read_samples_file(*path);
  if (!text) return report_error(args, io, text.error());
  auto samples = scan::parse_samples(text.value());
  if (!samples) return report_error(args, io, samples.error());
  auto result = scan::decide_colours(samples.value());
  if (!result) return report_error(args, io, result.error());
  if (args.json()) {
    print_json(io, scan_json(result.value()));
  } else {
    io.out << to_facelet_string(result->cube) << '\n';
    if (!result->doubtful.empty()) {
      io.err << "doubtful:";
      for (int s : result->doubtful) io.err << ' ' << scan::sticker_name(s);
      io.err << '\n';
    }
  }
  return kExitOk;
}

const RegisterCommand scan_command(
    "scan", "scan --samples FILE                     the facelets of a scanned cube from 54 sticker colours", run_scan,
    "FILE: 54 lines 'R G B' (sRGB, 0-255), one per sticker, in the order of a --facelets string\n"
    "(U1..U9, R1..R9, F1..F9, D1..D9, L1..L9, B1..B9). Each face is taken as its own photo under its\n"
    "own light; the centres define the colours, so any colour scheme works. The answer is the legal\n"
    "cube that fits best: the facelet string (each letter the face whose centre has that colour),\n"
    "and on stderr the stickers in doubt, if any. --json: {\"facelets\": STR, \"doubtful\": [indices\n"
    "0..53]}. When no legal cube fits, or two fit equally, the error names the stickers in doubt\n"
    "(exit 2); an illegal cube is never printed.");

}  // namespace
}  // namespace cubelab::cli
