// "Cube from text" on arbitrary text: a cube that passes the solvability check, or an error with a
// message, a kind of input or impossible, and a column inside the text.
#include "core/model/cube_text.hpp"
#include "core/model/validate.hpp"
#include "tests/fuzz/fuzz.hpp"

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  auto cube = cube_from_text(text);
  if (!cube) {
    const Error& e = cube.error();
    FUZZ_EXPECT(!e.message.empty());
    FUZZ_EXPECT(e.column >= 0 && e.column <= fuzz::characters(text) + 1);
    FUZZ_EXPECT(e.kind == ErrorKind::input || e.kind == ErrorKind::impossible);
    return 0;
  }
  FUZZ_EXPECT(check_solvable(cube->cube).ok());
  return 0;
}
