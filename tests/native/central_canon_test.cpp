// The central-cube cut of the QTM optimal search (core/solvers/common/central_canon.hpp): which cubes are
// central, and, by brute force over every short canonical sequence, that each family of equivalent
// sequences (rotations, the cube's symmetries, inversion) has exactly one canonical member, which
// the search's step-by-step cut never rejects. The families are built here from the moves alone
// (rotating, mapping each move, reversing), not from the predicate's block tables.
#include <gtest/gtest.h>

#include <array>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "core/model/cube_text.hpp"
#include "core/model/move.hpp"
#include "core/solvers/common/central_canon.hpp"
#include "core/solvers/common/symmetries.hpp"

namespace cubelab {
namespace {

CubieCube cube_of(const std::string& text) { return cube_from_text(text).value().cube; }

constexpr std::array<uint8_t, 12> kQuarterTurns = {0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17};

int face(int m) { return m / 3; }
int axis(int m) { return m / 3 % 3; }

// The search's canonical order, restated: a face at most twice in a row and twice only clockwise,
// opposite faces U R F before D L B.
bool follows(const std::vector<uint8_t>& s, int m) {
  if (s.empty()) return true;
  const int p = s.back();
  if (face(p) == face(m)) {
    const bool repeated = s.size() >= 2 && s[s.size() - 2] == p;
    return m == p && p % 3 == 0 && !repeated;
  }
  return !(axis(p) == axis(m) && face(m) < face(p));
}

// Every canonical sequence of n quarter turns.
void sequences(int n, std::vector<uint8_t>& s, std::vector<std::vector<uint8_t>>& out) {
  if (static_cast<int>(s.size()) == n) {
    out.push_back(s);
    return;
  }
  for (uint8_t m : kQuarterTurns)
    if (follows(s, m)) {
      s.push_back(m);
      sequences(n, s, out);
      s.pop_back();
    }
}

// Maximal runs of moves on one axis.
std::vector<std::vector<uint8_t>> runs(const std::vector<uint8_t>& s) {
  std::vector<std::vector<uint8_t>> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i == 0 || axis(s[i]) != axis(s[i - 1])) out.emplace_back();
    out.back().push_back(s[i]);
  }
  return out;
}

bool cyclically_reduced(const std::vector<uint8_t>& s) {
  const auto r = runs(s);
  return r.size() == 1 || axis(r.front()[0]) != axis(r.back()[0]);
}

// The canonical sequence with the same runs' net turns: each run's first face, then its opposite
// face, a net 1 as X, 2 as X X, 3 as X'.
std::vector<uint8_t> normalised(const std::vector<uint8_t>& s) {
  std::vector<uint8_t> out;
  for (const auto& run : runs(s)) {
    std::array<int, 6> net{};
    for (int m : run) net[face(m)] += m % 3 + 1;
    for (int f = 0; f < 6; ++f) {
      const int e = net[f] % 4;
      if (e == 1 || e == 2) out.push_back(static_cast<uint8_t>(f * 3));
      if (e == 2) out.push_back(static_cast<uint8_t>(f * 3));
      if (e == 3) out.push_back(static_cast<uint8_t>(f * 3 + 2));
    }
  }
  return out;
}

std::vector<uint8_t> blocks_of(const std::vector<uint8_t>& s) {
  std::vector<uint8_t> blocks;
  for (const auto& run : runs(s))
    blocks.push_back(static_cast<uint8_t>(block_of(run.data(), static_cast<int>(run.size()))));
  return blocks;
}

// The family of a cyclically reduced sequence: every rotation (by any number of moves), under
// every symmetry, and inverted when `inversion`, normalised; those cyclically reduced. (Kept as
// strings of move indices.)
std::set<std::string> family(const std::vector<uint8_t>& s, const std::vector<FaceTurnMap>& symmetries,
                             bool inversion) {
  std::set<std::string> out;
  const std::size_t n = s.size();
  for (std::size_t k = 0; k < n; ++k)
    for (const FaceTurnMap& map : symmetries)
      for (bool invert : {false, true}) {
        if (invert && !inversion) continue;
        std::vector<uint8_t> image(n);
        for (std::size_t i = 0; i < n; ++i) image[i] = map[s[(k + i) % n]];
        if (invert) {
          std::reverse(image.begin(), image.end());
          for (uint8_t& m : image) m = static_cast<uint8_t>(m - m % 3 + 2 - m % 3);  // X <-> X'
        }
        const std::vector<uint8_t> normal = normalised(image);
        if (normal.size() == n && cyclically_reduced(normal)) out.insert(std::string(normal.begin(), normal.end()));
      }
  return out;
}

// The search's cut, move by move as the search applies it: every move of s allowed.
bool path_keeps(const CentralCanon& canon, const std::vector<uint8_t>& s) {
  CanonPath path(canon);
  for (int g = 0; g < static_cast<int>(s.size()); ++g) {
    if (!(path.allowed(s.data(), g, static_cast<int>(s.size())) >> s[g] & 1)) return false;
    path.advance(s.data(), g);
  }
  return true;
}

struct Counts {
  int families = 0, kept = 0, reduced = 0;
};

// Over every canonical sequence of 1..max_length quarter turns: each family of cyclically reduced
// ones has exactly one member `canonical` accepts, and the search's cut keeps that member; a
// sequence that is not cyclically reduced is never kept as a whole.
Counts check_families(const std::vector<FaceTurnMap>& symmetries, bool inversion, int max_length) {
  const CentralCanon canon(symmetries, inversion);
  Counts counts;
  for (int n = 1; n <= max_length; ++n) {
    std::vector<std::vector<uint8_t>> all;
    std::vector<uint8_t> scratch;
    sequences(n, scratch, all);
    std::set<std::string> seen;
    for (const auto& s : all) {
      const bool kept = path_keeps(canon, s);
      counts.kept += kept;
      if (!cyclically_reduced(s)) {
        const std::vector<uint8_t> blocks = blocks_of(s);
        EXPECT_FALSE(kept) << "length " << n;
        EXPECT_FALSE(canon.canonical(blocks.data(), static_cast<int>(blocks.size()))) << "length " << n;
        continue;
      }
      ++counts.reduced;
      const std::string key(s.begin(), s.end());
      if (seen.count(key)) continue;
      const auto members = family(s, symmetries, inversion);
      EXPECT_TRUE(members.count(key));
      int canonical = 0;
      for (const std::string& text : members) {
        seen.insert(text);
        const std::vector<uint8_t> m(text.begin(), text.end());
        const std::vector<uint8_t> blocks = blocks_of(m);
        if (!canon.canonical(blocks.data(), static_cast<int>(blocks.size()))) continue;
        ++canonical;
        EXPECT_TRUE(path_keeps(canon, m)) << "length " << n << ": the canonical member is cut";
      }
      EXPECT_EQ(canonical, 1) << "length " << n;
      ++counts.families;
    }
  }
  return counts;
}

TEST(CentralCanonTest, OnlyTheSolvedCubeAndTheSuperflipAreCentral) {
  EXPECT_TRUE(is_central(CubieCube{}));
  EXPECT_TRUE(is_central(cube_of("superflip")));
  EXPECT_FALSE(is_central(apply_move(cube_of("superflip"), face_turn(0))));
  EXPECT_FALSE(is_central(cube_of("R' F R' B2 R F' R' B2 R2")));  // a corner 3-cycle
  EXPECT_FALSE(is_central(cube_of("U2 D2 F2 B2 L2 R2")));         // checkerboard
  EXPECT_FALSE(is_central(cube_of("superflip checkerboard")));
  EXPECT_FALSE(is_central(cube_of("R U R' U'")));
}

// The superflip's group: all 48 symmetries and inversion.
TEST(CentralCanonTest, EachFamilyHasOneCanonicalMemberTheCutKeeps) {
  const CubieCube superflip = cube_of("superflip");
  const auto symmetries = cube_symmetries(superflip);
  ASSERT_EQ(symmetries.size(), 48u);
  const Counts c = check_families(symmetries, (superflip * superflip).is_solved(), 6);
  std::cout << c.families << " families, " << c.reduced << " cyclically reduced sequences, " << c.kept << " kept\n";
  EXPECT_GT(c.families, 100);
  // The cut is not vacuous: far fewer sequences survive it than there are cyclically reduced ones.
  EXPECT_LT(c.kept * 20, c.reduced);
}

// Smaller groups (the cut takes whatever group the cube has): the four turns about U without
// inversion, and rotations alone.
TEST(CentralCanonTest, SmallerGroupsToo) {
  const auto about_u = cube_symmetries(cube_of("U"));
  ASSERT_EQ(about_u.size(), 4u);
  check_families(about_u, false, 5);
  FaceTurnMap identity{};
  for (int m = 0; m < kFaceTurns; ++m) identity[m] = static_cast<uint8_t>(m);
  const Counts c = check_families({identity}, false, 5);
  EXPECT_LT(c.kept, c.reduced);
}

}  // namespace
}  // namespace cubelab
