# `PROGRAM --version` prints "NAME VERSION" and a newline, VERSION being project()'s, and exits 0.
#   cmake -DPROGRAM=path -DEXPECTED="saban 0.1.0" -P tests/version_test.cmake
execute_process(COMMAND "${PROGRAM}" --version RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out STREQUAL "${EXPECTED}\n")
  message(FATAL_ERROR "${PROGRAM} --version: status ${status}, printed '${out}' (stderr '${err}'), "
                      "expected '${EXPECTED}' and a newline")
endif()
string(STRIP "${out}" out)
message(STATUS "${PROGRAM} --version: ${out}")
