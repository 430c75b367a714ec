// Sessions of timed solves: csTimer's averages worked by hand (trimming, +2, DNF), the figures of a
// session, CSV, and csTimer's export file read, written and read back.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "core/json/cstimer.hpp"
#include "core/json/sessions_json.hpp"
#include "core/study/sessions.hpp"

namespace cubelab {
namespace {

using sessions::Figure;
using sessions::Penalty;
using sessions::Solve;

constexpr Figure kNone{};
Figure T(double ms) { return Figure::time(ms); }
const Figure DNF = Figure::dnf();

Solve solve(int64_t ms, Penalty penalty = Penalty::none) {
  Solve s;
  s.ms = ms;
  s.penalty = penalty;
  return s;
}

TEST(SessionAverages, TrimIsCeilFivePercentEachSideAtLeastOne) {
  // ceil(5% of n): 5 -> 0.25 -> 1, 12 -> 0.6 -> 1, 50 -> 2.5 -> 3, 100 -> 5, 20 -> 1, 21 -> 1.05 -> 2.
  EXPECT_EQ(sessions::trimmed_each_side(5), 1);
  EXPECT_EQ(sessions::trimmed_each_side(12), 1);
  EXPECT_EQ(sessions::trimmed_each_side(50), 3);
  EXPECT_EQ(sessions::trimmed_each_side(100), 5);
  EXPECT_EQ(sessions::trimmed_each_side(20), 1);
  EXPECT_EQ(sessions::trimmed_each_side(21), 2);
  EXPECT_EQ(sessions::trimmed_each_side(3), 1);
  // Two results: trimming one each side would leave nothing, so csTimer trims none.
  EXPECT_EQ(sessions::trimmed_each_side(2), 0);
}

TEST(SessionAverages, Ao5WithPlusTwoAndOneDnf) {
  // 10.000, 11.000, DNF, 12.000, 11.000+2 = 13.000. Sorted: 10.000 11.000 12.000 13.000 DNF.
  // Trim one each side: the best (10.000) and the worst (the DNF). Mean of 11, 12, 13 = 12.000.
  // (Without the +2 it would be (11 + 11 + 12) / 3 = 11.333.)
  const std::vector<Solve> solves = {solve(10000), solve(11000), solve(5000, Penalty::dnf), solve(12000),
                                     solve(11000, Penalty::plus2)};
  std::vector<Figure> results;
  for (const Solve& s : solves) results.push_back(sessions::result(s));
  EXPECT_EQ(sessions::average_of(results), T(12000));
}

TEST(SessionAverages, TwoDnfsInAnAo5AreADnf) {
  // 10, 11, DNF, 12, DNF: two DNFs, one trimmed; the other would count, so the average is DNF.
  EXPECT_EQ(sessions::average_of({T(10000), T(11000), DNF, T(12000), DNF}), DNF);
}

TEST(SessionAverages, Ao5KeepsItsFraction) {
  // 9.000 10.001 10.002 10.004 20.000: trim 9.000 and 20.000 -> (10001+10002+10004)/3 = 10002.333...
  const Figure avg = sessions::average_of({T(10001), T(10002), T(10004), T(9000), T(20000)});
  ASSERT_EQ(avg.kind, Figure::Kind::time);
  EXPECT_NEAR(avg.ms, 30007.0 / 3, 1e-9);
  EXPECT_EQ(figure_json(avg), 10002);  // rounded to the nearest millisecond
  EXPECT_EQ(figure_json(T(10002.5)), 10003);
}

TEST(SessionAverages, Ao12WithOneDnfAndWithTwo) {
  // 9.000 .. 19.000 (eleven times) and a DNF: trim 9.000 and the DNF; the mean of 10.000..19.000
  // is (10 + 19) / 2 = 14.500.
  std::vector<Figure> twelve;
  for (int s = 9; s <= 19; ++s) twelve.push_back(T(s * 1000));
  twelve.push_back(DNF);
  EXPECT_EQ(sessions::average_of(twelve), T(14500));
  // A second DNF in place of 19.000: only one is trimmed, so the ao12 is DNF.
  twelve[10] = DNF;
  EXPECT_EQ(sessions::average_of(twelve), DNF);
}

TEST(SessionAverages, Ao50TrimsThreeDnfsButNotFour) {
  // 47 times of 10.000 and 3 DNFs: trim three 10.000s and the three DNFs -> 44 x 10.000.
  std::vector<Figure> fifty(47, T(10000));
  fifty.insert(fifty.end(), 3, DNF);
  EXPECT_EQ(sessions::average_of(fifty), T(10000));
  fifty[0] = DNF;  // four DNFs, three trimmed
  EXPECT_EQ(sessions::average_of(fifty), DNF);
}

TEST(SessionAverages, RollingCurrentAndBest) {
  // 16, 12, 11, 10, 14, 9, DNF, DNF (seconds). The windows of five:
  //   16 12 11 10 14 -> trim 10 and 16 -> (12+11+14)/3 = 12.333
  //   12 11 10 14  9 -> trim  9 and 14 -> (12+11+10)/3 = 11.000  (the best)
  //   11 10 14  9 D  -> trim  9 and D  -> (11+10+14)/3 = 11.667
  //   10 14  9  D  D -> two DNFs       -> DNF                    (the current)
  const std::vector<Figure> results = {T(16000), T(12000), T(11000), T(10000), T(14000), T(9000), DNF, DNF};
  const sessions::Average ao5 = sessions::rolling_average(results, 5);
  EXPECT_EQ(ao5.current, DNF);
  EXPECT_EQ(ao5.best, T(11000));
  // One window less: the current is the third window.
  const sessions::Average ao5_of_7 = sessions::rolling_average({results.begin(), results.end() - 1}, 5);
  EXPECT_NEAR(ao5_of_7.current.ms, 35000.0 / 3, 1e-9);
  EXPECT_EQ(ao5_of_7.best, T(11000));
  // Fewer solves than the window: none.
  EXPECT_EQ(sessions::rolling_average(results, 12).current, kNone);
  EXPECT_EQ(sessions::rolling_average(results, 12).best, kNone);
}

TEST(SessionAverages, AllWindowsDnfMakeTheBestDnf) {
  const sessions::Average ao5 = sessions::rolling_average({DNF, DNF, T(1000), T(2000), T(3000), DNF}, 5);
  EXPECT_EQ(ao5.current, DNF);
  EXPECT_EQ(ao5.best, DNF);
}

TEST(SessionFigures, BestWorstMeanAndCounts) {
  // 16.000, 10.000+2 = 12.000, 9.000, DNF (timed 5.000): best 9.000 (the DNF's 5.000 is no time),
  // worst 16.000 (csTimer's worst is the slowest time that is not DNF), mean (16+12+9)/3 = 12.333.
  const sessions::Figures f =
      sessions::figures({solve(16000), solve(10000, Penalty::plus2), solve(9000), solve(5000, Penalty::dnf)});
  EXPECT_EQ(f.solves, 4);
  EXPECT_EQ(f.dnf, 1);
  EXPECT_EQ(f.best, T(9000));
  EXPECT_EQ(f.worst, T(16000));
  EXPECT_NEAR(f.mean.ms, 37000.0 / 3, 1e-9);
  EXPECT_EQ(f.ao5.current, kNone);
}

TEST(SessionFigures, EmptyAndAllDnf) {
  const sessions::Figures empty = sessions::figures({});
  EXPECT_EQ(empty.solves, 0);
  EXPECT_EQ(empty.best, kNone);
  EXPECT_EQ(empty.worst, kNone);
  EXPECT_EQ(empty.mean, kNone);
  EXPECT_EQ(empty.ao5.best, kNone);
  const sessions::Figures dnfs = sessions::figures({solve(1000, Penalty::dnf), solve(2000, Penalty::dnf)});
  EXPECT_EQ(dnfs.dnf, 2);
  EXPECT_EQ(dnfs.best, DNF);
  EXPECT_EQ(dnfs.worst, DNF);
  EXPECT_EQ(dnfs.mean, DNF);
}

TEST(SessionCsv, QuotesFieldsAndAddsThePenalty) {
  sessions::Session session;
  session.name = "OH, left";
  Solve a = solve(12345, Penalty::plus2);
  a.scramble = "R U";
  a.comment = "said \"oops\"";
  a.date = 1700000000;  // 2023-11-14 22:13:20 UTC
  Solve b = solve(9000, Penalty::dnf);
  session.solves = {a, b};
  EXPECT_EQ(sessions::sessions_csv({session}),
            "session,no,time_ms,penalty,result_ms,scramble,comment,date\r\n"
            "\"OH, left\",1,12345,+2,14345,R U,\"said \"\"oops\"\"\",2023-11-14T22:13:20Z\r\n"
            "\"OH, left\",2,9000,DNF,DNF,,,1970-01-01T00:00:00Z\r\n");
}

std::string fixture() {
  std::ifstream in(std::string(CUBELAB_TEST_DATA) + "/cstimer-export.json");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// tests/data/cstimer-export.json, written by hand in csTimer's format (core/json/cstimer.hpp).
TEST(CsTimerFile, ReadsTheFixture) {
  auto read = read_cstimer(fixture());
  ASSERT_TRUE(read.ok()) << read.error().message;
  const auto& list = read.value();
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].name, "3x3 & OH <main>");  // renamed: HTML-escaped in the file
  EXPECT_EQ(list[1].name, "2");                // never renamed: a number, and empty (no session2 list)
  EXPECT_EQ(list[2].name, "3");
  EXPECT_TRUE(list[1].solves.empty());
  ASSERT_EQ(list[0].solves.size(), 8u);
  const Solve& plus2 = list[0].solves[1];
  EXPECT_EQ(plus2.penalty, Penalty::plus2);
  EXPECT_EQ(plus2.ms, 10000);
  EXPECT_EQ(plus2.comment, "plus two, timed 10.000");
  EXPECT_EQ(plus2.date, 1700000100);
  EXPECT_EQ(list[0].solves[4].splits, (std::vector<int64_t>{9500, 4000}));
  ASSERT_TRUE(list[0].solves[5].reconstruction.has_value());
  EXPECT_EQ(list[0].solves[5].reconstruction->puzzle, "333");
  EXPECT_EQ(list[0].solves[7].penalty, Penalty::dnf);
  EXPECT_EQ(list[2].options, R"({"scrType":"333oh"})");
  // The figures of session 1: 16, 10+2, 11, 10, 14, 9, DNF, DNF: mean of the six times
  // (16+12+11+10+14+9)/6 = 12.000, and the ao5 of RollingCurrentAndBest (current DNF, best 11.000).
  const sessions::Figures f = sessions::figures(list[0].solves);
  EXPECT_EQ(f.mean, T(12000));
  EXPECT_EQ(f.ao5.current, DNF);
  EXPECT_EQ(f.ao5.best, T(11000));
  // Session 3: 9..19 and a DNF timed 7.000: ao12 14.500 (Ao12WithOneDnfAndWithTwo).
  EXPECT_EQ(sessions::figures(list[2].solves).ao12.current, T(14500));
}

TEST(CsTimerFile, ReadWriteReadGivesTheSameSessions) {
  auto first = read_cstimer(fixture());
  ASSERT_TRUE(first.ok());
  const std::string written = write_cstimer(first.value());
  auto again = read_cstimer(written);
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_EQ(again.value(), first.value());
  // The names go back as csTimer keeps them: escaped text, or a number.
  EXPECT_NE(written.find(R"(\"name\":\"3x3 &amp; OH &lt;main&gt;\")"), std::string::npos) << written;
  EXPECT_NE(written.find(R"(\"name\":2,)"), std::string::npos) << written;
  EXPECT_NE(written.find(R"("sessionN":3)"), std::string::npos) << written;
  // And through the page's form (sessions_full_json and back).
  auto via_page = read_sessions_json(json_text(sessions_full_json(first.value())));
  ASSERT_TRUE(via_page.ok()) << via_page.error().message;
  EXPECT_EQ(via_page.value(), first.value());
}

TEST(CsTimerFile, AFileWithoutSessionDataReadsBackTheSame) {
  // No properties at all (a hand-made file): the session is named by its number and has no options;
  // written back it keeps none (csTimer fills in its defaults), so it reads back the same.
  auto first = read_cstimer(R"({"session1": [[[0, 1000], "R", "", 1]], "session4": "[[[-1, 5], \"U\", \"\", 2]]"})");
  ASSERT_TRUE(first.ok()) << first.error().message;
  ASSERT_EQ(first.value().size(), 2u);
  EXPECT_EQ(first.value()[1].name, "4");  // an old export: the session's list as JSON text
  EXPECT_EQ(first.value()[1].solves.at(0).penalty, Penalty::dnf);
  EXPECT_EQ(first.value()[0].options, "");
  auto again = read_cstimer(write_cstimer(first.value()));
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_EQ(again.value(), first.value());
}

TEST(CsTimerFile, NamesUnescapeAsCsTimerShowsThem) {
  EXPECT_EQ(cstimer_unescape("a &amp;lt; b &#39;x&#x27; &quot;&nbsp;"), "a &lt; b 'x' \"\xC2\xA0");
  EXPECT_EQ(cstimer_unescape("R&D &unknown; &"), "R&D &unknown; &");
  EXPECT_EQ(cstimer_escape("a<b & c>\xC2\xA0"), "a&lt;b &amp; c&gt;&nbsp;");
}

struct Damaged {
  const char* text;
  const char* error;
  int column;
};

TEST(CsTimerFile, RefusesDamagedAndForeignFiles) {
  const Damaged cases[] = {
      {R"({"session1": [[[0, 1000], "R", "", 1)",
       "the csTimer file is not valid JSON at column 36: syntax error while parsing array - unexpected end of input; "
       "expected ']'",
       36},
      {R"([1, 2])",
       "not a csTimer export: it has no \"session1\"..\"sessionN\" lists and no \"properties\".\"sessionData\"", 0},
      {R"({"times": []})",
       "not a csTimer export: it has no \"session1\"..\"sessionN\" lists and no \"properties\".\"sessionData\"", 0},
      {R"({"session1": [[[1000, 9000], "R", "", 1]]})",
       "csTimer file, session1, solve 1: penalty 1000 is not 0, 2000 (+2) or -1 (DNF)", 0},
      {R"({"session2": [[[0, 9000], "R", "", 1], [[0, "9"], "R", "", 1]]})",
       "csTimer file, session2, solve 2: the time's item 2 is not a whole number of milliseconds", 0},
      {R"({"session1": [[[0, 9000], 7, "", 1]]})", "csTimer file, session1, solve 1: the scramble is not text", 0},
      {R"({"session1": {}})", "csTimer file, session1: not a list of solves", 0},
      {R"({"session1": [], "properties": {"sessionData": "{\"1\": {\"name\": "}})",
       "csTimer file, properties.sessionData is not valid JSON at column 15: syntax error while parsing value - "
       "unexpected end of input; expected '[', '{', or a literal",
       15},
  };
  for (const Damaged& c : cases) {
    auto read = read_cstimer(c.text);
    ASSERT_FALSE(read.ok()) << c.text;
    EXPECT_EQ(read.error().message, c.error) << c.text;
    EXPECT_EQ(read.error().column, c.column) << c.text;
  }
}

TEST(CsTimerFile, RefusesNestingTooDeepToCopy) {
  // 200,000 nested lists in a session: once a crash (copying the value recursed once per level).
  const std::string deep = R"({"session1":[)" + std::string(200000, '[') + std::string(200000, ']') + "]}";
  auto read = read_cstimer(deep);
  ASSERT_FALSE(read.ok());
  // '{' is level 1, the '[' at column 13 level 2, so level 257 is at column 13 + 255 = 268.
  EXPECT_EQ(read.error().message, "the csTimer file nests lists and objects deeper than 256 levels at column 268");
  EXPECT_EQ(read.error().column, 268);
  // Brackets inside text do not count.
  const std::string in_text = R"({"session1": [[[0, 1000], ")" + std::string(1000, '[') + R"(", "", 1]]})";
  EXPECT_TRUE(read_cstimer(in_text).ok());
}

}  // namespace
}  // namespace cubelab
