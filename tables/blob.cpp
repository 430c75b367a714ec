#include "tables/blob.hpp"

#include <cstring>

namespace cubelab::tables {

namespace {

constexpr char kMagic[8] = {'C', 'U', 'B', 'E', 'L', 'A', 'B', '1'};

template <class T>
void put(std::vector<uint8_t>& out, T value) {
  for (std::size_t i = 0; i < sizeof(T); ++i) out.push_back(static_cast<uint8_t>(value >> (8 * i)));
}

template <class T>
T get(const uint8_t* p) {
  T value = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i) value |= static_cast<T>(p[i]) << (8 * i);
  return value;
}

// The name field of a header whose size and magic were checked.
std::string name_in(std::span<const uint8_t> bytes) {
  std::string stored(reinterpret_cast<const char*>(bytes.data() + 8), kTableNameBytes);
  return stored.substr(0, stored.find('\0'));
}

}  // namespace

uint64_t checksum(std::span<const uint8_t> bytes) {
  uint64_t h = 0xCBF29CE484222325ULL;
  for (uint8_t b : bytes) h = (h ^ b) * 0x100000001B3ULL;
  return h;
}

std::vector<uint8_t> pack_table(std::string_view name, uint32_t version, std::span<const uint8_t> payload) {
  std::vector<uint8_t> out(kMagic, kMagic + 8);
  for (std::size_t i = 0; i < kTableNameBytes; ++i) out.push_back(i < name.size() ? static_cast<uint8_t>(name[i]) : 0);
  put<uint32_t>(out, version);
  put<uint64_t>(out, payload.size());
  put<uint64_t>(out, checksum(payload));
  out.insert(out.end(), payload.begin(), payload.end());
  return out;
}

std::optional<std::string> table_name(std::span<const uint8_t> bytes) {
  if (bytes.size() < kHeaderBytes || std::memcmp(bytes.data(), kMagic, 8) != 0) return std::nullopt;
  return name_in(bytes);
}

Result<std::span<const uint8_t>> unpack_table(std::span<const uint8_t> bytes, std::string_view name, uint32_t version,
                                              std::size_t payload_size, Checksum sum) {
  const std::string what = "table '" + std::string(name) + "': ";
  if (bytes.size() < kHeaderBytes) return Error{what + "buffer too short for a table header", 0};
  if (std::memcmp(bytes.data(), kMagic, 8) != 0) return Error{what + "not a CubeLab table (bad magic)", 0};
  const std::string stored = name_in(bytes);
  if (stored != name) return Error{what + "the buffer holds table '" + stored + "'", 0};
  const uint8_t* p = bytes.data() + 8 + kTableNameBytes;
  const auto stored_version = get<uint32_t>(p);
  if (stored_version != version)
    return Error{what + "format version " + std::to_string(stored_version) + ", expected " + std::to_string(version),
                 0};
  const auto size = get<uint64_t>(p + 4);
  if (size != payload_size || bytes.size() != kHeaderBytes + payload_size)
    return Error{what + "size " + std::to_string(bytes.size() - kHeaderBytes) + " bytes, expected " +
                     std::to_string(payload_size),
                 0};
  const auto payload = bytes.subspan(kHeaderBytes);
  if (sum == Checksum::verify && checksum(payload) != get<uint64_t>(p + 12))
    return Error{what + "checksum mismatch: the table is corrupted", 0};
  return payload;
}

}  // namespace cubelab::tables
