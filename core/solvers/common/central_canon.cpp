#include "core/solvers/common/central_canon.hpp"

#include <algorithm>

namespace cubelab {

namespace {

constexpr int axis_of_turn(int m) { return m / 3 % 3; }

// The quarter turns of an axis's two faces.
constexpr uint32_t axis_turns(int axis) { return (0b101u << (axis * 3)) | (0b101u << ((axis + 3) * 3)); }

int inverse_block(int block) {
  const int e0 = block / 4 % 4, e1 = block % 4;
  return block_axis(block) * 16 + (4 - e0) % 4 * 4 + (4 - e1) % 4;
}

bool is_block(int id) { return id % 16 != 0; }

}  // namespace

bool is_central(const CubieCube& cube) {
  for (int m = 0; m < kFaceTurns; m += 3) {
    const CubieCube turn = move_cube(face_turn(m));
    if (!(cube * turn == turn * cube)) return false;
  }
  return true;
}

int block_of(const uint8_t* quarter_turns, int length) {
  std::array<int, 2> net{};
  for (int i = 0; i < length; ++i) {
    const int m = quarter_turns[i];
    net[m / 3 >= 3] += m % 3 + 1;
  }
  return axis_of_turn(quarter_turns[0]) * 16 + net[0] % 4 * 4 + net[1] % 4;
}

std::vector<uint8_t> block_moves(int block) {
  std::vector<uint8_t> moves;
  const int axis = block_axis(block);
  for (int side = 0; side < 2; ++side) {
    const int face = axis + 3 * side, net = side == 0 ? block / 4 % 4 : block % 4;
    if (net == 1 || net == 2) moves.push_back(static_cast<uint8_t>(face * 3));
    if (net == 2) moves.push_back(static_cast<uint8_t>(face * 3));
    if (net == 3) moves.push_back(static_cast<uint8_t>(face * 3 + 2));
  }
  return moves;
}

CentralCanon::CentralCanon(const std::vector<FaceTurnMap>& symmetries, bool inversion) : inversion_(inversion) {
  std::vector<int> ids;
  for (int id = 0; id < kBlockIds; ++id)
    if (is_block(id)) ids.push_back(id);
  std::sort(ids.begin(), ids.end(), [](int a, int b) { return block_moves(a) < block_moves(b); });
  for (std::size_t r = 0; r < ids.size(); ++r) rank_[ids[r]] = static_cast<uint8_t>(r);
  for (const FaceTurnMap& s : symmetries) {
    std::array<uint8_t, kBlockIds> image{}, inverse{};
    for (int id : ids) {
      std::vector<uint8_t> moves = block_moves(id);
      for (uint8_t& m : moves) m = s[m];
      image[id] = static_cast<uint8_t>(block_of(moves.data(), static_cast<int>(moves.size())));
    }
    for (int id : ids) inverse[id] = image[inverse_block(id)];
    image_.push_back(image);
    inverse_image_.push_back(inverse);
  }
  for (std::size_t s = 0; s < image_.size(); ++s)
    for (int id : ids) {
      onto_[id][image_[s][id]] |= uint64_t{1} << s;
      inverse_onto_[id][inverse_image_[s][id]] |= uint64_t{1} << s;
    }
  for (int id : ids) {
    least_[id] = least_inverse_[id] = 0xff;
    for (std::size_t s = 0; s < image_.size(); ++s) {
      least_[id] = std::min(least_[id], rank_[image_[s][id]]);
      least_inverse_[id] = std::min(least_inverse_[id], rank_[inverse_image_[s][id]]);
    }
  }
}

// Whether some image in `images` (symmetry bits), whose first block equals blocks[0], compares
// below blocks[0 .. length) on the blocks next(1) ... next(length - 1).
template <class Next>
bool CentralCanon::some_image_smaller(uint64_t images, const std::vector<std::array<uint8_t, kBlockIds>>& maps,
                                      const uint8_t* blocks, int length, Next next) const {
  for (; images; images &= images - 1) {
    const auto& map = maps[static_cast<std::size_t>(__builtin_ctzll(images))];
    for (int j = 1; j < length; ++j) {
      const int seen = rank_[map[next(j)]], own = rank_[blocks[j]];
      if (seen < own) return true;
      if (seen > own) break;
    }
  }
  return false;
}

bool CentralCanon::prefix_ok(const uint8_t* blocks, int count) const {
  // The first block of an image decides most comparisons: an image block below blocks[0] cuts, one
  // above it passes, and only the symmetries taking it onto blocks[0] compare further.
  const int first = rank_[blocks[0]];
  // Forward: the rotation to block i under each symmetry (but the identity for i = 0), its
  // count - i known blocks.
  for (int i = 0; i < count; ++i) {
    const int b = blocks[i];
    if (least_[b] < first) return false;
    if (least_[b] > first) continue;
    const uint64_t images = onto_[b][blocks[0]] & (i == 0 ? ~uint64_t{1} : ~uint64_t{0});
    if (some_image_smaller(images, image_, blocks, count - i, [&](int j) { return blocks[i + j]; })) return false;
  }
  if (!inversion_) return true;
  // Backward: the inverse of the rotation ending at block count, all count blocks known.
  const int last = blocks[count - 1];
  if (least_inverse_[last] < first) return false;
  if (least_inverse_[last] > first) return true;
  return !some_image_smaller(inverse_onto_[last][blocks[0]], inverse_image_, blocks, count,
                             [&](int j) { return blocks[count - 1 - j]; });
}

bool CentralCanon::canonical(const uint8_t* blocks, int count) const {
  if (count < 1) return false;
  if (count > 1 && block_axis(blocks[0]) == block_axis(blocks[count - 1])) return false;
  const auto least = [&](const auto& image_at) {
    for (int j = 0; j < count; ++j) {
      const int seen = rank_[image_at(j)], own = rank_[blocks[j]];
      if (seen != own) return seen > own;
    }
    return true;  // equal
  };
  for (int i = 0; i < count; ++i)
    for (std::size_t s = 0; s < image_.size(); ++s) {
      if (!least([&](int j) { return image_[s][blocks[(i + j) % count]]; })) return false;
      if (inversion_ && !least([&](int j) { return inverse_image_[s][blocks[((i - j) % count + count) % count]]; }))
        return false;
    }
  return true;
}

uint32_t CanonPath::allowed(const uint8_t* path, int g, int length) {
  if (g == 0) return kQuarterTurnMask;
  const int current = axis_of_turn(path[g - 1]);
  const uint32_t extend = axis_turns(current);
  const int start = block_start_[g], done = complete_[g];
  blocks_[done] = static_cast<uint8_t>(block_of(path + start, g - start));
  uint32_t moves = extend | (canon_.prefix_ok(blocks_.data(), done + 1) ? kQuarterTurnMask & ~extend : 0);
  // The last move keeps the sequence cyclically reduced: its last block (the current one, or the
  // move alone) is on another axis than the first block, unless the sequence is one block.
  if (g == length - 1 && done > 0) moves &= ~axis_turns(axis_of_turn(path[0]));
  return moves;
}

void CanonPath::advance(const uint8_t* path, int g) {
  if (g == 0) {
    complete_[1] = 0;
    block_start_[1] = 0;
  } else if (axis_of_turn(path[g]) == axis_of_turn(path[g - 1])) {
    complete_[g + 1] = complete_[g];
    block_start_[g + 1] = block_start_[g];
  } else {
    const int start = block_start_[g];
    blocks_[complete_[g]] = static_cast<uint8_t>(block_of(path + start, g - start));
    complete_[g + 1] = static_cast<uint8_t>(complete_[g] + 1);
    block_start_[g + 1] = static_cast<uint8_t>(g);
  }
}

}  // namespace cubelab
