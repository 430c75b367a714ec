#include "core/solvers/roux/lse.hpp"

#include <array>
#include <optional>

#include "core/model/move.hpp"

namespace cubelab {

namespace {

constexpr std::array<Edge, 6> kLseSlots{UR, UF, UL, UB, DF, DB};
constexpr uint32_t kStates = 720 * 64 * 4 * 4;
const std::array<Move, 6> kLseMoves{Move{MoveBase::M, 1}, Move{MoveBase::M, 2}, Move{MoveBase::M, 3},
                                    Move{MoveBase::U, 1}, Move{MoveBase::U, 2}, Move{MoveBase::U, 3}};

constexpr std::array<CubieCube, 4> powers(MoveBase base) {
  std::array<CubieCube, 4> p{};
  for (int k = 1; k < 4; ++k) p[k] = apply_move(p[k - 1], Move{base, 1});
  return p;
}
constexpr std::array<CubieCube, 4> kUTurns = powers(MoveBase::U), kMTurns = powers(MoveBase::M);

// The index of a cube whose pieces outside the six edges are solved up to a turn of U (corners)
// and of M (centres); none for any other cube.
std::optional<uint32_t> lse_index(const CubieCube& cube) {
  int u_turn = -1, m_turn = -1;
  for (int k = 0; k < 4; ++k) {
    if (cube.cp == kUTurns[k].cp && cube.co == CubieCube{}.co) u_turn = k;
    if (cube.centres == kMTurns[k].centres) m_turn = k;
  }
  if (u_turn < 0 || m_turn < 0) return std::nullopt;
  std::array<int, 6> piece{};
  uint32_t flips = 0;
  for (int j = 0; j < 6; ++j) {
    const int e = cube.ep[kLseSlots[j]];
    int p = 0;
    while (p < 6 && kLseSlots[p] != e) ++p;
    if (p == 6) return std::nullopt;
    piece[j] = p;
    flips = flips * 2 + cube.eo[kLseSlots[j]];
  }
  for (int e = 0; e < kEdges; ++e) {
    bool lse_slot = false;
    for (Edge s : kLseSlots) lse_slot = lse_slot || s == e;
    if (!lse_slot && (cube.ep[e] != e || cube.eo[e] != 0)) return std::nullopt;
  }
  uint32_t rank = 0;  // Lehmer code of the six pieces
  for (int j = 0; j < 6; ++j) {
    int smaller_later = 0;
    for (int k = j + 1; k < 6; ++k) smaller_later += piece[k] < piece[j];
    rank = rank * (6 - j) + smaller_later;
  }
  return ((rank * 64 + flips) * 4 + static_cast<uint32_t>(m_turn)) * 4 + static_cast<uint32_t>(u_turn);
}

CubieCube lse_cube(uint32_t index) {
  const int u_turn = index % 4, m_turn = index / 4 % 4;
  uint32_t flips = index / 16 % 64, rank = index / 1024;
  CubieCube c = kUTurns[u_turn];
  c.centres = kMTurns[m_turn].centres;
  std::array<int, 6> digits{};
  for (int j = 5; j >= 0; --j) digits[j] = rank % (6 - j), rank /= (6 - j);
  std::array<bool, 6> used{};
  for (int j = 0; j < 6; ++j) {
    int p = 0;
    for (int skip = digits[j];; ++p)
      if (!used[p] && skip-- == 0) break;
    used[p] = true;
    c.ep[kLseSlots[j]] = kLseSlots[p];
  }
  for (int j = 5; j >= 0; --j) c.eo[kLseSlots[j]] = flips & 1, flips >>= 1;
  return c;
}

}  // namespace

LseTable::LseTable() : distance_(kStates, kUnreachable) {
  std::vector<uint32_t> frontier{*lse_index(CubieCube{})}, next;
  distance_[frontier[0]] = 0;
  for (uint8_t depth = 0; !frontier.empty(); ++depth, frontier.swap(next)) {
    next.clear();
    for (uint32_t index : frontier) {
      const CubieCube c = lse_cube(index);
      for (const Move& m : kLseMoves) {
        const uint32_t to = *lse_index(apply_move(c, m));
        if (distance_[to] != kUnreachable) continue;
        distance_[to] = static_cast<uint8_t>(depth + 1);
        next.push_back(to);
      }
    }
  }
}

uint8_t LseTable::distance(const CubieCube& cube) const {
  const auto index = lse_index(cube);
  return index ? distance_[*index] : kUnreachable;
}

Alg LseTable::solve(const CubieCube& start) const {
  Alg moves;
  CubieCube cube = start;
  uint8_t d = distance(cube);
  if (d == kUnreachable) return moves;
  for (; d > 0; --d)
    for (const Move& m : kLseMoves) {
      const CubieCube next = apply_move(cube, m);
      if (distance(next) != d - 1) continue;
      moves.push_back(m);
      cube = next;
      break;
    }
  return moves;
}

}  // namespace cubelab
