#include "tables/coord_moves.hpp"

#include <cstring>
#include <utility>

#include "core/model/move.hpp"
#include "tables/blob.hpp"

namespace cubelab::tables {

namespace {

constexpr uint32_t kMoveTableVersion = 1;

// a * b on the chosen pieces only; the other pieces of the result keep a's values.
CubieCube multiply_pieces(const CubieCube& a, const CubieCube& b, Pieces pieces) {
  CubieCube r = a;
  if (pieces == Pieces::Corners) {
    for (int i = 0; i < kCorners; ++i) {
      r.cp[i] = a.cp[b.cp[i]];
      r.co[i] = static_cast<uint8_t>((a.co[b.cp[i]] + b.co[i]) % 3);
    }
  } else {
    for (int i = 0; i < kEdges; ++i) {
      r.ep[i] = a.ep[b.ep[i]];
      r.eo[i] = static_cast<uint8_t>(a.eo[b.ep[i]] ^ b.eo[i]);
    }
  }
  return r;
}

}  // namespace

MoveTable build_move_table(std::string name, int size, const CoordFn& coord, Pieces pieces,
                           std::span<const uint8_t> face_turns) {
  MoveTable table{std::move(name), size, static_cast<int>(face_turns.size()), {}};
  table.next.assign(static_cast<std::size_t>(size) * table.moves, 0);
  std::vector<CubieCube> cube_of(size);
  std::vector<bool> seen(size, false);
  std::vector<int> queue{coord(CubieCube{})};
  seen[queue[0]] = true;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int value = queue[head];
    for (int m = 0; m < table.moves; ++m) {
      const CubieCube after = multiply_pieces(cube_of[value], move_cube(face_turn(face_turns[m])), pieces);
      const int next = coord(after);
      table.next[static_cast<std::size_t>(value) * table.moves + m] = static_cast<uint16_t>(next);
      if (seen[next]) continue;
      seen[next] = true;
      cube_of[next] = after;
      queue.push_back(next);
    }
  }
  return table;
}

MoveTable quotient_move_table(std::string name, const MoveTable& fine, int divisor) {
  MoveTable table{std::move(name), fine.size / divisor, fine.moves, {}};
  table.next.resize(static_cast<std::size_t>(table.size) * table.moves);
  for (int value = 0; value < table.size; ++value)
    for (int m = 0; m < table.moves; ++m)
      table.next[static_cast<std::size_t>(value) * table.moves + m] =
          static_cast<uint16_t>(fine.apply(value * divisor, m) / divisor);
  return table;
}

// Both targets (x86-64 and WASM) are little-endian, so the entries are stored as they lie in memory.
std::vector<uint8_t> save_move_table(const MoveTable& table) {
  const auto* bytes = reinterpret_cast<const uint8_t*>(table.next.data());
  return pack_table(table.name, kMoveTableVersion, {bytes, table.next.size() * sizeof(uint16_t)});
}

Result<MoveTable> load_move_table(std::span<const uint8_t> bytes, const std::string& name, int size, int moves,
                                  Checksum sum) {
  const std::size_t entries = static_cast<std::size_t>(size) * moves;
  auto payload = unpack_table(bytes, name, kMoveTableVersion, entries * sizeof(uint16_t), sum);
  if (!payload) return payload.error();
  MoveTable table{name, size, moves, std::vector<uint16_t>(entries)};
  std::memcpy(table.next.data(), payload.value().data(), payload.value().size());
  for (uint16_t v : table.next)
    if (v >= size) return damaged_table(name, "has an entry out of range");
  return table;
}

}  // namespace cubelab::tables
