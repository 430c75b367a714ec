// apply, validate, moves: the cube model and notation on the command line.
#include <iostream>

#include "cli/command.hpp"
#include "core/json/cube_json.hpp"
#include "core/model/alg.hpp"
#include "core/model/facelets.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/cfop/cases_alg.hpp"

namespace cubelab::cli {
namespace {

void print_facelets(const Args& args, Io& io, const CubieCube& cube) {
  const std::string facelets = to_facelet_string(cube);
  if (args.json()) {
    print_json(io, facelets_json(cube));
  } else {
    io.out << facelets << '\n';
  }
}

// --batch: one move sequence per stdin line, each applied to START (default solved), one answer
// per line (blank lines skipped; a bad line is its error, and the exit code is 2 at the end).
int apply_batch(const Args& args, Io& io) {
  CubieCube start;
  if (auto facelets = args.get("facelets")) {
    auto parsed = parse_facelets(*facelets);
    if (!parsed) return report_error(args, io, parsed.error());
    start = parsed.value();
  }
  int exit_code = kExitOk;
  std::string line;
  while (std::getline(io.in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) continue;
    auto alg = parse_alg(line);
    if (alg) {
      print_facelets(args, io, apply_alg(start, alg.value()));
    } else {
      exit_code = report_error(args, io, alg.error());
    }
  }
  return exit_code;
}

int run_apply(const Args& args, Io& io) {
  if (args.has("batch")) return apply_batch(args, io);
  if (!args.has("scramble")) return report_error(args, io, Error{"apply needs --scramble \"ALG\" or --batch", 0});
  auto cube = input_cube(args);
  if (!cube) return report_error(args, io, cube.error());
  print_facelets(args, io, cube.value());
  return kExitOk;
}

int run_validate(const Args& args, Io& io) {
  auto text = args.get("facelets");
  if (!text) return report_error(args, io, Error{"validate needs --facelets STR", 0});
  auto cube = parse_facelets(*text);
  if (!cube) return report_error(args, io, cube.error());
  if (args.json()) {
    print_json(io, valid_json());
  } else {
    io.out << "ok\n";
  }
  return kExitOk;
}

int run_moves(const Args& args, Io& io) {
  auto text = args.get("scramble");
  if (!text) return report_error(args, io, Error{"moves needs --scramble \"ALG\"", 0});
  auto alg = parse_alg(*text);
  if (!alg) return report_error(args, io, alg.error());
  // --mirror: the left-handed version (mirrored across the M plane) instead.
  const Alg simple = simplify(args.has("mirror") ? mirror_alg(alg.value()) : alg.value());
  if (args.json()) {
    print_json(io, counted_moves_json(simple));
  } else {
    io.out << format_alg(simple) << "\nHTM " << htm(simple) << "  QTM " << qtm(simple) << "  STM " << stm(simple)
           << '\n';
  }
  return kExitOk;
}

const RegisterCommand apply_command("apply",
                                    "apply (--scramble \"ALG\" | --batch) [--facelets START]   facelets after ALG "
                                    "(--batch: one ALG per stdin line)",
                                    run_apply);
const RegisterCommand validate_command("validate", "validate --facelets STR                 ok, or what is wrong",
                                       run_validate);
const RegisterCommand moves_command(
    "moves", "moves --scramble \"ALG\" [--mirror]       simplified ALG (or its mirror) and its HTM/QTM/STM", run_moves);

}  // namespace
}  // namespace cubelab::cli
