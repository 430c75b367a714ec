#include "core/solvers/common/piece_set.hpp"

#include <array>
#include <utility>

#include "core/model/move.hpp"

namespace cubelab {

namespace {

constexpr int kEoCoords = 2048;  // the flips of the first 11 edges; the 12th makes the sum even

uint16_t eo_coord(const CubieCube& c) {
  uint16_t x = 0;
  for (int i = 0; i < kEdges - 1; ++i) x = static_cast<uint16_t>(x * 2 + c.eo[i]);
  return x;
}

CubieCube with_eo_coord(uint16_t x) {
  CubieCube c;
  int sum = 0;
  for (int i = kEdges - 2; i >= 0; --i) {
    c.eo[i] = x & 1;
    sum += c.eo[i];
    x >>= 1;
  }
  c.eo[kEdges - 1] = sum % 2;
  return c;
}

}  // namespace

std::vector<Move> turns_of(std::initializer_list<MoveBase> bases) {
  std::vector<Move> moves;
  for (MoveBase b : bases)
    for (uint8_t t = 1; t <= 3; ++t) moves.push_back(Move{b, t});
  return moves;
}

namespace {

// Where the pieces whose base-24 digits make `group` go under a move, digit by digit.
std::vector<uint32_t> group_moves(std::size_t pieces, const std::array<uint8_t, 24>& to) {
  uint32_t states = 1;
  for (std::size_t k = 0; k < pieces; ++k) states *= 24;
  std::vector<uint32_t> out(states);
  for (uint32_t g = 0; g < states; ++g) {
    uint32_t rest = g, moved = 0, place = 1;
    for (std::size_t k = 0; k < pieces; ++k, place *= 24, rest /= 24) moved += to[rest % 24] * place;
    out[g] = moved;
  }
  return out;
}

}  // namespace

PieceSetTable::PieceSetTable(PieceSet pieces, std::vector<Move> moves)
    : pieces_(std::move(pieces)), moves_(std::move(moves)) {
  for (std::size_t k = 0; k < pieces_.corners.size(); ++k) corner_states_ *= 24;
  for (std::size_t k = 0; k < pieces_.edges.size(); ++k) edge_states_ *= 24;
  if (pieces_.edge_orientation) eo_states_ = kEoCoords;
  for (const Move& m : moves_) {
    const CubieCube& mv = move_cube(m);
    std::array<uint8_t, 24> corner{}, edge{};
    // (cube * mv).cp[i] = cube.cp[mv.cp[i]]: the piece in slot mv.cp[i] goes to slot i.
    for (int i = 0; i < kCorners; ++i)
      for (int t = 0; t < 3; ++t) corner[mv.cp[i] * 3 + t] = static_cast<uint8_t>(i * 3 + (t + mv.co[i]) % 3);
    for (int i = 0; i < kEdges; ++i)
      for (int f = 0; f < 2; ++f) edge[mv.ep[i] * 2 + f] = static_cast<uint8_t>(i * 2 + (f ^ mv.eo[i]));
    corners_to_.push_back(group_moves(pieces_.corners.size(), corner));
    edges_to_.push_back(group_moves(pieces_.edges.size(), edge));
    std::vector<uint32_t> eo(eo_states_, 0);
    if (pieces_.edge_orientation)
      for (int x = 0; x < kEoCoords; ++x) eo[x] = eo_coord(with_eo_coord(static_cast<uint16_t>(x)) * mv);
    eo_to_.push_back(std::move(eo));
  }
  distance_.assign(static_cast<std::size_t>(corner_states_) * edge_states_ * eo_states_, kUnreachable);
  std::vector<uint32_t> frontier{index_of(CubieCube{})}, next;
  distance_[frontier[0]] = 0;
  for (uint8_t depth = 0; !frontier.empty(); ++depth, frontier.swap(next)) {
    next.clear();
    for (uint32_t index : frontier)
      for (std::size_t m = 0; m < moves_.size(); ++m) {
        const uint32_t to = apply(index, static_cast<int>(m));
        if (distance_[to] != kUnreachable) continue;
        distance_[to] = static_cast<uint8_t>(depth + 1);
        next.push_back(to);
      }
  }
}

// Digits in base 24, corners first (the most significant), then edges, then (base 2,048) the edge
// orientation.
uint32_t PieceSetTable::index_of(const CubieCube& cube) const {
  std::array<uint8_t, kCorners> corner_slot{};
  std::array<uint8_t, kEdges> edge_slot{};
  for (int i = 0; i < kCorners; ++i) corner_slot[cube.cp[i]] = static_cast<uint8_t>(i);
  for (int i = 0; i < kEdges; ++i) edge_slot[cube.ep[i]] = static_cast<uint8_t>(i);
  uint32_t corners = 0, edges = 0, place = 1;
  for (Corner c : pieces_.corners) corners += (corner_slot[c] * 3 + cube.co[corner_slot[c]]) * place, place *= 24;
  place = 1;
  for (Edge e : pieces_.edges) edges += (edge_slot[e] * 2 + cube.eo[edge_slot[e]]) * place, place *= 24;
  return (corners * edge_states_ + edges) * eo_states_ + (pieces_.edge_orientation ? eo_coord(cube) : 0);
}

uint32_t PieceSetTable::apply(uint32_t index, int move) const {
  const uint32_t eo = index % eo_states_, edges = index / eo_states_ % edge_states_,
                 corners = index / eo_states_ / edge_states_;
  return (corners_to_[move][corners] * edge_states_ + edges_to_[move][edges]) * eo_states_ + eo_to_[move][eo];
}

void PieceSetTable::collect(uint32_t index, Alg& path, std::vector<Alg>& out, std::size_t limit) const {
  const uint8_t d = distance_[index];
  if (d == 0) {
    out.push_back(path);
    return;
  }
  for (std::size_t m = 0; m < moves_.size() && out.size() < limit; ++m) {
    // Never the same base twice in a row: such a pair is one move, so it is never on an optimal path.
    if (!path.empty() && path.back().base == moves_[m].base) continue;
    const uint32_t to = apply(index, static_cast<int>(m));
    if (distance_[to] != d - 1) continue;
    path.push_back(moves_[m]);
    collect(to, path, out, limit);
    path.pop_back();
  }
}

std::vector<Alg> PieceSetTable::optimal_solutions(const CubieCube& cube, std::size_t limit) const {
  std::vector<Alg> out;
  const uint32_t index = index_of(cube);
  if (distance_[index] == kUnreachable) return out;
  Alg path;
  collect(index, path, out, limit);
  return out;
}

Alg PieceSetTable::solve(const CubieCube& cube) const {
  std::vector<Alg> one = optimal_solutions(cube, 1);
  return one.empty() ? Alg{} : one.front();
}

}  // namespace cubelab
