// Answers about the cube and its notation: what `cubelab apply`, `validate` and `moves` print, and
// what the WASM module's viewer functions return (cube from text, playback, move geometry, patterns,
// annotated algorithms, links, phase descriptions).
#pragma once

#include <string>

#include "core/json/json.hpp"
#include "core/model/alg.hpp"
#include "core/model/cube_text.hpp"
#include "core/model/cubie.hpp"
#include "core/model/link.hpp"
#include "core/solvers/common/playback.hpp"

namespace cubelab {

// apply: {"facelets": STR}
Json facelets_json(const CubieCube& cube);

// validate: {"valid": true}
Json valid_json();

// moves, mirror: {"moves": simplified text, "htm", "qtm", "stm"} (the counts of `moves` as given)
Json counted_moves_json(const Alg& moves);

// invert, randomMoves: {"moves": text}
Json moves_text_json(const Alg& moves);

// cubeFromText: {"facelets", "kind": "moves"|"facelets"|"pattern", "moves": simplified text or null}
Json cube_text_json(const CubeFromText& read);

// The fields of moves played state by state, which solve answers' phases share:
// {"moves": [tokens], "states": [facelets after each move], "shown": [per state, the start first,
// 54 characters: '1' in play, '0' greyed]}
Json playback_fields_json(const Alg& moves, const PhasePlayback& played);

// playback: the fields above and "facelets" (the last state)
Json playback_json(const Alg& moves, const PhasePlayback& played);

// moveGeometry: {"U": {"axis": 0..2, "layers": [bool x3], "quarterTurns"}, ...} per move base
Json move_geometry_json();

// patterns: [{"name", "moves", "facelets"}]
Json patterns_json();

// annotatedAlg: {"moves": [tokens], "columns": [1-based], "ms": [timestamp or null],
// "comments": [{"text", "movesBefore", "column"}], "pauses"}
Json annotated_alg_json(const AnnotatedAlg& alg);

// algLink: {"link": bool, "setup", "alg"}
Json alg_link_json(bool link, const AlgLink& read);

// phaseInfo: {"name", "label", "focus", "goal", "family"} of a phase or analysed step name
Json phase_info_json(const std::string& name);

}  // namespace cubelab
