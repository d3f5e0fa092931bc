// saban: the command-line front end. Each subcommand is a thin layer over the libraries.
//
// Every failure ends here as one line on stderr and an exit status: 0 success, 1 failure, 2 usage, 130
// interrupted (cli/common.h). No exception reaches the runtime (which would abort with status 134), and no
// message shows a database password.
#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>
#include <new>
#include <string>

#include "cli/common.h"
#include "db/pq.h"

namespace {

// A message on one line, without the password of any connection string it quotes.
std::string one_line(const std::string& message) {
  std::string out;
  for (char c : saban::db::redact_conninfo(message)) {
    if (c == '\n' || c == '\r' || c == '\t') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// The one place that prints a failure: "saban: " and one line, then the detail lines (a text and a caret
// under the place) when there are any.
int fail(const std::string& message, int status, const std::string& detail = "") {
  if (!message.empty()) std::cerr << "saban: " << one_line(message) << '\n';
  if (!detail.empty()) std::cerr << saban::db::redact_conninfo(detail) << '\n';
  return status;
}

// Where to read more after a usage error: the help of the (sub)command that refused the arguments.
std::string help_hint(const CLI::App& app) {
  std::string command = "saban";
  for (const CLI::App* a = &app;;) {
    const auto subs = a->get_subcommands();
    if (subs.empty()) break;
    a = subs.front();
    command += " " + a->get_name();
  }
  return " (" + command + " --help)";
}

}  // namespace

namespace saban::cli {
void add_export_command(CLI::App& app);
}  // namespace saban::cli

int main(int argc, char** argv) {
  CLI::App app{"Saban: study, search and annotate games of Commander Chess (Co tu lenh)"};
  app.footer(
      "Exit status: 0 success, 1 failure (unreadable input, unreachable database, ...), 2 bad usage, "
      "130 interrupted (Ctrl-C). Errors are one line on stderr.");
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Help for every subcommand");
  app.set_version_flag("--version", std::string("saban ") + SABAN_VERSION, "Print the version and exit");
  try {
    saban::cli::add_rules_commands(app);
    saban::cli::add_bench_command(app);
    saban::cli::add_record_commands(app);
    saban::cli::add_selfplay_command(app);
    saban::cli::add_db_commands(app);
    saban::cli::add_database_commands(app);
    saban::cli::add_analyze_command(app);
    saban::cli::add_match_commands(app);
    saban::cli::add_worker_commands(app);
    saban::cli::add_engine_command(app);
    saban::cli::add_export_command(app);
    saban::cli::add_completion_command(app);
    app.parse(argc, argv);
    saban::cli::check_stdout();  // a command's output lost to a full disk is a failure
  } catch (const CLI::ParseError& e) {
    // --help and --version are "errors" with status 0; everything else CLI11 refuses is a usage error, said
    // in the one form of every message.
    if (e.get_exit_code() == 0) return app.exit(e);
    return fail(e.what() + help_hint(app), saban::cli::kExitUsage);
  } catch (const saban::cli::Exit& e) {
    return fail(e.what(), e.status(), e.detail());
  } catch (const std::bad_alloc&) {
    return fail("out of memory", saban::cli::kExitFailure);
  } catch (const std::exception& e) {
    return fail(e.what(), saban::cli::kExitFailure);
  } catch (...) {
    return fail("unexpected failure", saban::cli::kExitFailure);
  }
  return 0;
}
