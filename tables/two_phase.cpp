#include "tables/two_phase.hpp"

#include <cstring>
#include <optional>
#include <utility>

#include "core/model/move.hpp"
#include "tables/blob.hpp"
#include "tables/coord.hpp"

namespace cubelab::tables {

namespace {

constexpr uint32_t kPruneTableVersion = 1;
// 2: symmetry-reduced phase-1 tables; 3: edge-corners table; 4: symmetry-reduced phase-2 tables
constexpr uint32_t kBundleVersion = 4;
constexpr uint8_t kUnknownPrune = 255;
constexpr std::array<uint8_t, kFaceTurns> kAllFaceTurns = {0, 1,  2,  3,  4,  5,  6,  7,  8,
                                                           9, 10, 11, 12, 13, 14, 15, 16, 17};

}  // namespace

// Each depth is one pass over the table: forward (expand the entries at depth d) while the
// frontier is small, backward (an unknown entry with a neighbour at depth d is at d + 1) once most
// entries are known, which is when forward passes would mostly hit known entries. Backward works
// because the move set is closed under inverses.
PruneTable build_prune_table(std::string name, const MoveTable& rows, const MoveTable& columns) {
  PruneTable table{std::move(name), rows.size, columns.size, {}};
  const std::size_t size = static_cast<std::size_t>(rows.size) * columns.size;
  table.depth.assign(size, kUnknownPrune);
  table.depth[0] = 0;
  std::size_t filled = 1, frontier = 1;
  for (uint8_t d = 0; filled < size; ++d) {
    const bool backward = frontier > size - filled;
    const uint8_t from = backward ? kUnknownPrune : d;
    std::size_t added = 0;
    for (int r = 0; r < rows.size; ++r) {
      for (int c = 0; c < columns.size; ++c) {
        uint8_t& here = table.depth[static_cast<std::size_t>(r) * columns.size + c];
        if (here != from) continue;
        for (int m = 0; m < rows.moves; ++m) {
          uint8_t& next = table.depth[static_cast<std::size_t>(rows.apply(r, m)) * columns.size + columns.apply(c, m)];
          if (backward) {
            if (next != d) continue;
            here = static_cast<uint8_t>(d + 1);
            ++added;
            break;
          }
          if (next != kUnknownPrune) continue;
          next = static_cast<uint8_t>(d + 1);
          ++added;
        }
      }
    }
    filled += added;
    frontier = added;
    if (added == 0) break;  // the rest is never reached (255): stop rather than loop for ever
  }
  return table;
}

MoveTable phase2_columns(const MoveTable& all_moves, std::string name) {
  MoveTable table{std::move(name), all_moves.size, kPhase2Moves, {}};
  table.next.resize(static_cast<std::size_t>(table.size) * kPhase2Moves);
  for (int v = 0; v < table.size; ++v)
    for (int m = 0; m < kPhase2Moves; ++m)
      table.next[static_cast<std::size_t>(v) * kPhase2Moves + m] =
          static_cast<uint16_t>(all_moves.apply(v, kPhase2FaceTurns[m]));
  return table;
}

namespace {

int slice_perm_coord(const CubieCube& c) { return slice_sorted(c); }  // < 24 in phase 2

int u_corner_places_coord(const CubieCube& c) { return u_corner_places(c); }

// Follows the phase-2 moves from solved in both tables at once (every corner perm is reached).
std::vector<uint8_t> u_corners_of_corner_perm(const MoveTable& corner_perm, const MoveTable& u_corner_places) {
  std::vector<uint8_t> places(static_cast<std::size_t>(corner_perm.size), kUnknownPrune);
  std::vector<int> queue = {0};
  places[0] = 0;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const int cp = queue[i];
    for (int m = 0; m < kPhase2Moves; ++m) {
      const int next = corner_perm.apply(cp, kPhase2FaceTurns[m]);
      if (places[next] != kUnknownPrune) continue;
      places[next] = static_cast<uint8_t>(u_corner_places.apply(places[cp], m));
      queue.push_back(next);
    }
  }
  return places;
}

// Per class and phase-2 move, the class and symmetry of representative * move.
std::vector<uint16_t> class_moves(const SymClasses& classes, const MoveTable& moves, bool face_turn_indexed) {
  std::vector<uint16_t> next(static_cast<std::size_t>(classes.classes()) * kPhase2Moves);
  for (int c = 0; c < classes.classes(); ++c)
    for (int m = 0; m < kPhase2Moves; ++m)
      next[static_cast<std::size_t>(c) * kPhase2Moves + m] =
          classes.class_sym[moves.apply(classes.representative[c], face_turn_indexed ? kPhase2FaceTurns[m] : m)];
  return next;
}

// The tables derived from the others after a build or a load (see TwoPhaseTables).
void derive_tables(TwoPhaseTables& t) {
  t.u_corners_of_corner_perm = u_corners_of_corner_perm(t.corner_perm, t.u_corner_places);
  t.corner_class_moves = class_moves(t.corner_slice.a_classes, t.corner_perm, true);
  t.edge_class_moves = class_moves(t.edge_slice.a_classes, t.ud_edge_perm, false);
  t.u_corners_of_corner_class.clear();
  for (uint16_t representative : t.corner_slice.a_classes.representative)
    t.u_corners_of_corner_class.push_back(t.u_corners_of_corner_perm[representative]);
}

void report_two_phase(const Progress& progress, double fraction) {
  if (progress) progress("two-phase", fraction);
}

}  // namespace

std::vector<uint64_t> depth_counts(const PruneTable& table) {
  std::vector<uint64_t> counts;
  for (uint8_t d : table.depth) {
    if (d >= counts.size()) counts.resize(d + 1, 0);
    ++counts[d];
  }
  return counts;
}

TwoPhaseTables build_two_phase_tables(const Progress& progress, TwoPhaseTableSet set) {
  TwoPhaseTables t;
  const std::span<const uint8_t> all(kAllFaceTurns), phase2(kPhase2FaceTurns);
  report_two_phase(progress, 0.0);
  t.twist = build_move_table("twist-move", kTwists, twist, Pieces::Corners, all);
  t.flip = build_move_table("flip-move", kFlips, flip, Pieces::Edges, all);
  t.slice_sorted = build_move_table("slice-sorted-move", kSliceSorted, slice_sorted, Pieces::Edges, all);
  t.slice = quotient_move_table("slice-move", t.slice_sorted, kSlicePerms);
  report_two_phase(progress, 0.05);
  t.corner_perm = build_move_table("corner-perm-move", kCornerPerms, corner_perm, Pieces::Corners, all);
  report_two_phase(progress, 0.2);
  t.ud_edge_perm = build_move_table("ud-edge-perm-move", kUdEdgePerms, ud_edge_perm, Pieces::Edges, phase2);
  t.slice_perm = build_move_table("slice-perm-move", kSlicePerms, slice_perm_coord, Pieces::Edges, phase2);
  t.u_corner_places =
      build_move_table("u-corner-places-move", kUCornerPlaces, u_corner_places_coord, Pieces::Corners, phase2);
  report_two_phase(progress, 0.3);
  t.twist_slice = build_sym_prune_table("twist-slice-sym-prune", SymCoord::Twist, t.twist, SymCoord::Slice, t.slice);
  report_two_phase(progress, 0.45);
  t.flip_slice = build_sym_prune_table("flip-slice-sym-prune", SymCoord::Flip, t.flip, SymCoord::Slice, t.slice);
  if (set == TwoPhaseTableSet::Full)
    t.twist_flip = build_sym_prune_table("twist-flip-sym-prune", SymCoord::Twist, t.twist, SymCoord::Flip, t.flip);
  report_two_phase(progress, 0.55);
  const MoveTable corner_perm2 = phase2_columns(t.corner_perm, "corner-perm-p2");
  const SymConjugates corners = sym_conjugates_along(corner_perm2), edges = sym_conjugates_along(t.ud_edge_perm),
                      slice_perms = sym_conjugates_along(t.slice_perm),
                      u_corners = sym_conjugates_along(t.u_corner_places);
  t.corner_slice = build_sym_prune_table("corner-slice-sym-prune", corners, corner_perm2, slice_perms, t.slice_perm);
  report_two_phase(progress, 0.65);
  t.edge_slice = build_sym_prune_table("edge-slice-sym-prune", edges, t.ud_edge_perm, slice_perms, t.slice_perm);
  report_two_phase(progress, 0.75);
  t.edge_corners = build_sym_prune_table("edge-corners-sym-prune", edges, t.ud_edge_perm, u_corners, t.u_corner_places);
  derive_tables(t);
  report_two_phase(progress, 1.0);
  return t;
}

std::vector<uint8_t> save_prune_table(const PruneTable& table) {
  return pack_table(table.name, kPruneTableVersion, table.depth);
}

Result<PruneTable> load_prune_table(std::span<const uint8_t> bytes, const std::string& name, int rows, int columns,
                                    Checksum sum) {
  const std::size_t entries = static_cast<std::size_t>(rows) * columns;
  auto payload = unpack_table(bytes, name, kPruneTableVersion, entries, sum);
  if (!payload) return payload.error();
  PruneTable table{name, rows, columns, std::vector<uint8_t>(payload.value().begin(), payload.value().end())};
  if (table.depth[0] != 0) return damaged_table(name, "has its goal at a depth other than 0");
  return table;
}

namespace {

// Which phase-2 symmetry-reduced table a part is: its coordinates' move tables (loaded before it).
enum class Phase2Sym { None, CornerSlice, EdgeSlice, EdgeCorners };

// The bundle's tables in a fixed order, with what load expects of each.
struct Part {
  MoveTable* move = nullptr;
  std::string name;
  int size = 0, columns = 0;  // move table: values, moves; phase-2 table: classes, columns
  SymPruneTable* sym = nullptr;
  SymCoord a = SymCoord::Twist, b = SymCoord::Slice;  // phase-1 symmetry-reduced table: its coordinates
  Phase2Sym phase2 = Phase2Sym::None;
  std::size_t blob_bytes() const {
    if (phase2 != Phase2Sym::None) return sym_prune_blob_bytes(size, columns);
    if (sym) return sym_prune_blob_bytes(a, b);
    return kHeaderBytes + static_cast<std::size_t>(size) * columns * sizeof(uint16_t);
  }
};

std::vector<Part> parts_of(TwoPhaseTables& t, bool full) {
  std::vector<Part> parts = {
      {&t.twist, "twist-move", kTwists, kFaceTurns},
      {&t.flip, "flip-move", kFlips, kFaceTurns},
      {&t.slice_sorted, "slice-sorted-move", kSliceSorted, kFaceTurns},
      {&t.slice, "slice-move", kSlices, kFaceTurns},
      {&t.corner_perm, "corner-perm-move", kCornerPerms, kFaceTurns},
      {&t.ud_edge_perm, "ud-edge-perm-move", kUdEdgePerms, kPhase2Moves},
      {&t.slice_perm, "slice-perm-move", kSlicePerms, kPhase2Moves},
      {&t.u_corner_places, "u-corner-places-move", kUCornerPlaces, kPhase2Moves},
      {nullptr, "twist-slice-sym-prune", 0, 0, &t.twist_slice, SymCoord::Twist, SymCoord::Slice},
      {nullptr, "flip-slice-sym-prune", 0, 0, &t.flip_slice, SymCoord::Flip, SymCoord::Slice},
      {nullptr,
       "corner-slice-sym-prune",
       kCornerPermClasses,
       kSlicePerms,
       &t.corner_slice,
       {},
       {},
       Phase2Sym::CornerSlice},
      {nullptr, "edge-slice-sym-prune", kUdEdgePermClasses, kSlicePerms, &t.edge_slice, {}, {}, Phase2Sym::EdgeSlice},
      {nullptr,
       "edge-corners-sym-prune",
       kUdEdgePermClasses,
       kUCornerPlaces,
       &t.edge_corners,
       {},
       {},
       Phase2Sym::EdgeCorners},
  };
  if (full) parts.push_back({nullptr, "twist-flip-sym-prune", 0, 0, &t.twist_flip, SymCoord::Twist, SymCoord::Flip});
  return parts;
}

const char* bundle_name(bool full) { return full ? "two-phase" : "two-phase-compact"; }

}  // namespace

std::vector<uint8_t> save_two_phase_tables(const TwoPhaseTables& tables) {
  TwoPhaseTables& t = const_cast<TwoPhaseTables&>(tables);  // parts_of only reads through these
  const bool full = !t.twist_flip.nibbles.empty();
  std::vector<uint8_t> payload;
  std::size_t total = 0;
  for (const Part& p : parts_of(t, full)) total += p.blob_bytes();
  payload.reserve(total);  // one allocation: in WASM, every regrowth can grow the heap for good
  for (const Part& p : parts_of(t, full)) {
    const std::vector<uint8_t> blob = p.move ? save_move_table(*p.move) : save_sym_prune_table(*p.sym);
    payload.insert(payload.end(), blob.begin(), blob.end());
  }
  return pack_table(bundle_name(full), kBundleVersion, payload);
}

namespace {

// The conjugates of the phase-2 coordinates, from the bundle's own move tables (see
// sym_conjugates_along), made once for the three tables that use them.
struct Phase2Conjugates {
  std::optional<SymConjugates> corners, edges, slice_perms, u_corners;
};

// A phase-2 table of the bundle. Its move tables come before it and are checked (every entry in
// range), so the conjugates are in range whatever the bytes; a damaged move table can give other
// classes than a built one, and then the table's size (from kCornerPermClasses or
// kUdEdgePermClasses) is not the one its classes need: an error.
Result<SymPruneTable> load_phase2_table(std::span<const uint8_t> blob, const Part& p, const TwoPhaseTables& t,
                                        Phase2Conjugates& c) {
  if (!c.corners) {
    c.corners = sym_conjugates_along(phase2_columns(t.corner_perm, "corner-perm-p2"));
    c.edges = sym_conjugates_along(t.ud_edge_perm);
    c.slice_perms = sym_conjugates_along(t.slice_perm);
    c.u_corners = sym_conjugates_along(t.u_corner_places);
  }
  const SymConjugates& a = p.phase2 == Phase2Sym::CornerSlice ? *c.corners : *c.edges;
  const SymConjugates& b = p.phase2 == Phase2Sym::EdgeCorners ? *c.u_corners : *c.slice_perms;
  return load_sym_prune_table(blob, p.name, a, b, Checksum::already_verified);
}

Result<TwoPhaseTables> load_set(std::span<const uint8_t> bytes, bool full) {
  TwoPhaseTables t;
  Phase2Conjugates conjugates;
  const std::vector<Part> parts = parts_of(t, full);
  std::vector<std::size_t> sizes;
  for (const Part& p : parts) sizes.push_back(p.blob_bytes());
  std::size_t total = 0;
  for (std::size_t size : sizes) total += size;
  auto payload = unpack_table(bytes, bundle_name(full), kBundleVersion, total);
  if (!payload) return payload.error();
  // The bundle's checksum covers every part: each part's header is checked, not summed again.
  constexpr Checksum kSummed = Checksum::already_verified;
  std::size_t offset = 0;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const Part& p = parts[i];
    const auto blob = payload.value().subspan(offset, sizes[i]);
    offset += sizes[i];
    if (p.move) {
      auto table = load_move_table(blob, p.name, p.size, p.columns, kSummed);
      if (!table) return table.error();
      *p.move = std::move(table).value();
    } else if (p.phase2 == Phase2Sym::None) {
      auto table = load_sym_prune_table(blob, p.name, p.a, p.b, kSummed);
      if (!table) return table.error();
      *p.sym = std::move(table).value();
    } else {
      auto table = load_phase2_table(blob, p, t, conjugates);
      if (!table) return table.error();
      *p.sym = std::move(table).value();
    }
  }
  derive_tables(t);
  return t;
}

}  // namespace

Result<TwoPhaseTables> load_two_phase_tables(std::span<const uint8_t> bytes) {
  // Bytes named as anything but the compact set are read as the full set, whose complaint names a
  // foreign table; the compact set (what the page caches) reads the rest and reports their damage.
  const auto name = table_name(bytes);
  return load_set(bytes, name && *name != bundle_name(false));
}

}  // namespace cubelab::tables
