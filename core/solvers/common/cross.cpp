#include "core/solvers/common/cross.hpp"

#include <string>

#include "core/model/orientation.hpp"
#include "core/model/validate.hpp"

namespace cubelab {

namespace {

// Indexed by the face of the colour's centre in the WCA orientation (U R F D L B).
constexpr const char* kColourNames[kFaces] = {"white", "red", "green", "yellow", "orange", "blue"};

int colour_of_name(std::string_view name) {
  for (int c = 0; c < kFaces; ++c)
    if (name == kColourNames[c]) return c;
  return -1;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

}  // namespace

const char* colour_name(int colour) { return colour >= 0 && colour < kFaces ? kColourNames[colour] : "?"; }

Result<std::vector<int>> parse_cross_colours(std::string_view spec) {
  if (trim(spec) == "neutral") return std::vector<int>{3, 0, 2, 5, 1, 4};
  std::vector<int> colours;
  while (true) {
    const std::size_t comma = spec.find(',');
    const std::string_view name = trim(spec.substr(0, comma));
    const int colour = colour_of_name(name);
    if (colour < 0)
      return Error{"unknown colour '" + std::string(name) +
                   "' (colours: white, yellow, green, blue, red, orange, a list like white,yellow, or neutral)"};
    bool seen = false;
    for (int c : colours) seen = seen || c == colour;
    if (!seen) colours.push_back(colour);
    if (comma == std::string_view::npos) break;
    spec.remove_prefix(comma + 1);
  }
  return colours;
}

HeldCube hold_with_cross_on_d(const CubieCube& cube, int colour) {
  int face = 0;  // the face where this colour's centre is now (centres may be turned)
  for (int f = 0; f < kFaces; ++f)
    if (cube.centres[f] == colour) face = f;
  const Orientation& o = orientation_putting_on_d(face);
  return HeldCube{colour, o.rotation, recolour_to_home(cube * o.state)};
}

Result<HeldCube> hold_for_best_cross(const CubieCube& cube, std::string_view colours, const tables::CrossTable& t) {
  auto valid = check_solvable(cube);
  if (!valid) return valid.error();
  auto parsed = parse_cross_colours(colours);
  if (!parsed) return parsed.error();
  HeldCube best;
  int best_length = 1 << 30;
  for (int colour : parsed.value()) {
    HeldCube held = hold_with_cross_on_d(cube, colour);
    const int length = cross_length(held.home, t);
    if (length < best_length) best_length = length, best = std::move(held);
  }
  return best;
}

Phase cross_phase(const HeldCube& held, const tables::CrossTable& table) {
  return Phase{"cross", concat(held.rotation, solve_cross(held.home, table)), colour_name(held.colour)};
}

namespace {

void collect_crosses(const tables::CrossEdges& e, int left, int prev_face, const tables::CrossTable& table, Alg& path,
                     std::vector<Alg>& out, std::size_t limit) {
  if (out.size() >= limit || table(e) > left) return;
  if (left == 0) {
    out.push_back(path);
    return;
  }
  for (int m = 0; m < kFaceTurns; ++m) {
    if (!canonical_after(prev_face, m / 3)) continue;
    path.push_back(face_turn(m));
    collect_crosses(tables::apply_cross_move(e, m), left - 1, m / 3, table, path, out, limit);
    path.pop_back();
  }
}

}  // namespace

std::vector<Alg> optimal_crosses(const CubieCube& home, const tables::CrossTable& table, std::size_t limit) {
  const tables::CrossEdges e = tables::cross_edges_of(home);
  std::vector<Alg> out;
  Alg path;
  collect_crosses(e, table(e), -1, table, path, out, limit);
  return out;
}

int cross_length(const CubieCube& home, const tables::CrossTable& table) { return table(tables::cross_edges_of(home)); }

// The table is exact, so some turn always lowers the distance by one: walk down.
Alg solve_cross(const CubieCube& home, const tables::CrossTable& table) {
  tables::CrossEdges e = tables::cross_edges_of(home);
  Alg moves;
  for (int d = table(e); d > 0; --d) {
    for (int m = 0; m < kFaceTurns; ++m) {
      const tables::CrossEdges next = tables::apply_cross_move(e, m);
      if (table(next) != d - 1) continue;
      moves.push_back(face_turn(m));
      e = next;
      break;
    }
  }
  return moves;
}

const tables::CrossTable& cross_table(tables::TableCache& tables) {
  return tables.cross.get([&] {
    if (tables.progress) tables.progress("cross", 0);
    tables::CrossTable t = tables::build_cross_table();
    if (tables.progress) tables.progress("cross", 1);
    return t;
  });
}

}  // namespace cubelab
