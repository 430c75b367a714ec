#include "core/model/cycles.hpp"

#include <array>
#include <cctype>
#include <map>
#include <numeric>
#include <vector>

#include "core/model/facelets.hpp"

namespace cubelab {

namespace {

// A piece kind's slots, stickers and twist modulus: corners (3 stickers, twist mod 3) or edges.
struct Kind {
  int slots, stickers;
  const uint8_t* facelets;  // slots x stickers, as in facelets.hpp
  int facelet(int slot, int sticker) const { return facelets[slot * stickers + sticker]; }
};
constexpr Kind kCornerKind{kCorners, 3, &kCornerFacelets[0][0]};
constexpr Kind kEdgeKind{kEdges, 2, &kEdgeFacelets[0][0]};

// The slot's name with its stickers read from the `turn`-th one: "URF", "RFU", "FUR".
std::string piece_name(const Kind& kind, int slot, int turn) {
  std::string name;
  for (int t = 0; t < kind.stickers; ++t) name += kFaceLetters[kind.facelet(slot, (turn + t) % kind.stickers) / 9];
  return name;
}

// perm[i] is the piece in slot i, turn[i] its twist or flip; the cycles as the header describes.
template <std::size_t N>
std::string cycles(const Kind& kind, const std::array<uint8_t, N>& perm, const std::array<uint8_t, N>& turn) {
  std::array<int, N> slot_of{};  // where each piece now is
  for (std::size_t i = 0; i < N; ++i) slot_of[perm[i]] = static_cast<int>(i);
  std::array<bool, N> done{};
  std::string out;
  for (std::size_t start = 0; start < N; ++start) {
    if (done[start] || (perm[start] == start && turn[start] == 0)) continue;
    out += '(';
    int slot = static_cast<int>(start), total = 0;
    do {
      if (slot != static_cast<int>(start)) out += ' ';
      out += piece_name(kind, slot, total);
      done[slot] = true;
      slot = slot_of[slot];
      total = (total + turn[slot]) % kind.stickers;
    } while (slot != static_cast<int>(start));
    out += ')';
    if (total) out += total == 1 ? "+" : "-";
  }
  return out.empty() ? "()" : out;
}

// A cycle's pieces as (slot, the sticker its name starts with) and its closing turn.
struct Element {
  int slot, turn;
};

class CycleReader {
 public:
  explicit CycleReader(std::string_view text) : text_(text) {}

  Result<CubieCube> read() {
    CubieCube cube;
    skip_space();
    while (pos_ < text_.size()) {
      if (text_[pos_] != '(') return error("expected '(' to start a cycle", "cycles.expected_open");
      const std::size_t open = pos_++;
      std::vector<Element> elements;
      const Kind* kind = nullptr;
      for (skip_separators(); pos_ < text_.size() && text_[pos_] != ')'; skip_separators()) {
        const std::size_t at = pos_;
        std::string name;
        while (pos_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[pos_])))
          name += static_cast<char>(std::toupper(static_cast<unsigned char>(text_[pos_++])));
        if (name.empty()) {
          const std::string token(1, text_[pos_]);
          return error("unexpected '" + token + "'", "cycles.unexpected", {{"token", token}});
        }
        auto element = find(name, at, kind);
        if (!element) return element.error();
        elements.push_back(element.value());
      }
      if (pos_ >= text_.size()) return error_at("cycle opened here is not closed", open, "cycles.unclosed");
      ++pos_;  // ')'
      int closing = 0;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) {
        if (elements.empty()) return error("an empty cycle cannot be turned", "cycles.empty_turned");
        closing = text_[pos_++] == '+' ? 1 : (kind->stickers - 1);
      }
      if (!elements.empty()) place(cube, *kind, elements, closing);
      skip_space();
    }
    return cube;
  }

 private:
  Result<Element> find(const std::string& name, std::size_t at, const Kind*& kind) {
    for (const Kind* k : {&kCornerKind, &kEdgeKind})
      for (int slot = 0; slot < k->slots; ++slot)
        for (int turn = 0; turn < k->stickers; ++turn) {
          if (piece_name(*k, slot, turn) != name) continue;
          if (kind && kind != k)
            return error_at("a cycle holds corners or edges, not both: '" + name + "'", at, "cycles.mixed",
                            {{"piece", name}});
          kind = k;
          std::vector<bool>& used = k == &kCornerKind ? corner_used_ : edge_used_;
          if (used[slot])
            return error_at("piece '" + name + "' appears twice", at, "cycles.duplicate_piece", {{"piece", name}});
          used[slot] = true;
          return Element{slot, turn};
        }
    const bool corner = name.size() == 3;
    return error_at("unknown piece '" + name + "'" +
                        (corner ? ": name corners clockwise (URF, RFU or FUR)" : ": pieces are URF, UR, ..."),
                    at, "cycles.unknown_piece", {{"piece", name}});
  }

  // The element t's piece goes to element t+1's slot, turned by the difference of their names.
  static void place(CubieCube& cube, const Kind& kind, const std::vector<Element>& e, int closing) {
    const int n = static_cast<int>(e.size()), mod = kind.stickers;
    for (int t = 0; t < n; ++t) {
      const Element& from = e[t];
      const Element& to = e[(t + 1) % n];
      const int turn = ((to.turn - from.turn + (t + 1 == n ? closing : 0)) % mod + mod) % mod;
      if (&kind == &kCornerKind) {
        cube.cp[to.slot] = static_cast<uint8_t>(from.slot);
        cube.co[to.slot] = static_cast<uint8_t>(turn);
      } else {
        cube.ep[to.slot] = static_cast<uint8_t>(from.slot);
        cube.eo[to.slot] = static_cast<uint8_t>(turn);
      }
    }
  }

  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  void skip_separators() {
    while (pos_ < text_.size() && (std::isspace(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == ',')) ++pos_;
  }
  Error error(const std::string& message, const char* code, std::map<std::string, std::string> params = {}) const {
    return error_at(message, pos_, code, std::move(params));
  }
  static Error error_at(const std::string& message, std::size_t at, const char* code,
                        std::map<std::string, std::string> params = {}) {
    const int column = static_cast<int>(at) + 1;
    return Error{message + " at column " + std::to_string(column), column, ErrorKind::input, code, std::move(params)};
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::vector<bool> corner_used_ = std::vector<bool>(kCorners), edge_used_ = std::vector<bool>(kEdges);
};

template <std::size_t N>
uint64_t lcm_of_cycles(const std::array<uint8_t, N>& perm, const std::array<uint8_t, N>* turn, int mod) {
  std::array<bool, N> done{};
  uint64_t order = 1;
  for (std::size_t start = 0; start < N; ++start) {
    if (done[start]) continue;
    uint64_t length = 0;
    int total = 0;
    for (std::size_t slot = start; !done[slot]; slot = perm[slot]) {
      done[slot] = true;
      ++length;
      if (turn) total += (*turn)[slot];
    }
    if (total % mod) length *= static_cast<uint64_t>(mod);  // home turned: repeat until it is not
    order = std::lcm(order, length);
  }
  return order;
}

}  // namespace

std::string corner_cycles(const CubieCube& cube) { return cycles(kCornerKind, cube.cp, cube.co); }
std::string edge_cycles(const CubieCube& cube) { return cycles(kEdgeKind, cube.ep, cube.eo); }

std::string centre_cycles(const CubieCube& cube) {
  std::array<int, kFaces> face_of{};  // where each centre now is
  for (int i = 0; i < kFaces; ++i) face_of[cube.centres[i]] = i;
  std::array<bool, kFaces> done{};
  std::string out;
  for (int start = 0; start < kFaces; ++start) {
    if (done[start] || face_of[start] == start) continue;
    out += '(';
    for (int f = start; !done[f]; f = face_of[f]) {
      if (f != start) out += ' ';
      out += kFaceLetters[f];
      done[f] = true;
    }
    out += ')';
  }
  return out.empty() ? "()" : out;
}

Result<CubieCube> cube_from_cycles(std::string_view text) { return CycleReader(text).read(); }

uint64_t cube_order(const CubieCube& cube) {
  // The order does not depend on which way a cycle is followed, so the replaced-by arrays serve.
  const uint64_t corners = lcm_of_cycles(cube.cp, &cube.co, 3);
  const uint64_t edges = lcm_of_cycles(cube.ep, &cube.eo, 2);
  const uint64_t centres = lcm_of_cycles<kFaces>(cube.centres, nullptr, 1);
  return std::lcm(std::lcm(corners, edges), centres);
}

Invariants invariants(const CubieCube& cube) {
  Invariants v;
  v.corner_parity = corner_parity(cube);
  v.edge_parity = edge_parity(cube);
  v.centre_parity = centre_parity(cube);
  for (uint8_t t : cube.co) v.twist += t;
  for (uint8_t f : cube.eo) v.flip += f;
  v.twist %= 3;
  v.flip %= 2;
  return v;
}

}  // namespace cubelab
