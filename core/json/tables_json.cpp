#include "core/json/tables_json.hpp"

namespace cubelab {

Json table_file_json(const std::string& table, const std::string& out, uint64_t bytes, double build_ms, int threads) {
  return Json{{"table", table}, {"out", out}, {"bytes", bytes}, {"build_ms", build_ms}, {"threads", threads}};
}

Json tables_built_json(double ms) { return Json{{"ms", ms}}; }

Json optimal_table_built_json(double ms, uint64_t bytes) { return Json{{"ms", ms}, {"bytes", bytes}}; }

Json tables_loaded_json() { return Json{{"loaded", true}}; }

Json apply_moves_bench_json(uint64_t moves, double ms, bool solved) {
  return Json{{"moves", moves},
              {"ms", ms},
              {"movesPerSecond", ms > 0 ? static_cast<double>(moves) / (ms / 1000.0) : 0.0},
              {"solved", solved}};
}

}  // namespace cubelab
