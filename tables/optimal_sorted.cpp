#include "tables/optimal_sorted.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>

#include "core/model/move.hpp"
#include "tables/coord.hpp"

namespace cubelab::tables {

namespace {

constexpr char kName[] = "optimal-sorted";
constexpr int kUnknown = 15;
constexpr int kFirstSliceEdge = 8;  // FR FL BL BR are edges 8..11
// Classes per unit of work in a pass: even, so that units start on a byte and threads writing
// their own units never share one (kTwists is odd).
constexpr int kClassesPerUnit = 256;

constexpr std::array<uint8_t, kFaceTurns> kAllFaceTurns = {0, 1,  2,  3,  4,  5,  6,  7,  8,
                                                           9, 10, 11, 12, 13, 14, 15, 16, 17};

constexpr int binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  int r = 1;
  for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
  return r;
}

// The value of S^-1 * X * S for symmetry s (as tables/two_phase_sym.cpp conjugates).
CubieCube conjugated(const CubieCube& x, int s) {
  const CubieCube turned = sym_cube(s % kRotations) * x * sym_cube(s % kRotations);
  return s < kRotations ? turned : mirrored(turned);
}

// One cube for every sorted-slice value: the E-slice edges on each set of four places, in each order.
std::vector<CubieCube> slice_sorted_cubes() {
  std::vector<CubieCube> cubes(kSliceSorted);
  std::array<uint8_t, 4> order = {0, 1, 2, 3};
  do {
    for (unsigned places = 0; places < (1u << kEdges); ++places) {
      if (std::popcount(places) != 4) continue;
      CubieCube c;
      int next_slice = 0;
      uint8_t other = 0;
      for (int p = 0; p < kEdges; ++p)
        c.ep[p] = (places >> p & 1) ? static_cast<uint8_t>(kFirstSliceEdge + order[next_slice++]) : other++;
      cubes[slice_sorted(c)] = c;
    }
  } while (std::next_permutation(order.begin(), order.end()));
  return cubes;
}

// The entries while they are built: read and written by several threads a byte at a time.
class Builder {
 public:
  explicit Builder(OptimalSortedTable& t) : t_(t) { t_.nibbles.assign((t_.entries() + 1) / 2, 0xff); }

  int get(std::size_t i) const { return __atomic_load_n(&t_.nibbles[i >> 1], __ATOMIC_RELAXED) >> ((i & 1) * 4) & 15; }
  bool set_if_unknown(std::size_t i, int depth) {
    uint8_t* byte = &t_.nibbles[i >> 1];
    const int shift = (i & 1) * 4;
    uint8_t old = __atomic_load_n(byte, __ATOMIC_RELAXED);
    for (;;) {
      if ((old >> shift & 15) != kUnknown) return false;
      const auto now = static_cast<uint8_t>((old & ~(15 << shift)) | depth << shift);
      if (__atomic_compare_exchange_n(byte, &old, now, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) return true;
    }
  }

  // The class-and-symmetry of the representative of `cls` after face turn m, for every m.
  void neighbours(int cls, std::array<uint32_t, kFaceTurns>& out) const {
    const uint32_t rep = t_.representative[cls];
    for (int m = 0; m < kFaceTurns; ++m) {
      const int f = t_.flip.apply(static_cast<int>(rep / kSliceSorted), m);
      const int sl = t_.slice_sorted.apply(static_cast<int>(rep % kSliceSorted), m);
      out[m] = t_.class_sym[static_cast<std::size_t>(f) * kSliceSorted + sl];
    }
  }
  std::size_t child(uint32_t cs, int tw, int m) const {
    return static_cast<std::size_t>(cs >> 3) * kTwists + t_.twist_conj.apply(t_.twist.apply(tw, m), cs & 7);
  }

  // Forward: every entry at d marks its unknown neighbours d + 1 (and the twists the neighbour's
  // stabiliser makes the same state up to symmetry).
  uint64_t expand(int cls, int d) {
    uint64_t added = 0;
    std::array<uint32_t, kFaceTurns> next{};
    bool have_next = false;
    for (int tw = 0; tw < kTwists; ++tw) {
      if (get(static_cast<std::size_t>(cls) * kTwists + tw) != d) continue;
      if (!have_next) neighbours(cls, next), have_next = true;
      for (int m = 0; m < kFaceTurns; ++m) {
        const std::size_t i = child(next[m], tw, m);
        if (!set_if_unknown(i, d + 1)) continue;
        ++added;
        const std::size_t row = i / kTwists;
        const int column = static_cast<int>(i % kTwists), stabiliser = t_.stabiliser[row];
        for (int s = 1; s < kSyms; ++s)
          if ((stabiliser >> s & 1) && set_if_unknown(row * kTwists + t_.twist_conj.apply(column, s), d + 1)) ++added;
      }
    }
    return added;
  }

  // Backward: an unknown entry with a neighbour at d is at d + 1 (only this unit's thread writes it).
  uint64_t reach(int cls, int d) {
    uint64_t added = 0;
    std::array<uint32_t, kFaceTurns> next{};
    bool have_next = false;
    for (int tw = 0; tw < kTwists; ++tw) {
      const std::size_t here = static_cast<std::size_t>(cls) * kTwists + tw;
      if (get(here) != kUnknown) continue;
      if (!have_next) neighbours(cls, next), have_next = true;
      for (int m = 0; m < kFaceTurns; ++m)
        if (get(child(next[m], tw, m)) == d) {
          set_if_unknown(here, d + 1);
          ++added;
          break;
        }
    }
    return added;
  }

 private:
  OptimalSortedTable& t_;
};

}  // namespace

SymConjugates slice_sorted_conjugates() {
  SymConjugates c{kSliceSorted, {}};
  c.conj.resize(static_cast<std::size_t>(kSliceSorted) * kSyms);
  const std::vector<CubieCube> cubes = slice_sorted_cubes();
  for (int v = 0; v < kSliceSorted; ++v)
    for (int s = 0; s < kSyms; ++s)
      c.conj[static_cast<std::size_t>(v) * kSyms + s] = static_cast<uint16_t>(slice_sorted(conjugated(cubes[v], s)));
  return c;
}

int packed_slice_sorted(const PackedPieces& p) {
  int combination = 0, seen = 0;
  std::array<uint8_t, 4> order{};
  for (int place = kEdges - 1; place >= 0; --place) {
    const int edge = p.e[place] >> 1;
    if (edge < kFirstSliceEdge) continue;
    combination += binomial(kEdges - 1 - place, seen + 1);
    order[3 - seen] = static_cast<uint8_t>(edge - kFirstSliceEdge);
    ++seen;
  }
  return combination * kSlicePerms + permutation_rank(order, 0, 4);
}

OptimalSortedTable empty_optimal_sorted_table() {
  OptimalSortedTable t;
  const std::span<const uint8_t> all(kAllFaceTurns);
  t.twist = build_move_table("twist-move", kTwists, twist, Pieces::Corners, all);
  t.flip = build_move_table("flip-move", kFlips, flip, Pieces::Edges, all);
  t.slice_sorted = build_move_table("slice-sorted-move", kSliceSorted, slice_sorted, Pieces::Edges, all);
  t.axes = build_optimal_axes();
  t.twist_conj = sym_conjugates(SymCoord::Twist);
  const SymConjugates flip_conj = sym_conjugates(SymCoord::Flip), slice_conj = slice_sorted_conjugates();
  constexpr uint32_t kUnassigned = 0xffffffff;
  t.class_sym.assign(kFlipSlicesSorted, kUnassigned);
  for (int v = 0; v < kFlipSlicesSorted; ++v) {
    if (t.class_sym[v] != kUnassigned) continue;
    const auto cls = static_cast<uint32_t>(t.classes());
    t.representative.push_back(static_cast<uint32_t>(v));
    uint8_t stabiliser = 0;
    for (int s = 0; s < kSyms; ++s) {
      const int w = flip_conj.apply(v / kSliceSorted, s) * kSliceSorted + slice_conj.apply(v % kSliceSorted, s);
      if (w == v) stabiliser = static_cast<uint8_t>(stabiliser | 1 << s);
      if (t.class_sym[w] == kUnassigned) t.class_sym[w] = cls * kSyms + static_cast<uint32_t>(s);
    }
    t.stabiliser.push_back(stabiliser);
  }
  return t;
}

OptimalSortedTable build_optimal_sorted_table(const Progress& progress, int threads, const Parallel& parallel) {
  OptimalSortedTable t = empty_optimal_sorted_table();
  Builder builder(t);
  const std::size_t size = t.entries();
  builder.set_if_unknown(0, 0);  // flip 0, slice_sorted 0 is class 0's representative; twist 0
  std::size_t filled = 1, frontier = 1;
  const int units = (t.classes() + kClassesPerUnit - 1) / kClassesPerUnit;
  // Entries still unknown after depth kUnknown - 1 keep the value 15: "at least 15".
  for (int d = 0; filled < size && d < kUnknown - 1; ++d) {
    const bool backward = frontier > size - filled;
    std::atomic<int> next_unit{0};
    std::atomic<uint64_t> added{0};
    const std::function<void()> job = [&] {
      uint64_t mine = 0;
      for (int u; (u = next_unit.fetch_add(1)) < units;) {
        const int end = std::min(t.classes(), (u + 1) * kClassesPerUnit);
        for (int cls = u * kClassesPerUnit; cls < end; ++cls)
          mine += backward ? builder.reach(cls, d) : builder.expand(cls, d);
      }
      added += mine;
    };
    if (threads > 1 && parallel)
      parallel(threads, job);
    else
      job();
    filled += added;
    frontier = added;
    if (progress) progress(kName, static_cast<double>(filled) / static_cast<double>(size));
    if (added == 0) break;
  }
  t.view = t.nibbles;
  return t;
}

Result<bool> set_optimal_sorted_view(OptimalSortedTable& table, std::span<const uint8_t> bytes) {
  if (bytes.size() != (table.entries() + 1) / 2)
    return Error{"table 'optimal-sorted': " + std::to_string(bytes.size()) + " bytes, expected " +
                     std::to_string((table.entries() + 1) / 2),
                 0};
  table.view = bytes;
  if (table.distance(0, 0, 0) != 0) return Error{"table 'optimal-sorted': the goal is not at depth 0", 0};
  return true;
}

Result<bool> set_optimal_sorted_entries(OptimalSortedTable& table, std::vector<uint8_t> nibbles) {
  table.nibbles = std::move(nibbles);
  return set_optimal_sorted_view(table, table.nibbles);
}

std::vector<uint64_t> optimal_sorted_histogram(const OptimalSortedTable& table) {
  std::vector<uint64_t> count(16, 0);
  for (std::size_t i = 0; i < table.entries(); ++i) ++count[table.entry(i)];
  return count;
}

}  // namespace cubelab::tables
