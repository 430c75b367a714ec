#include "core/solvers/common/antipodal_halves.hpp"

#include <algorithm>
#include <array>

#include "core/model/move.hpp"
#include "core/solvers/common/symmetries.hpp"

namespace cubelab {

namespace {

using namespace qtm_order;

constexpr uint64_t kNodeBatch = 16384;
constexpr int kMaxHalf = 32;

class HalvesSearch {
 public:
  HalvesSearch(const CubieCube& cube, int half, const tables::AntipodalCornerTable& corners,
               const tables::TwoPhaseTables& moves, const CentralCanon& canon, const SpendNodes& spend)
      : cube_(cube), half_(half), corners_(corners), moves_(moves), path_(canon), spend_(spend) {}

  ~HalvesSearch() {
    if (unspent_) spend_(unspent_);
  }

  bool run() { return dfs(0, 0, 0, kFree); }

  std::vector<uint8_t> solution() const {
    std::vector<uint8_t> s(turns_.begin(), turns_.begin() + half_);
    for (int i = 0; i < half_; ++i) s.push_back(static_cast<uint8_t>(tables::antipodal_turn(turns_[i])));
    return s;
  }

 private:
  // A's first g moves are in turns_; perm and twist are its corners' coordinates.
  bool dfs(int g, int perm, int twist, int prev) {
    if (stopped_ || (++unspent_ == kNodeBatch && spent())) return false;
    if (corners_.at(perm, twist) > half_ - g) return false;
    if (g == half_) return solves();
    const uint32_t allowed = kQuarterTurnMask & path_.allowed(turns_.data(), g, 2 * half_);
    for (int m = 0; m < kFaceTurns; ++m) {
      if (!(allowed >> m & 1) || !canonical_qtm(prev, m)) continue;
      turns_[g] = static_cast<uint8_t>(m);
      path_.advance(turns_.data(), g);
      if (dfs(g + 1, moves_.corner_perm.apply(perm, m), moves_.twist.apply(twist, m), state_after(prev, m)))
        return true;
      if (stopped_) return false;
    }
    return false;
  }

  bool spent() {
    stopped_ = spend_(unspent_);
    unspent_ = 0;
    return stopped_;
  }

  bool solves() const {
    CubieCube c = cube_;
    for (uint8_t m : solution()) c = c * move_cube(face_turn(m));
    return c.is_solved();
  }

  const CubieCube& cube_;
  const int half_;
  const tables::AntipodalCornerTable& corners_;
  const tables::TwoPhaseTables& moves_;
  CanonPath path_;
  const SpendNodes& spend_;
  std::array<uint8_t, 2 * kMaxHalf> turns_{};
  uint64_t unspent_ = 0;
  bool stopped_ = false;
};

}  // namespace

std::optional<std::vector<uint8_t>> find_antipodal_halves(const CubieCube& cube, int half,
                                                          const tables::AntipodalCornerTable& corners,
                                                          const tables::TwoPhaseTables& moves,
                                                          const CentralCanon& canon, const SpendNodes& spend) {
  if (half < 1 || half > kMaxHalf) return std::nullopt;
  HalvesSearch search(cube, half, corners, moves, canon, spend);
  if (!search.run()) return std::nullopt;
  return search.solution();
}

std::optional<std::vector<uint8_t>> shortest_antipodal_halves(const CubieCube& cube, int from_half, int shorter_than,
                                                              const tables::AntipodalCornerTable& corners,
                                                              const tables::TwoPhaseTables& moves,
                                                              const SpendNodes& spend) {
  if (!is_central(cube)) return std::nullopt;
  const CentralCanon canon(cube_symmetries(cube), (cube * cube).is_solved());
  bool stopped = false;
  const SpendNodes tracked = [&](uint64_t n) { return stopped = stopped || spend(n); };
  for (int half = std::max(from_half, 1); 2 * half < shorter_than && !stopped; ++half)
    if (auto found = find_antipodal_halves(cube, half, corners, moves, canon, tracked)) return found;
  return std::nullopt;
}

const tables::AntipodalCornerTable& antipodal_corner_table(tables::TableCache& cache,
                                                           const tables::TwoPhaseTables& moves) {
  return cache.antipodal_corners.get([&] { return tables::build_antipodal_corner_table(moves, cache.progress); });
}

}  // namespace cubelab
