#include "tables/blob.hpp"

#include <algorithm>
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

std::string a_table(std::string_view name) {
  if (name.empty()) return "a table with no name";
  const bool vowel = std::string_view("aeiouAEIOU").find(name.front()) != std::string_view::npos;
  return (vowel ? "an " : "a ") + printable(name) + " table";
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

std::string printable(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7F) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string with_thousands(uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

Error damaged_table(std::string_view name, std::string_view what) {
  return Error{"is damaged: the " + std::string(name) + " table " + std::string(what), 0};
}

Result<std::span<const uint8_t>> unpack_table(std::span<const uint8_t> bytes, std::string_view name, uint32_t version,
                                              std::size_t payload_size, Checksum sum) {
  const std::string table = std::string(name) + " table";
  if (bytes.empty()) return Error{"is empty", 0};
  if (std::memcmp(bytes.data(), kMagic, std::min<std::size_t>(bytes.size(), 8)) != 0)
    return Error{"is not a CubeLab table (it does not begin with CUBELAB1)", 0};
  if (bytes.size() < kHeaderBytes)
    return Error{"is truncated: " + std::to_string(bytes.size()) + " bytes, less than a table's " +
                     std::to_string(kHeaderBytes) + "-byte header",
                 0};
  const std::string stored = name_in(bytes);
  if (stored != name) return Error{"holds " + a_table(stored) + ", not " + std::string(name), 0};
  const uint8_t* p = bytes.data() + 8 + kTableNameBytes;
  const auto stored_version = get<uint32_t>(p);
  if (stored_version != version)
    return Error{"is version " + std::to_string(stored_version) + " of the " + table + "; this CubeLab reads version " +
                     std::to_string(version),
                 0};
  const auto size = get<uint64_t>(p + 4);
  if (size != payload_size)
    return Error{"is damaged: its header gives the " + table + " " + with_thousands(size) + " bytes, not " +
                     with_thousands(payload_size),
                 0};
  const std::size_t whole = kHeaderBytes + payload_size;
  if (bytes.size() < whole)
    return Error{"is truncated: " + with_thousands(bytes.size()) + " of " + with_thousands(whole) + " bytes", 0};
  if (bytes.size() > whole)
    return Error{"is " + with_thousands(bytes.size()) + " bytes, " + with_thousands(bytes.size() - whole) +
                     " more than the " + table + " (" + with_thousands(whole) + ")",
                 0};
  const auto payload = bytes.subspan(kHeaderBytes);
  if (sum == Checksum::verify && checksum(payload) != get<uint64_t>(p + 12))
    return Error{"is damaged: the " + table + "'s checksum does not match its bytes", 0};
  return payload;
}

}  // namespace cubelab::tables
