// The table header reader (tables/blob.hpp) on arbitrary bytes, as a table file or stored bytes
// give it: a tiny expected payload, so each run is microseconds and the fuzzer spends its time on
// the header. The first byte picks what the caller expects (name, version, payload size); the rest
// is the blob. Either the refusal is one printable line that a front end can put after its name
// for the bytes ("table file 'x' " + message), or the payload is exactly what the header promises,
// checked here from the bytes themselves, not through the reader's own helpers.
#include <array>
#include <cstring>
#include <string_view>

#include "tables/blob.hpp"
#include "tests/fuzz/fuzz.hpp"

using namespace cubelab;
using namespace cubelab::tables;

namespace {

constexpr std::array<std::string_view, 3> kNames = {"fuzz", "optimal", "optimal-compact"};

uint64_t little_endian(const uint8_t* p, int bytes) {
  uint64_t value = 0;
  for (int i = 0; i < bytes; ++i) value |= static_cast<uint64_t>(p[i]) << (8 * i);
  return value;
}

void check_refusal(const Error& error) {
  const std::string& m = error.message;
  FUZZ_EXPECT(!m.empty());
  FUZZ_EXPECT(error.kind == ErrorKind::input && error.column == 0);
  FUZZ_EXPECT(m.rfind("is ", 0) == 0 || m.rfind("holds ", 0) == 0);  // a predicate for the front end
  for (unsigned char c : m) FUZZ_EXPECT(c >= 0x20 && c != 0x7F);     // one line, whatever the header held
}

// `summed`: the reader verified the checksum (not for a part of a bundle verified as a whole).
void check_payload(std::span<const uint8_t> bytes, std::span<const uint8_t> payload, std::string_view name,
                   uint32_t version, std::size_t payload_size, bool summed) {
  FUZZ_EXPECT(bytes.size() == kHeaderBytes + payload_size);
  FUZZ_EXPECT(payload.data() == bytes.data() + kHeaderBytes && payload.size() == payload_size);
  FUZZ_EXPECT(std::memcmp(bytes.data(), "CUBELAB1", 8) == 0);
  // The name field: the expected name, then zeros up to its first zero.
  FUZZ_EXPECT(std::memcmp(bytes.data() + 8, name.data(), name.size()) == 0);
  FUZZ_EXPECT(name.size() == kTableNameBytes || bytes[8 + name.size()] == 0);
  FUZZ_EXPECT(little_endian(bytes.data() + 32, 4) == version);
  FUZZ_EXPECT(little_endian(bytes.data() + 36, 8) == payload_size);
  if (!summed) return;
  uint64_t fnv = 0xCBF29CE484222325ULL;
  for (uint8_t b : payload) fnv = (fnv ^ b) * 0x100000001B3ULL;
  FUZZ_EXPECT(little_endian(bytes.data() + 44, 8) == fnv);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view name = kNames[data[0] % kNames.size()];
  const uint32_t version = 1 + (data[0] >> 2 & 1);
  const std::size_t payload_size = data[0] >> 3;  // 0..31 bytes
  const std::span<const uint8_t> bytes(data + 1, size - 1);

  // What the header claims is read from the header alone, and agrees with a full read.
  const auto claimed = table_name(bytes);
  FUZZ_EXPECT(claimed.has_value() == (bytes.size() >= kHeaderBytes && std::memcmp(bytes.data(), "CUBELAB1", 8) == 0));

  auto payload = unpack_table(bytes, name, version, payload_size);
  if (!payload) {
    check_refusal(payload.error());
  } else {
    FUZZ_EXPECT(claimed == std::string(name));
    check_payload(bytes, payload.value(), name, version, payload_size, true);
  }
  // A part of a bundle verified as a whole skips only the sum: every other check still holds.
  auto unsummed = unpack_table(bytes, name, version, payload_size, Checksum::already_verified);
  if (payload) FUZZ_EXPECT(unsummed && unsummed->data() == payload->data());
  if (!unsummed)
    check_refusal(unsummed.error());
  else
    check_payload(bytes, unsummed.value(), name, version, payload_size, false);
  return 0;
}
