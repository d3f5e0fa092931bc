# Installation and the Debian packages (scripts/package.sh builds them from a Release build and runs lintian).
#
# Two packages, as CPack components: what cli/ installs (CMAKE_INSTALL_DEFAULT_COMPONENT_NAME in CMakeLists.txt)
# and the files below marked `cli` make `saban`, the command (Qt Core and Qt Gui for render/'s diagrams, PDF and
# PNG; no widgets), for a headless worker or server; what gui/ installs and the files marked `gui` make
# `saban-gui`, the desktop application, which depends on `saban` of the same version. Both carry the copyright
# file (Saban's MIT licence and the SIL Open Font License of the Noto fonts compiled into both programs), a
# changelog and a man page.

set(SABAN_PACKAGING_DIR "${PROJECT_SOURCE_DIR}/packaging")
set(SABAN_RESOURCES_DIR "${PROJECT_SOURCE_DIR}/gui/resources")
set(SABAN_MAINTAINER "Saban maintainers <maintainers@users.noreply.a-seed-ea47fd91.example>")

# The changelog's newest entry must be this version: one source of the version, checked here.
file(STRINGS "${SABAN_PACKAGING_DIR}/changelog" changelog_head LIMIT_COUNT 1)
if(NOT changelog_head MATCHES "^saban \\(${PROJECT_VERSION}\\) ")
  message(FATAL_ERROR "packaging/changelog: the newest entry is '${changelog_head}', but project() says version "
                      "${PROJECT_VERSION}: add an entry for ${PROJECT_VERSION}")
endif()

# Compressed as Debian wants (gzip -9n: no name or time stamp inside, so the same bytes every build).
set(pkg_dir "${PROJECT_BINARY_DIR}/packaging")
file(MAKE_DIRECTORY "${pkg_dir}")
add_custom_command(OUTPUT "${pkg_dir}/changelog.gz"
                   COMMAND ${CMAKE_COMMAND} -E copy "${SABAN_PACKAGING_DIR}/changelog" "${pkg_dir}/changelog"
                   COMMAND gzip -9nf "${pkg_dir}/changelog"
                   DEPENDS "${SABAN_PACKAGING_DIR}/changelog" VERBATIM)
set(package_files "${pkg_dir}/changelog.gz")

# Man pages: made by help2man from the programs' own --help (laid out for it by packaging/man/help-for-man.sh), so
# they never fall behind the options, with the sections --help has not (description, the database, environment,
# exit status, examples) from packaging/man/*.h2m.
find_program(HELP2MAN help2man)
set(man_default OFF)
if(HELP2MAN AND NOT SABAN_SANITIZE AND NOT SABAN_FUZZ AND NOT CMAKE_CROSSCOMPILING)
  set(man_default ON)
endif()
option(SABAN_MAN_PAGES "Make the man pages saban.1 and saban-gui.1 with help2man (Debian package help2man)"
       ${man_default})
set(man_pages "")
if(SABAN_MAN_PAGES)
  if(NOT HELP2MAN)
    message(FATAL_ERROR "SABAN_MAN_PAGES needs help2man (scripts/setup.sh installs it)")
  endif()
  # program, the help option that shows everything, the one-line summary (NAME section)
  set(man_saban --help-all "study, search and annotate games of Commander Chess (Co tu lenh)")
  set(man_saban-gui --help "the Commander Chess database, board and engine on the desktop")
  foreach(program saban saban-gui)
    if(NOT TARGET ${program})
      continue()
    endif()
    list(GET man_${program} 0 help_option)
    list(GET man_${program} 1 summary)
    set(page "${pkg_dir}/${program}.1")
    add_custom_command(
      OUTPUT "${page}.gz"
      COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 "${HELP2MAN}" --locale=C.UTF-8
              --no-info --section=1 --help-option=${help_option} --name=${summary}
              --include=${SABAN_PACKAGING_DIR}/man/${program}.h2m --output=${page}
              "${SABAN_PACKAGING_DIR}/man/help-for-man.sh $<TARGET_FILE:${program}>"
      COMMAND gzip -9nf "${page}"
      DEPENDS ${program} "${SABAN_PACKAGING_DIR}/man/${program}.h2m" "${SABAN_PACKAGING_DIR}/man/help-for-man.sh"
      COMMENT "Writing the man page ${program}.1 (help2man)" VERBATIM)
    list(APPEND package_files "${page}.gz")
  endforeach()
else()
  message(STATUS "No man pages (help2man not found, or -DSABAN_MAN_PAGES=OFF)")
endif()
# The bash completion script: written by the built `saban completion bash` from its own subcommands and options,
# so it never falls behind them (guarded as the man pages are: the build must be able to run the program).
set(completion_default OFF)
if(TARGET saban AND NOT SABAN_SANITIZE AND NOT SABAN_FUZZ AND NOT CMAKE_CROSSCOMPILING)
  set(completion_default ON)
endif()
option(SABAN_BASH_COMPLETION "Write and install the bash completion script of saban" ${completion_default})
if(SABAN_BASH_COMPLETION)
  add_custom_command(
    OUTPUT "${pkg_dir}/saban.bash"
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen $<TARGET_FILE:saban> completion bash -o
            "${pkg_dir}/saban.bash"
    DEPENDS saban
    COMMENT "Writing the bash completion script of saban" VERBATIM)
  list(APPEND package_files "${pkg_dir}/saban.bash")
endif()
add_custom_target(saban_package_files ALL DEPENDS ${package_files})

# Component cli: the package `saban`.
set(doc_cli "${CMAKE_INSTALL_DATAROOTDIR}/doc/saban")
install(FILES README.md DESTINATION ${doc_cli} COMPONENT cli)
install(DIRECTORY docs/ DESTINATION ${doc_cli} COMPONENT cli FILES_MATCHING PATTERN "*.md"
        PATTERN screenshots EXCLUDE)
install(FILES "${SABAN_PACKAGING_DIR}/copyright" "${pkg_dir}/changelog.gz" DESTINATION ${doc_cli} COMPONENT cli)
if(SABAN_MAN_PAGES)
  install(FILES "${pkg_dir}/saban.1.gz" DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT cli)
endif()
if(SABAN_BASH_COMPLETION)
  install(FILES "${pkg_dir}/saban.bash" DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
          RENAME saban COMPONENT cli)
endif()

# Component gui: the package `saban-gui` (the program, its .desktop file and icon are installed by gui/).
if(SABAN_BUILD_GUI)
  set(doc_gui "${CMAKE_INSTALL_DATAROOTDIR}/doc/saban-gui")
  install(FILES "${SABAN_PACKAGING_DIR}/copyright" "${pkg_dir}/changelog.gz" DESTINATION ${doc_gui} COMPONENT gui)
  if(SABAN_MAN_PAGES)
    install(FILES "${pkg_dir}/saban-gui.1.gz" DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT gui)
  endif()
  # The record files' MIME type (docs/gui.md, "Opening record files") and the AppStream description.
  install(FILES "${SABAN_RESOURCES_DIR}/saban-records.xml" DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
          COMPONENT gui)
  install(FILES "${SABAN_RESOURCES_DIR}/io.github.saban.saban_gui.metainfo.xml"
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT gui)
endif()

set(CPACK_PACKAGE_NAME saban)
set(CPACK_PACKAGE_VENDOR "The Saban authors")
set(CPACK_PACKAGE_CONTACT "${SABAN_MAINTAINER}")
# No CPACK_PACKAGE_DESCRIPTION_SUMMARY: each package's synopsis is the first line of its description below.
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)  # the debugging information stays in the build tree
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL cli)
if(SABAN_BUILD_GUI)
  list(APPEND CPACK_COMPONENTS_ALL gui)
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # saban_0.1.0_amd64.deb, saban-gui_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SABAN_MAINTAINER}")
# Not "games": Debian's games section wants the programs in /usr/games, which is not on root's PATH, and saban is
# a database tool that root runs too (lintian: package-section-games-but-contains-no-game).
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The libraries' packages (libpq5, libqt6gui6, libqt6svg6, libstdc++6, ...) as dpkg-shlibdeps finds them.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS OFF)

set(CPACK_DEBIAN_CLI_PACKAGE_NAME saban)
set(CPACK_DEBIAN_CLI_DESCRIPTION
    "study, search and annotate games of Commander Chess (Co tu lenh)
Saban is a toolkit for Commander Chess (Co tu lenh), the Vietnamese military
chess game, and for Co Dong Son. This package holds the saban command:
 * a rules engine with two rule profiles, and perft;
 * a reader, checker and converter of game records in the rulebook notation
   and in the SAN of the cotulenh platform, in 7 text encodings;
 * a PostgreSQL game database: crash-safe import, search by players, event,
   date, position or material, an opening tree and statistics;
 * an analysis engine that judges every move of a game, alone or with any
   number of workers sharing a job queue in the database, and a text
   protocol for other programs;
 * annotated games as PDF or HTML, and diagrams as SVG or PNG.
Without a server named, saban creates and starts its own PostgreSQL cluster in
the user's data folder, with PostgreSQL's initdb and pg_ctl.
The desktop application is in the package saban-gui.")
# The private cluster runs PostgreSQL's own initdb and pg_ctl; a client of a shared server does without.
set(CPACK_DEBIAN_CLI_PACKAGE_RECOMMENDS "postgresql")

set(CPACK_DEBIAN_GUI_PACKAGE_NAME saban-gui)
set(CPACK_DEBIAN_GUI_DESCRIPTION
    "Commander Chess (Co tu lenh) database, board and engine on the desktop
saban-gui is the desktop application of Saban (Qt 6), in Vietnamese,
English or Arabic, for Commander Chess (Co tu lenh) and Co Dong Son games: a paged list
of the database's games with filters, a board to replay, enter and edit games
and variations, the engine's evaluation and its graph, an opening explorer,
statistics, and export of annotated games to PDF or HTML. It opens record
files (.ctr, and .pgn records of these games) from the file manager.")
# saban-gui uses the same database and the same private cluster as saban. Its icon is an SVG file, drawn by the
# SVG image plugin of libqt6svg6, which the program does not link (so dpkg-shlibdeps cannot see it). Qt's own
# dialogs (buttons, the file dialog) speak Arabic through qt6-translations-l10n, read at run time.
set(CPACK_DEBIAN_GUI_PACKAGE_DEPENDS "saban (= ${PROJECT_VERSION}), libqt6svg6, qt6-translations-l10n")
set(CPACK_DEBIAN_GUI_PACKAGE_RECOMMENDS "postgresql")

include(CPack)
