// info: the cube as a group element (cycles, order, parity, twist, flip, which solvability
// conditions fail) and, with --bounds, its two-phase length and Thistlethwaite stages.
#include <iostream>

#include "cli/command.hpp"
#include "core/json/info_json.hpp"
#include "core/study/cube_info.hpp"

namespace cubelab::cli {
namespace {

void print_info_text(Io& io, const CubeInfo& info) {
  const Invariants& v = info.invariants;
  io.out << "order     " << info.order << "\ncorners   " << info.corners << "\nedges     " << info.edges << '\n';
  if (info.centres != "()") io.out << "centres   " << info.centres << '\n';
  io.out << "parity    corners " << (v.corner_parity ? "odd" : "even") << ", edges " << (v.edge_parity ? "odd" : "even")
         << "\ntwist     " << v.twist << " (mod 3)\nflip      " << v.flip << " (mod 2)\n";
  if (!info.failed.empty()) {
    io.out << "impossible: fails";
    for (const std::string& f : info.failed) io.out << ' ' << f;
    io.out << '\n';
  }
  if (info.bounds) {
    const DistanceBounds& b = *info.bounds;
    io.out << "two-phase " << b.two_phase << (b.two_phase_optimal ? " (optimal)" : " (upper bound)")
           << "\nThistlethwaite " << b.thistlethwaite[0] << " + " << b.thistlethwaite[1] << " + " << b.thistlethwaite[2]
           << " + " << b.thistlethwaite[3] << '\n';
  }
}

int run_info(const Args& args, Io& io) {
  const bool cycles = args.has("cycles");
  auto text = args.get(cycles ? "cycles" : args.has("facelets") ? "facelets" : "scramble");
  if (!text) return report_error(args, io, Error{"info needs --scramble ALG, --facelets STR or --cycles TEXT", 0});
  auto cube = info_cube(*text, cycles);
  if (!cube) return report_error(args, io, cube.error());
  auto options = search_options(args, 1, 39);
  if (!options) return report_error(args, io, options.error());
  tables::TableCache cache;
  auto info = cube_info(cube.value(), args.has("bounds"), options.value(), cache);
  if (!info) return report_error(args, io, info.error());
  if (args.json())
    print_json(io, cube_info_json(info.value()));
  else
    print_info_text(io, info.value());
  return kExitOk;
}

const RegisterCommand info_command(
    "info",
    "info (--scramble ALG | --facelets STR | --cycles TEXT) [--bounds]   cycles, order, parity, twist, flip, bounds",
    run_info);

}  // namespace
}  // namespace cubelab::cli
