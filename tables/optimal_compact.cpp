#include "tables/optimal_compact.hpp"

#include <algorithm>
#include <string>

#include "core/model/move.hpp"
#include "tables/blob.hpp"
#include "tables/coord.hpp"
#include "tables/two_phase_sym.hpp"

namespace cubelab::tables {

namespace {

constexpr uint32_t kCompactVersion = 1;
constexpr const char* kName = "optimal-compact";

std::size_t code_bytes(std::size_t entries) { return (entries + 3) / 4; }

// y^-1 * X * y for the whole-cube quarter turn y about U-D.
CubieCube y_conjugated(const CubieCube& x) {
  static const CubieCube y = move_cube(Move{MoveBase::y, 1});
  return y.inverse() * x * y;
}

// Each coordinate's values under the 16 symmetries: symmetry s is y (when s >= 8) followed by the
// eight-symmetry conjugation s % 8. Flip and slice go together (flip * 495 + slice): under y the
// flip of an edge depends on whether it, and its place, belong to the E slice.
struct Conjugates16 {
  std::vector<uint32_t> flip_slice_y;  // per flip-slice value, its y-conjugate
  SymConjugates flip8, slice8, twist8;
  std::vector<uint16_t> twist;  // [twist * 16 + s]

  uint32_t flip_slice(uint32_t v, int s) const {
    if (s >= kSyms) v = flip_slice_y[v];
    const int f = static_cast<int>(v / kSlices), sl = static_cast<int>(v % kSlices), s8 = s % kSyms;
    return static_cast<uint32_t>(flip8.apply(f, s8) * kSlices + slice8.apply(sl, s8));
  }
};

Conjugates16 conjugates16() {
  Conjugates16 c;
  c.flip8 = sym_conjugates(SymCoord::Flip);
  c.slice8 = sym_conjugates(SymCoord::Slice);
  c.twist8 = sym_conjugates(SymCoord::Twist);
  const std::vector<CubieCube> slices = slice_cubes();
  c.flip_slice_y.resize(kFlipSlices);
  for (int f = 0; f < kFlips; ++f) {
    const CubieCube flipped = flip_cube(f);
    for (int sl = 0; sl < kSlices; ++sl) {
      CubieCube x = slices[sl];
      x.eo = flipped.eo;
      const CubieCube seen = y_conjugated(x);
      c.flip_slice_y[static_cast<std::size_t>(f) * kSlices + sl] =
          static_cast<uint32_t>(flip(seen) * kSlices + slice_sorted(seen) / kSlicePerms);
    }
  }
  c.twist.resize(static_cast<std::size_t>(kTwists) * kCompactSyms);
  for (int tw = 0; tw < kTwists; ++tw) {
    const int turned = twist(y_conjugated(twist_cube(tw)));
    for (int s = 0; s < kCompactSyms; ++s)
      c.twist[static_cast<std::size_t>(tw) * kCompactSyms + s] =
          static_cast<uint16_t>(c.twist8.apply(s >= kSyms ? turned : tw, s % kSyms));
  }
  return c;
}

// Everything but the entries (deterministic; a fraction of a second natively). Each flip-slice
// value's class is named by the least value it conjugates to, and the symmetry that gives it.
CompactOptimalTable empty_table() {
  CompactOptimalTable t;
  build_phase1_move_tables(t.twist, t.flip, t.slice);
  t.axes = build_optimal_axes();
  Conjugates16 conj = conjugates16();
  t.twist_conj = std::move(conj.twist);
  std::vector<uint32_t> least(kFlipSlices);
  t.class_sym.resize(kFlipSlices);
  for (uint32_t v = 0; v < kFlipSlices; ++v) {
    uint32_t best = v, best_sym = 0;
    for (int s = 1; s < kCompactSyms; ++s) {
      const uint32_t w = conj.flip_slice(v, s);
      if (w < best) best = w, best_sym = static_cast<uint32_t>(s);
    }
    least[v] = best;
    if (best == v) {
      t.class_sym[v] = static_cast<uint32_t>(t.representative.size()) * kCompactSyms;
      t.representative.push_back(v);
    } else {
      t.class_sym[v] = (t.class_sym[best] & ~15u) | best_sym;  // best < v: its class is named already
    }
  }
  return t;
}

}  // namespace

int CompactOptimalTable::distance(int f, int sl, int tw) const {
  int here = code(index(f, sl, tw));
  if (here == kCodedFar) return kFar;
  int depth = 0;
  while (f != 0 || sl != 0 || tw != 0) {
    const int closer = (here + 2) % 3;
    for (int m = 0; m < kFaceTurns; ++m) {
      const int f2 = flip.apply(f, m), sl2 = slice.apply(sl, m), tw2 = twist.apply(tw, m);
      if (code(index(f2, sl2, tw2)) != closer) continue;
      f = f2, sl = sl2, tw = tw2;
      break;
    }
    here = closer;
    ++depth;
    if (depth >= kFar) break;  // only a damaged table gets here
  }
  return depth;
}

CompactOptimalTable build_compact_optimal_table(const OptimalTable& full, const Progress& progress) {
  CompactOptimalTable t = empty_table();
  t.codes.assign(code_bytes(t.entries()), 0);
  std::size_t i = 0;
  for (std::size_t cls = 0; cls < t.representative.size(); ++cls) {
    const uint32_t rep = t.representative[cls];
    const uint32_t cs8 = full.class_sym[rep];
    const std::size_t row = static_cast<std::size_t>(cs8 >> 3) * kTwists;
    for (int tw = 0; tw < kTwists; ++tw, ++i) {
      const int d = full.entry(row + full.twist_conj.apply(tw, static_cast<int>(cs8 & 7)));
      const int code = d >= kFar ? kCodedFar : d % 3;
      t.codes[i >> 2] = static_cast<uint8_t>(t.codes[i >> 2] | code << ((i & 3) * 2));
    }
    if (progress && cls % 4096 == 0) progress(kName, static_cast<double>(cls) / static_cast<double>(kCompactClasses));
  }
  if (progress) progress(kName, 1.0);
  return t;
}

std::vector<uint8_t> save_compact_optimal_table(const CompactOptimalTable& table) {
  return pack_table(kName, kCompactVersion, table.codes);
}

bool is_compact_optimal_blob(std::span<const uint8_t> bytes) { return table_name(bytes) == kName; }

Result<CompactOptimalTable> load_compact_optimal_table(std::span<const uint8_t> bytes) {
  CompactOptimalTable t = empty_table();
  auto payload = unpack_table(bytes, kName, kCompactVersion, code_bytes(t.entries()));
  if (!payload) return payload.error();
  t.codes.assign(payload.value().begin(), payload.value().end());
  if (t.code(0) != 0) return damaged_table(kName, "has its goal at a depth other than 0");
  return t;
}

}  // namespace cubelab::tables
