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

void expect_rejected(const std::vector<uint8_t>& bytes, const std::string& name, uint32_t version, std::size_t size,
                     const std::string& words) {
  auto payload = unpack_table(bytes, name, version, size);
  ASSERT_FALSE(payload);
  EXPECT_NE(payload.error().message.find(words), std::string::npos) << payload.error().message;
}

TEST(Blob, RejectsEveryKindOfBadBuffer) {
  const auto good = pack_table("example", 3, kPayload);
  auto corrupted = good;
  corrupted.back() ^= 0x10;
  expect_rejected(corrupted, "example", 3, kPayload.size(), "checksum");
  expect_rejected(std::vector<uint8_t>(good.begin(), good.begin() + 20), "example", 3, kPayload.size(), "too short");
  expect_rejected(std::vector<uint8_t>(good.begin(), good.end() - 1), "example", 3, kPayload.size(), "size");
  expect_rejected(good, "other", 3, kPayload.size(), "holds table 'example'");
  expect_rejected(good, "example", 4, kPayload.size(), "version");
  expect_rejected(good, "example", 3, kPayload.size() + 1, "size");
  auto foreign = good;
  foreign[0] = 'X';
  expect_rejected(foreign, "example", 3, kPayload.size(), "magic");
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
