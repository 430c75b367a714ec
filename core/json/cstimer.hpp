// csTimer's export file, read and written (core/study/sessions.hpp holds what it becomes).
//
// The format, as csTimer writes it (src/js/export.js, src/js/lib/storage.js, src/js/stats/stats.js):
// one JSON object; "session1".."sessionN" are arrays of solves
//   [[penalty, ms, phase ends...], scramble, comment, unix_time, [moves, puzzle]?]
// with penalty 0 (none), 2000 (+2) or -1 (DNF); an empty session has no array at all.
// "properties"."sessionData" is a JSON string of {"K": {"name", "opt", "rank", "stat", "date"}}:
// the name is a number for a session never renamed, else text HTML-escaped (jQuery's .text().html()).
// A file is read whole or refused: any damage is an Error naming the place, and nothing is returned.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/model/result.hpp"
#include "core/study/sessions.hpp"

namespace cubelab {

// The sessions of a csTimer export in the file's order (session1, session2, ...), empty ones kept.
Result<std::vector<sessions::Session>> read_cstimer(std::string_view text);

// The sessions as a csTimer export (one line), which csTimer imports: session K is the K-th.
std::string write_cstimer(const std::vector<sessions::Session>& list);

// csTimer's escaping of a session name, and back (&amp; &lt; &gt; &quot; &#39; &nbsp; &#N; &#xN;).
std::string cstimer_escape(std::string_view name);
std::string cstimer_unescape(std::string_view name);

}  // namespace cubelab
