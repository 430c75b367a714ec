#include "core/model/validate.hpp"

#include <array>
#include <map>
#include <optional>
#include <string>

#include "core/model/facelets.hpp"
#include "core/model/move.hpp"
#include "core/model/utf8.hpp"

namespace cubelab {

namespace {

constexpr const char* kCornerNames[kCorners] = {"URF", "UFL", "ULB", "UBR", "DFR", "DLF", "DBL", "DRB"};
constexpr const char* kEdgeNames[kEdges] = {"UR", "UF", "UL", "UB", "DR", "DF", "DL", "DB", "FR", "FL", "BL", "BR"};

int face_of_letter(char c) {
  for (int i = 0; i < kFaces; ++i)
    if (kFaceLetters[i] == c) return i;
  return -1;
}

std::string column_text(int facelet) { return "column " + std::to_string(facelet + 1); }

std::string letters(const FaceletCube& f, const uint8_t* facelets, int n) {
  std::string s;
  for (int k = 0; k < n; ++k) {
    if (k) s += ", ";
    s += kFaceLetters[f[facelets[k]]];
  }
  return s;
}

Error at_facelet(const std::string& message, int facelet, ErrorKind kind, const char* code,
                 std::map<std::string, std::string> params) {
  return Error{message + " (" + column_text(facelet) + ")", facelet + 1, kind, code, std::move(params)};
}

std::string letter(int face) { return std::string(1, kFaceLetters[face]); }

// The 24 ways to hold a cube: the centre arrangements a real cube can show.
bool centres_possible(const std::array<uint8_t, kFaces>& centres) {
  CubieCube c;
  const Move turns[] = {Move{MoveBase::x, 1}, Move{MoveBase::y, 1}, Move{MoveBase::z, 1}};
  // Breadth-first over whole-cube rotations; 24 states, so a tiny fixed-size search.
  std::array<std::array<uint8_t, kFaces>, 24> seen{};
  int count = 0, next = 0;
  seen[count++] = c.centres;
  while (next < count) {
    CubieCube from;
    from.centres = seen[next++];
    for (const Move& m : turns) {
      const auto to = apply_move(from, m).centres;
      bool known = false;
      for (int i = 0; i < count; ++i) known = known || seen[i] == to;
      if (!known && count < 24) seen[count++] = to;
    }
  }
  for (int i = 0; i < count; ++i)
    if (seen[i] == centres) return true;
  return false;
}

std::optional<Error> check_letters(std::string_view text, FaceletCube& f) {
  const int characters = utf8::characters(text);  // a cheap count first: a 10 MB paste stops here
  if (characters != kFacelets)
    return Error{"expected 54 facelets, got " + std::to_string(characters),
                 0,
                 ErrorKind::input,
                 "facelets.count",
                 {{"count", std::to_string(characters)}}};
  if (auto column = utf8::invalid_column(text)) return utf8::invalid_error(*column);
  std::array<int, kFaces> count{};
  for (std::size_t i = 0, pos = 0; i < kFacelets; ++i, pos += utf8::char_bytes(text, pos)) {
    const int face = face_of_letter(text[pos]);
    if (face < 0 || utf8::char_bytes(text, pos) != 1) {
      const std::string colour(text.substr(pos, utf8::char_bytes(text, pos)));
      return at_facelet("unknown colour '" + colour + "': use the letters U R F D L B", static_cast<int>(i),
                        ErrorKind::input, "facelets.unknown_colour", {{"colour", colour}});
    }
    f[i] = static_cast<uint8_t>(face);
    ++count[face];
  }
  for (int face = 0; face < kFaces; ++face)
    if (count[face] != 9)
      return Error{"colour '" + std::string(1, kFaceLetters[face]) + "' appears " + std::to_string(count[face]) +
                       " times; every colour must appear exactly 9 times",
                   0,
                   ErrorKind::impossible,
                   "facelets.colour_count",
                   {{"colour", letter(face)}, {"count", std::to_string(count[face])}}};
  return std::nullopt;
}

std::optional<Error> check_centres(const FaceletCube& f) {
  std::array<uint8_t, kFaces> centres{};
  for (int a = 0; a < kFaces; ++a) {
    centres[a] = f[centre_facelet(a)];
    for (int b = 0; b < a; ++b)
      if (centres[a] == centres[b])
        return at_facelet("two centres have colour '" + std::string(1, kFaceLetters[centres[a]]) + "' (faces " +
                              kFaceLetters[b] + " and " + kFaceLetters[a] + ")",
                          centre_facelet(a), ErrorKind::impossible, "facelets.duplicate_centre",
                          {{"colour", letter(centres[a])}, {"face_a", letter(b)}, {"face_b", letter(a)}});
  }
  if (!centres_possible(centres))
    return at_facelet(
        "the centres are arranged as on no real cube (opposite colours must face each other, "
        "in mirror order: are two centres swapped?)",
        centre_facelet(0), ErrorKind::impossible, "facelets.centres_impossible", {});
  return std::nullopt;
}

// Finds which corner the stickers of slot i show; -1 if no corner has those colours.
int corner_piece(const FaceletCube& f, int slot, int& twist) {
  for (int j = 0; j < kCorners; ++j)
    for (int ori = 0; ori < 3; ++ori) {
      bool match = true;
      for (int k = 0; k < 3; ++k) match = match && f[kCornerFacelets[slot][(k + ori) % 3]] == kCornerColours[j][k];
      if (match) {
        twist = ori;
        return j;
      }
    }
  return -1;
}

int edge_piece(const FaceletCube& f, int slot, int& flip) {
  for (int j = 0; j < kEdges; ++j)
    for (int ori = 0; ori < 2; ++ori)
      if (f[kEdgeFacelets[slot][ori]] == kEdgeColours[j][0] && f[kEdgeFacelets[slot][1 - ori]] == kEdgeColours[j][1]) {
        flip = ori;
        return j;
      }
  return -1;
}

Result<CubieCube> read_pieces(const FaceletCube& f) {
  CubieCube c;
  for (int i = 0; i < kFaces; ++i) c.centres[i] = f[centre_facelet(i)];
  std::array<int, kCorners> corner_slot;
  corner_slot.fill(-1);
  for (int i = 0; i < kCorners; ++i) {
    int twist = 0;
    const int piece = corner_piece(f, i, twist);
    if (piece < 0)
      return at_facelet("the corner at " + std::string(kCornerNames[i]) + " has colours " +
                            letters(f, kCornerFacelets[i], 3) + ", which no corner has",
                        kCornerFacelets[i][0], ErrorKind::impossible, "facelets.unknown_corner",
                        {{"slot", kCornerNames[i]}, {"colours", letters(f, kCornerFacelets[i], 3)}});
    if (corner_slot[piece] >= 0)
      return at_facelet(
          "corner " + std::string(kCornerNames[piece]) + " appears twice (at " + kCornerNames[corner_slot[piece]] +
              " and " + kCornerNames[i] + ")",
          kCornerFacelets[i][0], ErrorKind::impossible, "facelets.duplicate_corner",
          {{"piece", kCornerNames[piece]}, {"first", kCornerNames[corner_slot[piece]]}, {"second", kCornerNames[i]}});
    corner_slot[piece] = i;
    c.cp[i] = static_cast<uint8_t>(piece);
    c.co[i] = static_cast<uint8_t>(twist);
  }
  std::array<int, kEdges> edge_slot;
  edge_slot.fill(-1);
  for (int i = 0; i < kEdges; ++i) {
    int flip = 0;
    const int piece = edge_piece(f, i, flip);
    if (piece < 0)
      return at_facelet("the edge at " + std::string(kEdgeNames[i]) + " has colours " +
                            letters(f, kEdgeFacelets[i], 2) + ", which no edge has",
                        kEdgeFacelets[i][0], ErrorKind::impossible, "facelets.unknown_edge",
                        {{"slot", kEdgeNames[i]}, {"colours", letters(f, kEdgeFacelets[i], 2)}});
    if (edge_slot[piece] >= 0)
      return at_facelet(
          "edge " + std::string(kEdgeNames[piece]) + " appears twice (at " + kEdgeNames[edge_slot[piece]] + " and " +
              kEdgeNames[i] + ")",
          kEdgeFacelets[i][0], ErrorKind::impossible, "facelets.duplicate_edge",
          {{"piece", kEdgeNames[piece]}, {"first", kEdgeNames[edge_slot[piece]]}, {"second", kEdgeNames[i]}});
    edge_slot[piece] = i;
    c.ep[i] = static_cast<uint8_t>(piece);
    c.eo[i] = static_cast<uint8_t>(flip);
  }
  return c;
}

}  // namespace

Result<CubieCube> check_solvable(const CubieCube& c) {
  int twist = 0, flip = 0;
  for (int i = 0; i < kCorners; ++i) twist += c.co[i];
  for (int i = 0; i < kEdges; ++i) flip += c.eo[i];
  if (twist % 3 != 0)
    return Error{"twisted corner: the corner twists add up to " + std::to_string(twist % 3) +
                     " (mod 3), not 0; one corner is turned in place",
                 0,
                 ErrorKind::impossible,
                 "cube.twisted_corner",
                 {{"twist", std::to_string(twist % 3)}}};
  if (flip % 2 != 0)
    return Error{"flipped edge: an odd number of edges are flipped; one edge is turned in place",
                 0,
                 ErrorKind::impossible,
                 "cube.flipped_edge",
                 {}};
  // A quarter turn of a face is odd on corners and on edges; a slice quarter turn is odd on edges
  // and on centres; so a real cube has equal corner parity and edge-plus-centre parity.
  if (corner_parity(c) != (edge_parity(c) ^ centre_parity(c)))
    return Error{"permutation parity: two pieces are swapped (the corner and edge permutations disagree)",
                 0,
                 ErrorKind::impossible,
                 "cube.parity",
                 {}};
  return c;
}

Result<CubieCube> read_facelet_pieces(std::string_view text) {
  FaceletCube f{};
  if (auto e = check_letters(text, f)) return *e;
  if (auto e = check_centres(f)) return *e;
  return read_pieces(f);
}

Result<CubieCube> parse_facelets(std::string_view text) {
  auto pieces = read_facelet_pieces(text);
  if (!pieces) return pieces;
  return check_solvable(pieces.value());
}

}  // namespace cubelab
