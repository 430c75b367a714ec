// Analysis of a solve a person did: their scramble and solution (as reconstructions are written:
// comments, timestamps, links) split into the steps of CFOP by the states the moves reach, each step
// with its counts, timing, recognised case and the best CubeLab finds for the same start.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/alg.hpp"
#include "core/model/cubie.hpp"
#include "core/model/result.hpp"
#include "tables/cache.hpp"

namespace cubelab {

// The best CubeLab finds for a step from the step's start state. It does the step (checked), and
// is shorter (HTM) than the user's moves; when what CubeLab found is no shorter, the user's own
// moves are the best (`yours`). A skip (no turns) has no best.
struct BestStep {
  Alg moves;           // from the cube as the user held it at the step's start (may begin with a rotation)
  bool yours = false;  // the user's moves: CubeLab found nothing shorter
  // What the moves were compared with: "optimal cross", "optimal xcross", "optimal xxcross",
  // "optimal xxxcross", "optimal pair", "optimal pairs" (a step that solved several pairs), "best
  // found, xxcross" (and so on: the search ran out of its node budget), "library", "auf".
  std::string how;
  bool optimal = false;  // no shorter moves do the step (an exact search completed); false for the library
};

struct AnalysedStep {
  // cross, xcross, xxcross, xxxcross, f2l-1..f2l-4 (f2l-k: the step ends with k pairs solved, or
  // k..k+n-1 for n slots), oll, oll-edges, oll-corners, pll, pll-corners,
  // pll-edges, auf; corners and second-layer (beginner's layers), f2l and last-layer (layers found
  // without a cross first), solve (nothing found: the whole solve).
  std::string name;
  std::size_t first = 0, end = 0;  // the step's moves are solution moves [first, end)
  Alg moves;
  std::string case_name;         // "F2L 24", "OLL 27", "PLL T", "Sune", "skip", or empty where none is known
  std::string slot;              // F2L steps: "FR", "FL", "BL", "BR" as the user held the cube (several: "FR BL")
  std::optional<Alg> case_view;  // one-slot F2L steps: rotations from the start that show the slot at FR, cross on D
  CubieCube start;               // the cube as the user held it when the step began
  int htm = 0, stm = 0, qtm = 0, rotations = 0;
  int cancels = 0;                          // HTM that cancel between this step's last moves and the next step's first
  double share = 0;                         // of the solve's HTM
  std::vector<std::string> labels;          // the user's own comments written after this step's moves
  std::optional<double> ms, pause_ms, tps;  // with timestamps: time (recognition included), pause before, STM/s
  std::optional<BestStep> best;
  std::optional<bool> in_library;  // OLL/PLL steps: whether the user's algorithm is one of the library's
  // Cross steps: the best over all six colours, and its colour.
  std::optional<BestStep> best_any_colour;
  std::string best_colour;
  int saved = 0;  // htm - best htm (0 without a best)
};

struct Analysis {
  bool valid = true;               // false: the solution does not solve the scramble (nothing analysed)
  std::string message;             // why not valid
  CubieCube end;                   // the cube after scramble and solution
  std::string method;              // "CFOP", "LBL", "layers", "other"
  std::string colour;              // the cross colour ("white", ...) or empty
  std::string scramble, solution;  // as read (after a link was decoded)
  std::vector<AnalysedStep> steps;
  std::vector<std::string> comments;  // the user's comments before the first move
  int htm = 0, stm = 0, qtm = 0, rotations = 0;
  int saved = 0;
  std::optional<double> ms;   // the total time: the last timestamp, or the given total
  std::optional<double> tps;  // STM per second over the total time
};

// Reads the scramble (moves, a facelet string or a pattern, as cube_from_text; or a link) and the
// solution (moves with comments, pauses, csTimer timestamps; or an alg.cubing.net / Twizzle link,
// whose setup is the scramble when `scramble` is empty). total_ms < 0: no total given. Errors name
// the text ("scramble" or "solution") and the column.
Result<Analysis> analyse_solve(std::string_view scramble, std::string_view solution, double total_ms,
                               tables::TableCache& tables);

// The analysis as a reconstruction: one line per step, its moves, then `// name case slot (htm/total)`.
std::string reconstruction_text(const Analysis& analysis);

}  // namespace cubelab
