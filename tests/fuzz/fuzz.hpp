// Shared by the libFuzzer targets in this folder (built by the CUBELAB_SANITIZE configuration with
// clang): a failed expectation aborts, so the fuzzer records the input as a finding.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#define FUZZ_EXPECT(condition)                                                                 \
  do {                                                                                         \
    if (!(condition)) {                                                                        \
      std::fprintf(stderr, "%s:%d: expectation failed: %s\n", __FILE__, __LINE__, #condition); \
      std::abort();                                                                            \
    }                                                                                          \
  } while (0)

namespace cubelab::fuzz {

inline std::string_view text_of(const uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Characters in UTF-8 text (what error columns count), for bounding a reported column.
inline int characters(std::string_view text) {
  int n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace cubelab::fuzz
