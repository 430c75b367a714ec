#include "core/study/sessions.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace cubelab::sessions {

namespace {

constexpr int64_t kPlusTwoMs = 2000;
constexpr double kDnfKey = std::numeric_limits<double>::infinity();  // sorts after every time

double sort_key(const Figure& f) { return f.kind == Figure::Kind::time ? f.ms : kDnfKey; }

// Lower is better; a DNF is worse than any time, none worse than everything (never chosen).
bool better(const Figure& a, const Figure& b) {
  if (b.kind == Figure::Kind::none) return a.kind != Figure::Kind::none;
  if (a.kind == Figure::Kind::none) return false;
  return sort_key(a) < sort_key(b);
}

// The trimmed average of n results held sorted (DNFs, as infinity, at the end).
Figure trimmed_average(const std::vector<double>& sorted) {
  const int n = static_cast<int>(sorted.size());
  const int trim = trimmed_each_side(n);
  const auto dnfs = std::count(sorted.begin(), sorted.end(), kDnfKey);
  if (dnfs > trim) return Figure::dnf();
  double sum = 0;
  for (int i = trim; i < n - trim; ++i) sum += sorted[i];
  return Figure::time(sum / (n - 2 * trim));
}

}  // namespace

Figure result(const Solve& solve) {
  switch (solve.penalty) {
    case Penalty::none:
      return Figure::time(static_cast<double>(solve.ms));
    case Penalty::plus2:
      return Figure::time(static_cast<double>(solve.ms + kPlusTwoMs));
    case Penalty::dnf:
      return Figure::dnf();
  }
  return Figure::dnf();
}

int trimmed_each_side(int n) {
  int trim = (n * 5 + 99) / 100;                    // ceil(5% of n)
  if (2 * trim >= n) trim = std::max(trim - 1, 0);  // csTimer keeps at least one result
  return trim;
}

Figure average_of(const std::vector<Figure>& results) {
  if (results.empty()) return {};
  std::vector<double> sorted;
  for (const Figure& f : results) sorted.push_back(sort_key(f));
  std::sort(sorted.begin(), sorted.end());
  return trimmed_average(sorted);
}

// The window slides one solve at a time over a sorted copy of its results: one removal and one
// insertion per step, so a session of S solves costs S * n, not S * n log n.
Average rolling_average(const std::vector<Figure>& results, int n) {
  Average out;
  if (n < 1 || results.size() < static_cast<size_t>(n)) return out;
  std::vector<double> window;
  for (int i = 0; i < n; ++i) window.push_back(sort_key(results[i]));
  std::sort(window.begin(), window.end());
  out.current = out.best = trimmed_average(window);
  for (size_t end = n; end < results.size(); ++end) {
    window.erase(std::lower_bound(window.begin(), window.end(), sort_key(results[end - n])));
    const double key = sort_key(results[end]);
    window.insert(std::upper_bound(window.begin(), window.end(), key), key);
    out.current = trimmed_average(window);
    if (better(out.current, out.best)) out.best = out.current;
  }
  return out;
}

Figures figures(const std::vector<Solve>& solves) {
  Figures out;
  std::vector<Figure> results;
  double sum = 0;
  int timed = 0;
  for (const Solve& solve : solves) {
    const Figure r = result(solve);
    results.push_back(r);
    if (better(r, out.best)) out.best = r;
    if (r.kind == Figure::Kind::dnf) {
      ++out.dnf;
      continue;
    }
    sum += r.ms;
    ++timed;
    if (out.worst.kind != Figure::Kind::time || r.ms > out.worst.ms) out.worst = r;
  }
  out.solves = static_cast<int>(solves.size());
  if (timed > 0) out.mean = Figure::time(sum / timed);
  if (timed == 0 && !solves.empty()) out.mean = out.worst = Figure::dnf();
  out.ao5 = rolling_average(results, 5);
  out.ao12 = rolling_average(results, 12);
  out.ao50 = rolling_average(results, 50);
  out.ao100 = rolling_average(results, 100);
  return out;
}

std::string_view penalty_text(Penalty penalty) {
  switch (penalty) {
    case Penalty::plus2:
      return "+2";
    case Penalty::dnf:
      return "DNF";
    case Penalty::none:
      break;
  }
  return "";
}

namespace {

// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + '"';
}

// Unix seconds as "YYYY-MM-DDTHH:MM:SSZ" (days to a civil date: Howard Hinnant's published method).
std::string iso_date(int64_t unix_seconds) {
  int64_t days = unix_seconds / 86400;
  int64_t secs = unix_seconds % 86400;
  if (secs < 0) secs += 86400, --days;
  const int64_t z = days + 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const int64_t doe = z - era * 146097;
  const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int64_t mp = (5 * doy + 2) / 153;
  const int64_t day = doy - (153 * mp + 2) / 5 + 1;
  const int64_t month = mp < 10 ? mp + 3 : mp - 9;
  const int64_t year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  char text[96];  // room for any int64 date: no truncation
  std::snprintf(text, sizeof text, "%04lld-%02lld-%02lldT%02lld:%02lld:%02lldZ", static_cast<long long>(year),
                static_cast<long long>(month), static_cast<long long>(day), static_cast<long long>(secs / 3600),
                static_cast<long long>(secs / 60 % 60), static_cast<long long>(secs % 60));
  return text;
}

}  // namespace

std::string sessions_csv(const std::vector<Session>& sessions) {
  std::string out = "session,no,time_ms,penalty,result_ms,scramble,comment,date\r\n";
  for (const Session& session : sessions) {
    int no = 0;
    for (const Solve& solve : session.solves) {
      const Figure r = result(solve);
      const std::string result_text =
          r.kind == Figure::Kind::time ? std::to_string(static_cast<int64_t>(r.ms)) : std::string("DNF");
      out += csv_field(session.name) + ',' + std::to_string(++no) + ',' + std::to_string(solve.ms) + ',' +
             std::string(penalty_text(solve.penalty)) + ',' + result_text + ',' + csv_field(solve.scramble) + ',' +
             csv_field(solve.comment) + ',' + iso_date(solve.date) + "\r\n";
    }
  }
  return out;
}

}  // namespace cubelab::sessions
