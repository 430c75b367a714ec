# cubelab_include_root(NAME path...): build/layers/NAME, holding symbolic links to exactly these
# paths (folders or files, relative to the source root), so that it serves them, and nothing else,
# under their usual names ("core/cube/cubie.hpp"). An absolute path (a library's header folder) is
# served under its last name ("/usr/include/nlohmann" as "nlohmann").
function(cubelab_include_root name)
  set(root ${CMAKE_BINARY_DIR}/layers/${name})
  file(REMOVE_RECURSE ${root})
  foreach(path ${ARGN})
    set(source ${CMAKE_SOURCE_DIR}/${path})
    if(IS_ABSOLUTE ${path})
      set(source ${path})
      get_filename_component(path ${path} NAME)
    endif()
    if(NOT EXISTS ${source})
      message(FATAL_ERROR "include root ${name}: ${path} does not exist")
    endif()
    get_filename_component(parent ${root}/${path} DIRECTORY)
    file(MAKE_DIRECTORY ${parent})
    file(CREATE_LINK ${source} ${root}/${path} SYMBOLIC)
  endforeach()
endfunction()

# cubelab_layer(NAME PATHS path... [LINKS lower-layer...]): a static library of every .cpp under
# PATHS (folders or single files, relative to the source root), compiled against an include root
# of its own, build/layers/NAME, that holds symbolic links to exactly those PATHS. A file of this
# layer can include its own headers and, through LINKS, those of the layers below; a header of a
# higher layer is not on any include path it has, so including one fails the build.
function(cubelab_layer name)
  cmake_parse_arguments(LAYER "" "" "PATHS;LINKS" ${ARGN})
  cubelab_include_root(${name} ${LAYER_PATHS})
  set(sources)
  foreach(path ${LAYER_PATHS})
    set(source ${CMAKE_SOURCE_DIR}/${path})
    if(IS_DIRECTORY ${source})
      file(GLOB_RECURSE found CONFIGURE_DEPENDS ${source}/*.cpp)
      list(APPEND sources ${found})
    elseif(path MATCHES "\\.cpp$")
      list(APPEND sources ${source})
    endif()
  endforeach()
  add_library(${name} STATIC ${sources})
  target_include_directories(${name} PUBLIC ${CMAKE_BINARY_DIR}/layers/${name})
  target_link_libraries(${name} PUBLIC ${LAYER_LINKS})
  if(NOT EMSCRIPTEN)
    target_compile_options(${name} PRIVATE -Wall -Wextra -Wpedantic)
  endif()
  set_property(GLOBAL APPEND PROPERTY CUBELAB_LAYER_PATHS ${LAYER_PATHS})
endfunction()

# Fails the configure step if a source or header under FOLDERS belongs to no layer, so a new folder
# cannot be left outside the layering (and silently out of the build).
function(cubelab_check_layers_cover)
  get_property(paths GLOBAL PROPERTY CUBELAB_LAYER_PATHS)
  foreach(folder ${ARGN})
    file(GLOB_RECURSE files RELATIVE ${CMAKE_SOURCE_DIR} CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${folder}/*.cpp
         ${CMAKE_SOURCE_DIR}/${folder}/*.hpp)
    foreach(file ${files})
      set(covered FALSE)
      foreach(path ${paths})
        if(file STREQUAL path OR file MATCHES "^${path}/")
          set(covered TRUE)
        endif()
      endforeach()
      if(NOT covered)
        message(FATAL_ERROR "${file} belongs to no layer: add it (or its folder) to a layer in CMakeLists.txt")
      endif()
    endforeach()
  endforeach()
endfunction()
