# Profile-guided optimisation (GCC): scripts/pgo-build.sh builds `saban` instrumented (SABAN_PGO=generate), runs
# it on a training set (the engine's bench, perft, records read and written), then builds everything again with
# the profile (SABAN_PGO=use). The profile's files are named after the object files' paths, so both passes use
# the same build directory. Parts the training never runs (the GUI, the database) are optimised as without a
# profile (-fprofile-partial-training), not for size. With a profile, the root CMakeLists.txt also optimises the
# engine's libraries at link time.
set(SABAN_PGO "" CACHE STRING "Profile-guided optimisation: empty (off), generate or use (scripts/pgo-build.sh)")
set_property(CACHE SABAN_PGO PROPERTY STRINGS "" generate use)
set(SABAN_PGO_DIR "${CMAKE_BINARY_DIR}/pgo-profile" CACHE PATH "Where the profile is written and read")

if(SABAN_PGO)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    message(FATAL_ERROR "SABAN_PGO needs GCC (this compiler: ${CMAKE_CXX_COMPILER_ID})")
  endif()
  if(SABAN_PGO STREQUAL "generate")
    # atomic: the importer and the engine run threads; their counters stay exact.
    add_compile_options(-fprofile-generate=${SABAN_PGO_DIR} -fprofile-update=atomic)
    add_link_options(-fprofile-generate=${SABAN_PGO_DIR})
  elseif(SABAN_PGO STREQUAL "use")
    # A source changed after the training run keeps its build going with a warning (the profile no longer fits
    # it: run scripts/pgo-build.sh again) instead of failing it.
    add_compile_options(-fprofile-use=${SABAN_PGO_DIR} -fprofile-partial-training -fprofile-correction
                        -Wno-missing-profile -Wno-error=coverage-mismatch)
  else()
    message(FATAL_ERROR "SABAN_PGO is '${SABAN_PGO}': it is empty, generate or use")
  endif()
  message(STATUS "Profile-guided optimisation: ${SABAN_PGO} (${SABAN_PGO_DIR})")
endif()
