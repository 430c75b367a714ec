// crosses: cross practice on a scramble: every colour's optimal cross and the best xcross.
#include <iostream>

#include "cli/command.hpp"
#include "core/json/trainer_json.hpp"
#include "core/solvers/cfop/f2l_optimal.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/study/cross_practice.hpp"

namespace cubelab::cli {
namespace {

int run_crosses(const Args& args, Io& io) {
  if (!args.has("scramble") && !args.has("facelets"))
    return report_error(args, io, Error{"crosses needs --scramble \"ALG\" or --facelets STR", 0});
  auto cube = input_cube(args);
  if (!cube) return report_error(args, io, cube.error());
  tables::TableCache cache;
  auto practice = cross_practice(cube.value(), cache);
  if (!practice) return report_error(args, io, practice.error());
  const CrossPractice& p = practice.value();
  if (!args.json()) {
    for (const CrossOfColour& c : p.crosses)
      io.out << colour_name(c.colour) << "  " << htm(c.moves) << "  " << format_alg(concat(c.rotation, c.moves))
             << '\n';
    io.out << "xcross " << colour_name(p.xcross.colour) << ' ' << pair_name(p.xcross_pair) << "  "
           << htm(p.xcross.moves) << "  " << format_alg(concat(p.xcross.rotation, p.xcross.moves)) << '\n';
    return kExitOk;
  }
  print_json(io, cross_practice_json(p));
  return kExitOk;
}

const RegisterCommand crosses_command(
    "crosses",
    "crosses (--scramble \"ALG\" | --facelets STR) [--json]   each colour's optimal cross and the best xcross",
    run_crosses);

}  // namespace
}  // namespace cubelab::cli
