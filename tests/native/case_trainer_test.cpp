// The case trainer's core: case scrambles (every case of every set, every F2L slot, 50 seeds each)
// leave their case, which the library's algorithm after a U turn then does, as read from the
// stickers; the U turns the core finds around any library algorithm on those scrambles; checks of a
// learner's algorithm; mirrors. Steps are judged from the facelet string, not from the core's
// predicates.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/model/facelets.hpp"
#include "core/model/orientation.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/common/predicates.hpp"
#include "core/study/case_trainer.hpp"
#include "shared_tables.hpp"
#include "test_common.hpp"

namespace cubelab {
namespace {

using testing::kAllSets;
constexpr int kSeedsPerCase = 50;

Alg parsed(const std::string& text) {
  auto alg = parse_alg(text);
  EXPECT_TRUE(alg.ok()) << text;
  return alg ? alg.value() : Alg{};
}

// The cube after `text` (rotations allowed), turned back as a whole so that its centres are home.
CubieCube apply_text(const CubieCube& cube, const std::string& text) {
  const CubieCube after = apply_alg(cube, parsed(text));
  return after * orientation_of(after).state.inverse();
}

const char* u_text(int q) {
  static constexpr const char* kText[4] = {"", "U", "U2", "U'"};
  return kText[q & 3];
}

// Sticker checks, faces U R F D L B at 0, 9, 18, 27, 36, 45; rows read from the top of side faces.
bool face_rows_home(const std::string& f, int face, int first, int last) {
  for (int i = first; i <= last; ++i)
    if (f[face * 9 + i] != f[face * 9 + 4]) return false;
  return true;
}
bool first_two_layers(const std::string& f) {
  if (!face_rows_home(f, 3, 0, 8)) return false;
  for (int face : {1, 2, 4, 5})
    if (!face_rows_home(f, face, 3, 8)) return false;
  return true;
}
bool u_edges_up(const std::string& f) { return f[1] == 'U' && f[3] == 'U' && f[5] == 'U' && f[7] == 'U'; }
bool u_all_up(const std::string& f) { return face_rows_home(f, 0, 0, 8); }
bool u_corners_placed(const std::string& f) {
  for (int face : {1, 2, 4, 5})
    if (f[face * 9] != f[face * 9 + 4] || f[face * 9 + 2] != f[face * 9 + 4]) return false;
  return true;
}

bool step_done_by_stickers(CaseSet set, const CubieCube& cube) {
  const std::string f = to_facelet_string(cube);
  switch (set) {
    case CaseSet::F2L:
      return first_two_layers(f);
    case CaseSet::OLLEdges:
      return first_two_layers(f) && u_edges_up(f);
    case CaseSet::OLL:
    case CaseSet::OLLCorners:
      return first_two_layers(f) && u_all_up(f);
    case CaseSet::PLLCorners:
      return first_two_layers(f) && u_all_up(f) && u_corners_placed(f);
    case CaseSet::PLL:
    case CaseSet::PLLEdges:
      return cube.is_solved();
  }
  return false;
}

// What the scramble must leave besides the case: the rest of F2L solved (F2L: every pair but the
// slot's), and what the 2-look step before it did.
bool rest_as_described(CaseSet set, int slot, const CubieCube& cube) {
  const std::string f = to_facelet_string(cube);
  if (set == CaseSet::F2L) {
    bool others = cross_solved(cube);
    for (int p = 0; p < kPairs; ++p) others = others && (p == slot || pair_solved(cube, p));
    return others && !pair_solved(cube, slot);
  }
  if (!first_two_layers(f)) return false;
  if (set == CaseSet::OLLCorners) return u_edges_up(f);
  if (set == CaseSet::PLL || set == CaseSet::PLLCorners) return u_all_up(f);
  if (set == CaseSet::PLLEdges) {
    for (int q = 0; q < 4; ++q)
      if (u_all_up(f) && u_corners_placed(to_facelet_string(apply_text(cube, u_text(q))))) return true;
    return false;
  }
  return true;
}

std::string slot_framed(const std::string& alg, int slot) {
  static constexpr const char* kBefore[4] = {"", "y' ", "y2 ", "y "};
  static constexpr const char* kAfter[4] = {"", " y", " y2", " y'"};
  return kBefore[slot] + alg + kAfter[slot];
}

// Whether some U turn, the case's main algorithm (framed for the slot) and a final U turn do the
// step on `cube`.
bool main_algorithm_does_step(CaseSet set, const CaseInfo& info, int slot, const CubieCube& cube) {
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 4; ++b)
      if (step_done_by_stickers(set, apply_text(apply_text(cube, u_text(a)),
                                                slot_framed(info.algorithms.front(), slot) + " " + u_text(b))))
        return true;
  return false;
}

void check_case_scrambles(CaseSet set, int index, int slot) {
  const CaseInfo& info = case_infos(testing::shared_cache(), set)[index];
  const CaseScrambleSpec spec{info.name, case_set_name(set), slot, false};
  for (int seed = 0; seed < kSeedsPerCase; ++seed) {
    auto s = case_scramble(testing::shared_cache(), spec, 11, static_cast<uint64_t>(seed));
    ASSERT_TRUE(s.ok()) << info.name << ": " << s.error().message;
    const CubieCube cube = state_of(s.value().moves);
    const std::string where = info.name + " slot " + slot_name(slot) + " seed " + std::to_string(seed);
    EXPECT_EQ(cube, s.value().state) << where;
    EXPECT_LE(htm(s.value().moves), 20) << where;
    EXPECT_EQ(s.value().ref.set, set) << where;
    EXPECT_EQ(s.value().ref.index, index) << where;
    EXPECT_TRUE(rest_as_described(set, set == CaseSet::F2L ? slot : 0, cube)) << where;
    EXPECT_TRUE(main_algorithm_does_step(set, info, set == CaseSet::F2L ? slot : 0, cube)) << where;
    // The AUFs it names are the ones that work.
    const std::string named = std::string(u_text(s.value().auf)) + " " +
                              slot_framed(info.algorithms.front(), s.value().slot) + " " + u_text(s.value().final_auf);
    EXPECT_TRUE(step_done_by_stickers(set, apply_text(cube, named))) << where << ": " << named;
  }
}

TEST(CaseScramble, EveryCaseOfEverySetAndSlotLeavesItsCase) {
  for (CaseSet set : kAllSets) {
    const int slots = set == CaseSet::F2L ? kSlots : 1;
    for (int index = 0; index < static_cast<int>(case_infos(testing::shared_cache(), set).size()); ++index)
      for (int slot = 0; slot < slots; ++slot) check_case_scrambles(set, index, slot);
  }
}

// What the Learn view shows for another slot: each F2L case moved there with its centres home, and
// every library algorithm, framed for that slot, solving that slot's pair (and no longer FR's).
TEST(CaseInSlot, EveryF2lAlgorithmSolvesItsCaseInEverySlot) {
  for (const CaseInfo& info : case_infos(testing::shared_cache(), CaseSet::F2L))
    for (int slot = 0; slot < kSlots; ++slot) {
      SCOPED_TRACE(info.name + " in " + slot_name(slot));
      const CaseInfo in = case_in_slot(info, slot);
      EXPECT_EQ(in.state.centres, CubieCube{}.centres);
      EXPECT_FALSE(pair_solved(in.state, slot));
      ASSERT_EQ(in.algorithms.size(), info.algorithms.size());
      for (std::size_t k = 0; k < in.algorithms.size(); ++k) {
        const CubieCube after = apply_text(in.state, in.algorithms[k] + " " + in.aufs[k]);
        EXPECT_TRUE(pair_solved(after, slot) && cross_solved(after)) << in.algorithms[k];
      }
    }
  // The other sets are as they were.
  const CaseInfo& oll = case_infos(testing::shared_cache(), CaseSet::OLL).front();
  EXPECT_EQ(case_in_slot(oll, 2).algorithms, oll.algorithms);
}

TEST(CaseScramble, PreAufAndOllPermutationVary) {
  std::set<std::array<uint8_t, 8>> permutations;
  std::set<int> aufs;
  for (int i = 0; i < 200; ++i) {
    auto s =
        case_scramble(testing::shared_cache(), CaseScrambleSpec{"OLL 27", "", 0, false}, 5, static_cast<uint64_t>(i));
    ASSERT_TRUE(s.ok());
    std::array<uint8_t, 8> p{};
    for (int k = 0; k < 4; ++k) p[k] = s.value().state.cp[k], p[k + 4] = s.value().state.ep[k];
    permutations.insert(p);
    aufs.insert(s.value().auf);
  }
  // 200 uniform draws from the 288 last-layer permutations give about 144 different ones; a fixed
  // permutation (or one per AUF) gives 1 to 4.
  EXPECT_GE(permutations.size(), 100u);
  EXPECT_EQ(aufs.size(), 4u);
}

TEST(CaseScramble, SetDrawsFollowProbabilityOrAreUniform) {
  // How many of 360 draws are PLL T and PLL H.
  auto count = [&](bool uniform) {
    std::pair<int, int> n{0, 0};
    for (int i = 0; i < 360; ++i) {
      auto s =
          case_scramble(testing::shared_cache(), CaseScrambleSpec{"", "pll", 0, uniform}, 9, static_cast<uint64_t>(i));
      EXPECT_TRUE(s.ok());
      if (!s) break;
      EXPECT_EQ(s.value().ref.set, CaseSet::PLL);
      n.first += case_info(testing::shared_cache(), s.value().ref).name == "PLL T";
      n.second += case_info(testing::shared_cache(), s.value().ref).name == "PLL H";
    }
    return n;
  };
  // PLL T has probability 1/18 and PLL H 1/72: about 20 and 5 of 360; uniform: about 17 each.
  const auto weighted = count(false), uniform = count(true);
  EXPECT_GT(weighted.first, 2 * weighted.second);
  EXPECT_GT(uniform.second, 2 * weighted.second);
}

TEST(CaseScramble, UnknownNamesAreErrorsThatNameTheSets) {
  auto bad = case_scramble(testing::shared_cache(), CaseScrambleSpec{"PLL Q", "", 0, false}, 1, 0);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("unknown case 'PLL Q'"), std::string::npos) << bad.error().message;
  EXPECT_NE(bad.error().message.find("F2L, OLL, PLL, OLL-EDGES, OLL-CORNERS, PLL-CORNERS, PLL-EDGES"),
            std::string::npos);
  EXPECT_EQ(bad.error().kind, ErrorKind::input);
  EXPECT_FALSE(case_scramble(testing::shared_cache(), CaseScrambleSpec{"", "ZBLL", 0, false}, 1, 0).ok());
  EXPECT_FALSE(slot_named("FX").ok());
  EXPECT_EQ(slot_named("bl").value(), 2);
  // The same name in two sets: the main set first, the 2-look one when asked for.
  EXPECT_EQ(case_named(testing::shared_cache(), "PLL H", "").value().set, CaseSet::PLL);
  EXPECT_EQ(case_named(testing::shared_cache(), "pll h", "PLL-EDGES").value().set, CaseSet::PLLEdges);
}

// --- a learner's own algorithms ---

CaseRef ref_of(const std::string& name) {
  auto ref = case_named(testing::shared_cache(), name, "");
  EXPECT_TRUE(ref.ok()) << name;
  return ref ? ref.value() : CaseRef{};
}

// The case's state as it looks in `slot`: y^-slot, the state, y^slot.
CubieCube y_framed_state(const CaseRef& ref, int slot) {
  static constexpr const char* kBefore[4] = {"", "y'", "y2", "y"};
  static constexpr const char* kAfter[4] = {"", "y", "y2", "y'"};
  return state_of(parsed(kBefore[slot])) * case_info(testing::shared_cache(), ref).state *
         state_of(parsed(kAfter[slot]));
}

// The check's claim applied: AUF, algorithm, final AUF on the case's state do the step.
void expect_check_holds(const CaseRef& ref, int slot, const std::string& text, const AlgorithmCheck& check) {
  const CubieCube start = y_framed_state(ref, slot);
  const CubieCube after =
      apply_text(start, std::string(u_text(check.auf)) + " " + text + " " + u_text(check.final_auf));
  EXPECT_TRUE(step_done_by_stickers(ref.set, after)) << case_info(testing::shared_cache(), ref).name << ": " << text;
}

TEST(CaseAlgorithmCheck, AcceptsAnAlgorithmUnderAnyAufWithItsCounts) {
  const CaseRef t = ref_of("PLL T");
  const std::string alg = "U R U R' U' R' F R2 U' R' U' R U R' F' U2";
  auto check = check_case_algorithm(testing::shared_cache(), t, 0, alg);
  ASSERT_TRUE(check.ok()) << check.error().message;
  EXPECT_EQ(check.value().htm, 16);
  EXPECT_EQ(check.value().qtm, 18);
  EXPECT_EQ(check.value().stm, 16);
  expect_check_holds(t, 0, alg, check.value());
  auto wide =
      check_case_algorithm(testing::shared_cache(), ref_of("OLL 45"), 0, "f R U R' U' f'");  // a different OLL: refused
  EXPECT_FALSE(wide.ok());
  auto sune = check_case_algorithm(testing::shared_cache(), ref_of("OLL 27"), 0, "y R U R' U R U2 R'");
  ASSERT_TRUE(sune.ok()) << sune.error().message;
  EXPECT_EQ(sune.value().stm, 7);
  expect_check_holds(ref_of("OLL 27"), 0, "y R U R' U R U2 R'", sune.value());
}

TEST(CaseAlgorithmCheck, RefusesWithTheReason) {
  auto broken = check_case_algorithm(testing::shared_cache(), ref_of("PLL T"), 0, "R U R' U'");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().kind, ErrorKind::input);
  EXPECT_NE(broken.error().message.find("does not do the step of PLL T"), std::string::npos);
  EXPECT_NE(broken.error().message.find("breaks the first two layers"), std::string::npos) << broken.error().message;
  // Ja's algorithm on a T: the layer is left as another PLL, named.
  auto other = check_case_algorithm(testing::shared_cache(), ref_of("PLL T"), 0, "x R2 F R F' R U2 r' U r U2 x'");
  ASSERT_FALSE(other.ok());
  EXPECT_NE(other.error().message.find("the last layer is then PLL"), std::string::npos) << other.error().message;
  auto unoriented = check_case_algorithm(testing::shared_cache(), ref_of("OLL 27"), 0, "R U2 R' U' R U' R'");
  ASSERT_FALSE(unoriented.ok());
  EXPECT_NE(unoriented.error().message.find("not oriented"), std::string::npos) << unoriented.error().message;
  auto typo = check_case_algorithm(testing::shared_cache(), ref_of("PLL T"), 0, "R U Q");
  ASSERT_FALSE(typo.ok());
  EXPECT_EQ(typo.error().column, 5);
  // F2L: an FR algorithm on the FL slot's case does not insert the pair there.
  auto wrong_slot = check_case_algorithm(testing::shared_cache(), ref_of("F2L 4"), 1, "R U R'");
  ASSERT_FALSE(wrong_slot.ok());
  EXPECT_NE(wrong_slot.error().message.find("in FL"), std::string::npos) << wrong_slot.error().message;
  EXPECT_TRUE(check_case_algorithm(testing::shared_cache(), ref_of("F2L 4"), 1, "y' R U R' y").ok());
}

// --- the U turns around an algorithm on the cube shown (the trainer's answer) ---

// On case scrambles of the first and last case of every set (F2L in every slot), each library
// algorithm, framed for the slot, with the U turns found, does the step (read from the stickers);
// the scrambles' random pre-AUF needs every U turn.
TEST(AlgorithmAufs, EveryLibraryAlgorithmDoesTheStepOnCaseScrambles) {
  std::set<int> befores;
  for (CaseSet set : kAllSets) {
    const auto& infos = case_infos(testing::shared_cache(), set);
    for (size_t index : {size_t{0}, infos.size() - 1})
      for (int slot = 0; slot < (set == CaseSet::F2L ? kSlots : 1); ++slot) {
        const CaseInfo& info = infos[index];
        const CaseScrambleSpec spec{info.name, case_set_name(set), slot, false};
        for (int seed = 0; seed < 4; ++seed) {
          auto s = case_scramble(testing::shared_cache(), spec, 5, static_cast<uint64_t>(seed));
          ASSERT_TRUE(s.ok()) << info.name;
          for (const std::string& algorithm : info.algorithms) {
            const std::string alg = slot_framed(algorithm, slot);
            auto aufs = algorithm_aufs(testing::shared_cache(), set, s.value().state, alg);
            ASSERT_TRUE(aufs.ok()) << info.name << ": " << alg << ": " << aufs.error().message;
            const std::string done =
                std::string(u_text(aufs.value().before)) + " " + alg + " " + u_text(aufs.value().after);
            EXPECT_TRUE(step_done_by_stickers(set, apply_text(s.value().state, done))) << info.name << ": " << done;
            if (set != CaseSet::PLL && set != CaseSet::PLLCorners && set != CaseSet::PLLEdges)
              EXPECT_EQ(aufs.value().after, 0) << info.name;
            befores.insert(aufs.value().before);
          }
        }
      }
  }
  EXPECT_EQ(befores, (std::set<int>{0, 1, 2, 3}));
}

TEST(AlgorithmAufs, RefusesWithTheReason) {
  const CubieCube t = state_of(parsed("U")) * case_info(testing::shared_cache(), ref_of("PLL T")).state;
  auto broken = algorithm_aufs(testing::shared_cache(), CaseSet::PLL, t, "R U R' U'");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().kind, ErrorKind::input);
  EXPECT_EQ(broken.error().message,
            "'R U R' U'' does not do the PLL step on this cube after any U turn: it breaks the first two layers");
  auto other = algorithm_aufs(testing::shared_cache(), CaseSet::PLL, t, "x R2 F R F' R U2 r' U r U2 x'");
  ASSERT_FALSE(other.ok());
  EXPECT_NE(other.error().message.find("the last layer is then PLL"), std::string::npos) << other.error().message;
  EXPECT_EQ(algorithm_aufs(testing::shared_cache(), CaseSet::PLL, t, "R U Q").error().column, 5);
}

// --- mirrors ---

TEST(Mirror, ReflectsAcrossTheMPlane) {
  EXPECT_EQ(format_alg(mirror_alg(parsed("R U R' U'"))), "L' U' L U");
  EXPECT_EQ(format_alg(mirror_alg(parsed("M2 U M x y z"))), "M2 U' M x y' z'");
  EXPECT_EQ(format_alg(mirror_alg(parsed("r F2 S E' Lw B D"))), "Lw' F2 S' E Rw' B' D'");
  const Alg t = parsed("R U R' U' R' F R2 U' R' U' R U R' F'");
  EXPECT_EQ(mirror_alg(mirror_alg(t)), t);
}

TEST(Mirror, LeftHandedAlgorithmsDoTheirCase) {
  const CaseRef ja = ref_of("PLL Ja");
  const auto mirrors = mirror_algorithms(testing::shared_cache(), ja, 0);
  bool from_jb = false;
  for (const MirrorAlgorithm& m : mirrors) {
    from_jb = from_jb || m.from == "PLL Jb";
    expect_check_holds(ja, 0, m.algorithm, m.check);
  }
  EXPECT_TRUE(from_jb);
  for (int slot : {1, 2}) {
    const CaseRef f2l = ref_of("F2L 4");
    const auto left = mirror_algorithms(testing::shared_cache(), f2l, slot);
    EXPECT_FALSE(left.empty());
    for (const MirrorAlgorithm& m : left) expect_check_holds(f2l, slot, m.algorithm, m.check);
  }
  EXPECT_TRUE(mirror_algorithms(testing::shared_cache(), ref_of("F2L 4"), 0).empty());
}

}  // namespace
}  // namespace cubelab
