// Scanning a real cube: the colour of each of its 54 stickers, decided for the whole cube at once
// from one sRGB sample per sticker (six photos, one per face, each under its own light).
//
// How (scan.cpp says why in detail): each face's light is modelled as a gain per linear-light
// channel (brightness and colour cast); the six colours are measured from every sticker taken to
// have them, not from the centres alone, so one glared centre does not define its colour; samples
// are compared with the colours in CIELAB, where a sample pushed toward white by glare is also read
// as its colour plus some white, at a price; and the cube chosen is the legal one (every corner and
// edge a real piece, so 9 of each colour, twist, flip and parity right) that fits the samples best.
// A sticker is doubtful when a legal cube that differs there fits nearly as well.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/model/cubie.hpp"
#include "core/model/facelets.hpp"
#include "core/model/result.hpp"

namespace cubelab::scan {

struct Rgb {
  uint8_t r = 0, g = 0, b = 0;  // sRGB, 0..255
};
// One sample per sticker, in the order of a facelet string (U1..U9, R1..R9, F1..F9, D1..D9, L1..L9,
// B1..B9).
using Samples = std::array<Rgb, kFacelets>;

struct ScanResult {
  CubieCube cube;             // legal (check_solvable passes), centres at home: each letter names the
                              // face whose centre has the sticker's colour
  std::vector<int> doubtful;  // sticker indices (0..53, facelet-string order), ascending
};

// The largest samples text read (a file of 54 lines is about 700 bytes).
constexpr std::size_t kMaxSamplesTextBytes = 64 * 1024;

// Reads 54 lines "R G B" (integers 0..255 separated by spaces or tabs; blank lines are skipped).
// An error names the line, and for a bad value its column (in characters) in that line.
Result<Samples> parse_samples(std::string_view text);

// The legal cube that fits the samples best, with the stickers in doubt. An error (naming the
// stickers in doubt, in facelet names such as F3) when no legal cube fits the samples, or when two
// fit equally well: never an illegal cube.
Result<ScanResult> decide_colours(const Samples& samples);

// "F3": the name of sticker `index` (0..53) in facelet-string order.
std::string sticker_name(int index);

}  // namespace cubelab::scan
