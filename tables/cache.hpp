// Every lazily built table a solver may need, owned by the caller (the CLI, a benchmark, the WASM
// module's session) rather than by globals. Each solver family adds its members in its section.
#pragma once

#include "tables/lazy.hpp"

namespace cubelab::tables {

struct TableCache {
  Progress progress;  // told about every table build; may be empty

  // --- two-phase solver tables ---

  // --- CFOP / beginner tables ---
};

}  // namespace cubelab::tables
