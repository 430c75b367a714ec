#include "core/study/cube_info.hpp"

#include <algorithm>
#include <cctype>

#include "core/model/cube_text.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/thistlethwaite/thistlethwaite.hpp"
#include "core/solvers/twophase/two_phase.hpp"

namespace cubelab {

namespace {

bool is_facelet_string(std::string_view text) {
  return text.size() == 54 && std::all_of(text.begin(), text.end(), [](char c) {
           return std::string_view("URFDLB").find(c) != std::string_view::npos;
         });
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

}  // namespace

Result<CubieCube> info_cube(std::string_view text, bool cycles) {
  if (cycles) return cube_from_cycles(text);
  if (is_facelet_string(trimmed(text))) return read_facelet_pieces(trimmed(text));
  auto read = cube_from_text(text);
  if (!read) return read.error();
  return read.value().cube;
}

Result<CubeInfo> cube_info(const CubieCube& cube, bool bounds, const SolveOptions& options,
                           tables::TableCache& tables) {
  CubeInfo info;
  info.order = cube_order(cube);
  info.corners = corner_cycles(cube);
  info.edges = edge_cycles(cube);
  info.centres = centre_cycles(cube);
  info.invariants = invariants(cube);
  if (!info.invariants.parity_ok()) info.failed.push_back("parity");
  if (!info.invariants.twist_ok()) info.failed.push_back("twist");
  if (!info.invariants.flip_ok()) info.failed.push_back("flip");
  if (!bounds || !info.failed.empty()) return info;
  auto two_phase = solve_two_phase(cube, options, two_phase_tables(tables));
  if (!two_phase) return two_phase.error();
  auto stages = solve_thistlethwaite(cube, thistlethwaite_tables(tables));
  if (!stages) return stages.error();
  DistanceBounds b;
  b.two_phase = two_phase.value().length;
  b.two_phase_optimal = two_phase.value().optimal;
  for (int k = 0; k < 4; ++k) b.thistlethwaite[k] = htm(stages.value()[k]);
  info.bounds = b;
  return info;
}

}  // namespace cubelab
