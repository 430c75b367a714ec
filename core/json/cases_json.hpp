// The CFOP case library and what a learner asks of it (core/study/case_trainer.hpp).
#pragma once

#include <vector>

#include "core/json/json.hpp"
#include "core/solvers/cfop/case_library.hpp"
#include "core/study/case_trainer.hpp"

namespace cubelab {

// `cubelab cases --json`, WASM cases: [{"set", "name", "group", "probability", "facelets",
// "algorithms": [...], "aufs": [the U turn after each algorithm: "", "U", "U2" or "U'"]}]
Json case_library_json(const std::vector<CaseInfo>& cases);

// `cubelab cases --check --json`, WASM checkAlgorithm: {"case", "set", "slot" (F2L; else null),
// "algorithm", "auf", "finalAuf", "htm", "qtm", "stm"}
Json case_check_json(const CaseInfo& info, int slot, const AlgorithmCheck& check);

// `cubelab cases --mirrors --json`, WASM caseMirrors: {"case", "set", "slot", "mirrors":
// [{"algorithm", "auf", "finalAuf", "htm", "qtm", "stm", "from": the case mirrored}]}
Json case_mirrors_json(const CaseInfo& info, int slot, const std::vector<MirrorAlgorithm>& mirrors);

// WASM algorithmAufs: {"auf", "finalAuf"}
Json algorithm_aufs_json(const AlgorithmAufs& aufs);

// WASM stepDone: {"done": bool}
Json step_done_json(bool done);

}  // namespace cubelab
