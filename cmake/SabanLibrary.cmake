# Libraries that expose only their own headers, and a build that keeps the arrows pointing down.
#
# Nothing adds the source tree itself to an include path. Instead each library gets, in the build tree, a folder
# holding a single symbolic link named after the library's folder and pointing at it:
#   <build>/include/saban_rules/rules -> <source>/rules
# and that folder is the library's PUBLIC include directory. So `#include "rules/position.h"` resolves only in a
# target that links saban_rules (directly, or through a library that links it PUBLIC); `rules/` including
# "parser/record.h", or `gui/` including "cli/common.h", is a compile error, not a habit.
#
#   saban_library(saban_render render PUBLIC saban_rules Qt6::Gui PRIVATE Qt6::Svg)
#       a static library of <folder>/*.cpp, exposing <folder>/'s headers, with its dependencies (PUBLIC when its
#       headers include theirs, else PRIVATE). SOURCES a.cpp b.cpp ... lists the sources instead of globbing.
#   saban_expose_headers(target folder [PRIVATE])
#       the same include folder for a target made some other way (PRIVATE: for an executable's own headers).
#   saban_include_folder(out_var name folder)
#       only makes the folder (e.g. for tests/), and returns its path.
#   saban_internal_headers(target folder)
#       <folder>/internal/, which the folder's public include folder leaves out, for the target alone (PRIVATE).

function(saban_include_folder out_var name folder)
  set(root "${PROJECT_BINARY_DIR}/include/${name}")
  set(link "${root}/${folder}")
  set(source "${PROJECT_SOURCE_DIR}/${folder}")
  get_filename_component(parent "${link}" DIRECTORY)
  file(MAKE_DIRECTORY "${parent}")
  if(IS_DIRECTORY "${source}/internal")
    # The folder's internal/ is not exposed: the include folder is a real folder linking every other entry.
    if(IS_SYMLINK "${link}")
      file(REMOVE "${link}")
    endif()
    file(MAKE_DIRECTORY "${link}")
    file(GLOB entries CONFIGURE_DEPENDS RELATIVE "${source}" "${source}/*")
    list(REMOVE_ITEM entries internal)
    file(GLOB linked RELATIVE "${link}" "${link}/*")
    foreach(entry IN LISTS linked)  # entries moved or deleted since
      if(NOT entry IN_LIST entries)
        file(REMOVE "${link}/${entry}")
      endif()
    endforeach()
    foreach(entry IN LISTS entries)
      if(NOT IS_SYMLINK "${link}/${entry}")
        file(CREATE_LINK "${source}/${entry}" "${link}/${entry}" SYMBOLIC)
      endif()
    endforeach()
  elseif(NOT IS_SYMLINK "${link}")
    file(CREATE_LINK "${source}" "${link}" SYMBOLIC)
  endif()
  set(${out_var} "${root}" PARENT_SCOPE)
endfunction()

# A library's internal headers (<folder>/internal/): included as "<folder>/internal/x.h" by the library's own
# sources only (PRIVATE), never by a library or front end above it.
function(saban_internal_headers target folder)
  saban_include_folder(dir ${target}_internal ${folder}/internal)
  target_include_directories(${target} PRIVATE "$<BUILD_INTERFACE:${dir}>")
endfunction()

function(saban_expose_headers target folder)
  set(scope PUBLIC)
  if(ARGC GREATER 2)
    set(scope ${ARGV2})
  endif()
  saban_include_folder(dir ${target} ${folder})
  target_include_directories(${target} ${scope} "$<BUILD_INTERFACE:${dir}>")
endfunction()

function(saban_library name folder)
  cmake_parse_arguments(PARSE_ARGV 2 ARG "" "" "SOURCES;PUBLIC;PRIVATE")
  set(sources ${ARG_SOURCES})
  if(NOT sources)
    file(GLOB sources CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/${folder}/*.cpp")
  endif()
  add_library(${name} STATIC ${sources})
  saban_expose_headers(${name} ${folder})
  target_link_libraries(${name} PUBLIC ${ARG_PUBLIC} PRIVATE ${ARG_PRIVATE})
endfunction()
