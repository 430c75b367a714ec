// The notation parser (plain, annotated for analysis, and links) on arbitrary text: it returns an algorithm or an error
// whose column lies in the text (one past the end for "ends too soon"); an algorithm formats to text that parses back
// to the same moves, and simplifying or inverting it keeps the cube it makes.
#include "core/model/alg.hpp"
#include "core/model/link.hpp"
#include "tests/fuzz/fuzz.hpp"

using namespace cubelab;

// The analysis format (comments, pauses, timestamps) and links read the same text without harm; the
// annotated reader gives the plain reader's moves.
void check_annotated(std::string_view text, const Result<Alg>& plain) {
  auto notes = parse_annotated_alg(text);
  if (notes && plain) FUZZ_EXPECT(notes->moves == plain.value());
  if (!notes) FUZZ_EXPECT(notes.error().column >= 0 && notes.error().column <= fuzz::characters(text) + 1);
  auto link = parse_alg_link(text);
  if (!link) FUZZ_EXPECT(!link.error().message.empty());
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  auto alg = parse_alg(text);
  check_annotated(text, alg);
  if (!alg) {
    FUZZ_EXPECT(!alg.error().message.empty());
    FUZZ_EXPECT(alg.error().column >= 0 && alg.error().column <= fuzz::characters(text) + 1);
    FUZZ_EXPECT(alg.error().kind == ErrorKind::input);
    return 0;
  }
  FUZZ_EXPECT(alg->size() <= kMaxAlgLength);
  auto again = parse_alg(format_alg(alg.value()));
  FUZZ_EXPECT(again && again.value() == alg.value());
  const CubieCube cube = state_of(alg.value());
  FUZZ_EXPECT(state_of(simplify(alg.value())) == cube);
  FUZZ_EXPECT(apply_alg(cube, invert(alg.value())).is_solved());
  FUZZ_EXPECT(htm(simplify(alg.value())) <= htm(alg.value()) &&
              qtm(alg.value()) >= htm(alg.value()) - stm(alg.value()) * 0);
  return 0;
}
