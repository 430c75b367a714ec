// Counting canonical sequences and distinct positions by depth checks the move definitions against
// published figures (tests/data/canonical-sequences.tsv).
#include <gtest/gtest.h>

#include <cstdint>
#include <unordered_set>
#include <vector>

#include "core/model/move.hpp"
#include "test_data.hpp"

namespace cubelab {
namespace {

struct Key {
  uint64_t corners = 0, edges = 0;
  bool operator==(const Key&) const = default;
};
struct KeyHash {
  std::size_t operator()(const Key& k) const { return k.corners * 0x9E3779B97F4A7C15ULL ^ k.edges; }
};

Key key_of(const CubieCube& c) {
  Key k;
  for (int i = 0; i < kCorners; ++i) k.corners = k.corners << 5 | c.cp[i] << 2 | c.co[i];
  for (int i = 0; i < kEdges; ++i) k.edges = k.edges << 5 | c.ep[i] << 1 | c.eo[i];
  return k;
}

std::vector<uint64_t> reference(const char* column, int max_depth) {
  std::vector<uint64_t> values;
  for (const auto& row : testing::read_tsv("canonical-sequences.tsv")) {
    if (std::stoi(row.at("d")) > max_depth) break;
    values.push_back(std::stoull(row.at(column)));
  }
  return values;
}

// Number of canonical sequences of each length, by dynamic programming over the last face.
std::vector<uint64_t> count_canonical(int max_depth) {
  std::vector<uint64_t> counts{1};
  std::vector<uint64_t> ending(kFaces + 1, 0);  // index 6: the empty sequence
  ending[kFaces] = 1;
  for (int d = 1; d <= max_depth; ++d) {
    std::vector<uint64_t> next(kFaces + 1, 0);
    for (int prev = 0; prev <= kFaces; ++prev)
      for (int face = 0; face < kFaces; ++face)
        if (canonical_after(prev == kFaces ? -1 : prev, face)) next[face] += 3 * ending[prev];
    ending = next;
    uint64_t total = 0;
    for (uint64_t n : ending) total += n;
    counts.push_back(total);
  }
  return counts;
}

// Number of positions at exactly each distance, by breadth-first search over face turns.
std::vector<uint64_t> count_positions(int max_depth) {
  std::unordered_set<Key, KeyHash> seen{key_of(CubieCube{})};
  std::vector<CubieCube> frontier{CubieCube{}};
  std::vector<uint64_t> counts{1};
  for (int d = 1; d <= max_depth; ++d) {
    std::vector<CubieCube> next;
    for (const CubieCube& c : frontier)
      for (int m = 0; m < kFaceTurns; ++m) {
        const CubieCube n = apply_move(c, face_turn(m));
        if (seen.insert(key_of(n)).second) next.push_back(n);
      }
    counts.push_back(next.size());
    frontier = std::move(next);
  }
  return counts;
}

TEST(Counting, CanonicalSequencesMatchThePublishedCounts) {
  const auto expected = reference("canonical", 10);
  ASSERT_EQ(expected.size(), 11u);
  EXPECT_EQ(count_canonical(10), expected);
}

TEST(Counting, DistinctPositionsToDepthFiveMatchThePublishedCounts) {
  const auto expected = reference("positions", 5);
  ASSERT_EQ(expected.size(), 6u);
  EXPECT_EQ(expected.back(), 574908u);
  EXPECT_EQ(count_positions(5), expected);
}

}  // namespace
}  // namespace cubelab
