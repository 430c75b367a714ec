#include "core/study/cross_practice.hpp"

#include <utility>

#include "core/model/orientation.hpp"
#include "core/model/random.hpp"
#include "core/model/validate.hpp"
#include "core/solvers/cfop/f2l_optimal.hpp"
#include "core/solvers/cfop/methods.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/twophase/two_phase.hpp"

namespace cubelab {

namespace {

constexpr int kWhite = 0;

// The raw cross coordinate of a uniformly random cross state at distance `length`.
uint32_t random_cross_at(int length, const tables::CrossTable& table, Rng& rng) {
  uint64_t count = 0;
  for (uint8_t d : table.distance) count += d == length;
  uint64_t pick = rng.below(count);
  for (uint32_t raw = 0; raw < table.distance.size(); ++raw)
    if (table.distance[raw] == length && pick-- == 0) return raw;
  return 0;  // unreachable: pick < count
}

// A cube with centres at home, the cross edges DR, DF, DL, DB as `cross` says and every other piece
// random: uniform among the states with that cross.
CubieCube random_state_with_cross(const tables::CrossEdges& cross, Rng& rng) {
  CubieCube c;
  bool taken[kEdges] = {};
  for (int i = 0; i < 4; ++i) {
    const int slot = cross[i] / 2;
    c.ep[slot] = static_cast<uint8_t>(tables::kCrossEdges[i]);
    c.eo[slot] = static_cast<uint8_t>(cross[i] % 2);
    taken[slot] = true;
  }
  int free_slots[kEdges - 4], n = 0;
  for (int s = 0; s < kEdges; ++s)
    if (!taken[s]) free_slots[n++] = s;
  uint8_t others[kEdges - 4] = {UR, UF, UL, UB, FR, FL, BL, BR};
  for (int i = n - 1; i > 0; --i) std::swap(others[i], others[rng.below(static_cast<uint64_t>(i) + 1)]);
  int flips = 0;
  for (int i = 0; i < n; ++i) c.ep[free_slots[i]] = others[i];
  for (int i = 0; i < kEdges; ++i) flips += c.eo[i];
  for (int i = 0; i < n - 1; ++i) flips += c.eo[free_slots[i]] = static_cast<uint8_t>(rng.below(2));
  c.eo[free_slots[n - 1]] = static_cast<uint8_t>(flips % 2);  // the total flip is even
  for (int i = kCorners - 1; i > 0; --i) std::swap(c.cp[i], c.cp[rng.below(static_cast<uint64_t>(i) + 1)]);
  int twist = 0;
  for (int i = 0; i < kCorners - 1; ++i) twist += c.co[i] = static_cast<uint8_t>(rng.below(3));
  c.co[kCorners - 1] = static_cast<uint8_t>((3 - twist % 3) % 3);
  if (corner_parity(c) != edge_parity(c)) std::swap(c.cp[0], c.cp[1]);  // the cross is untouched
  return c;
}

}  // namespace

Result<CrossPractice> cross_practice(const CubieCube& cube, tables::TableCache& tables) {
  auto valid = check_solvable(cube);
  if (!valid) return valid.error();
  const tables::CrossTable& crosses = cross_table(tables);
  const F2lTables f2l{crosses, pair_tables(tables)};
  CrossPractice out;
  int best_xcross = 1 << 30;
  for (int colour = 0; colour < kFaces; ++colour) {
    const HeldCube held = hold_with_cross_on_d(cube, colour);
    out.crosses[colour] = CrossOfColour{colour, held.rotation, solve_cross(held.home, crosses)};
    PairInsertion x = insert_pair_optimally(held.home, 0xF, 0, f2l);
    if (htm(x.moves) >= best_xcross) continue;
    best_xcross = htm(x.moves);
    out.xcross = CrossOfColour{colour, held.rotation, std::move(x.moves)};
    out.xcross_pair = x.pair;
  }
  return out;
}

Result<Scramble> easy_cross_scramble(int length, uint64_t seed, uint64_t index, tables::TableCache& tables) {
  if (length < kMinEasyCross || length > kMaxEasyCross)
    return Error{"cross length must be between 1 and 8 (got " + std::to_string(length) + ")", 0};
  const tables::CrossTable& crosses = cross_table(tables);
  Rng rng(sample_seed(seed, index));
  const CubieCube held =
      random_state_with_cross(tables::cross_edges_of_raw(random_cross_at(length, crosses, rng)), rng);
  // Held with white on D; the scramble is for white on U, so the state is turned back over.
  const CubieCube turn = orientation_putting_on_d(kWhite).state;
  Scramble s;
  s.state = turn * held * turn.inverse();
  if (cross_length(hold_with_cross_on_d(s.state, kWhite).home, crosses) != length)
    return Error{"easy cross state has the wrong cross length", 0, ErrorKind::internal};
  SolveOptions options;  // no time budget, so that a seed replays on any machine
  options.max_length = 20;
  options.max_nodes = uint64_t{1} << 40;
  auto answer = solve_two_phase(s.state, options, two_phase_tables(tables));
  if (!answer) return answer.error();
  s.moves = invert(concat(answer.value().phase1, answer.value().phase2));
  return s;
}

}  // namespace cubelab
