#include "tables/two_phase_sym.hpp"
#include <algorithm>

#include <bit>
#include <utility>

#include "core/model/move.hpp"
#include "tables/blob.hpp"
#include "tables/coord.hpp"

namespace cubelab::tables {

namespace {

constexpr uint32_t kSymPruneVersion = 1;
constexpr uint8_t kUnknownSym = 255;

std::vector<CubieCube> cubes_of(SymCoord coord) {
  if (coord == SymCoord::Slice) return slice_cubes();
  const int size = coord == SymCoord::Twist ? kTwists : kFlips;
  std::vector<CubieCube> cubes(size);
  for (int v = 0; v < size; ++v) cubes[v] = coord == SymCoord::Twist ? twist_cube(v) : flip_cube(v);
  return cubes;
}

int value_of(SymCoord coord, const CubieCube& c) {
  if (coord == SymCoord::Twist) return twist(c);
  if (coord == SymCoord::Flip) return flip(c);
  return slice_sorted(c) / kSlicePerms;
}

int size_of(SymCoord coord) { return coord == SymCoord::Twist ? kTwists : coord == SymCoord::Flip ? kFlips : kSlices; }

std::size_t nibble_bytes(std::size_t entries) { return (entries + 1) / 2; }

SymPruneTable empty_table(std::string name, const SymConjugates& a, SymConjugates b) {
  SymPruneTable t;
  t.name = std::move(name);
  t.a_classes = sym_classes(a);
  t.b_conj = std::move(b);
  return t;
}

// The value of S^-1 * X * S for symmetry s (mirror included for s >= 4).
CubieCube conjugated(const CubieCube& x, int s) {
  const CubieCube turned = sym_cube(s % kRotations) * x * sym_cube(s % kRotations);
  return s < kRotations ? turned : mirrored(turned);
}

}  // namespace

CubieCube twist_cube(int value) {
  CubieCube c;
  int sum = 0;
  for (int i = kCorners - 2; i >= 0; --i, value /= 3) sum += c.co[i] = static_cast<uint8_t>(value % 3);
  c.co[kCorners - 1] = static_cast<uint8_t>((3 - sum % 3) % 3);
  return c;
}

// A cube with the given flip (edges in place).
CubieCube flip_cube(int value) {
  CubieCube c;
  int sum = 0;
  for (int i = kEdges - 2; i >= 0; --i, value >>= 1) sum += c.eo[i] = static_cast<uint8_t>(value & 1);
  c.eo[kEdges - 1] = static_cast<uint8_t>(sum & 1);
  return c;
}

// One cube for every slice value: the E-slice edges on each set of four places.
std::vector<CubieCube> slice_cubes() {
  std::vector<CubieCube> cubes(kSlices);
  for (unsigned places = 0; places < (1u << kEdges); ++places) {
    if (std::popcount(places) != 4) continue;
    CubieCube c;
    uint8_t slice_edge = FR, other = 0;
    for (int p = 0; p < kEdges; ++p) c.ep[p] = (places >> p & 1) ? slice_edge++ : other++;
    cubes[slice_sorted(c) / kSlicePerms] = c;
  }
  return cubes;
}

const std::array<std::array<uint8_t, kPhase2Moves>, kSyms>& phase2_move_conj() {
  static const auto table = [] {
    std::array<std::array<uint8_t, kPhase2Moves>, kSyms> conj{};
    const auto phase2_move = [](int i) { return move_cube(face_turn(kPhase2FaceTurns[i])); };
    for (int s = 0; s < kSyms; ++s)
      for (int i = 0; i < kPhase2Moves; ++i)
        for (int j = 0; j < kPhase2Moves; ++j)
          if (conjugated(phase2_move(i), s) == phase2_move(j)) conj[s][i] = static_cast<uint8_t>(j);
    return conj;
  }();
  return table;
}

namespace {

// Left-right mirror images of the places (each list is its own inverse).
constexpr std::array<uint8_t, kCorners> kMirrorCorner = {UFL, URF, UBR, ULB, DLF, DFR, DRB, DBL};
constexpr std::array<uint8_t, kEdges> kMirrorEdge = {UL, UF, UR, UB, DL, DF, DR, DB, FL, FR, BR, BL};

}  // namespace

CubieCube mirrored(const CubieCube& c) {
  CubieCube r = c;
  for (int i = 0; i < kCorners; ++i) {
    r.cp[i] = kMirrorCorner[c.cp[kMirrorCorner[i]]];
    r.co[i] = static_cast<uint8_t>((3 - c.co[kMirrorCorner[i]]) % 3);
  }
  for (int i = 0; i < kEdges; ++i) {
    r.ep[i] = kMirrorEdge[c.ep[kMirrorEdge[i]]];
    r.eo[i] = c.eo[kMirrorEdge[i]];
  }
  return r;
}

const CubieCube& sym_cube(int s) {
  static const std::array<CubieCube, kRotations> cubes = {
      CubieCube{}, move_cube(Move{MoveBase::x, 2}), move_cube(Move{MoveBase::y, 2}), move_cube(Move{MoveBase::z, 2})};
  return cubes[s];
}

SymConjugates sym_conjugates(SymCoord coord) {
  SymConjugates c{size_of(coord), {}};
  c.conj.resize(static_cast<std::size_t>(c.size) * kSyms);
  const std::vector<CubieCube> cubes = cubes_of(coord);
  for (int v = 0; v < c.size; ++v)
    for (int s = 0; s < kSyms; ++s)  // each symmetry is its own inverse
      c.conj[static_cast<std::size_t>(v) * kSyms + s] = static_cast<uint16_t>(value_of(coord, conjugated(cubes[v], s)));
  return c;
}

SymConjugates sym_conjugates_along(const MoveTable& phase2_moves) {
  SymConjugates c{phase2_moves.size, {}};
  c.conj.assign(static_cast<std::size_t>(c.size) * kSyms, 0);
  const auto& move_conj = phase2_move_conj();
  std::vector<bool> seen(static_cast<std::size_t>(c.size), false);
  std::vector<int> queue = {0};
  seen[0] = true;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const int v = queue[i];
    for (int m = 0; m < phase2_moves.moves; ++m) {
      const int w = phase2_moves.apply(v, m);
      if (seen[w]) continue;
      seen[w] = true;
      queue.push_back(w);
      for (int s = 0; s < kSyms; ++s)
        c.conj[static_cast<std::size_t>(w) * kSyms + s] =
            static_cast<uint16_t>(phase2_moves.apply(c.apply(v, s), move_conj[s][m]));
    }
  }
  return c;
}

// Values in increasing order: the first of each class is its representative, and every
// conjugate v = conj(rep, s) goes back to rep by s too (each symmetry is its own inverse).
SymClasses sym_classes(const SymConjugates& conjugates) {
  SymClasses k;
  constexpr uint16_t kUnassigned = 0xffff;
  k.class_sym.assign(conjugates.size, kUnassigned);
  for (int v = 0; v < conjugates.size; ++v) {
    if (k.class_sym[v] != kUnassigned) continue;
    const int cls = k.classes();
    k.representative.push_back(static_cast<uint16_t>(v));
    uint8_t stabiliser = 0;
    for (int s = 0; s < kSyms; ++s) {
      const int w = conjugates.apply(v, s);
      if (w == v) stabiliser = static_cast<uint8_t>(stabiliser | 1 << s);
      if (k.class_sym[w] == kUnassigned) k.class_sym[w] = static_cast<uint16_t>(cls * kSyms + s);
    }
    // Conjugates from a damaged move table (sym_conjugates_along) need not include v itself: every
    // value still gets a class, so that a table's index stays inside it whatever the bytes.
    if (k.class_sym[v] == kUnassigned) k.class_sym[v] = static_cast<uint16_t>(cls * kSyms);
    k.stabiliser.push_back(stabiliser);
  }
  return k;
}

// Breadth first over (class, b), one pass per depth: forward (expand the entries at depth d) while
// the frontier is small, backward (an unknown entry with a neighbour at depth d is at d + 1) once
// most entries are known, as in build_prune_table. A representative fixed by a symmetry s has
// (rep, b) and (rep, conj(b, s)) as the same state up to symmetry: forward passes fill both.
SymPruneTable build_sym_prune_table(std::string name, SymCoord a, const MoveTable& a_moves, SymCoord b,
                                    const MoveTable& b_moves) {
  return build_sym_prune_table(std::move(name), sym_conjugates(a), a_moves, sym_conjugates(b), b_moves);
}

SymPruneTable build_sym_prune_table(std::string name, SymConjugates a, const MoveTable& a_moves, SymConjugates b,
                                    const MoveTable& b_moves) {
  SymPruneTable t = empty_table(std::move(name), a, std::move(b));
  const int classes = t.a_classes.classes(), bs = t.b_size();
  const std::size_t size = t.entries();
  auto index = [&](int av, int bv) {
    const int cs = t.a_classes.class_sym[av];
    return static_cast<std::size_t>(cs / kSyms) * bs + t.b_conj.apply(bv, cs % kSyms);
  };
  std::vector<uint8_t> depth(size, kUnknownSym);
  depth[index(0, 0)] = 0;
  std::size_t filled = 1, frontier = 1;
  for (uint8_t d = 0; filled < size; ++d) {
    const bool backward = frontier > size - filled;
    const uint8_t from = backward ? kUnknownSym : d;
    std::size_t added = 0;
    for (int cls = 0; cls < classes; ++cls) {
      const int av = t.a_classes.representative[cls];
      for (int bv = 0; bv < bs; ++bv) {
        uint8_t& here = depth[static_cast<std::size_t>(cls) * bs + bv];
        if (here != from) continue;
        for (int m = 0; m < a_moves.moves; ++m) {
          const std::size_t i = index(a_moves.apply(av, m), b_moves.apply(bv, m));
          if (backward) {
            if (depth[i] != d) continue;
            here = static_cast<uint8_t>(d + 1);
            ++added;
            break;
          }
          if (depth[i] != kUnknownSym) continue;
          depth[i] = static_cast<uint8_t>(d + 1);
          ++added;
          const std::size_t row = i / bs * bs;
          const int column = static_cast<int>(i - row), stabiliser = t.a_classes.stabiliser[i / bs];
          for (int s = 1; s < kSyms; ++s) {
            uint8_t& same = depth[row + t.b_conj.apply(column, s)];
            if ((stabiliser >> s & 1) == 0 || same != kUnknownSym) continue;
            same = static_cast<uint8_t>(d + 1);
            ++added;
          }
        }
      }
    }
    filled += added;
    frontier = added;
    // Entries no move sequence reaches (move tables that do not match the symmetries, say) would
    // keep this loop going for ever: stop, and store them as 15, "never reached".
    if (added == 0) break;
  }
  t.nibbles.assign(nibble_bytes(size), 0);
  for (std::size_t i = 0; i < size; ++i)
    t.nibbles[i >> 1] |= static_cast<uint8_t>(std::min<uint8_t>(depth[i], 15) << ((i & 1) * 4));
  return t;
}

std::vector<uint8_t> save_sym_prune_table(const SymPruneTable& table) {
  return pack_table(table.name, kSymPruneVersion, table.nibbles);
}

Result<SymPruneTable> load_sym_prune_table(std::span<const uint8_t> bytes, const std::string& name, SymCoord a,
                                           SymCoord b, Checksum sum) {
  return load_sym_prune_table(bytes, name, sym_conjugates(a), sym_conjugates(b), sum);
}

Result<SymPruneTable> load_sym_prune_table(std::span<const uint8_t> bytes, const std::string& name, SymConjugates a,
                                           SymConjugates b, Checksum sum) {
  SymPruneTable t = empty_table(name, a, std::move(b));
  auto payload = unpack_table(bytes, name, kSymPruneVersion, nibble_bytes(t.entries()), sum);
  if (!payload) return payload.error();
  t.nibbles.assign(payload.value().begin(), payload.value().end());
  if (t.at(0, 0) != 0) return damaged_table(name, "has its goal at a depth other than 0");
  for (std::size_t i = 0; i < t.entries(); ++i)
    if (t.entry(i) == 15) return damaged_table(name, "has an entry out of range");
  return t;
}

std::size_t sym_prune_blob_bytes(SymCoord a, SymCoord b) {
  return sym_prune_blob_bytes(sym_classes(sym_conjugates(a)).classes(), size_of(b));
}

std::size_t sym_prune_blob_bytes(int a_classes, int b_size) {
  return kHeaderBytes + nibble_bytes(static_cast<std::size_t>(a_classes) * b_size);
}

}  // namespace cubelab::tables
