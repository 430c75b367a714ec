// The case library: every algorithm parses, keeps what its phase must keep, solves its own case's
// representative state, and agrees with the case's other algorithms on which states the case has;
// the cases of a set are disjoint and together cover every state of the phase.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/model/orientation.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/solvers/cfop/cases.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/f2l_human.hpp"
#include "core/solvers/cfop/recognise.hpp"
#include "core/solvers/common/predicates.hpp"
#include "shared_tables.hpp"
#include "test_common.hpp"

namespace cubelab {
namespace {

using testing::kAllSets;

Alg face_turns(const char* text) {
  auto parsed = parse_alg(text);
  EXPECT_TRUE(parsed.ok()) << text;
  return parsed ? to_face_turns(parsed.value()) : Alg{};
}

CubieCube u_turn(int q) { return state_of(Alg{Move{MoveBase::U, static_cast<uint8_t>(((q % 4) + 4) % 4)}}); }
CubieCube u_power(int q) { return (((q % 4) + 4) % 4) == 0 ? CubieCube{} : u_turn(q); }

bool solved_up_to_auf(const CubieCube& c) {
  for (int q = 0; q < 4; ++q)
    if ((c * u_power(q)).is_solved()) return true;
  return false;
}
bool edges_oriented(const CubieCube& c) {
  for (int e = UR; e <= UB; ++e)
    if (c.eo[e] != 0) return false;
  return true;
}
bool corners_permuted_up_to_auf(const CubieCube& c) {
  for (int q = 0; q < 4; ++q) {
    const CubieCube t = c * u_power(q);
    bool ok = true;
    for (int i = URF; i <= UBR; ++i) ok = ok && t.cp[i] == i;
    if (ok) return true;
  }
  return false;
}

// What an algorithm of the set must leave untouched (as a permutation of the solved cube).
bool keeps_what_it_must(CaseSet set, const CubieCube& alg_state) {
  if (!alg_state.centres_at_home() || !cross_solved(alg_state)) return false;
  if (set == CaseSet::F2L) return pair_solved(alg_state, 1) && pair_solved(alg_state, 2) && pair_solved(alg_state, 3);
  return f2l_solved(alg_state);
}

// What an algorithm of the set achieves on its case.
bool phase_done(CaseSet set, const CubieCube& c) {
  switch (set) {
    case CaseSet::F2L:
      return f2l_solved(c);
    case CaseSet::OLL:
    case CaseSet::OLLCorners:
      return f2l_solved(c) && last_layer_oriented(c);
    case CaseSet::OLLEdges:
      return f2l_solved(c) && edges_oriented(c);
    case CaseSet::PLL:
    case CaseSet::PLLEdges:
      return solved_up_to_auf(c);
    case CaseSet::PLLCorners:
      return f2l_solved(c) && last_layer_oriented(c) && corners_permuted_up_to_auf(c);
  }
  return false;
}

// The keys of every state an algorithm solves (with a U turn before, and for the last layer after).
std::set<int> keys_solved_by(CaseSet set, const Alg& alg) {
  const RecognitionTable& table = recognition_table(testing::shared_cache(), set);
  const CubieCube inverse = state_of(invert(alg));
  std::set<int> keys;
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < (set == CaseSet::F2L ? 1 : 4); ++b) keys.insert(table.key(u_power(-b) * inverse * u_power(-a)));
  return keys;
}

TEST(CaseAlg, FaceTurnTranslationPerformsTheSameTurns) {
  for (const char* text : {"r U R' U' r' F R F'", "M2 U M2 U2 M2 U M2", "x R' U R' D2 R U' R' D2 R2 x'",
                           "Rw U x y2 M E S Fw' Bw2 Dw Lw' Uw2 z'", "d R' U' R", "f R U R' U' f' y"}) {
    const Alg alg = parse_alg(text).value();
    const Alg turns = to_face_turns(alg);
    for (const Move& m : turns) EXPECT_EQ(kind_of(m.base), MoveKind::Face) << text;
    const CubieCube moved = state_of(alg);
    // Undoing the net rotation leaves the pieces where the face turns put them.
    EXPECT_EQ(moved * orientation_of(moved).state.inverse(), state_of(turns)) << text;
  }
}

TEST(CaseAlg, RotateAboutYMovesTheFrSlotAroundTheCube) {
  const Alg insert = parse_alg("R U R'").value();
  std::set<int> slots;
  for (int q = 0; q < 4; ++q) {
    const CubieCube c = state_of(rotate_about_y(insert, q));
    int unsolved = -1, count = 0;
    for (int p = 0; p < kPairs; ++p)
      if (!pair_solved(c, p)) unsolved = p, ++count;
    EXPECT_EQ(count, 1);
    EXPECT_TRUE(cross_solved(c));
    slots.insert(unsolved);
  }
  EXPECT_EQ(slots.size(), 4u);
}

TEST(CaseLibrary, SetsHaveTheStandardNumberOfCases) {
  EXPECT_EQ(case_records(CaseSet::F2L).size(), 41u);
  EXPECT_EQ(case_records(CaseSet::OLL).size(), 57u);
  EXPECT_EQ(case_records(CaseSet::PLL).size(), 21u);
  EXPECT_EQ(case_records(CaseSet::OLLEdges).size(), 3u);
  EXPECT_EQ(case_records(CaseSet::OLLCorners).size(), 7u);
  EXPECT_EQ(case_records(CaseSet::PLLCorners).size(), 2u);
  EXPECT_EQ(case_records(CaseSet::PLLEdges).size(), 4u);
  std::set<std::string> pll;
  for (const CaseRecord& r : case_records(CaseSet::PLL)) pll.insert(r.name);
  for (const char* n : {"Aa", "Ab", "E",  "F",  "Ga", "Gb", "Gc", "Gd", "H", "Ja", "Jb",
                        "Na", "Nb", "Ra", "Rb", "T",  "Ua", "Ub", "V",  "Y", "Z"})
    EXPECT_TRUE(pll.count(std::string("PLL ") + n)) << n;
  for (int i = 0; i < 57; ++i) EXPECT_EQ(case_records(CaseSet::OLL)[i].name, "OLL " + std::to_string(i + 1));
  for (int i = 0; i < 41; ++i) EXPECT_EQ(case_records(CaseSet::F2L)[i].name, "F2L " + std::to_string(i + 1));
}

TEST(CaseLibrary, EveryAlgorithmKeepsWhatItMustAndSolvesItsCase) {
  for (CaseSet set : kAllSets) {
    const auto infos = case_library(testing::shared_cache(), case_set_name(set)).value();
    for (const CaseInfo& info : infos) {
      ASSERT_FALSE(info.algorithms.empty()) << info.name;
      EXPECT_FALSE(phase_done(set, info.state)) << info.name << ": the representative state needs no algorithm";
      for (const std::string& text : info.algorithms) {
        const Alg alg = face_turns(text.c_str());
        EXPECT_TRUE(keeps_what_it_must(set, state_of(alg))) << info.name << ": " << text;
        EXPECT_TRUE(phase_done(set, apply_alg(info.state, alg))) << info.name << ": " << text;
      }
    }
  }
}

// The learn mode demonstrates an algorithm followed by its AUF on the case's state: that must end
// the step exactly (the PLL steps with the U layer in place), and the main algorithm needs none.
TEST(CaseLibrary, AlgorithmAndItsAufDoTheStepExactly) {
  int with_auf = 0;
  for (CaseSet set : kAllSets) {
    const bool pll = set == CaseSet::PLL || set == CaseSet::PLLEdges || set == CaseSet::PLLCorners;
    const auto infos = case_library(testing::shared_cache(), case_set_name(set)).value();
    for (const CaseInfo& info : infos) {
      ASSERT_EQ(info.aufs.size(), info.algorithms.size()) << info.name;
      EXPECT_EQ(info.aufs[0], "") << info.name;
      for (std::size_t i = 0; i < info.algorithms.size(); ++i) {
        const std::string& auf = info.aufs[i];
        EXPECT_TRUE(auf == "" || auf == "U" || auf == "U2" || auf == "U'") << info.name << ": " << auf;
        if (!pll) EXPECT_EQ(auf, "") << info.name;
        with_auf += auf != "";
        const CubieCube after = apply_alg(apply_alg(info.state, face_turns(info.algorithms[i].c_str())),
                                          auf.empty() ? Alg{} : parse_alg(auf).value());
        const bool corners_home = after.cp[URF] == URF && after.cp[UFL] == UFL && after.cp[ULB] == ULB;
        if (set == CaseSet::PLLCorners)
          EXPECT_TRUE(phase_done(set, after) && corners_home) << info.name << ": " << info.algorithms[i];
        else if (pll)
          EXPECT_TRUE(after.is_solved()) << info.name << ": " << info.algorithms[i] << " " << auf;
        else
          EXPECT_TRUE(phase_done(set, after)) << info.name << ": " << info.algorithms[i];
      }
    }
  }
  EXPECT_GT(with_auf, 0);  // some PLL algorithms end with a U turn: the AUF is not always ""
}

TEST(CaseLibrary, AlgorithmsOfACaseAgreeAndCasesAreDisjoint) {
  for (CaseSet set : kAllSets) {
    std::map<int, std::string> owner;
    for (const CaseRecord& r : case_records(set)) {
      const std::set<int> main = keys_solved_by(set, face_turns(r.algorithms[0]));
      for (const char* text : r.algorithms)
        if (text) EXPECT_EQ(keys_solved_by(set, face_turns(text)), main) << r.name << ": " << text;
      for (int key : main) {
        auto [it, fresh] = owner.emplace(key, r.name);
        EXPECT_TRUE(fresh) << r.name << " and " << it->second << " share a state";
      }
    }
  }
}

TEST(CaseLibrary, RecognitionCoversEveryStateOfEachPhase) {
  const std::map<CaseSet, int> expected = {{CaseSet::F2L, 150},    {CaseSet::OLL, 216},       {CaseSet::PLL, 288},
                                           {CaseSet::OLLEdges, 8}, {CaseSet::OLLCorners, 27}, {CaseSet::PLLCorners, 24},
                                           {CaseSet::PLLEdges, 48}};
  for (const auto& [set, states] : expected) {
    int total = 0;
    for (int n : recognition_table(testing::shared_cache(), set).key_counts()) total += n;
    EXPECT_EQ(total, states) << case_set_name(set);
  }
}

TEST(CaseLibrary, RepresentativeStatesAreRecognisedAsTheirCase) {
  for (CaseSet set : kAllSets) {
    const auto infos = case_library(testing::shared_cache(), case_set_name(set)).value();
    for (std::size_t c = 0; c < infos.size(); ++c) {
      const CaseMatch* match = recognition_table(testing::shared_cache(), set).find(infos[c].state);
      ASSERT_NE(match, nullptr) << infos[c].name;
      EXPECT_EQ(match->case_index, static_cast<int>(c)) << infos[c].name;
    }
  }
}

TEST(CaseLibrary, ProbabilitiesCountStates) {
  auto find = [](const std::vector<CaseInfo>& v, const std::string& name) {
    for (const CaseInfo& i : v)
      if (i.name == name) return i.probability;
    return -1.0;
  };
  const auto oll = case_library(testing::shared_cache(), "OLL").value();
  const auto pll = case_library(testing::shared_cache(), "pll").value();
  const auto f2l = case_library(testing::shared_cache(), "F2L").value();
  EXPECT_DOUBLE_EQ(find(oll, "OLL 20"), 1.0 / 216);
  EXPECT_DOUBLE_EQ(find(oll, "OLL 21"), 1.0 / 108);
  EXPECT_DOUBLE_EQ(find(oll, "OLL 45"), 1.0 / 54);
  EXPECT_DOUBLE_EQ(find(pll, "PLL T"), 1.0 / 18);
  EXPECT_DOUBLE_EQ(find(pll, "PLL H"), 1.0 / 72);
  EXPECT_DOUBLE_EQ(find(pll, "PLL E"), 1.0 / 36);
  EXPECT_DOUBLE_EQ(find(pll, "PLL Na"), 1.0 / 72);
  EXPECT_DOUBLE_EQ(find(f2l, "F2L 37"), 1.0 / 150);
  EXPECT_DOUBLE_EQ(find(f2l, "F2L 1"), 4.0 / 150);
  for (const auto* set : {&oll, &pll, &f2l}) {
    double sum = 0;
    for (const CaseInfo& i : *set) sum += i.probability;
    EXPECT_LT(sum, 1.0);  // the rest is the skip
    EXPECT_GT(sum, 0.98);
  }
}

TEST(CaseLibrary, F2LGroupsSayWhereThePiecesAre) {
  const auto f2l = case_library(testing::shared_cache(), "F2L").value();
  for (const CaseInfo& info : f2l) {
    int corner = 0, edge = 0;
    for (int i = 0; i < kCorners; ++i)
      if (info.state.cp[i] == DFR) corner = i;
    for (int i = 0; i < kEdges; ++i)
      if (info.state.ep[i] == FR) edge = i;
    const bool corner_top = corner <= UBR, edge_top = edge <= UB;
    const std::string expected = corner_top && edge_top ? "Corner and edge in top"
                                 : edge_top             ? "Corner in slot, edge in top"
                                 : corner_top           ? "Edge in slot, corner in top"
                                                        : "Corner and edge in slot";
    EXPECT_EQ(info.group, expected) << info.name;
  }
}

// The trainer's check: no case is done as the library shows it; each is done after its main
// algorithm, whatever U turn follows and however the whole cube is then held; a turn that breaks
// the step undoes it.
TEST(CaseLibrary, StepDoneIsWhatTheAlgorithmsDo) {
  const auto alg = [](const std::string& text) { return parse_alg(text).value(); };
  for (CaseSet set : kAllSets) {
    const std::string name = case_set_name(set);
    const std::vector<CaseInfo> cases = case_library(testing::shared_cache(), name).value();
    for (const CaseInfo& info : cases) {
      EXPECT_FALSE(case_step_done(name, info.state).value()) << info.name;
      const CubieCube done = apply_alg(info.state, alg(info.algorithms[0]));
      for (const char* after : {"", "U", "U2 y", "x2 D'", "z"})
        EXPECT_TRUE(case_step_done(name, apply_alg(done, alg(after))).value()) << info.name << " then " << after;
      EXPECT_FALSE(case_step_done(name, apply_alg(done, alg("R"))).value()) << info.name << " then R";
    }
  }
  EXPECT_FALSE(case_step_done("COLL", CubieCube{}).ok());
  EXPECT_FALSE(case_step_done("", CubieCube{}).ok());
}

TEST(CaseLibrary, UnknownSetIsAnError) {
  EXPECT_FALSE(case_library(testing::shared_cache(), "COLL").ok());
  EXPECT_EQ(case_library(testing::shared_cache(), "").value().size(), 41u + 57u + 21u);
}

// The case tables are tables like any other: built into the cache they are asked from, with
// progress, and not shared with another cache (no hidden statics).
TEST(CaseTables, LiveInTheCallersCacheAndReportTheirBuilds) {
  tables::TableCache mine, other;
  std::vector<std::string> finished;
  mine.progress = [&](const std::string& table, double fraction) {
    if (fraction >= 1) finished.push_back(table);
  };
  EXPECT_FALSE(mine.shelf.ready<RecognitionTables>());
  EXPECT_EQ(case_library(mine, "OLL").value().size(), 57u);
  EXPECT_TRUE(mine.shelf.ready<RecognitionTables>());
  EXPECT_FALSE(other.shelf.ready<RecognitionTables>());
  EXPECT_NE(&recognition_tables(mine), &recognition_tables(other));
  EXPECT_EQ(&recognition_tables(mine), &recognition_tables(mine));

  const CubieCube one_pair_out = state_of(parse_alg("R U R' U'").value());
  auto pairs = solve_f2l_human(mine, one_pair_out, 1);
  ASSERT_TRUE(pairs.ok());
  CubieCube after = one_pair_out;
  for (const Phase& p : pairs.value()) after = apply_alg(after, p.moves);
  EXPECT_TRUE(f2l_solved(after));
  EXPECT_EQ(finished, (std::vector<std::string>{"recognition", "f2l-plans"}));
}

}  // namespace
}  // namespace cubelab
