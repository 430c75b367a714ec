#include "tables/optimal.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <string>

#include "core/model/move.hpp"
#include "tables/blob.hpp"
#include "tables/coord.hpp"

namespace cubelab::tables {

namespace {

constexpr uint32_t kOptimalVersion = 1;
constexpr int kUnknownNibble = 15;
// Classes per unit of work in a pass: an even number, so that units start on a byte and threads
// writing their own units never share one (kTwists is odd).
constexpr int kClassesPerUnit = 64;
constexpr int kUnitsPerReport = 32;  // about 60 progress reports per depth on one thread

constexpr std::array<uint8_t, kFaceTurns> kAllFaceTurns = {0, 1,  2,  3,  4,  5,  6,  7,  8,
                                                           9, 10, 11, 12, 13, 14, 15, 16, 17};
constexpr std::array<uint8_t, kQuarterTurns> kAllQuarterTurns = {0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17};

// What a table's breadth-first search counts: face turns (HTM) or quarter turns (QTM). A QTM
// distance may exceed 14, the largest 4 bits hold beside "unknown": entries still unknown after
// depth 14 are left at 15, read as "at least 15" (a lower bound all the same).
struct Metric {
  const char* name;
  std::span<const uint8_t> moves;
  bool saturates;
};
constexpr Metric kHtm{"optimal", kAllFaceTurns, false};
constexpr Metric kQtm{"optimal-qtm", kAllQuarterTurns, true};

std::size_t nibble_bytes(std::size_t entries) { return (entries + 1) / 2; }

int flip_slice_conj(const SymConjugates& flip, const SymConjugates& slice, int fs, int s) {
  return flip.apply(fs / kSlices, s) * kSlices + slice.apply(fs % kSlices, s);
}

}  // namespace

void build_phase1_move_tables(MoveTable& twist_moves, MoveTable& flip_moves, MoveTable& slice_moves) {
  const std::span<const uint8_t> all(kAllFaceTurns);
  twist_moves = build_move_table("twist-move", kTwists, twist, Pieces::Corners, all);
  flip_moves = build_move_table("flip-move", kFlips, flip, Pieces::Edges, all);
  slice_moves = quotient_move_table(
      "slice-move", build_move_table("slice-sorted-move", kSliceSorted, slice_sorted, Pieces::Edges, all), kSlicePerms);
}

namespace {

// Everything but the entries: move tables, classes, conjugates (deterministic, a fraction of a second).
OptimalTable empty_table() {
  OptimalTable t;
  build_phase1_move_tables(t.twist, t.flip, t.slice);
  t.axes = build_optimal_axes();
  t.twist_conj = sym_conjugates(SymCoord::Twist);
  const SymConjugates flip_conj = sym_conjugates(SymCoord::Flip), slice_conj = sym_conjugates(SymCoord::Slice);
  constexpr uint32_t kUnassigned = 0xffffffff;
  t.class_sym.assign(kFlipSlices, kUnassigned);
  for (int v = 0; v < kFlipSlices; ++v) {
    if (t.class_sym[v] != kUnassigned) continue;
    const auto cls = static_cast<uint32_t>(t.classes());
    t.representative.push_back(static_cast<uint32_t>(v));
    uint8_t stabiliser = 0;
    for (int s = 0; s < kSyms; ++s) {
      const int w = flip_slice_conj(flip_conj, slice_conj, v, s);
      if (w == v) stabiliser = static_cast<uint8_t>(stabiliser | 1 << s);
      if (t.class_sym[w] == kUnassigned) t.class_sym[w] = cls * kSyms + static_cast<uint32_t>(s);
    }
    t.stabiliser.push_back(stabiliser);
  }
  return t;
}

// The entries while they are built: read and written by several threads, a byte at a time
// (through the compiler's atomic builtins: Emscripten's libc++ has no std::atomic_ref).
class Builder {
 public:
  Builder(OptimalTable& t, std::span<const uint8_t> moves) : t_(t), moves_(moves) {
    t_.nibbles.assign(nibble_bytes(t_.entries()), 0xff);
  }

  int get(std::size_t i) const { return __atomic_load_n(&t_.nibbles[i >> 1], __ATOMIC_RELAXED) >> ((i & 1) * 4) & 15; }
  // Sets entry i to `depth` if it is unknown; true if this call set it.
  bool set_if_unknown(std::size_t i, int depth) {
    uint8_t* byte = &t_.nibbles[i >> 1];
    const int shift = (i & 1) * 4;
    uint8_t old = __atomic_load_n(byte, __ATOMIC_RELAXED);
    for (;;) {
      if ((old >> shift & 15) != kUnknownNibble) return false;
      const auto now = static_cast<uint8_t>((old & ~(15 << shift)) | depth << shift);
      if (__atomic_compare_exchange_n(byte, &old, now, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) return true;
    }
  }

  // Where face turn m takes the representative of `cls` with twist `tw`.
  std::size_t child(int cls, int tw, int m) const {
    const uint32_t rep = t_.representative[cls];
    const int f = t_.flip.apply(static_cast<int>(rep / kSlices), m);
    const int sl = t_.slice.apply(static_cast<int>(rep % kSlices), m);
    const uint32_t cs = t_.class_sym[static_cast<std::size_t>(f) * kSlices + sl];
    return static_cast<std::size_t>(cs >> 3) * kTwists + t_.twist_conj.apply(t_.twist.apply(tw, m), cs & 7);
  }

  // Forward: every entry at d marks its unknown neighbours d + 1, and the neighbour's twists that
  // the class's stabiliser makes the same state up to symmetry.
  uint64_t expand(int cls, int d) {
    uint64_t added = 0;
    for (int tw = 0; tw < kTwists; ++tw) {
      if (get(static_cast<std::size_t>(cls) * kTwists + tw) != d) continue;
      for (uint8_t m : moves_) {
        const std::size_t i = child(cls, tw, m);
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
    for (int tw = 0; tw < kTwists; ++tw) {
      const std::size_t here = static_cast<std::size_t>(cls) * kTwists + tw;
      if (get(here) != kUnknownNibble) continue;
      for (uint8_t m : moves_)
        if (get(child(cls, tw, m)) == d) {
          set_if_unknown(here, d + 1);
          ++added;
          break;
        }
    }
    return added;
  }

 private:
  OptimalTable& t_;
  std::span<const uint8_t> moves_;
};

}  // namespace

std::size_t OptimalTable::entries() const { return representative.size() * static_cast<std::size_t>(kTwists); }

namespace {

OptimalTable build_table(const Metric& metric, const Progress& progress, int threads, const Parallel& parallel) {
  const char* kName = metric.name;
  OptimalTable t = empty_table();
  Builder builder(t, metric.moves);
  const std::size_t size = t.entries();
  builder.set_if_unknown(0, 0);  // flip 0, slice 0 is class 0's representative; twist 0
  std::size_t filled = 1, frontier = 1;
  const int units = (t.classes() + kClassesPerUnit - 1) / kClassesPerUnit;
  for (int d = 0; filled < size && d < kUnknownNibble - 1; ++d) {
    const bool backward = frontier > size - filled;
    std::atomic<int> next_unit{0};
    std::atomic<uint64_t> added{0};
    const bool one_thread = !(threads > 1 && parallel);
    const std::function<void()> job = [&] {
      uint64_t mine = 0;
      for (int u; (u = next_unit.fetch_add(1)) < units;) {
        const int end = std::min(t.classes(), (u + 1) * kClassesPerUnit);
        for (int cls = u * kClassesPerUnit; cls < end; ++cls)
          mine += backward ? builder.reach(cls, d) : builder.expand(cls, d);
        // On one thread (the page's worker) a depth takes up to minutes: report within it too, so
        // the progress bar moves and the page knows the build is alive. (Threads report per depth:
        // progress is called on the caller's thread only.)
        if (one_thread && progress && u % kUnitsPerReport == kUnitsPerReport - 1)
          progress(kName, static_cast<double>(filled + mine) / static_cast<double>(size));
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
    if (added == 0) break;  // HTM: cannot happen, every entry is reachable
  }
  return t;
}

Result<OptimalTable> load_table(const Metric& metric, std::span<const uint8_t> bytes) {
  const std::string name = metric.name;
  OptimalTable t = empty_table();
  auto payload = unpack_table(bytes, name, kOptimalVersion, nibble_bytes(t.entries()));
  if (!payload) return payload.error();
  t.nibbles.assign(payload.value().begin(), payload.value().end());
  if (t.entry(0) != 0) return damaged_table(name, "has its goal at a depth other than 0");
  if (!metric.saturates && has_unknown_entry(t.nibbles)) return damaged_table(name, "has an entry out of range");
  return t;
}

}  // namespace

OptimalTable build_optimal_table(const Progress& progress, int threads, const Parallel& parallel) {
  return build_table(kHtm, progress, threads, parallel);
}

OptimalTable build_optimal_qtm_table(const Progress& progress, int threads, const Parallel& parallel) {
  return build_table(kQtm, progress, threads, parallel);
}

std::vector<uint8_t> save_optimal_table(const OptimalTable& table) {
  return pack_table(kHtm.name, kOptimalVersion, table.nibbles);
}

std::vector<uint8_t> save_optimal_qtm_table(const OptimalTable& table) {
  return pack_table(kQtm.name, kOptimalVersion, table.nibbles);
}

// Eight bytes at a time: a nibble is 15 when its four bits are all set (the page loads the table in
// each of its workers; entry by entry this scan was a third of a load).
bool has_unknown_entry(std::span<const uint8_t> nibbles) {
  static_assert(kUnknownNibble == 15);
  std::size_t i = 0;
  for (; i + 8 <= nibbles.size(); i += 8) {
    uint64_t w = 0;
    std::memcpy(&w, nibbles.data() + i, 8);
    if (w & w >> 1 & w >> 2 & w >> 3 & 0x1111111111111111ULL) return true;
  }
  for (; i < nibbles.size(); ++i)
    if ((nibbles[i] & 15) == 15 || nibbles[i] >> 4 == 15) return true;
  return false;
}

Result<OptimalTable> load_optimal_table(std::span<const uint8_t> bytes) { return load_table(kHtm, bytes); }

Result<OptimalTable> load_optimal_qtm_table(std::span<const uint8_t> bytes) { return load_table(kQtm, bytes); }

}  // namespace cubelab::tables
