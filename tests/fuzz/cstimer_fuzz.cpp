// Any bytes as a csTimer export (core/json/cstimer.hpp): an input error with a message and a column
// inside the text, or sessions that hold together: written back and read again they are the same
// sessions, and so through the page's form (sessions_full_json, read_sessions_json); every figure
// is none, DNF, or a time no lower than the best single.
#include "core/json/cstimer.hpp"
#include "core/json/sessions_json.hpp"
#include "tests/fuzz/fuzz.hpp"

using namespace cubelab;

namespace {

void check_figures(const sessions::Figures& f) {
  using Kind = sessions::Figure::Kind;
  for (const sessions::Figure* figure : {&f.ao5.current, &f.ao5.best, &f.ao12.current, &f.ao12.best, &f.mean}) {
    if (figure->kind != Kind::time) continue;
    FUZZ_EXPECT(f.best.kind == Kind::time && figure->ms >= f.best.ms);
  }
  FUZZ_EXPECT(f.dnf <= f.solves);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::text_of(data, size);
  auto read = read_cstimer(text);
  if (!read) {
    const Error& e = read.error();
    FUZZ_EXPECT(!e.message.empty());
    FUZZ_EXPECT(e.kind == ErrorKind::input);
    FUZZ_EXPECT(e.column >= 0 && e.column <= fuzz::characters(text) + 1);
    return 0;
  }
  for (const sessions::Session& session : read.value()) check_figures(sessions::figures(session.solves));
  auto again = read_cstimer(write_cstimer(read.value()));
  FUZZ_EXPECT(again.ok());
  FUZZ_EXPECT(again.value() == read.value());
  auto via_page = read_sessions_json(json_text(sessions_full_json(read.value())));
  FUZZ_EXPECT(via_page.ok());
  FUZZ_EXPECT(via_page.value() == read.value());
  return 0;
}
