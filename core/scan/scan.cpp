#include "core/scan/scan.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "core/model/utf8.hpp"
#include "core/model/validate.hpp"

namespace cubelab::scan {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// Tuned on the generated cubes of tests/native/scan_test.cpp (1,000 cubes under varied light).
constexpr int kRounds = 4;            // estimate light and colours, assign, again
constexpr int kGlareSteps = 8;        // glare amounts tried: 0, 0.1, ..., 0.7 of white mixed in
constexpr double kGlarePrice = 25.0;  // ΔE charged per unit of glare: white must explain itself
constexpr double kEqualGap = 0.5;     // a second legal cube this close (ΔE in all) fits equally
constexpr double kDoubtGap = 12.0;    // a sticker is doubtful when a cube differing there is this close
constexpr double kNoFit = 45.0;       // a sticker this far from its colour: no legal cube fits

using Linear = std::array<double, 3>;
struct Lab {
  double l = 0, a = 0, b = 0;
};

double to_linear(uint8_t v) {
  const double c = v / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// CIELAB (D65) of a linear sRGB colour whose white is (1, 1, 1).
Lab to_lab(const Linear& c) {
  const double x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047;
  const double y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  const double z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883;
  auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
  const double fx = f(x), fy = f(y), fz = f(z);
  return {116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)};
}

double delta_e(const Lab& p, const Lab& q) {
  return std::sqrt((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b));
}

double luminance(const Linear& c) { return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; }

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

// The cube-wide assignment: the cheapest legal placement of the pieces, by dynamic programming
// over the slots in order with state (pieces used, orientation sum, permutation parity). Corners
// and edges are two such problems joined by parity (centres stay home, so corner parity must equal
// edge parity). Backward passes give, for every choice of piece and orientation in a slot, the
// cheapest legal cube that makes it ("max-marginals"), from which each sticker's doubt is read.
template <int N, int O>
class PieceDp {
 public:
  static constexpr int kMasks = 1 << N;
  // cost[slot][piece][orientation]
  using Costs = std::array<std::array<std::array<double, O>, N>, N>;

  explicit PieceDp(const Costs& costs) : costs_(costs), forward_(kMasks * O * 2, kInf), choice_(kMasks * O * 2, -1) {
    forward_[index(0, 0, 0)] = 0;
    for (int mask = 0; mask < kMasks - 1; ++mask) {
      const int slot = std::popcount(static_cast<unsigned>(mask));
      for (int o = 0; o < O; ++o)
        for (int p = 0; p < 2; ++p) {
          const double here = forward_[index(mask, o, p)];
          if (here == kInf) continue;
          for (int piece = 0; piece < N; ++piece) {
            if (mask >> piece & 1) continue;
            const int parity = p ^ (std::popcount(static_cast<unsigned>(mask >> (piece + 1))) & 1);
            for (int t = 0; t < O; ++t) {
              const int next = index(mask | 1 << piece, (o + t) % O, parity);
              const double value = here + costs_[slot][piece][t];
              if (value < forward_[next]) {
                forward_[next] = value;
                choice_[next] = piece * O + t;
              }
            }
          }
        }
    }
  }

  // The cheapest legal placement (orientation sum 0) of permutation parity p.
  double best(int parity) const { return forward_[index(kMasks - 1, 0, parity)]; }

  // The placement reaching best(parity): pieces[slot], orientations[slot].
  void placement(int parity, std::array<uint8_t, N>& pieces, std::array<uint8_t, N>& orientations) const {
    int mask = kMasks - 1, o = 0, p = parity;
    for (int slot = N - 1; slot >= 0; --slot) {
      const int c = choice_[index(mask, o, p)];
      const int piece = c / O, t = c % O;
      pieces[slot] = static_cast<uint8_t>(piece);
      orientations[slot] = static_cast<uint8_t>(t);
      mask &= ~(1 << piece);
      o = (o - t + O) % O;
      p ^= std::popcount(static_cast<unsigned>(mask >> (piece + 1))) & 1;
    }
  }

  // For each (slot, piece, orientation): the cheapest whole cube that places it so, where finishing
  // with parity p costs finish[p] more (the other kind of piece's best of that parity).
  Costs with_choice(const std::array<double, 2>& finish) const {
    std::vector<double> back(kMasks * O * 2, kInf);
    for (int p = 0; p < 2; ++p) back[index(kMasks - 1, 0, p)] = finish[p];
    for (int mask = kMasks - 2; mask >= 0; --mask) {
      const int slot = std::popcount(static_cast<unsigned>(mask));
      for (int o = 0; o < O; ++o)
        for (int p = 0; p < 2; ++p) {
          double least = kInf;
          for (int piece = 0; piece < N; ++piece) {
            if (mask >> piece & 1) continue;
            const int parity = p ^ (std::popcount(static_cast<unsigned>(mask >> (piece + 1))) & 1);
            for (int t = 0; t < O; ++t)
              least = std::min(least, costs_[slot][piece][t] + back[index(mask | 1 << piece, (o + t) % O, parity)]);
          }
          back[index(mask, o, p)] = least;
        }
    }
    Costs through;
    for (auto& slot : through)
      for (auto& piece : slot) piece.fill(kInf);
    for (int mask = 0; mask < kMasks - 1; ++mask) {
      const int slot = std::popcount(static_cast<unsigned>(mask));
      for (int o = 0; o < O; ++o)
        for (int p = 0; p < 2; ++p) {
          const double here = forward_[index(mask, o, p)];
          if (here == kInf) continue;
          for (int piece = 0; piece < N; ++piece) {
            if (mask >> piece & 1) continue;
            const int parity = p ^ (std::popcount(static_cast<unsigned>(mask >> (piece + 1))) & 1);
            for (int t = 0; t < O; ++t) {
              const double value = here + costs_[slot][piece][t] + back[index(mask | 1 << piece, (o + t) % O, parity)];
              through[slot][piece][t] = std::min(through[slot][piece][t], value);
            }
          }
        }
    }
    return through;
  }

 private:
  static int index(int mask, int o, int p) { return (mask * O + o) * 2 + p; }
  const Costs& costs_;
  std::vector<double> forward_;
  std::vector<int> choice_;
};

using CornerDp = PieceDp<kCorners, 3>;
using EdgeDp = PieceDp<kEdges, 2>;
using StickerCosts = std::array<std::array<double, kFaces>, kFacelets>;

struct Assignment {
  FaceletCube colours{};
  CubieCube cube;
  double cost = 0;
};

CornerDp::Costs corner_costs(const StickerCosts& cost) {
  CornerDp::Costs c{};
  for (int slot = 0; slot < kCorners; ++slot)
    for (int piece = 0; piece < kCorners; ++piece)
      for (int t = 0; t < 3; ++t)
        for (int k = 0; k < 3; ++k)
          c[slot][piece][t] += cost[kCornerFacelets[slot][(k + t) % 3]][kCornerColours[piece][k]];
  return c;
}

EdgeDp::Costs edge_costs(const StickerCosts& cost) {
  EdgeDp::Costs c{};
  for (int slot = 0; slot < kEdges; ++slot)
    for (int piece = 0; piece < kEdges; ++piece)
      for (int t = 0; t < 2; ++t)
        for (int k = 0; k < 2; ++k) c[slot][piece][t] += cost[kEdgeFacelets[slot][(k + t) % 2]][kEdgeColours[piece][k]];
  return c;
}

int better_parity(const CornerDp& corners, const EdgeDp& edges) {
  return corners.best(0) + edges.best(0) <= corners.best(1) + edges.best(1) ? 0 : 1;
}

Assignment best_legal(const CornerDp& corners, const EdgeDp& edges, const StickerCosts& cost) {
  const int parity = better_parity(corners, edges);
  Assignment a;
  corners.placement(parity, a.cube.cp, a.cube.co);
  edges.placement(parity, a.cube.ep, a.cube.eo);
  a.colours = to_facelets(a.cube);
  for (int s = 0; s < kFacelets; ++s) a.cost += cost[s][a.colours[s]];
  return a;
}

// For each sticker, the cheapest legal cube in which it has another colour than in `best`.
std::array<double, kFacelets> cheapest_other(const CornerDp& corners, const EdgeDp& edges, const FaceletCube& best) {
  std::array<double, kFacelets> other;
  other.fill(kInf);
  const auto through_corners = corners.with_choice({edges.best(0), edges.best(1)});
  for (int slot = 0; slot < kCorners; ++slot)
    for (int piece = 0; piece < kCorners; ++piece)
      for (int t = 0; t < 3; ++t)
        for (int k = 0; k < 3; ++k) {
          const int s = kCornerFacelets[slot][(k + t) % 3];
          if (kCornerColours[piece][k] != best[s]) other[s] = std::min(other[s], through_corners[slot][piece][t]);
        }
  const auto through_edges = edges.with_choice({corners.best(0), corners.best(1)});
  for (int slot = 0; slot < kEdges; ++slot)
    for (int piece = 0; piece < kEdges; ++piece)
      for (int t = 0; t < 2; ++t)
        for (int k = 0; k < 2; ++k) {
          const int s = kEdgeFacelets[slot][(k + t) % 2];
          if (kEdgeColours[piece][k] != best[s]) other[s] = std::min(other[s], through_edges[slot][piece][t]);
        }
  return other;
}

// The light on each face and the six colours, as linear-light values: a sample of colour c on face f
// is about gain[f] * colour[c] (per channel), plus glare toward the light's white.
struct Light {
  std::array<Linear, kFaces> gain;
  std::array<Linear, kFaces> colour;
};

struct Costed {
  StickerCosts cost{};
  std::array<std::array<double, kFaces>, kFacelets> glare{};  // the glare each cost assumed
};

// ΔE from each sample (its face's light taken out) to each colour, or to the colour with some
// white mixed in, plus kGlarePrice per unit of white.
Costed sticker_costs(const std::array<Linear, kFacelets>& samples, const Light& light) {
  double scale = 0;
  for (const Linear& c : light.colour) scale = std::max(scale, luminance(c));
  scale = scale > 0 ? 1.0 / scale : 1.0;
  // The white of the light: as bright as the brightest colour's brightest channel.
  double white = 0;
  for (const Linear& c : light.colour) white = std::max({white, c[0], c[1], c[2]});
  std::array<std::array<Lab, kGlareSteps>, kFaces> glared;
  for (int c = 0; c < kFaces; ++c)
    for (int g = 0; g < kGlareSteps; ++g) {
      const double amount = g / 10.0;
      Linear mixed;
      for (int ch = 0; ch < 3; ++ch) mixed[ch] = ((1 - amount) * light.colour[c][ch] + amount * white) * scale;
      glared[c][g] = to_lab(mixed);
    }
  Costed out;
  for (int s = 0; s < kFacelets; ++s) {
    const int face = s / 9;
    Linear seen;
    for (int ch = 0; ch < 3; ++ch) seen[ch] = samples[s][ch] / light.gain[face][ch] * scale;
    const Lab lab = to_lab(seen);
    for (int c = 0; c < kFaces; ++c) {
      double least = kInf;
      for (int g = 0; g < kGlareSteps; ++g) {
        const double value = delta_e(lab, glared[c][g]) + kGlarePrice * g / 10.0;
        if (value < least) {
          least = value;
          out.glare[s][c] = g / 10.0;
        }
      }
      out.cost[s][c] = least;
    }
  }
  return out;
}

// The value with half the weight on either side: a sticker read wrongly (or a colour between two)
// moves it little, where a sum would follow it (a red sticker taken as orange would raise the
// face's green gain by half). Weights are the expected values: a channel a colour barely has says
// little about the light.
double weighted_median(std::vector<std::pair<double, double>> values) {
  std::sort(values.begin(), values.end());
  double total = 0;
  for (const auto& [value, weight] : values) total += weight;
  double below = 0;
  for (const auto& [value, weight] : values) {
    below += weight;
    if (below >= total / 2) return value;
  }
  return values.back().first;
}

// The light again from an assignment: each colour is the per-channel median of the stickers given
// it (glared ones left out), each face's gain the weighted median of the ratios of what its
// stickers show to what their colours are. The product gain * colour is all the samples tell, so the gains' geometric
// mean is held at 1 per channel.
Light reestimate(const std::array<Linear, kFacelets>& samples, const FaceletCube& colours, const Costed& costed,
                 const Light& before) {
  auto clear = [&](int s) { return costed.glare[s][colours[s]] == 0; };
  Light light = before;
  for (int c = 0; c < kFaces; ++c)
    for (int ch = 0; ch < 3; ++ch) {
      std::vector<double> seen, all;
      for (int s = 0; s < kFacelets; ++s) {
        if (colours[s] != c) continue;
        const double value = samples[s][ch] / before.gain[s / 9][ch];
        all.push_back(value);
        if (clear(s)) seen.push_back(value);
      }
      if (!all.empty()) light.colour[c][ch] = median(seen.size() >= 3 ? seen : all);
    }
  for (int face = 0; face < kFaces; ++face)
    for (int ch = 0; ch < 3; ++ch) {
      std::vector<std::pair<double, double>> ratios;  // (shown / expected, weight)
      for (int k = 0; k < 9; ++k) {
        const int s = face * 9 + k;
        const double expected = light.colour[colours[s]][ch];
        if (clear(s) && expected > 0) ratios.push_back({samples[s][ch] / expected, expected});
      }
      if (!ratios.empty()) light.gain[face][ch] = weighted_median(ratios);
    }
  for (int ch = 0; ch < 3; ++ch) {
    double log_sum = 0;
    for (int face = 0; face < kFaces; ++face) log_sum += std::log(light.gain[face][ch]);
    const double mean = std::exp(log_sum / kFaces);
    for (int face = 0; face < kFaces; ++face) light.gain[face][ch] /= mean;
    for (int c = 0; c < kFaces; ++c) light.colour[c][ch] *= mean;
  }
  return light;
}

std::string sticker_list(const std::vector<int>& stickers) {
  std::string names, lines;
  for (std::size_t i = 0; i < stickers.size(); ++i) {
    names += (i ? ", " : "") + sticker_name(stickers[i]);
    lines += (i ? ", " : "") + std::to_string(stickers[i] + 1);
  }
  return names + " (line" + (stickers.size() > 1 ? "s " : " ") + lines + ")";
}

}  // namespace

std::string sticker_name(int index) { return std::string(1, kFaceLetters[index / 9]) + std::to_string(index % 9 + 1); }

Result<ScanResult> decide_colours(const Samples& rgb) {
  std::array<Linear, kFacelets> samples;
  for (int s = 0; s < kFacelets; ++s) {
    // A black sample would make a gain of 0: the darkest value is one step above black.
    samples[s] = {std::max(to_linear(rgb[s].r), 1e-4), std::max(to_linear(rgb[s].g), 1e-4),
                  std::max(to_linear(rgb[s].b), 1e-4)};
  }
  // First guess: every face in the same light, each colour as its centre shows it.
  Light light;
  for (int f = 0; f < kFaces; ++f) {
    light.gain[f] = {1, 1, 1};
    light.colour[f] = samples[centre_facelet(f)];
  }
  for (int round = 0;; ++round) {
    const Costed costed = sticker_costs(samples, light);
    const auto cc = corner_costs(costed.cost);
    const auto ec = edge_costs(costed.cost);
    const CornerDp corners(cc);
    const EdgeDp edges(ec);
    const Assignment best = best_legal(corners, edges, costed.cost);
    if (round + 1 < kRounds) {
      light = reestimate(samples, best.colours, costed, light);
      continue;
    }
    // The decision: doubt from the cheapest cube that differs at each sticker.
    const auto other = cheapest_other(corners, edges, best.colours);
    const double total = std::min(corners.best(0) + edges.best(0), corners.best(1) + edges.best(1));
    std::vector<int> far, tied, doubtful;
    for (int s = 0; s < kFacelets; ++s) {
      if (costed.cost[s][best.colours[s]] > kNoFit) far.push_back(s);
      if (other[s] - total < kEqualGap) tied.push_back(s);
      if (other[s] - total < kDoubtGap) doubtful.push_back(s);
    }
    if (!far.empty())
      return Error{"no legal cube fits these colours; stickers in doubt: " + sticker_list(far), 0,
                   ErrorKind::impossible};
    if (!tied.empty())
      return Error{"two legal cubes fit these colours equally well; stickers in doubt: " + sticker_list(tied), 0,
                   ErrorKind::input};
    auto checked = check_solvable(best.cube);
    if (!checked) return Error{"scan made an illegal cube: " + checked.error().message, 0, ErrorKind::internal};
    return ScanResult{best.cube, doubtful};
  }
}

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::string line_at(int line, int column) {
  return "line " + std::to_string(line) + (column > 0 ? ", column " + std::to_string(column) : "");
}

// One value of a line: digits only, 0..255.
std::optional<Error> read_value(std::string_view line_text, std::size_t start, std::size_t end, int line,
                                uint8_t& value) {
  const std::string_view token = line_text.substr(start, end - start);
  const int column = utf8::characters(line_text.substr(0, start)) + 1;
  const bool digits = std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!digits) return Error{line_at(line, column) + ": '" + std::string(token) + "' is not a number 0-255", column};
  const std::size_t first = std::min(token.find_first_not_of('0'), token.size());
  if (token.size() - first > 3 || std::stoi("0" + std::string(token)) > 255)
    return Error{line_at(line, column) + ": " + std::string(token) + " is over 255", column};
  value = static_cast<uint8_t>(std::stoi("0" + std::string(token)));
  return std::nullopt;
}

}  // namespace

Result<Samples> parse_samples(std::string_view text) {
  if (text.size() > kMaxSamplesTextBytes)
    return Error{
        "the samples text is over " + std::to_string(kMaxSamplesTextBytes / 1024) + " KB; expected 54 lines R G B", 0};
  if (auto column = utf8::invalid_column(text)) return utf8::invalid_error(*column);
  Samples samples{};
  int count = 0, line = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line_text = text.substr(pos, end - pos);
    pos = end + 1;
    ++line;
    if (!line_text.empty() && line_text.back() == '\r') line_text.remove_suffix(1);
    std::array<uint8_t, 3> values{};
    int found = 0;
    for (std::size_t i = 0; i < line_text.size();) {
      if (is_blank(line_text[i])) {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < line_text.size() && !is_blank(line_text[j])) ++j;
      if (found == 3) {
        const int column = utf8::characters(line_text.substr(0, i)) + 1;
        return Error{line_at(line, column) + ": expected 3 values R G B, found more", column};
      }
      if (auto e = read_value(line_text, i, j, line, values[found])) return *e;
      ++found;
      i = j;
    }
    if (found == 0) continue;
    if (found < 3) return Error{line_at(line, 0) + ": expected 3 values R G B, got " + std::to_string(found), 0};
    if (count == kFacelets)
      return Error{line_at(line, 0) + ": more than 54 samples; expected one line R G B per sticker", 0};
    samples[count++] = Rgb{values[0], values[1], values[2]};
  }
  if (count != kFacelets)
    return Error{"expected 54 samples (lines R G B, one per sticker), got " + std::to_string(count), 0};
  return samples;
}

}  // namespace cubelab::scan
