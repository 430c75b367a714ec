#include "core/model/alg.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "core/model/utf8.hpp"

namespace cubelab {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

int base_from_letter(char c) {
  switch (c) {
    case 'U':
      return static_cast<int>(MoveBase::U);
    case 'R':
      return static_cast<int>(MoveBase::R);
    case 'F':
      return static_cast<int>(MoveBase::F);
    case 'D':
      return static_cast<int>(MoveBase::D);
    case 'L':
      return static_cast<int>(MoveBase::L);
    case 'B':
      return static_cast<int>(MoveBase::B);
    case 'u':
      return static_cast<int>(MoveBase::Uw);
    case 'r':
      return static_cast<int>(MoveBase::Rw);
    case 'f':
      return static_cast<int>(MoveBase::Fw);
    case 'd':
      return static_cast<int>(MoveBase::Dw);
    case 'l':
      return static_cast<int>(MoveBase::Lw);
    case 'b':
      return static_cast<int>(MoveBase::Bw);
    case 'M':
      return static_cast<int>(MoveBase::M);
    case 'E':
      return static_cast<int>(MoveBase::E);
    case 'S':
      return static_cast<int>(MoveBase::S);
    case 'x':
      return static_cast<int>(MoveBase::x);
    case 'y':
      return static_cast<int>(MoveBase::y);
    case 'z':
      return static_cast<int>(MoveBase::z);
    default:
      return -1;
  }
}

// Recursive-descent parser over UTF-8 text that tracks the column in characters.
class Parser {
 public:
  // `notes`, when given, receives the columns, timestamps and comments of the top-level moves.
  explicit Parser(std::string_view text, AnnotatedAlg* notes = nullptr) : text_(text), notes_(notes) {}

  Result<Alg> parse_all() {
    Alg alg;
    if (auto e = parse_sequence(alg)) return *e;
    if (pos_ < text_.size()) return unexpected();
    return alg;
  }

 private:
  std::string_view text_;
  AnnotatedAlg* notes_;
  std::size_t pos_ = 0;
  int column_ = 1;
  int depth_ = 0;

  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[pos_]; }

  // Length in bytes of the UTF-8 character at pos_ (the text was checked to be valid UTF-8 before
  // parsing; a stray byte would count as one).
  std::size_t char_length() const { return at_end() ? 0 : std::max<std::size_t>(1, utf8::char_bytes(text_, pos_)); }
  void advance() {
    pos_ += char_length();
    ++column_;
  }
  bool at_prime() const { return prime_mark_bytes(text_.substr(pos_)) > 0; }

  Error error_here(const std::string& what, const char* code, std::map<std::string, std::string> params = {}) const {
    return at_column(what, column_, code, std::move(params));
  }
  Error unexpected() const {
    if (at_end()) return error_here("unexpected end of input", "notation.unexpected_end");
    const std::string token(text_.substr(pos_, char_length()));
    return error_here("unexpected '" + token + "'", "notation.unexpected", {{"token", token}});
  }
  static Error at_column(const std::string& what, int column, const char* code,
                         std::map<std::string, std::string> params = {}) {
    return Error{what + " at column " + std::to_string(column), column, ErrorKind::input, code, std::move(params)};
  }

  std::optional<Error> skip_space_and_comments() {
    while (!at_end()) {
      if (is_space(peek())) {
        advance();
      } else if (peek() == '.') {  // a pause: turns nothing
        advance();
        if (annotating()) ++notes_->pauses;
      } else if (text_.substr(pos_, 2) == "//") {
        const int column = column_;
        advance(), advance();
        const std::size_t start = pos_;
        while (!at_end() && peek() != '\n') advance();
        note_comment(text_.substr(start, pos_ - start), column);
      } else if (text_.substr(pos_, 2) == "/*") {
        const int column = column_;
        advance(), advance();
        const std::size_t start = pos_;
        while (!at_end() && text_.substr(pos_, 2) != "*/") advance();
        if (at_end()) return at_column("unclosed '/*'", column, "notation.unclosed_comment");
        const std::string_view body = text_.substr(start, pos_ - start);
        advance(), advance();
        if (!note_timestamp(body)) note_comment(body, column);
      } else {
        return std::nullopt;
      }
    }
    return std::nullopt;
  }

  bool annotating() const { return notes_ != nullptr && depth_ == 0; }

  static std::string_view trimmed(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
  }

  void note_comment(std::string_view body, int column) {
    if (!annotating()) return;
    notes_->comments.push_back(AlgComment{std::string(trimmed(body)), notes_->columns.size(), column});
  }

  // csTimer's `R/*1234*/`: a number alone in a block comment straight after a move times that move.
  bool note_timestamp(std::string_view body) {
    if (!annotating() || notes_->ms.empty() || notes_->ms.back() >= 0) return false;
    body = trimmed(body);
    if (body.size() > 12 || body.find_first_of("0123456789") == std::string_view::npos) return false;
    double value = 0, scale = 0;
    for (char c : body) {
      if (c == '.' && scale == 0) {
        scale = 1;
      } else if (is_digit(c)) {
        if (scale > 0) scale /= 10;
        value = scale > 0 ? value + (c - '0') * scale : value * 10 + (c - '0');
      } else {
        return false;
      }
    }
    notes_->ms.back() = value;
    return true;
  }

  // Reads an optional count and an optional prime; the net number of clockwise turns (mod 4).
  std::optional<Error> parse_amount(int& amount) {
    const int start_column = column_;
    int count = 1;
    if (is_digit(peek())) {
      count = 0;
      while (is_digit(peek())) {
        if (count > 999) return at_column("count too large", start_column, "notation.count_too_large");
        count = count * 10 + (peek() - '0');
        advance();
      }
      if (count == 0) return at_column("a count of 0", start_column, "notation.count_zero");
    }
    amount = count % 4;
    if (at_prime()) {
      advance();
      amount = (4 - amount) % 4;
    }
    return std::nullopt;
  }

  std::optional<Error> append(Alg& out, const Alg& part, int times, int column) {
    if (out.size() + part.size() * static_cast<std::size_t>(times) > kMaxAlgLength)
      return at_column("algorithm longer than " + std::to_string(kMaxAlgLength) + " moves", column, "notation.too_long",
                       {{"max", std::to_string(kMaxAlgLength)}});
    for (int i = 0; i < times; ++i) out.insert(out.end(), part.begin(), part.end());
    if (annotating()) {
      notes_->columns.insert(notes_->columns.end(), part.size() * static_cast<std::size_t>(times), column);
      notes_->ms.insert(notes_->ms.end(), part.size() * static_cast<std::size_t>(times), -1.0);
    }
    return std::nullopt;
  }

  std::optional<Error> parse_sequence(Alg& out) {
    for (;;) {
      if (auto e = skip_space_and_comments()) return e;
      const char c = peek();
      std::optional<Error> e;
      if (c == '(') {
        e = parse_group(out);
      } else if (c == '[') {
        e = parse_bracket(out);
      } else if (base_from_letter(c) >= 0) {
        e = parse_move(out);
      } else {
        return std::nullopt;  // the caller decides whether what follows is allowed
      }
      if (e) return e;
    }
  }

  std::optional<Error> parse_move(Alg& out) {
    const int column = column_;
    int base = base_from_letter(peek());
    advance();
    if (peek() == 'w' && base < 6) {
      base += 6;
      advance();
    }
    int amount = 0;
    if (auto e = parse_amount(amount)) return e;
    if (amount != 0)
      return append(out, Alg{Move{static_cast<MoveBase>(base), static_cast<uint8_t>(amount)}}, 1, column);
    return std::nullopt;
  }

  std::optional<Error> enter(int column) {
    if (++depth_ > kMaxAlgNesting)
      return at_column("groups nested more than " + std::to_string(kMaxAlgNesting) + " deep", column,
                       "notation.too_deep", {{"max", std::to_string(kMaxAlgNesting)}});
    return std::nullopt;
  }

  std::optional<Error> parse_group(Alg& out) {
    const int open_column = column_;
    if (auto e = enter(open_column)) return e;
    advance();
    Alg inner;
    if (auto e = parse_sequence(inner)) return e;
    if (peek() != ')') {
      if (at_end()) return at_column("unclosed '('", open_column, "notation.unclosed", {{"bracket", "("}});
      return unexpected();
    }
    advance();
    --depth_;
    int amount_column = column_;
    int count = 1;
    bool inverse = false;
    if (is_digit(peek())) {
      count = 0;
      while (is_digit(peek())) {
        count = count * 10 + (peek() - '0');
        if (count > 9999) return at_column("repeat count too large", amount_column, "notation.repeat_too_large");
        advance();
      }
      if (count == 0) return at_column("a repeat count of 0", amount_column, "notation.repeat_zero");
    }
    if (at_prime()) {
      advance();
      inverse = true;
    }
    return append(out, inverse ? invert(inner) : inner, count, open_column);
  }

  // [A, B] = A B A' B' (commutator); [A: B] = A B A' (conjugate).
  std::optional<Error> parse_bracket(Alg& out) {
    const int open_column = column_;
    if (auto e = enter(open_column)) return e;
    advance();
    Alg a, b;
    if (auto e = parse_sequence(a)) return e;
    const char separator = peek();
    if (separator != ',' && separator != ':') {
      if (at_end()) return at_column("unclosed '['", open_column, "notation.unclosed", {{"bracket", "["}});
      return unexpected();
    }
    advance();
    if (auto e = parse_sequence(b)) return e;
    if (peek() != ']') {
      if (at_end()) return at_column("unclosed '['", open_column, "notation.unclosed", {{"bracket", "["}});
      return unexpected();
    }
    advance();
    --depth_;
    Alg whole = concat(a, b);
    whole = concat(whole, invert(a));
    if (separator == ',') whole = concat(whole, invert(b));
    return append(out, whole, 1, open_column);
  }
};

bool same_axis(const Move& a, const Move& b) { return axis_of(a.base) == axis_of(b.base); }

// What the parser refuses unread: text over 1 MB, and text that is not UTF-8 (so no error quotes a
// broken byte sequence).
std::optional<Error> refuse_text(std::string_view text) {
  if (text.size() > kMaxAlgTextBytes) return text_too_long_error();
  if (auto column = utf8::invalid_column(text)) return utf8::invalid_error(*column);
  return std::nullopt;
}

}  // namespace

std::size_t prime_mark_bytes(std::string_view text) {
  if (text.starts_with('\'')) return 1;
  // ’ (U+2019) and ′ (U+2032), as pasted from documents and web pages.
  if (text.starts_with("\xE2\x80\x99") || text.starts_with("\xE2\x80\xB2")) return 3;
  return 0;
}

Result<Alg> parse_alg(std::string_view text) {
  if (auto refused = refuse_text(text)) return *refused;
  return Parser(text).parse_all();
}

Result<AnnotatedAlg> parse_annotated_alg(std::string_view text) {
  if (auto refused = refuse_text(text)) return *refused;
  AnnotatedAlg notes;
  auto moves = Parser(text, &notes).parse_all();
  if (!moves) return moves.error();
  notes.moves = std::move(moves).value();
  return notes;
}

std::string format_move(Move m) {
  static constexpr const char* kSuffix[4] = {"", "", "2", "'"};
  return move_base_name(m.base) + kSuffix[m.turns];
}

std::string format_alg(const Alg& alg) {
  std::string s;
  for (const Move& m : alg) {
    if (!s.empty()) s += ' ';
    s += format_move(m);
  }
  return s;
}

Alg invert(const Alg& alg) {
  Alg r(alg.rbegin(), alg.rend());
  for (Move& m : r) m.turns = static_cast<uint8_t>(4 - m.turns);
  return r;
}

Alg concat(const Alg& a, const Alg& b) {
  Alg r = a;
  r.insert(r.end(), b.begin(), b.end());
  return r;
}

Alg simplify(const Alg& alg) {
  Alg out;
  for (const Move& m : alg) {
    // Moves on the axis of m that end the output so far commute with m: merge into the first one
    // of the same kind among them.
    std::size_t start = out.size();
    while (start > 0 && same_axis(out[start - 1], m)) --start;
    auto it = std::find_if(out.begin() + static_cast<std::ptrdiff_t>(start), out.end(),
                           [&](const Move& o) { return o.base == m.base; });
    if (it == out.end()) {
      out.push_back(m);
      continue;
    }
    const int turns = (it->turns + m.turns) % 4;
    if (turns == 0) {
      out.erase(it);
    } else {
      it->turns = static_cast<uint8_t>(turns);
    }
  }
  return out;
}

int htm(const Alg& alg) {
  int n = 0;
  for (const Move& m : alg) {
    const MoveKind k = kind_of(m.base);
    n += k == MoveKind::Slice ? 2 : k == MoveKind::Rotation ? 0 : 1;
  }
  return n;
}

int qtm(const Alg& alg) {
  int n = 0;
  for (const Move& m : alg) {
    const MoveKind k = kind_of(m.base);
    const int quarters = m.turns == 2 ? 2 : 1;
    n += k == MoveKind::Slice ? 2 * quarters : k == MoveKind::Rotation ? 0 : quarters;
  }
  return n;
}

int stm(const Alg& alg) {
  int n = 0;
  for (const Move& m : alg) n += kind_of(m.base) == MoveKind::Rotation ? 0 : 1;
  return n;
}

CubieCube apply_alg(CubieCube cube, const Alg& alg) {
  for (const Move& m : alg) cube = cube * move_cube(m);
  return cube;
}

}  // namespace cubelab
