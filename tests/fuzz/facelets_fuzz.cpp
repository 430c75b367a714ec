// The facelet validator on arbitrary text, and the cubie-state check on arbitrary piece arrays: a
// valid facelet string reads back to itself; an invalid one is an error with a column in the text;
// pieces made from the bytes pass check_solvable exactly when their stickers validate.
#include <utility>

#include "core/model/facelets.hpp"
#include "core/model/validate.hpp"
#include "tests/fuzz/fuzz.hpp"

using namespace cubelab;

namespace {

void check_text(std::string_view text) {
  auto cube = parse_facelets(text);
  if (!cube) {
    FUZZ_EXPECT(!cube.error().message.empty());
    FUZZ_EXPECT(cube.error().column >= 0 && cube.error().column <= fuzz::characters(text) + 1);
    return;
  }
  FUZZ_EXPECT(to_facelet_string(cube.value()) == text);
}

// Bytes as pieces: permutations (shuffled by the bytes) with any twists and flips, centres at home.
// The facelet reader and check_solvable agree: a state passes check_solvable exactly when its
// facelet string validates, and then to the same state.
void check_pieces(const uint8_t* data, std::size_t size) {
  constexpr std::size_t kBytes = kCorners * 2 + kEdges * 2;
  if (size < kBytes) return;
  CubieCube c;
  for (int i = kCorners - 1; i > 0; --i) std::swap(c.cp[i], c.cp[data[i] % (i + 1)]);
  for (int i = 0; i < kCorners; ++i) c.co[i] = data[kCorners + i] % 3;
  for (int i = kEdges - 1; i > 0; --i) std::swap(c.ep[i], c.ep[data[2 * kCorners + i] % (i + 1)]);
  for (int i = 0; i < kEdges; ++i) c.eo[i] = data[2 * kCorners + kEdges + i] % 2;
  auto checked = check_solvable(c);
  auto parsed = parse_facelets(to_facelet_string(c));
  FUZZ_EXPECT(checked.ok() == parsed.ok());
  if (checked) FUZZ_EXPECT(parsed.value() == c);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  check_text(fuzz::text_of(data, size));
  check_pieces(data, size);
  return 0;
}
