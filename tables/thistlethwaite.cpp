#include "tables/thistlethwaite.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include "core/model/move.hpp"
#include "tables/coord.hpp"

namespace cubelab::tables {

namespace {

// The moves of each stage (face-turn index = face * 3 + turns - 1; faces U R F D L B).
const std::vector<uint8_t> kStage1Moves = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
const std::vector<uint8_t> kStage2Moves = {0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 16};  // F2, B2 only
const std::vector<uint8_t> kStage3Moves = {0, 1, 2, 4, 7, 9, 10, 11, 13, 16};                // U, D, and half turns
const std::vector<uint8_t> kStage4Moves = {1, 4, 7, 10, 13, 16};                             // half turns

using Perm8 = std::array<uint8_t, kCorners>;

int perm8_rank(const Perm8& p) { return permutation_rank(p, 0, kCorners); }

// The corner permutations of the square group G3: those half turns reach (96 of them).
std::vector<Perm8> square_group_corner_perms() {
  std::vector<Perm8> perms = {CubieCube{}.cp};
  for (std::size_t i = 0; i < perms.size(); ++i)
    for (uint8_t m : kStage4Moves) {
      const Perm8 next = (CubieCube{.cp = perms[i]} * move_cube(face_turn(m))).cp;
      if (std::find(perms.begin(), perms.end(), next) == perms.end()) perms.push_back(next);
    }
  return perms;
}

// Stage 3 sees a cube's corners only through their coset H * c of the square group's corner
// perms H (the cube h then c, for h in H: reachable from c's by a G3 move first, so stage 3 cannot
// tell them apart). Numbered in order of the coset's smallest rank, so the solved cube's is 0.
std::vector<uint16_t> corner_cosets(const std::vector<Perm8>& square) {
  std::vector<uint16_t> coset(kCornerPerms, UINT16_MAX);
  Perm8 p = CubieCube{}.cp;
  uint16_t next_id = 0;
  do {
    if (coset[perm8_rank(p)] != UINT16_MAX) continue;
    for (const Perm8& h : square) {
      Perm8 q{};
      for (int i = 0; i < kCorners; ++i) q[i] = h[p[i]];
      coset[perm8_rank(q)] = next_id;
    }
    ++next_id;
  } while (std::next_permutation(p.begin(), p.end()));
  return coset;
}

constexpr int binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  int r = 1;
  for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
  return r;
}

// Which 4 of the 8 U- and D-layer edge places hold the M-slice edges UF UB DF DB, in the
// combinatorial number system over the places taken in the order below (so 0 when they are home).
int m_slice_places(const CubieCube& c) {
  constexpr std::array<int, 8> kPlaces = {UF, UB, DF, DB, UR, UL, DR, DL};
  int combination = 0, seen = 0;
  for (int i = 0; i < 8; ++i) {
    const int piece = c.ep[kPlaces[i]];
    if (piece != UF && piece != UB && piece != DF && piece != DB) continue;
    ++seen;
    combination += binomial(i, seen);
  }
  return combination;
}

// The order of the edges within each slice of a cube in G3: M slice (UF UB DF DB), S slice (UR UL
// DR DL) and E slice (FR FL BL BR), 24 * 24 * 12: the E slice's order only up to its parity, which
// the other two fix (G3's edge permutations are even).
int square_edge_perm(const CubieCube& c) {
  const auto rank = [&](std::array<int, 4> places, int (*index)(int)) {
    std::array<uint8_t, 4> order{};
    for (int i = 0; i < 4; ++i) order[i] = static_cast<uint8_t>(index(c.ep[places[i]]));
    return permutation_rank(order, 0, 4);
  };
  const int m = rank({UF, UB, DF, DB}, [](int e) { return e / 2; });            // UF=1 UB=3 DF=5 DB=7
  const int s = rank({UR, UL, DR, DL}, [](int e) { return e / 2; });            // UR=0 UL=2 DR=4 DL=6
  const int e = rank({FR, FL, BL, BR}, [](int e) { return e - int{FR}; }) / 2;  // drops the parity digit
  return (m * 24 + s) * 12 + e;
}

ThistlethwaiteStage make_stage(const std::vector<uint8_t>& moves, const std::string& name, int rows, CoordFn row_of,
                               Pieces row_pieces, int columns, CoordFn column_of, Pieces column_pieces) {
  ThistlethwaiteStage s;
  s.face_turns = moves;
  s.rows = build_move_table(name + "-rows", rows, row_of, row_pieces, moves);
  s.columns = build_move_table(name + "-columns", columns, column_of, column_pieces, moves);
  s.distance = build_prune_table(name, s.rows, s.columns);
  s.row_of = std::move(row_of);
  s.column_of = std::move(column_of);
  return s;
}

void report_thistlethwaite(const Progress& progress, double fraction) {
  if (progress) progress("thistlethwaite", fraction);
}

}  // namespace

std::size_t ThistlethwaiteTables::bytes() const {
  std::size_t total = 0;
  for (const ThistlethwaiteStage& s : stages)
    total += s.distance.size() + (s.rows.next.size() + s.columns.next.size()) * sizeof(uint16_t);
  return total + kCornerPerms * (sizeof(uint16_t) + sizeof(int16_t));  // the two corner lookups
}

ThistlethwaiteTables build_thistlethwaite_tables(const Progress& progress) {
  ThistlethwaiteTables t;
  report_thistlethwaite(progress, 0.0);
  const auto none = [](const CubieCube&) { return 0; };
  t.stages[0] = make_stage(kStage1Moves, "thistlethwaite-1", kFlips, flip, Pieces::Edges, 1, none, Pieces::Edges);
  report_thistlethwaite(progress, 0.05);
  const auto slice = [](const CubieCube& c) { return slice_sorted(c) / kSlicePerms; };
  t.stages[1] =
      make_stage(kStage2Moves, "thistlethwaite-2", kTwists, twist, Pieces::Corners, kSlices, slice, Pieces::Edges);
  report_thistlethwaite(progress, 0.6);
  const std::vector<Perm8> square = square_group_corner_perms();
  auto cosets = std::make_shared<const std::vector<uint16_t>>(corner_cosets(square));
  const int coset_count = 1 + *std::max_element(cosets->begin(), cosets->end());
  const auto coset_of = [cosets](const CubieCube& c) { return static_cast<int>((*cosets)[corner_perm(c)]); };
  t.stages[2] = make_stage(kStage3Moves, "thistlethwaite-3", coset_count, coset_of, Pieces::Corners, 70, m_slice_places,
                           Pieces::Edges);
  report_thistlethwaite(progress, 0.7);
  auto in_square = std::make_shared<std::vector<int16_t>>(kCornerPerms, int16_t{-1});
  for (std::size_t i = 0; i < square.size(); ++i) (*in_square)[perm8_rank(square[i])] = static_cast<int16_t>(i);
  const auto square_corners = [in_square = std::shared_ptr<const std::vector<int16_t>>(in_square)](const CubieCube& c) {
    return static_cast<int>((*in_square)[corner_perm(c)]);
  };
  t.stages[3] = make_stage(kStage4Moves, "thistlethwaite-4", static_cast<int>(square.size()), square_corners,
                           Pieces::Corners, 24 * 24 * 12, square_edge_perm, Pieces::Edges);
  report_thistlethwaite(progress, 1.0);
  return t;
}

}  // namespace cubelab::tables
