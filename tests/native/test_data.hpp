// Reads the reference tables under tests/data/ (tab-separated, '#' comments, a header row).
#pragma once

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace cubelab::testing {

using Row = std::map<std::string, std::string>;

inline std::vector<Row> read_tsv(const std::string& name) {
  std::ifstream in(std::string(CUBELAB_TEST_DATA) + "/" + name);
  std::vector<std::string> header;
  std::vector<Row> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::stringstream ss(line);
    for (std::string cell; std::getline(ss, cell, '\t');) cells.push_back(cell);
    if (header.empty()) {
      header = cells;
      continue;
    }
    Row row;
    for (std::size_t i = 0; i < header.size() && i < cells.size(); ++i) row[header[i]] = cells[i];
    rows.push_back(row);
  }
  return rows;
}

}  // namespace cubelab::testing
