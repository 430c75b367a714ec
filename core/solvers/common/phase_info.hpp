// What a person is shown of each phase a solver names: its label, what it works on (so that the
// page greys the pieces it does not concern yet), and a sentence saying what it achieves. One list
// for every method: the page asks the core, it keeps no phase names of its own.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "core/model/cubie.hpp"
#include "core/model/facelets.hpp"
#include "core/solvers/common/solution.hpp"

namespace cubelab {

// Which pieces a phase works on, as learners' "stickering" shows them:
// cross: the cross edges; f2l: the pieces the phase leaves solved below the last layer;
// edges_up: F2L plus the top colour of the last-layer edges; oll: F2L plus the top colour of
// every last-layer piece; all: nothing greyed (permuting the last layer, or a computer search).
// Thistlethwaite's first stages: edge_orientation: only each edge's orientation sticker (its
// top/bottom colour, or for a middle-layer edge its front/back colour), corners greyed; orientation:
// that sticker of every piece (a corner's top/bottom colour), which is what G2 fixes.
enum class PhaseFocus { cross, f2l, edges_up, oll, all, edge_orientation, orientation };

std::string_view focus_name(PhaseFocus focus);

struct PhaseInfo {
  std::string_view name;   // as solvers name phases: "cross", "oll", "phase 1" (f2l-N: "f2l")
  std::string_view label;  // "Cross", "OLL", "Phase 1"
  PhaseFocus focus = PhaseFocus::all;
  // What the phase achieves, for a learner. "{cross}" and "{top}" stand for the colours of the D
  // and U centres when the phase ends; the page names them in the user's colour scheme.
  std::string_view goal;
  // The CFOP step it belongs to, for colours and for published figures kept by step: "cross"
  // (x-crosses too), "f2l", "oll", "pll" (their 2-look halves too), "auf"; "other" for the rest.
  std::string_view family = "other";
};

// The info of a phase name; a name no solver gives gets its own name as label, focus all and no goal.
PhaseInfo phase_info(std::string_view name);

// The phase's label ("F2L pair 2" for f2l-2, else phase_info's).
std::string phase_label(std::string_view name);

// The goal of one phase of an answer: an F2L phase whose case is known says what its case's group
// asks (corner and edge in the slot, ...); otherwise phase_info's goal.
std::string phase_goal(const Phase& phase, std::string_view case_group);

// For each of the 54 facelets of `state`, whether it is in play (true) or greyed during a phase
// with `focus` that ends at `end` (a state of the same solve). Pieces are followed by identity, so
// the greying moves with them; centres are always in play.
std::array<bool, kFacelets> stickers_in_play(PhaseFocus focus, const CubieCube& state, const CubieCube& end);

}  // namespace cubelab
