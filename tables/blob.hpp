// Tables as bytes: a small header (magic, table name, format version, payload size, checksum)
// before the payload, so that a cache can store them and `unpack_table` can reject a corrupted,
// truncated or foreign buffer with a clear error instead of trusting it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/result.hpp"

namespace cubelab::tables {

constexpr std::size_t kTableNameBytes = 24;
constexpr std::size_t kHeaderBytes = 8 + kTableNameBytes + 4 + 8 + 8;

uint64_t checksum(std::span<const uint8_t> bytes);  // FNV-1a, 64 bit

std::vector<uint8_t> pack_table(std::string_view name, uint32_t version, std::span<const uint8_t> payload);

// Whether unpack_table sums the payload: a table inside a bundle whose own checksum was verified
// need not be summed again (the two-phase tables' 8 MB summed twice was a third of their load).
enum class Checksum { verify, already_verified };

// The table name in `bytes`' header, or nothing if they are too short for one or lack the magic.
// What the bytes claim, not yet checked: it lets a loader that takes more than one kind choose.
std::optional<std::string> table_name(std::span<const uint8_t> bytes);

// The payload inside `bytes`, after checking every header field against what the caller expects.
//
// A refused buffer's message (and every table loader's) is a predicate that the front end puts
// after its own name for the bytes, which only it knows: "is empty", "is truncated: 1,024 of
// 140,720,380 bytes", "holds an optimal-qtm table, not optimal", "is version 2 of the optimal
// table; this CubeLab reads version 1", "is damaged: the optimal table's checksum does not match"
// (the CLI says "table file 'x.tbl' is truncated: ...", the WASM bindings "the buffer is ...").
// It is one line of printable text, whatever the header holds.
Result<std::span<const uint8_t>> unpack_table(std::span<const uint8_t> bytes, std::string_view name, uint32_t version,
                                              std::size_t payload_size, Checksum sum = Checksum::verify);

// A loader's refusal of a payload that passed the header's checks but not the table's own
// ("has an entry out of range"): "is damaged: the NAME table " + what.
Error damaged_table(std::string_view name, std::string_view what);

// `text` with its control characters as \xNN, so that a name from a header (or a file's path) in a
// message keeps it one line. Bytes that are not UTF-8 are left to the JSON writer, which replaces them.
std::string printable(std::string_view text);

// 140720380 as "140,720,380", as the messages above count bytes.
std::string with_thousands(uint64_t n);

}  // namespace cubelab::tables
