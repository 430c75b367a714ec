// The table loader on arbitrary bytes (table bytes come back from IndexedDB, which the page does not
// control): every loader returns a table that keeps its promises or an error, never reads outside
// the buffer. The first byte picks the loader; in the "packed" modes the rest is wrapped in a valid
// header and checksum first, so the fuzzer reaches the checks on a table's contents and not only
// the header's.
#include <algorithm>
#include <vector>

#include "tables/blob.hpp"
#include "tables/coord_moves.hpp"
#include "tables/two_phase.hpp"
#include "tables/two_phase_sym.hpp"
#include "tests/fuzz/fuzz.hpp"

using namespace cubelab;
using namespace cubelab::tables;

namespace {

constexpr int kRows = 24, kColumns = 18;  // a small move or pruning table shape

std::vector<uint8_t> packed(std::string_view name, std::span<const uint8_t> payload, std::size_t bytes) {
  std::vector<uint8_t> exact(bytes, 0);
  std::copy_n(payload.begin(), std::min(bytes, payload.size()), exact.begin());
  return pack_table(name, 1, exact);
}

void check_move_table(const Result<MoveTable>& t) {
  if (!t) {
    FUZZ_EXPECT(!t.error().message.empty());
    return;
  }
  FUZZ_EXPECT(t->next.size() == static_cast<std::size_t>(kRows) * kColumns);
  for (uint16_t v : t->next) FUZZ_EXPECT(v < kRows);
}

void check_prune_table(const Result<PruneTable>& t) {
  if (!t) {
    FUZZ_EXPECT(!t.error().message.empty());
    return;
  }
  FUZZ_EXPECT(t->size() == static_cast<std::size_t>(kRows) * kColumns && t->at(0, 0) == 0);
}

void check_sym_table(const Result<SymPruneTable>& t) {
  if (!t) {
    FUZZ_EXPECT(!t.error().message.empty());
    return;
  }
  FUZZ_EXPECT(t->nibbles.size() * 2 >= t->entries());
  for (int a = 0; a < 2187; a += 97)
    for (int b = 0; b < 495; b += 13) FUZZ_EXPECT(t->at(a, b) >= 0 && t->at(a, b) < 16);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::span<const uint8_t> rest(data + 1, size - 1);
  static const std::size_t sym_payload = sym_prune_blob_bytes(SymCoord::Twist, SymCoord::Slice) - kHeaderBytes;
  // Loading a symmetry-reduced table rebuilds its classes (seconds under the sanitizers), so that
  // mode gets one first byte of 256 and the cheap modes the rest.
  switch (data[0] == 0xFF ? 5 : data[0] % 7 == 5 ? 4 : data[0] % 7) {
    case 0: {
      auto payload = unpack_table(rest, "fuzz", 1, rest.size() >= kHeaderBytes ? rest.size() - kHeaderBytes : 0);
      if (payload) FUZZ_EXPECT(payload->data() >= rest.data() && payload->size() <= rest.size());
      break;
    }
    case 1:
      check_move_table(load_move_table(rest, "fuzz", kRows, kColumns));
      break;
    case 2:
      check_move_table(load_move_table(packed("fuzz", rest, kRows * kColumns * 2), "fuzz", kRows, kColumns));
      break;
    case 3:
      check_prune_table(load_prune_table(rest, "fuzz", kRows, kColumns));
      break;
    case 4:
      check_prune_table(load_prune_table(packed("fuzz", rest, kRows * kColumns), "fuzz", kRows, kColumns));
      break;
    case 5:
      check_sym_table(load_sym_prune_table(packed("twist-slice", rest, sym_payload), "twist-slice", SymCoord::Twist,
                                           SymCoord::Slice));
      break;
    case 6: {
      auto t = load_two_phase_tables(rest);
      FUZZ_EXPECT(!t);  // a few fuzzed bytes are never a whole set of tables
      FUZZ_EXPECT(!t.error().message.empty());
      break;
    }
  }
  return 0;
}
