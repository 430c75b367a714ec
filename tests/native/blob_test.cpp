// tables/blob: the header that lets a table cache reject a corrupted, truncated or foreign buffer.
#include <gtest/gtest.h>

#include <vector>

#include "tables/blob.hpp"

namespace cubelab::tables {
namespace {

const std::vector<uint8_t> kPayload = {1, 2, 3, 4, 5, 250, 251, 0, 7};

TEST(Blob, RoundTripGivesThePayloadBack) {
  const auto bytes = pack_table("example", 3, kPayload);
  EXPECT_EQ(bytes.size(), kHeaderBytes + kPayload.size());
  auto payload = unpack_table(bytes, "example", 3, kPayload.size());
  ASSERT_TRUE(payload) << payload.error().message;
  EXPECT_EQ(std::vector<uint8_t>(payload.value().begin(), payload.value().end()), kPayload);
}

TEST(Blob, ChecksumIsFnv1a) {
  // FNV-1a 64 of the empty input is the offset basis; of "a" the published test vector.
  EXPECT_EQ(checksum({}), 0xCBF29CE484222325ULL);
  const uint8_t a[] = {'a'};
  EXPECT_EQ(checksum(a), 0xAF63DC4C8601EC8CULL);
}

// The exact words: the CLI puts "table file 'x.tbl'" before them and the WASM bindings "the buffer".
void expect_refused(const std::vector<uint8_t>& bytes, const std::string& name, uint32_t version, std::size_t size,
                    const std::string& message) {
  auto payload = unpack_table(bytes, name, version, size);
  ASSERT_FALSE(payload) << message;
  EXPECT_EQ(payload.error().message, message);
  EXPECT_EQ(payload.error().kind, ErrorKind::input);
}

std::vector<uint8_t> prefix(const std::vector<uint8_t>& bytes, std::size_t n) {
  return {bytes.begin(), bytes.begin() + n};
}

TEST(Blob, RefusesEveryKindOfBadBufferSayingWhy) {
  const auto good = pack_table("example", 3, kPayload);  // 52 + 9 = 61 bytes
  const std::size_t n = kPayload.size();
  expect_refused({}, "example", 3, n, "is empty");
  expect_refused({'h', 'e', 'l', 'l', 'o'}, "example", 3, n,
                 "is not a CubeLab table (it does not begin with CUBELAB1)");
  auto foreign = good;
  foreign[0] = 'X';
  expect_refused(foreign, "example", 3, n, "is not a CubeLab table (it does not begin with CUBELAB1)");
  expect_refused(prefix(good, 5), "example", 3, n, "is truncated: 5 bytes, less than a table's 52-byte header");
  expect_refused(prefix(good, 20), "example", 3, n, "is truncated: 20 bytes, less than a table's 52-byte header");
  expect_refused(good, "other", 3, n, "holds an example table, not other");
  expect_refused(pack_table("bad\nname", 3, kPayload), "example", 3, n, "holds a bad\\x0aname table, not example");
  expect_refused(pack_table("", 3, kPayload), "example", 3, n, "holds a table with no name, not example");
  expect_refused(good, "example", 4, n, "is version 3 of the example table; this CubeLab reads version 4");
  expect_refused(good, "example", 3, n + 1, "is damaged: its header gives the example table 9 bytes, not 10");
  expect_refused(prefix(good, good.size() - 1), "example", 3, n, "is truncated: 60 of 61 bytes");
  auto longer = good;
  longer.push_back(0);
  expect_refused(longer, "example", 3, n, "is 62 bytes, 1 more than the example table (61)");
  auto corrupted = good;
  corrupted[kHeaderBytes + 4] ^= 0x10;
  expect_refused(corrupted, "example", 3, n, "is damaged: the example table's checksum does not match its bytes");
  // Inside a bundle whose checksum was verified, a part's own is not summed again.
  EXPECT_TRUE(unpack_table(corrupted, "example", 3, n, Checksum::already_verified));
}

TEST(Blob, MessagesCountBytesInThousandsAndStayOnOneLine) {
  EXPECT_EQ(with_thousands(0), "0");
  EXPECT_EQ(with_thousands(999), "999");
  EXPECT_EQ(with_thousands(1024), "1,024");
  EXPECT_EQ(with_thousands(140720380), "140,720,380");
  EXPECT_EQ(printable("a\tb\x7f\xc3\xa9"), "a\\x09b\\x7f\xc3\xa9");  // UTF-8 kept, controls shown
  EXPECT_EQ(damaged_table("optimal", "has an entry out of range").message,
            "is damaged: the optimal table has an entry out of range");
}

TEST(Blob, TableNameIsReadFromTheHeaderAlone) {
  auto bytes = pack_table("example", 3, kPayload);
  bytes.back() ^= 0x10;  // a damaged payload still names its table: the load that follows rejects it
  EXPECT_EQ(table_name(bytes), "example");
  EXPECT_EQ(table_name(std::vector<uint8_t>(bytes.begin(), bytes.begin() + kHeaderBytes - 1)), std::nullopt);
  bytes[0] = 'X';
  EXPECT_EQ(table_name(bytes), std::nullopt);
}

}  // namespace
}  // namespace cubelab::tables
