#include "core/solvers/common/phase_info.hpp"

#include <algorithm>

namespace cubelab {

namespace {

constexpr PhaseInfo kPhases[] = {
    {"cross", "Cross", PhaseFocus::cross,
     "bring the four {cross} edges around the {cross} centre on the bottom, each matching its side centre", "cross"},
    {"xcross", "X-cross", PhaseFocus::f2l, "solve the cross and one F2L pair at once, planned in inspection", "cross"},
    {"f2l", "F2L", PhaseFocus::f2l,
     "pair a {cross} corner with its middle-layer edge and put both into their slot together", "f2l"},
    {"oll", "OLL", PhaseFocus::oll,
     "orient the last layer in one algorithm so the top is all {top}, keeping F2L intact", "oll"},
    {"pll", "PLL", PhaseFocus::all,
     "move the last-layer pieces to their places without disturbing anything else, then turn U to finish", "pll"},
    {"oll-edges", "OLL edges", PhaseFocus::edges_up, "make a {top} cross on top by flipping last-layer edges", "oll"},
    {"oll-corners", "OLL corners", PhaseFocus::oll, "twist the last-layer corners until the whole top is {top}", "oll"},
    {"pll-corners", "PLL corners", PhaseFocus::all, "swap last-layer corners into place", "pll"},
    {"pll-edges", "PLL edges", PhaseFocus::all, "cycle last-layer edges into place", "pll"},
    {"corners", "First-layer corners", PhaseFocus::f2l,
     "put the four {cross} corners into the bottom layer one by one, each with a short trigger"},
    {"second-layer", "Second layer", PhaseFocus::f2l,
     "insert the four middle-layer edges from the top layer, to the left or to the right"},
    {"ll-cross", "Top cross", PhaseFocus::edges_up, "flip top edges with F R U R' U' F' until there is a {top} cross"},
    {"ll-edges", "Top edges", PhaseFocus::all, "swap the top edges until they match their side centres"},
    {"ll-corners-place", "Top corners: place", PhaseFocus::all,
     "cycle the top corners into their places, twisted or not"},
    {"ll-corners-orient", "Top corners: twist", PhaseFocus::all,
     "twist each top corner in place with R' D' R D, turning only U between corners"},
    // ZZ (core/solvers/zz): the line and oriented edges, two blocks by <R, U, L>, then CFOP's OLL and PLL.
    {"eoline", "EOLine", PhaseFocus::edge_orientation,
     "orient every edge, so that no F or B quarter turn is needed again, and solve the two {cross} edges "
     "DF and DB: the line"},
    {"f2l-left", "F2L left block", PhaseFocus::f2l,
     "build the 1x2x3 block on the left beside the line with R, U and L only, which keep the edges oriented", "f2l"},
    {"f2l-right", "F2L right block", PhaseFocus::f2l,
     "build the 1x2x3 block on the right with R and U only, finishing the first two layers", "f2l"},
    // Roux (core/solvers/roux): two blocks, the top corners, the last six edges.
    {"first-block", "First block", PhaseFocus::f2l,
     "build a 1x2x3 block on the left: the {cross} edge and the two middle edges of the left side with "
     "their two {cross} corners"},
    {"second-block", "Second block", PhaseFocus::f2l,
     "build the matching 1x2x3 block on the right with R, r, U and M only, keeping the first block"},
    {"cmll", "CMLL", PhaseFocus::all,
     "solve the four top corners in one algorithm, keeping both blocks (the middle slice may change)"},
    {"lse", "LSE", PhaseFocus::all, "solve the last six edges and the centres with M and U turns only"},
    {"phase 1", "Phase 1", PhaseFocus::all,
     "reach a state where every piece is oriented and the middle-layer edges are in the middle layer "
     "(Kociemba's subgroup G1)"},
    {"phase 2", "Phase 2", PhaseFocus::all, "finish with U, D and half turns only, which keep that subgroup"},
    {"g1", "Stage 1: orient edges", PhaseFocus::edge_orientation,
     "orient every edge, so that no F or B quarter turn is needed again: reach Thistlethwaite's group "
     "G1 = <U, D, R, L, F2, B2> (one of 2,048 edge orientations, at most 7 moves)"},
    {"g2", "Stage 2: orient corners", PhaseFocus::orientation,
     "orient every corner and bring the four middle-layer edges into the middle layer, using "
     "<U, D, R, L, F2, B2>: reach G2 = <U, D, R2, L2, F2, B2> (1,082,565 cosets, at most 10 moves)"},
    {"g3", "Stage 3: half-turn reachable", PhaseFocus::all,
     "bring every face to its own and the opposite colour only, with the corners where half turns can "
     "solve them, using <U, D, R2, L2, F2, B2>: reach G3 = <U2, D2, R2, L2, F2, B2> (29,400 cosets, at most "
     "13 moves)"},
    {"solved", "Stage 4: half turns", PhaseFocus::all,
     "solve the cube with half turns only (663,552 positions of G3, at most 15 moves)"},
    {"optimal", "Optimal", PhaseFocus::all,
     "the fewest face turns that solve the cube (half-turn metric), found by an exhaustive search"},
    {"route", "Route", PhaseFocus::all,
     "a two-phase search for the shortest way it found from this cube to the pattern"},
    // Steps of an analysed solve (core/study/analyse.hpp) that no solver's answer has.
    {"xxcross", "XX-cross", PhaseFocus::f2l, "solve the cross and two F2L pairs at once, planned in inspection",
     "cross"},
    {"xxxcross", "XXX-cross", PhaseFocus::f2l, "solve the cross and three F2L pairs at once", "cross"},
    {"last-layer", "Last layer", PhaseFocus::all, "solve the last layer"},
    {"auf", "AUF", PhaseFocus::all, "turn the top layer to finish", "auf"},
    {"solve", "Solve", PhaseFocus::all, "the whole solve: no method's steps were found in it"},
};

// What each F2L case group (core/solvers/cfop/cases_data.cpp) asks of the learner.
struct GroupGoal {
  std::string_view group;
  std::string_view goal;
};
constexpr GroupGoal kF2lGroupGoals[] = {
    {"Corner and edge in top",
     "corner and edge are both in the top layer; pair them up there, then insert the pair into its slot"},
    {"Corner in slot, edge in top",
     "the corner already sits in its slot and the edge is on top; take the corner out with the edge and put "
     "them back together"},
    {"Edge in slot, corner in top",
     "the edge already sits in its slot and the corner is on top; bring the corner down next to it without "
     "losing the edge"},
    {"Corner and edge in slot",
     "corner and edge are both in the slot but not solved; take them out together and insert them again, "
     "paired"},
};

// "f2l-3" -> 3; 0 for any other name.
int f2l_pair_number(std::string_view name) {
  if (name.size() != 5 || name.substr(0, 4) != "f2l-" || name[4] < '1' || name[4] > '4') return 0;
  return name[4] - '0';
}

// How a piece's stickers show during a phase.
enum class Show { all, top_colour, orientation, none };

struct PieceView {
  PhaseFocus focus;
  int top;                                 // colour (solved face) of the U centre at the phase's end
  int down;                                // colour of the D centre at the phase's end
  std::array<bool, kCorners> corner_done;  // by piece: solved at the phase's end
  std::array<bool, kEdges> edge_done;
};

template <std::size_t N>
bool has_colour(const uint8_t (&colours)[N], int colour) {
  return std::find(std::begin(colours), std::end(colours), colour) != std::end(colours);
}

Show corner_shows(const PieceView& v, int piece) {
  const bool top_piece = has_colour(kCornerColours[piece], v.top);
  switch (v.focus) {
    case PhaseFocus::edge_orientation:
      return Show::none;
    case PhaseFocus::orientation:
      return Show::orientation;
    case PhaseFocus::cross:
      return Show::none;
    case PhaseFocus::f2l:
      return !top_piece && v.corner_done[piece] ? Show::all : Show::none;
    case PhaseFocus::edges_up:
      return top_piece ? Show::none : Show::all;
    case PhaseFocus::oll:
      return top_piece ? Show::top_colour : Show::all;
    case PhaseFocus::all:
      return Show::all;
  }
  return Show::all;
}

Show edge_shows(const PieceView& v, int piece) {
  const bool top_piece = has_colour(kEdgeColours[piece], v.top);
  switch (v.focus) {
    case PhaseFocus::edge_orientation:
    case PhaseFocus::orientation:
      return Show::orientation;
    case PhaseFocus::cross:
      return has_colour(kEdgeColours[piece], v.down) ? Show::all : Show::none;
    case PhaseFocus::f2l:
      return !top_piece && v.edge_done[piece] ? Show::all : Show::none;
    case PhaseFocus::edges_up:
    case PhaseFocus::oll:
      return top_piece ? Show::top_colour : Show::all;
    case PhaseFocus::all:
      return Show::all;
  }
  return Show::all;
}

// Which pieces sit solved, relative to the centres, in `end`.
void mark_done(const CubieCube& end, PieceView& v) {
  const FaceletCube f = to_facelets(end);
  const auto matches_centre = [&](int facelet) { return f[facelet] == f[centre_facelet(facelet / 9)]; };
  for (int slot = 0; slot < kCorners; ++slot)
    v.corner_done[end.cp[slot]] =
        std::all_of(std::begin(kCornerFacelets[slot]), std::end(kCornerFacelets[slot]), matches_centre);
  for (int slot = 0; slot < kEdges; ++slot)
    v.edge_done[end.ep[slot]] =
        std::all_of(std::begin(kEdgeFacelets[slot]), std::end(kEdgeFacelets[slot]), matches_centre);
}

}  // namespace

std::string_view focus_name(PhaseFocus focus) {
  switch (focus) {
    case PhaseFocus::cross:
      return "cross";
    case PhaseFocus::f2l:
      return "f2l";
    case PhaseFocus::edges_up:
      return "edges-up";
    case PhaseFocus::oll:
      return "oll";
    case PhaseFocus::all:
      return "all";
    case PhaseFocus::edge_orientation:
      return "edge-orientation";
    case PhaseFocus::orientation:
      return "orientation";
  }
  return "all";
}

PhaseInfo phase_info(std::string_view name) {
  const std::string_view key = f2l_pair_number(name) ? std::string_view("f2l") : name;
  for (const PhaseInfo& info : kPhases)
    if (info.name == key) return info;
  return PhaseInfo{name, name, PhaseFocus::all, ""};
}

std::string phase_label(std::string_view name) {
  if (const int pair = f2l_pair_number(name)) return "F2L pair " + std::to_string(pair);
  return std::string(phase_info(name).label);
}

std::string phase_goal(const Phase& phase, std::string_view case_group) {
  if (phase_info(phase.name).focus == PhaseFocus::f2l)
    for (const GroupGoal& g : kF2lGroupGoals)
      if (g.group == case_group) return std::string(g.goal);
  return std::string(phase_info(phase.name).goal);
}

std::array<bool, kFacelets> stickers_in_play(PhaseFocus focus, const CubieCube& state, const CubieCube& end) {
  PieceView v{focus, end.centres[static_cast<int>(Face::U)], end.centres[static_cast<int>(Face::D)], {}, {}};
  mark_done(end, v);
  std::array<bool, kFacelets> shown{};
  const FaceletCube colours = to_facelets(state);
  // A piece's orientation sticker: its top or bottom colour, or if it has neither (a middle-layer
  // edge) its front or back colour, named by the centres at the phase's end.
  const int front = end.centres[static_cast<int>(Face::F)], back = end.centres[static_cast<int>(Face::B)];
  const auto orientation_colour = [&](int colour, bool has_top_or_bottom) {
    return colour == v.top || colour == v.down || (!has_top_or_bottom && (colour == front || colour == back));
  };
  const auto show = [&](Show s, int facelet, bool has_top_or_bottom) {
    shown[facelet] = s == Show::all || (s == Show::top_colour && colours[facelet] == v.top) ||
                     (s == Show::orientation && orientation_colour(colours[facelet], has_top_or_bottom));
  };
  for (int slot = 0; slot < kCorners; ++slot)
    for (int facelet : kCornerFacelets[slot]) show(corner_shows(v, state.cp[slot]), facelet, true);
  for (int slot = 0; slot < kEdges; ++slot) {
    const int piece = state.ep[slot];
    const bool ud = has_colour(kEdgeColours[piece], v.top) || has_colour(kEdgeColours[piece], v.down);
    for (int facelet : kEdgeFacelets[slot]) show(edge_shows(v, piece), facelet, ud);
  }
  for (int face = 0; face < kFaces; ++face) shown[centre_facelet(face)] = true;
  return shown;
}

}  // namespace cubelab
