#include "core/solvers/cfop/cases_alg.hpp"

namespace cubelab {

namespace {

struct Decomposed {
  int face = -1;  // 0..5 = U R F D L B, or -1 when the move turns no outer layer on its own
  int face_turns = 0;
  int other_face = -1;  // slices turn two outer layers
  int other_turns = 0;
  int rotation = -1;  // 0..2 = x y z, or -1
  int rotation_turns = 0;
};

int opposite(int turns) { return (4 - turns) % 4; }

// Rw = L x, M = R L' x', and so on: each move as outer-layer turns plus a rotation about its axis.
Decomposed decompose(Move m) {
  const int b = static_cast<int>(m.base), t = m.turns;
  Decomposed d;
  switch (kind_of(m.base)) {
    case MoveKind::Face:
      d.face = b, d.face_turns = t;
      break;
    case MoveKind::Wide: {
      static constexpr int kOppositeFace[6] = {3, 4, 5, 0, 1, 2};
      static constexpr int kAxisOfFace[6] = {1, 0, 2, 1, 0, 2};
      const int named = b - 6;  // Uw .. Bw name faces 0..5
      d.face = kOppositeFace[named], d.face_turns = t;
      d.rotation = kAxisOfFace[named];
      d.rotation_turns = named < 3 ? t : opposite(t);  // U R F turn with y x z, D L B against them
      break;
    }
    case MoveKind::Slice:
      if (m.base == MoveBase::M) d = {1, t, 4, opposite(t), 0, opposite(t)};
      if (m.base == MoveBase::E) d = {0, t, 3, opposite(t), 1, opposite(t)};
      if (m.base == MoveBase::S) d = {2, opposite(t), 5, t, 2, t};
      break;
    case MoveKind::Rotation:
      d.rotation = b - static_cast<int>(MoveBase::x), d.rotation_turns = t;
      break;
  }
  return d;
}

void push_turn(Alg& out, const CubieCube& frame, int face, int turns) {
  if (face < 0 || turns == 0) return;
  // After the rotations so far, the layer at position `face` is the one whose centre is there.
  out.push_back(Move{static_cast<MoveBase>(frame.centres[face]), static_cast<uint8_t>(turns)});
}

}  // namespace

Alg to_face_turns(const Alg& alg) {
  Alg out;
  CubieCube frame;  // the rotations applied so far
  for (const Move& m : alg) {
    const Decomposed d = decompose(m);
    push_turn(out, frame, d.face, d.face_turns);
    push_turn(out, frame, d.other_face, d.other_turns);
    if (d.rotation >= 0 && d.rotation_turns > 0)
      frame = apply_move(frame, Move{static_cast<MoveBase>(static_cast<int>(MoveBase::x) + d.rotation),
                                     static_cast<uint8_t>(d.rotation_turns)});
  }
  return simplify(out);
}

Alg rotate_about_y(const Alg& alg, int quarter_turns) {
  const int q = ((quarter_turns % 4) + 4) % 4;
  if (q == 0) return alg;
  Alg framed{Move{MoveBase::y, static_cast<uint8_t>(q)}};
  framed.insert(framed.end(), alg.begin(), alg.end());
  framed.push_back(Move{MoveBase::y, static_cast<uint8_t>(4 - q)});
  return to_face_turns(framed);
}

Alg mirror_alg(const Alg& alg) {
  Alg out;
  for (Move m : alg) {
    switch (m.base) {
      case MoveBase::R:
      case MoveBase::L:
      case MoveBase::Rw:
      case MoveBase::Lw: {
        static constexpr auto swap_side = [](MoveBase b) {
          return b == MoveBase::R    ? MoveBase::L
                 : b == MoveBase::L  ? MoveBase::R
                 : b == MoveBase::Rw ? MoveBase::Lw
                                     : MoveBase::Rw;
        };
        out.push_back(Move{swap_side(m.base), static_cast<uint8_t>(4 - m.turns)});
        break;
      }
      case MoveBase::M:
      case MoveBase::x:
        out.push_back(m);  // the mirror plane is perpendicular to their axis: same sense
        break;
      default:
        out.push_back(Move{m.base, static_cast<uint8_t>(4 - m.turns)});
    }
  }
  return out;
}

Alg u_turns(int quarter_turns) {
  const int q = quarter_turns & 3;
  return q == 0 ? Alg{} : Alg{Move{MoveBase::U, static_cast<uint8_t>(q)}};
}

}  // namespace cubelab
