# Hardening flags for the builds that get installed (Release, MinSizeRel: ./saban.sh build, the packages of
# scripts/package.sh), the set Debian's dpkg-buildflags gives its packages: stack protector, stack clash
# protection, fortified libc calls, format-string checks, a read-only relocation table bound at start (relro,
# now) and a position-independent executable. The test and sanitizer builds keep their flags (fortify needs the
# optimiser and would only add noise to AddressSanitizer's reports).
option(SABAN_HARDEN "Hardening flags (stack protector, fortify, relro/now, PIE) in Release and MinSizeRel" ON)

if(SABAN_HARDEN AND NOT SABAN_SANITIZE AND NOT SABAN_FUZZ AND CMAKE_BUILD_TYPE MATCHES "^(Release|MinSizeRel)$")
  include(CheckCXXCompilerFlag)
  include(CheckPIESupported)
  check_pie_supported(LANGUAGES CXX)
  set(CMAKE_POSITION_INDEPENDENT_CODE ON)  # with check_pie_supported(): -fPIE and -pie for the executables
  add_compile_options(-fstack-protector-strong -Wformat -Werror=format-security -U_FORTIFY_SOURCE
                      -D_FORTIFY_SOURCE=2)
  foreach(flag -fstack-clash-protection -fcf-protection)
    string(MAKE_C_IDENTIFIER "SABAN_HAS${flag}" var)
    check_cxx_compiler_flag(${flag} ${var})
    if(${var})
      add_compile_options(${flag})
    endif()
  endforeach()
  add_link_options(LINKER:-z,relro LINKER:-z,now)
  message(STATUS "Hardening flags on (${CMAKE_BUILD_TYPE} build; -DSABAN_HARDEN=OFF to leave them out)")
endif()
