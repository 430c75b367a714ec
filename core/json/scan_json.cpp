#include "core/json/scan_json.hpp"

#include "core/model/facelets.hpp"

namespace cubelab {

Json scan_json(const scan::ScanResult& result) {
  return Json{{"facelets", to_facelet_string(result.cube)}, {"doubtful", result.doubtful}};
}

}  // namespace cubelab
