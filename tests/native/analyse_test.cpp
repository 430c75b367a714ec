// Solve analysis: published reconstructions split as their authors split them; constructed solves
// (every cross colour, rotations mid-solve, xcross, skips, 2-look last layers, a Roux solve);
// reading timestamps, links and errors. Every step's moves and every best step are applied to the
// step's start and checked to do the step; a best step is never longer than the user's.
#include <gtest/gtest.h>

#include <bit>
#include <map>
#include <sstream>
#include <string>

#include "core/model/facelets.hpp"
#include "core/model/link.hpp"
#include "core/model/orientation.hpp"
#include "core/model/random_state.hpp"
#include "core/solvers/cfop/cases_alg.hpp"
#include "core/solvers/cfop/f2l_optimal.hpp"
#include "core/solvers/cfop/methods.hpp"
#include "core/solvers/common/cross.hpp"
#include "core/solvers/common/predicates.hpp"
#include "core/solvers/methods.hpp"
#include "core/study/analyse.hpp"
#include "tests/native/analysis_checker.hpp"
#include "tests/native/test_data.hpp"

namespace cubelab {
namespace {

tables::TableCache& shared_tables() {
  static tables::TableCache tables;
  return tables;
}

// The cube held with the colour's centre on D, in a frame fixed to the colours.
CubieCube held_for(const CubieCube& physical, int colour) {
  const CubieCube wca = physical * orientation_of(physical).state.inverse();
  return hold_with_cross_on_d(wca, colour).home;
}

int pairs_solved(const CubieCube& c) {
  int n = 0;
  for (int k = 0; k < kPairs; ++k) n += pair_solved(c, k);
  return n;
}

bool up_to_u(const CubieCube& c, bool (*test)(const CubieCube&)) {
  for (int q = 0; q < 4; ++q)
    if (test(apply_alg(c, u_turns(q)))) return true;
  return false;
}

// What the step's name claims, checked on the held cube after the step (written from the names'
// meanings, not from the analyser's own tests).
bool step_done(const std::string& name, const CubieCube& h) {
  if (name == "cross") return cross_solved(h);
  if (name == "xcross") return cross_solved(h) && pairs_solved(h) >= 1;
  if (name == "xxcross") return cross_solved(h) && pairs_solved(h) >= 2;
  if (name == "xxxcross") return cross_solved(h) && pairs_solved(h) >= 3;
  if (name.starts_with("f2l-")) return cross_solved(h) && pairs_solved(h) >= std::stoi(name.substr(4));
  if (name == "f2l" || name == "second-layer") return f2l_solved(h);
  if (name == "corners") {
    bool all = cross_solved(h);
    for (int k = 0; k < kPairs; ++k) all = all && corner_solved(h, pair_corner(k));
    return all;
  }
  if (name == "oll-edges") return f2l_solved(h) && last_layer_edges_oriented(h);
  if (name == "oll" || name == "oll-corners") return f2l_solved(h) && last_layer_oriented(h);
  if (name == "pll-corners")
    return f2l_solved(h) && last_layer_oriented(h) &&
           up_to_u(h, [](const CubieCube& c) { return last_layer_corners_placed(c); });
  if (name == "pll" || name == "pll-edges")
    return f2l_solved(h) && up_to_u(h, [](const CubieCube& c) { return c.is_solved(); });
  if (name == "auf" || name == "solve" || name == "last-layer") return h.is_solved();
  ADD_FAILURE() << "unknown step name " << name;
  return false;
}

int colour_index(const Analysis& a) {
  if (a.colour.empty()) return 3;
  return parse_cross_colours(a.colour).value().front();
}

// Every step: its moves do what its name says from its start, the steps add up to the solution,
// and its best (if any) does the step too and is not longer.
void check_analysis(const Analysis& a) {
  ASSERT_TRUE(a.valid) << a.message;
  const int colour = colour_index(a);
  Alg all;
  CubieCube cube = a.steps.empty() ? CubieCube{} : a.steps.front().start;
  for (const AnalysedStep& step : a.steps) {
    SCOPED_TRACE(step.name + ": " + format_alg(step.moves));
    EXPECT_EQ(step.start, cube);
    cube = apply_alg(step.start, step.moves);
    EXPECT_TRUE(step_done(step.name, held_for(cube, colour)));
    all = concat(all, step.moves);
    if (step.htm == 0) EXPECT_FALSE(step.best.has_value()) << "a skip has no best";
    if (step.best) {
      SCOPED_TRACE("best " + format_alg(step.best->moves));
      // The user's own moves when nothing shorter was found; else strictly shorter.
      if (step.best->yours)
        EXPECT_EQ(step.best->moves, step.moves);
      else
        EXPECT_LT(htm(step.best->moves), step.htm);
      EXPECT_TRUE(step_done(step.name, held_for(apply_alg(step.start, step.best->moves), colour)));
      EXPECT_EQ(step.saved, step.htm - htm(step.best->moves));
    }
    if (step.best_any_colour) {
      const int c = parse_cross_colours(step.best_colour).value().front();
      EXPECT_TRUE(step_done(step.name, held_for(apply_alg(step.start, step.best_any_colour->moves), c)));
      if (step.best) EXPECT_LE(htm(step.best_any_colour->moves), htm(step.best->moves));
      if (step.best_any_colour->yours)
        EXPECT_EQ(step.best_any_colour->moves, step.moves);
      else
        EXPECT_LT(htm(step.best_any_colour->moves), step.htm);
    }
  }
  EXPECT_TRUE(cube.is_solved_any_orientation());
  EXPECT_EQ(htm(all), a.htm);
}

Analysis analyse(const std::string& scramble, const std::string& solution, double total_ms = -1) {
  auto a = analyse_solve(scramble, solution, total_ms, shared_tables());
  EXPECT_TRUE(a.ok()) << (a.ok() ? "" : a.error().message);
  return a.ok() ? a.value() : Analysis{};
}

std::vector<std::string> names(const Analysis& a) {
  std::vector<std::string> out;
  for (const AnalysedStep& s : a.steps) out.push_back(s.name);
  return out;
}

std::string unescape_newlines(std::string s) {
  for (std::size_t at = s.find("\\n"); at != std::string::npos; at = s.find("\\n", at + 1)) s.replace(at, 2, "\n");
  return s;
}

// ---- Published reconstructions ----------------------------------------------------------------------

TEST(AnalyseChecker, ReadsTheStickersAsAPersonWould) {
  // The test's own checker (analysis_checker.hpp) on cubes whose facts are known by hand: it must
  // see a solved cube, a broken cross, pairs taken out, a turned top layer.
  using testing::Stickers;
  const int white = 0, yellow = 3, green = 2;
  const Stickers solved(CubieCube{});
  EXPECT_TRUE(solved.solved());
  for (int colour = 0; colour < 6; ++colour) EXPECT_TRUE(solved.f2l(colour));
  const Stickers r(state_of(parse_alg("R").value()));  // takes DR, the FR and BR pairs out of place
  EXPECT_FALSE(r.cross(yellow));
  EXPECT_EQ(r.pairs(yellow), 2);
  EXPECT_TRUE(r.slot("FL") && r.slot("BL") && !r.slot("FR") && !r.slot("BR"));
  EXPECT_TRUE(r.cross(green) || !r.cross(green));  // (no claim: only that it runs for any colour)
  EXPECT_FALSE(r.cross(white));
  const Stickers u(state_of(parse_alg("U").value()));  // the top layer turned: an AUF away
  EXPECT_FALSE(u.solved());
  EXPECT_TRUE(u.f2l(yellow) && u.top_all(yellow, false) && u.side_rows_alike(yellow, false));
  EXPECT_FALSE(u.f2l(white));
  const Stickers sune(state_of(parse_alg("R U R' U R U2 R'").value()));
  EXPECT_TRUE(sune.f2l(yellow) && sune.top_all(yellow, true));
  EXPECT_FALSE(sune.top_all(yellow, false));
  const Stickers t_perm(state_of(parse_alg("R U R' U' R' F R2 U' R' U' R U R' F'").value()));
  EXPECT_TRUE(t_perm.top_all(yellow, false));
  EXPECT_FALSE(t_perm.side_rows_alike(yellow, true));
  const Stickers u_perm(state_of(parse_alg("R U' R U R U R U' R' U' R2").value()));
  EXPECT_TRUE(u_perm.side_rows_alike(yellow, true));
  EXPECT_FALSE(u_perm.side_rows_alike(yellow, false));
  // Held upside down (x2): the yellow cross is on top and still solved.
  const Stickers x2(state_of(parse_alg("x2 R").value()));
  EXPECT_EQ(x2.face_of_colour(yellow), 0);
  EXPECT_FALSE(x2.cross(yellow));  // R with yellow on top takes a yellow-cross edge out
  EXPECT_EQ(x2.pairs(yellow), 2);
  EXPECT_TRUE(x2.cross(white) == false && x2.pairs(white) == 2);
  EXPECT_EQ(testing::broken_claim("f2l-2", "", state_of(parse_alg("R").value()), yellow), "cross not solved");
  EXPECT_EQ(testing::broken_claim("xcross", "FR", state_of(parse_alg("L").value()), yellow), "cross not solved");
  EXPECT_EQ(testing::broken_claim("pll", "", state_of(parse_alg("U2").value()), yellow), "");
  EXPECT_EQ(testing::broken_claim("auf", "", state_of(parse_alg("U2").value()), yellow), "cube not solved");
}

// Whether the analyser's steps match the CFOP split a source wrote (tests/data/reconstructions.tsv
// says how `steps` reads); "" when they do.
std::string differs_from_split(const Analysis& a, const std::string& steps) {
  std::istringstream in(steps);
  std::vector<std::string> expected;
  for (std::string token; in >> token;) expected.push_back(token);
  const bool partial = !expected.empty() && expected.back() == "*";
  if (partial) expected.pop_back();
  const std::string shown = ::testing::PrintToString(names(a));
  if (partial ? a.steps.size() < expected.size() : a.steps.size() != expected.size())
    return "steps " + shown + ", published " + steps;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const std::string& token = expected[i];
    const AnalysedStep& step = a.steps[i];
    const std::size_t not_equal = token.find("!="), equals = token.find('=');
    const std::string name = token.substr(0, std::min(not_equal, equals));
    const bool pair_step = step.name.starts_with("f2l-");
    if (name == "f2l"     ? !(pair_step && step.slot.size() == 2)
        : name == "pairs" ? !(pair_step && step.slot.size() >= 5)
                          : step.name != name)
      return "step " + std::to_string(i + 1) + " is " + step.name + " " + step.slot + ", published " + token + " in " +
             shown;
    if (not_equal != std::string::npos && (step.case_name == token.substr(not_equal + 2) || step.case_name.empty()))
      return "step " + std::to_string(i + 1) + " case " + step.case_name + ", published " + token;
    if (not_equal == std::string::npos && equals != std::string::npos && step.case_name != token.substr(equals + 1))
      return "step " + std::to_string(i + 1) + " case " + step.case_name + ", published " + token;
  }
  return "";
}

TEST(AnalyseReconstructions, EveryLabelHoldsAndCfopSplitsMatchTheSource) {
  // Real solves (CFOP, ZZ, Roux, fewest-moves and an early corners-first record; sources in the
  // file): each plays from its scramble to a solved cube, every step's name holds in the state at
  // its end and every best does the step in no more moves (the checker of analysis_checker.hpp, by
  // stickers); where the source writes a CFOP split, the analyser's is the same.
  const auto rows = testing::read_tsv("reconstructions.tsv");
  ASSERT_GE(rows.size(), 100u);
  std::map<std::string, int> by_method;
  int splits = 0, steps = 0;
  for (const auto& row : rows) {
    SCOPED_TRACE(row.at("id") + " (" + row.at("method") + ")");
    const Analysis a = analyse(row.at("scramble"), unescape_newlines(row.at("solution")));
    ASSERT_TRUE(a.valid) << a.message;
    steps += testing::check_every_label(a);
    ++by_method[row.at("method").substr(0, row.at("method").find(' '))];
    if (row.at("steps") == "*") continue;
    ++splits;
    EXPECT_EQ(a.method, "CFOP");
    EXPECT_EQ(differs_from_split(a, row.at("steps")), "");
  }
  EXPECT_GE(by_method["CFOP"], 45);
  EXPECT_GE(by_method["ZZ"], 40);
  EXPECT_GE(by_method["Roux"], 4);
  EXPECT_GE(splits, 45);
  EXPECT_GT(steps, 500);
}

TEST(AnalyseReconstructions, LinkLabelsShownBesideTheSteps) {
  const auto rows = testing::read_tsv("reconstructions.tsv");
  for (const auto& row : rows) {
    if (row.at("id") != "wei-9.04") continue;
    const Analysis a = analyse("", row.at("solution"));
    ASSERT_EQ(a.steps.size(), 8u);
    EXPECT_EQ(a.scramble, "F R2 B' L2 B U2 R2 D2 U2 F' R2 U L F D2 L U R' F");
    ASSERT_EQ(a.comments.size(), 1u);  // the date line before the first move
    EXPECT_EQ(a.comments[0], "11/26/2021 1:23 pm 9.04 pb");
    EXPECT_EQ(a.steps[0].labels, std::vector<std::string>{"cross"});
    EXPECT_EQ(a.steps[1].labels, std::vector<std::string>{"1st pair"});
    EXPECT_EQ(a.steps[5].labels, std::vector<std::string>{"OLL(CP)"});
    EXPECT_EQ(a.steps[7].labels, std::vector<std::string>{"AUF"});
    EXPECT_EQ(a.steps[0].rotations, 2);  // x y2
    EXPECT_EQ(a.steps[0].htm, 4);
  }
}

// ---- Constructed solves -------------------------------------------------------------------------------

// A solve written forwards; the scramble undoes its turns (as face turns of the WCA frame, so the
// solution ends solved, held as its rotations leave it).
struct Built {
  std::string scramble, solution;
};
Built build(const std::string& solution) {
  const Alg moves = parse_alg(solution).value();
  return {format_alg(invert(to_face_turns(moves))), solution};
}

// Cross (3 moves), four pairs inserted by the basic inserts, Sune, T perm, AUF.
constexpr const char* kCross = "F' D R2";
constexpr const char* kFourPairs = "R U R' L' U' L U' R' U R U L U' L'";  // FR, FL, BR, BL
constexpr const char* kSune = "R U R' U R U2 R'";
constexpr const char* kTPerm = "R U R' U' R' F R2 U' R' U' R U R' F'";

TEST(AnalyseConstructed, CancellationsAcrossStepsAreNoted) {
  // The cross ends with R2 and the first pair starts with R: R2 R is R' (2 HTM become 1).
  const std::string solution = std::string(kCross) + " " + kFourPairs + " " + kSune + " " + kTPerm + " U";
  const Analysis a = analyse(build(solution).scramble, solution);
  ASSERT_GE(a.steps.size(), 3u);
  EXPECT_EQ(a.steps[0].cancels, 1);
  EXPECT_EQ(a.steps[1].cancels, 0);  // R' then L': nothing cancels
}

TEST(AnalyseConstructed, FullCfopSplitWithCases) {
  const Built b = build(std::string(kCross) + " " + kFourPairs + " " + kSune + " " + kTPerm + " U");
  const Analysis a = analyse(b.scramble, b.solution);
  check_analysis(a);
  EXPECT_EQ(a.method, "CFOP");
  EXPECT_EQ(names(a), (std::vector<std::string>{"cross", "f2l-1", "f2l-2", "f2l-3", "f2l-4", "oll", "pll", "auf"}));
  EXPECT_EQ(a.steps[0].htm, 3);
  EXPECT_EQ(a.steps[1].slot, "FR");
  EXPECT_EQ(a.steps[2].slot, "FL");
  EXPECT_EQ(a.steps[3].slot, "BR");
  EXPECT_EQ(a.steps[4].slot, "BL");
  // The turn that shows each pair's slot at the front right, where case pictures draw a pair: a y
  // turn brings the right face to the front, so FL needs y', BR y and BL y2; none for the cross.
  EXPECT_FALSE(a.steps[0].case_view.has_value());
  const std::vector<std::string> views{"", "y'", "y", "y2"};
  for (std::size_t i = 0; i < views.size(); ++i) {
    ASSERT_TRUE(a.steps[i + 1].case_view.has_value());
    EXPECT_EQ(format_alg(*a.steps[i + 1].case_view), views[i]) << a.steps[i + 1].slot;
  }
  // Each pair's insert is the case library's algorithm for its case, moved to its slot:
  // R U R' (F2L 4), L' U' L = F' U' F from the left (F2L 3), U' R' U R at the back (F2L 2),
  // U L U' L' (F2L 1).
  EXPECT_EQ(a.steps[1].case_name, "F2L 4");
  EXPECT_EQ(a.steps[2].case_name, "F2L 3");
  EXPECT_EQ(a.steps[3].case_name, "F2L 2");
  EXPECT_EQ(a.steps[4].case_name, "F2L 1");
  EXPECT_EQ(a.steps[5].case_name, "OLL 27");
  EXPECT_EQ(a.steps[6].case_name, "PLL T");
  ASSERT_TRUE(a.steps[5].in_library.has_value());
  EXPECT_TRUE(*a.steps[5].in_library);
  EXPECT_TRUE(*a.steps[6].in_library);
  for (const AnalysedStep& s : a.steps) EXPECT_TRUE(s.best.has_value()) << s.name;
  EXPECT_EQ(a.steps[0].best_colour.empty(), false);
}

TEST(AnalyseConstructed, EveryCrossColour) {
  // The same solve held with each colour on D: a rotation first, the rest unchanged.
  const std::string rest = std::string(kCross) + " " + kFourPairs + " " + kSune + " " + kTPerm + " U";
  for (int colour = 0; colour < kFaces; ++colour) {
    const Orientation& o = orientation_putting_on_d(colour);
    const Built b = build(format_alg(o.rotation) + " " + rest);
    SCOPED_TRACE(colour_name(colour));
    const Analysis a = analyse(b.scramble, b.solution);
    check_analysis(a);
    EXPECT_EQ(a.colour, colour_name(colour));
    EXPECT_EQ(names(a), (std::vector<std::string>{"cross", "f2l-1", "f2l-2", "f2l-3", "f2l-4", "oll", "pll", "auf"}));
    EXPECT_EQ(a.steps[1].slot, "FR");
    EXPECT_EQ(a.steps[5].case_name, "OLL 27");
    EXPECT_EQ(a.steps[6].case_name, "PLL T");
    EXPECT_EQ(a.steps[0].rotations, static_cast<int>(o.rotation.size()));
  }
}

TEST(AnalyseConstructed, RotationsMidSolveNameSlotsAsHeld) {
  // The FL pair inserted after a y: the old L face is the user's B now, so L' U' L is written
  // B' U' B and the pair sits in the user's BL; y' turns back for the BR pair.
  const Built b =
      build(std::string(kCross) + " R U R' y B' U' B y' U' R' U R U L U' L' " + kSune + " " + kTPerm + " U");
  const Analysis a = analyse(b.scramble, b.solution);
  check_analysis(a);
  EXPECT_EQ(names(a), (std::vector<std::string>{"cross", "f2l-1", "f2l-2", "f2l-3", "f2l-4", "oll", "pll", "auf"}));
  EXPECT_EQ(a.steps[2].slot, "BL");
  EXPECT_EQ(a.steps[2].rotations, 1);
  EXPECT_EQ(a.steps[3].rotations, 1);
  EXPECT_EQ(a.steps[3].slot, "BR");
}

TEST(AnalyseConstructed, XcrossIsOneStep) {
  // The cross and the FR pair done by the same moves: the pair's inverse is inside the cross part.
  const Built b =
      build(std::string("R U R' ") + kCross + " L' U' L U' R' U R U L U' L' " + kSune + " " + kTPerm + " U");
  const Analysis a = analyse(b.scramble, b.solution);
  check_analysis(a);
  ASSERT_FALSE(a.steps.empty());
  EXPECT_EQ(a.steps[0].name, "xcross");
  EXPECT_EQ(a.steps[0].slot, "FR");
  ASSERT_TRUE(a.steps[0].best.has_value());
  EXPECT_EQ(a.steps[0].best->how, "optimal xcross");
}

TEST(AnalyseConstructed, OllAndPllSkips) {
  const Analysis no_oll = analyse(build(std::string(kCross) + " " + kFourPairs + " " + kTPerm + " U").scramble,
                                  std::string(kCross) + " " + kFourPairs + " " + kTPerm + " U");
  check_analysis(no_oll);
  EXPECT_EQ(names(no_oll),
            (std::vector<std::string>{"cross", "f2l-1", "f2l-2", "f2l-3", "f2l-4", "oll", "pll", "auf"}));
  EXPECT_EQ(no_oll.steps[5].case_name, "skip");
  EXPECT_TRUE(no_oll.steps[5].moves.empty());
  EXPECT_EQ(no_oll.steps[6].case_name, "PLL T");

  const std::string with_pll_skip = std::string(kCross) + " " + kFourPairs + " " + kSune + " U";
  const Analysis no_pll = analyse(build(with_pll_skip).scramble, with_pll_skip);
  check_analysis(no_pll);
  EXPECT_EQ(names(no_pll),
            (std::vector<std::string>{"cross", "f2l-1", "f2l-2", "f2l-3", "f2l-4", "oll", "pll", "auf"}));
  EXPECT_EQ(no_pll.steps[5].case_name, "OLL 27");
  EXPECT_EQ(no_pll.steps[6].case_name, "skip");
  EXPECT_EQ(format_alg(no_pll.steps[7].moves), "U");
}

TEST(AnalyseConstructed, TwoLookLastLayer) {
  const std::string solution = std::string(kCross) + " " + kFourPairs +
                               " F R U R' U' F' R U R' U R U2 R'"  // edges, then Sune
                               " R' F R' B2 R F' R' B2 R2"         // A perm: corners
                               " R U' R U R U R U' R' U' R2";      // U perm: edges
  const Analysis a = analyse(build(solution).scramble, solution);
  check_analysis(a);
  EXPECT_EQ(names(a), (std::vector<std::string>{"cross", "f2l-1", "f2l-2", "f2l-3", "f2l-4", "oll-edges", "oll-corners",
                                                "pll-corners", "pll-edges"}));
  EXPECT_EQ(a.steps[6].case_name, "Sune");
  EXPECT_EQ(format_alg(a.steps[5].moves), "F R U R' U' F'");
}

TEST(AnalyseConstructed, FirstTwoLayersAtOnceAreOneStep) {
  // As ZZ or Petrus end their blocks: the last turn (D) completes the cross and all four pairs at
  // once. No cross step can be named before the first two layers: one step "f2l", then the LL.
  const std::string solution = std::string("R U R' D ") + kSune + " " + kTPerm + " U";
  const Analysis a = analyse(build(solution).scramble, solution);
  check_analysis(a);
  EXPECT_EQ(a.method, "layers");
  EXPECT_EQ(names(a), (std::vector<std::string>{"f2l", "oll", "pll", "auf"}));
  EXPECT_EQ(a.steps[1].case_name, "OLL 27");
}

TEST(AnalyseConstructed, BeginnersLayers) {
  // CubeLab's beginner's method: cross, the first layer's corners, then the middle edges.
  const std::string scramble = "R2 D' B2 U' F' L2 D R' B U2 F' L D2 R U";
  auto beginner = solve_with("beginner", state_of(parse_alg(scramble).value()), SolveOptions{}, shared_tables());
  ASSERT_TRUE(beginner.ok());
  std::string solution;
  for (const Phase& p : beginner->phases) solution += format_alg(p.moves) + " // " + p.name + "\n";
  const Analysis a = analyse(scramble, solution);
  check_analysis(a);
  EXPECT_EQ(a.method, "LBL");
  EXPECT_EQ(names(a), (std::vector<std::string>{"cross", "corners", "second-layer", "last-layer"}));
  EXPECT_EQ(a.steps[1].labels, std::vector<std::string>{"corners"});
}

TEST(AnalyseConstructed, RouxSolveGetsNoCfopLabels) {
  // A Roux-style solve: blocks built with r, R, U and M turns, CMLL (Sune), then the last six
  // edges with M and U turns, which place the DF and DB edges only at the end.
  const std::string solution =
      "F' r U' R2 r' U R' U' M' R U R' " + std::string(kSune) + " M' U M U2 M' U' M' U2 M2 U M2";
  const Analysis a = analyse(build(solution).scramble, solution);
  ASSERT_TRUE(a.valid);
  EXPECT_NE(a.method, "CFOP");
  check_analysis(a);
  for (const AnalysedStep& s : a.steps) {
    EXPECT_FALSE(s.name == "cross" || s.name.starts_with("f2l-") || s.name == "oll" || s.name == "pll") << s.name;
  }
}

TEST(AnalyseConstructed, AnySolvingSequenceGetsStepsThatHold) {
  // Random-move scrambles solved by CubeLab's own CFOP and by the plain inverse: whatever the split
  // finds, each step does what its name says and each best step does it too, never longer.
  Rng rng(12);
  for (int i = 0; i < 40; ++i) {
    const Alg scramble = random_moves(rng, 4 + i % 20);
    SCOPED_TRACE(format_alg(scramble));
    check_analysis(analyse(format_alg(scramble), format_alg(invert(scramble))));
    auto cfop = solve_with("cfop", state_of(scramble), SolveOptions{}, shared_tables());
    ASSERT_TRUE(cfop.ok());
    std::string solution;
    for (const Phase& p : cfop->phases) solution += format_alg(p.moves) + " // " + p.name + "\n";
    const Analysis a = analyse(format_alg(scramble), solution);
    check_analysis(a);
    // A very short scramble may be solved by a "cross" that finishes another colour's layers first.
    if (scramble.size() >= 10) EXPECT_EQ(a.method, "CFOP");
  }
}

TEST(AnalyseConstructed, SolutionThatDoesNotSolveIsReported) {
  auto a = analyse_solve("R U R' U'", "U R U'", -1, shared_tables());
  ASSERT_TRUE(a.ok());
  EXPECT_FALSE(a->valid);
  EXPECT_TRUE(a->steps.empty());
  EXPECT_EQ(a->end, state_of(parse_alg("R U R' U' U R U'").value()));
  EXPECT_NE(a->message.find("does not solve"), std::string::npos);
}

TEST(AnalyseInput, CsTimerTimestampsGiveStepTimes) {
  // Cross in 3 moves, then each pair, Sune, T perm, AUF; one move every 100 ms, a 500 ms pause
  // before the first pair.
  const std::string plain = std::string(kCross) + " " + kFourPairs + " " + kSune + " " + kTPerm + " U";
  const Alg moves = parse_alg(plain).value();
  std::string stamped;
  double t = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    t += i == 3 ? 500 : 100;
    stamped += format_move(moves[i]) + "/*" + std::to_string(static_cast<int>(t)) + "*/ ";
  }
  const Analysis a = analyse(build(plain).scramble, stamped);
  check_analysis(a);
  ASSERT_TRUE(a.steps[0].ms && a.steps[1].ms && a.steps[1].pause_ms && a.steps[1].tps);
  EXPECT_DOUBLE_EQ(*a.steps[0].ms, 300);
  EXPECT_DOUBLE_EQ(*a.steps[1].pause_ms, 500);
  EXPECT_DOUBLE_EQ(*a.steps[1].ms, 700);                // 500 + 2 * 100 for R U R'
  EXPECT_DOUBLE_EQ(*a.steps[1].tps, 3 * 1000.0 / 200);  // 3 turns over 200 ms of turning
  ASSERT_TRUE(a.ms.has_value());
  EXPECT_DOUBLE_EQ(*a.ms, t);
}

TEST(AnalyseInput, TotalTimeGivesTps) {
  const std::string plain = std::string(kCross) + " " + kFourPairs + " " + kSune + " " + kTPerm + " U";
  const Analysis a = analyse(build(plain).scramble, plain, 5000);
  ASSERT_TRUE(a.tps.has_value());
  EXPECT_DOUBLE_EQ(*a.tps, a.stm / 5.0);
  EXPECT_FALSE(a.steps[0].ms.has_value());
}

TEST(AnalyseInput, ErrorsNameTheTextAndColumn) {
  auto bad_solution = analyse_solve("R U", "R U Q", -1, shared_tables());
  ASSERT_FALSE(bad_solution.ok());
  EXPECT_EQ(bad_solution.error().column, 5);
  EXPECT_TRUE(bad_solution.error().message.starts_with("solution: ")) << bad_solution.error().message;
  auto bad_scramble = analyse_solve("R U Xq", "R", -1, shared_tables());
  ASSERT_FALSE(bad_scramble.ok());
  EXPECT_EQ(bad_scramble.error().column, 5);
  EXPECT_TRUE(bad_scramble.error().message.starts_with("scramble: ")) << bad_scramble.error().message;
  auto unclosed = analyse_solve("R U", "U' /* R'", -1, shared_tables());
  ASSERT_FALSE(unclosed.ok());
  EXPECT_EQ(unclosed.error().column, 4);
}

TEST(AnalyseInput, ReconstructionTextListsStepsWithCounts) {
  const std::string plain = std::string(kCross) + " " + kFourPairs + " " + kSune + " " + kTPerm + " U";
  const Analysis a = analyse(build(plain).scramble, plain);
  const std::string text = reconstruction_text(a);
  EXPECT_NE(text.find("F' D R2 // cross (3/3)"), std::string::npos) << text;
  EXPECT_NE(text.find("// oll OLL 27"), std::string::npos) << text;
  EXPECT_NE(text.find("// pll PLL T"), std::string::npos) << text;
  // The text is itself a reconstruction: read back, its moves are the solution.
  const std::size_t blank = text.find("\n\n");
  EXPECT_EQ(parse_alg(text.substr(blank)).value(), parse_alg(plain).value());
}

// ---- Best steps ------------------------------------------------------------------------------------------

unsigned pairs_of(const CubieCube& h) {
  unsigned mask = 0;
  for (int k = 0; k < cubelab::kPairs; ++k)
    if (pair_solved(h, k)) mask |= 1u << k;
  return mask;
}

// Whether some sequence of at most `depth` face turns takes `h` to a cube with the cross and every
// pair of `pairs` solved: a plain depth-first search over all face turns (no tables), as an
// independent check that a best step called optimal has nothing shorter.
bool reachable_within(const CubieCube& h, unsigned pairs, int depth, int prev_face = -1) {
  if (cross_solved(h) && (pairs_of(h) & pairs) == pairs) return true;
  if (depth == 0) return false;
  for (int m = 0; m < kFaceTurns; ++m) {
    const int face = m / 3;
    if (face == prev_face || (prev_face >= 0 && face == (prev_face + 3) % 6 && face < prev_face)) continue;
    if (reachable_within(apply_move(h, face_turn(m)), pairs, depth - 1, face)) return true;
  }
  return false;
}

// The cube after the step, held for the solve's colour.
CubieCube held_after(const Analysis& a, const AnalysedStep& step, const Alg& moves) {
  return held_for(apply_alg(step.start, moves), colour_index(a));
}

TEST(AnalyseBest, TheUsersOwnMovesWhenNothingIsShorter) {
  // R U R' is the optimal insertion of its pair, Sune is the library's OLL 27 (7 moves), U the
  // AUF: CubeLab's best is no shorter than these, so the user's own moves are the best.
  const std::string solution = std::string(kCross) + " " + kFourPairs + " " + kSune + " " + kTPerm + " U";
  const Analysis a = analyse(build(solution).scramble, solution);
  check_analysis(a);
  for (const std::size_t k : {1u, 5u, 7u}) {
    const AnalysedStep& step = a.steps[k];
    SCOPED_TRACE(step.name);
    ASSERT_TRUE(step.best.has_value());
    EXPECT_TRUE(step.best->yours);
    EXPECT_EQ(step.best->moves, step.moves);
    EXPECT_EQ(step.saved, 0);
  }
  EXPECT_EQ(a.steps[1].best->how, "optimal pair");
  EXPECT_TRUE(a.steps[1].best->optimal);   // an exact search: nothing shorter exists
  EXPECT_FALSE(a.steps[5].best->optimal);  // the library's algorithm proves nothing
  // And indeed no 2 moves solve that pair with the cross (an independent search).
  const unsigned fr = pairs_of(held_after(a, a.steps[1], a.steps[1].moves));
  EXPECT_FALSE(reachable_within(held_for(a.steps[1].start, colour_index(a)), fr, 2));
}

TEST(AnalyseBest, ASkipHasNoBest) {
  const std::string oll_skip = std::string(kCross) + " " + kFourPairs + " " + kTPerm + " U";
  const std::string pll_skip = std::string(kCross) + " " + kFourPairs + " " + kSune + " U";
  const Analysis no_oll = analyse(build(oll_skip).scramble, oll_skip);
  const Analysis no_pll = analyse(build(pll_skip).scramble, pll_skip);
  check_analysis(no_oll);
  check_analysis(no_pll);
  ASSERT_EQ(no_oll.steps[5].case_name, "skip");
  ASSERT_EQ(no_pll.steps[6].case_name, "skip");
  EXPECT_FALSE(no_oll.steps[5].best.has_value());
  EXPECT_FALSE(no_pll.steps[6].best.has_value());
  EXPECT_TRUE(no_pll.steps[5].best.has_value());  // the OLL before the skip still has one
}

TEST(AnalyseBest, XxcrossBestSolvesTheSamePairsOptimally) {
  // The user wastes U2 U2 before L' U' L D (which ends the cross with the FR and FL pairs): the best
  // is 4 moves, and no 3 moves do it (an independent search over all face turns).
  const std::string solution = "U2 U2 L' U' L D U' R' U R U L U' L' " + std::string(kSune) + " " + kTPerm + " U";
  const Analysis a = analyse(build(solution).scramble, solution);
  check_analysis(a);
  ASSERT_EQ(a.steps[0].name, "xxcross");
  const AnalysedStep& step = a.steps[0];
  const unsigned users_pairs = pairs_of(held_after(a, step, step.moves));
  ASSERT_TRUE(step.best.has_value());
  EXPECT_FALSE(step.best->yours);
  EXPECT_TRUE(step.best->optimal);
  EXPECT_EQ(step.best->how, "optimal xxcross");
  EXPECT_EQ(htm(step.best->moves), 4);
  EXPECT_EQ(step.htm, 6);
  EXPECT_EQ(step.saved, 2);
  const CubieCube after = held_after(a, step, step.best->moves);
  EXPECT_TRUE(cross_solved(after));
  EXPECT_EQ(pairs_of(after) & users_pairs, users_pairs);  // the same pairs as the user's
  EXPECT_FALSE(reachable_within(held_for(step.start, colour_index(a)), users_pairs, 3));
}

TEST(AnalyseBest, SeveralPairsInOneStepGetTheBestForThosePairs) {
  // After the cross, D R U R' D2 R U R' D solves two pairs at once (the cross is broken until the
  // last D): one step with two slots; the best solves the same two pairs keeping the cross, shorter,
  // and nothing shorter does (an independent search).
  const std::string solution =
      std::string(kCross) + " D R U R' D2 R U R' D " + "U L U' L' U' R' U R " + kSune + " " + kTPerm + " U";
  const Analysis a = analyse(build(solution).scramble, solution);
  check_analysis(a);
  ASSERT_GE(a.steps.size(), 2u);
  const AnalysedStep& step = a.steps[1];
  ASSERT_EQ(step.name, "f2l-1");
  EXPECT_EQ(step.htm, 9);
  EXPECT_EQ(step.slot.size(), 5u) << step.slot;  // two slots: "FR BL"
  const CubieCube start = held_for(step.start, colour_index(a));
  const unsigned users_pairs = pairs_of(held_after(a, step, step.moves)) & ~pairs_of(start);
  ASSERT_EQ(std::popcount(users_pairs), 2);
  ASSERT_TRUE(step.best.has_value());
  EXPECT_FALSE(step.best->yours);
  EXPECT_TRUE(step.best->optimal);
  EXPECT_EQ(step.best->how, "optimal pairs");
  EXPECT_LT(htm(step.best->moves), step.htm);
  const CubieCube after = held_after(a, step, step.best->moves);
  EXPECT_EQ(pairs_of(after) & users_pairs, users_pairs);
  EXPECT_TRUE(cross_solved(after));
  EXPECT_FALSE(reachable_within(start, users_pairs, htm(step.best->moves) - 1));
}

TEST(AnalyseBest, PublishedXxcrossesGetABestNeverLonger) {
  // Max Park's and Yusheng Du's records open with an xxcross: the best for the same pairs is
  // applied and checked (check_analysis), and says whether its search finished.
  for (const auto& row : testing::read_tsv("reconstructions.tsv")) {
    if (row.at("id") != "park-3.13" && row.at("id") != "du-3.47") continue;
    SCOPED_TRACE(row.at("id"));
    const Analysis a = analyse(row.at("scramble"), unescape_newlines(row.at("solution")));
    check_analysis(a);
    const AnalysedStep& step = a.steps[0];
    ASSERT_EQ(step.name, "xxcross");
    ASSERT_TRUE(step.best.has_value());
    const unsigned users_pairs = pairs_of(held_after(a, step, step.moves));
    const CubieCube after = held_after(a, step, step.best->moves);
    EXPECT_EQ(pairs_of(after) & users_pairs, users_pairs);
    EXPECT_EQ(step.best->how, step.best->optimal ? "optimal xxcross" : "best found, xxcross");
  }
}

TEST(F2lPairs, SearchWithinANodeBudgetSaysWhetherItFinished) {
  // Cross and all four pairs from a random-move scramble: far beyond 50 nodes (not complete, none
  // found); a 4-move disturbance is found, shortest, with room to spare.
  tables::TableCache& t = shared_tables();
  const F2lTables f2l{cross_table(t), pair_tables(t)};
  const CubieCube hard = state_of(parse_alg("R2 D' B2 U' F' L2 D R' B U2 F' L D2 R U").value());
  const PairsWithin cut = insert_pairs_within(hard, 0xF, 0, 20, 50, f2l);
  EXPECT_FALSE(cut.complete);
  EXPECT_FALSE(cut.found);
  const CubieCube easy = state_of(parse_alg("D' L' U L").value());
  const PairsWithin found = insert_pairs_within(easy, 0x3, 0, 20, 1'000'000, f2l);
  ASSERT_TRUE(found.found);
  EXPECT_TRUE(found.complete);
  const CubieCube done = apply_alg(easy, found.moves);
  EXPECT_TRUE(cross_solved(done) && pair_solved(done, 0) && pair_solved(done, 1));
  EXPECT_EQ(htm(found.moves), 4);
  EXPECT_FALSE(reachable_within(easy, 0x3, 3));
  // Below the shortest: searched in full, nothing found.
  const PairsWithin none = insert_pairs_within(easy, 0x3, 0, 3, 1'000'000, f2l);
  EXPECT_FALSE(none.found);
  EXPECT_TRUE(none.complete);
  // The greedy pair-by-pair insertion does it too.
  const Alg greedy = insert_pairs_greedily(hard, 0x3, 0, f2l);
  const CubieCube greedy_done = apply_alg(hard, greedy);
  EXPECT_TRUE(cross_solved(greedy_done) && pair_solved(greedy_done, 0) && pair_solved(greedy_done, 1));
}

// ---- Links and notation ---------------------------------------------------------------------------------

TEST(AlgLinks, AlgCubingNetEscapes) {
  auto link = parse_alg_link("https://alg.cubing.net/?setup=R_U-_F2&alg=R-_U2-%0A%2F%2F_a%26%2345%3Bb_c");
  ASSERT_TRUE(link.ok());
  EXPECT_EQ(link->setup, "R U' F2");
  EXPECT_EQ(link->alg, "R' U2'\n// a-b c");
}

TEST(AlgLinks, TwizzleUsesFormEncoding) {
  auto link = parse_alg_link("https://alpha.twizzle.net/edit/?setup-alg=R+U%27&alg=U+R%27+%2F%2F+cross");
  ASSERT_TRUE(link.ok());
  EXPECT_EQ(link->setup, "R U'");
  EXPECT_EQ(link->alg, "U R' // cross");
  EXPECT_TRUE(looks_like_link("alpha.twizzle.net/edit/?alg=R"));
  EXPECT_FALSE(looks_like_link("R U R'"));
}

TEST(AlgLinks, ATwizzleLinkIsAnalysedWithItsSetupAsTheScramble) {
  const std::string solution = std::string(kCross) + " " + kFourPairs + " " + kSune + " " + kTPerm + " U";
  std::string setup = build(solution).scramble, alg = solution + " // done";
  for (std::string* text : {&setup, &alg})
    for (std::size_t at = text->find_first_of(" '/"); at != std::string::npos; at = text->find_first_of(" '/", at))
      text->replace(at, 1, (*text)[at] == ' ' ? "+" : (*text)[at] == '\'' ? "%27" : "%2F");
  const Analysis a = analyse("", "https://alpha.twizzle.net/edit/?setup-alg=" + setup + "&alg=" + alg);
  check_analysis(a);
  EXPECT_EQ(a.scramble, build(solution).scramble);
  EXPECT_EQ(names(a), (std::vector<std::string>{"cross", "f2l-1", "f2l-2", "f2l-3", "f2l-4", "oll", "pll", "auf"}));
  EXPECT_EQ(a.steps.back().labels, std::vector<std::string>{"done"});
}

TEST(AlgLinks, BrokenLinksAreErrors) {
  EXPECT_FALSE(parse_alg_link("https://alg.cubing.net/?setup=R").ok());
  auto broken = parse_alg_link("https://alg.cubing.net/?alg=R%2");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().column, 30);  // the '%'
}

TEST(AnnotatedAlg, CommentsPausesAndTimestamps) {
  auto a = parse_annotated_alg("R U/*120*/ . R' // first\n/* note */ (F R)2 ");
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(format_alg(a->moves), "R U R' F R F R");
  EXPECT_EQ(a->pauses, 1u);
  ASSERT_EQ(a->ms.size(), 7u);
  EXPECT_DOUBLE_EQ(a->ms[1], 120);
  EXPECT_LT(a->ms[0], 0);
  ASSERT_EQ(a->comments.size(), 2u);
  EXPECT_EQ(a->comments[0].text, "first");
  EXPECT_EQ(a->comments[0].moves_before, 3u);
  EXPECT_EQ(a->comments[1].text, "note");
  EXPECT_EQ(a->columns[0], 1);
  EXPECT_EQ(a->columns[2], 14);
  EXPECT_EQ(a->columns[3], 37);  // the group's '('
  EXPECT_EQ(parse_alg("R /* a */ U . U'").value(), parse_alg("R U U'").value());
}

}  // namespace
}  // namespace cubelab
