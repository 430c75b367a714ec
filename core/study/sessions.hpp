// Timed solves kept in named sessions, and their figures as csTimer computes them: best, worst,
// mean, and trimmed averages of 5, 12, 50 and 100 (current and best). Pure C++20: reading and
// writing csTimer's export file is in core/json/cstimer.hpp.
//
// The rules, from csTimer's own statistics (src/js/stats/timestat.js and stats.js, read, not copied):
// - a solve's result is its milliseconds, plus 2000 for +2, or DNF;
// - an average of N trims ceil(5% of N) results from each side (at least one; none when the two
//   trims would leave nothing): the best ones, and the worst ones, where a DNF is worse than any
//   time. More DNFs than the worst side trims makes the average DNF;
// - the mean is over the results that are not DNF (DNF when every one is);
// - the worst is the slowest result that is not DNF, as csTimer shows it (DNF when all are DNF);
// - the best of an average is the lowest over every window of N consecutive solves (DNF when all are);
// - a figure of too few solves (an empty session, fewer solves than N) is none.
// Averages keep their fraction; the front ends round them to whole milliseconds.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::sessions {

enum class Penalty { none, plus2, dnf };

// A reconstruction csTimer keeps with a solve (from a smart cube or typed): its moves, as csTimer
// writes them (moves with timestamps, "R@120 U@300 ..."), and the puzzle ("333").
struct Reconstruction {
  std::string moves;
  std::string puzzle;
  bool operator==(const Reconstruction&) const = default;
};

struct Solve {
  int64_t ms = 0;  // the time as timed, without the +2
  Penalty penalty = Penalty::none;
  std::vector<int64_t> splits;  // csTimer's phase ends after the time (multi-phase timing), as read
  std::string scramble;
  std::string comment;
  int64_t date = 0;  // Unix time, seconds
  std::optional<Reconstruction> reconstruction;
  bool operator==(const Solve&) const = default;
};

struct Session {
  std::string name;  // as the user reads it (csTimer's HTML escaping undone)
  std::vector<Solve> solves;
  std::string options;  // csTimer's session options (scramble type, phases...) as JSON text, kept as read
  bool operator==(const Session&) const = default;
};

// A figure: none (too few solves), DNF, or a time in milliseconds (averages keep their fraction).
struct Figure {
  enum class Kind { none, dnf, time };
  Kind kind = Kind::none;
  double ms = 0;
  static Figure dnf() { return {Kind::dnf, 0}; }
  static Figure time(double ms) { return {Kind::time, ms}; }
  bool operator==(const Figure&) const = default;
};

struct Average {
  Figure current;  // the last N solves
  Figure best;     // the lowest over every N consecutive solves
  bool operator==(const Average&) const = default;
};

struct Figures {
  int solves = 0;
  int dnf = 0;
  Figure best, worst, mean;
  Average ao5, ao12, ao50, ao100;
};

// The solve's result: milliseconds with the +2, or DNF.
Figure result(const Solve& solve);

// How many results an average of n trims from each side (csTimer's default "5%").
int trimmed_each_side(int n);

// The trimmed average of these results (any order, any count from 1); DNF by the rules above.
Figure average_of(const std::vector<Figure>& results);

// The average of n over a session's results in order: the last n, and the best n in a row.
Average rolling_average(const std::vector<Figure>& results, int n);

Figures figures(const std::vector<Solve>& solves);

// "+2", "DNF" or "" (none).
std::string_view penalty_text(Penalty penalty);

// Every solve of every session as CSV (RFC 4180, a header line first):
// session,no,time_ms,penalty,result_ms,scramble,comment,date
// where result_ms is the time with +2 added, or DNF, and date is ISO 8601 UTC.
std::string sessions_csv(const std::vector<Session>& sessions);

}  // namespace cubelab::sessions
