// completion: the shell completion script, made from the command line's own definition (every subcommand and
// option CLI11 knows), so that it cannot fall behind; the package installs its output
// (cmake/Packaging.cmake).
#include <iostream>
#include <string>
#include <vector>

#include "cli/common.h"

namespace saban::cli {

namespace {

// The named subcommands of `app` (not its option groups, which CLI11 keeps as unnamed subcommands).
std::vector<CLI::App*> named_subcommands(CLI::App& app) {
  return app.get_subcommands([](CLI::App* s) { return !s->get_name().empty() && !s->get_disabled(); });
}

// The option names of `app` ("--depth", "-o", ...), those of its option groups included, each once.
void add_option_names(CLI::App& app, std::string& words) {
  auto add = [&](const std::string& name) {
    if ((words + " ").find(" " + name + " ") == std::string::npos) words += " " + name;
  };
  for (const CLI::Option* o : app.get_options()) {
    for (const std::string& s : o->get_snames()) add("-" + s);
    for (const std::string& l : o->get_lnames()) add("--" + l);
  }
  for (CLI::App* group : app.get_subcommands([](CLI::App* s) { return s->get_name().empty(); }))
    add_option_names(*group, words);
}

// One case of the script's table per command: its path ("saban db") and the words that may follow it.
void add_cases(CLI::App& app, const std::string& path, std::ostream& out) {
  std::string subcommands, options;
  for (CLI::App* s : named_subcommands(app)) subcommands += " " + s->get_name();
  add_option_names(app, options);
  out << "    \"" << path << "\") subcommands=\"" << subcommands.substr(subcommands.empty() ? 0 : 1)
      << "\" options=\"" << options.substr(options.empty() ? 0 : 1) << "\" ;;\n";
  for (CLI::App* s : named_subcommands(app)) add_cases(*s, path + " " + s->get_name(), out);
}

// The bash script: the words typed so far lead through the subcommands (an option's value is skipped as
// any word that names no subcommand); then a word starting with "-" completes to the options of the command
// reached, another word to its subcommands, or to file names when it has none.
void write_bash(CLI::App& root, std::ostream& out) {
  out << "# bash completion for saban, written by `saban completion bash` from saban's own options.\n"
         "_saban_words() {\n"
         "  case \"$1\" in\n";
  add_cases(root, "saban", out);
  out << "    *) subcommands=\"\" options=\"\" ;;\n"
         "  esac\n"
         "}\n"
         "\n"
         "_saban() {\n"
         "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" path=saban subcommands options i word\n"
         "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
         "    word=\"${COMP_WORDS[i]}\"\n"
         "    _saban_words \"$path\"\n"
         "    case \" $subcommands \" in *\" $word \"*) path=\"$path $word\" ;; esac\n"
         "  done\n"
         "  _saban_words \"$path\"\n"
         "  if [[ \"$cur\" == -* ]]; then\n"
         "    mapfile -t COMPREPLY < <(compgen -W \"$options\" -- \"$cur\")\n"
         "  elif [[ -n \"$subcommands\" ]]; then\n"
         "    mapfile -t COMPREPLY < <(compgen -W \"$subcommands\" -- \"$cur\")\n"
         "  else\n"
         "    mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")\n"
         "  fi\n"
         "}\n"
         "complete -o filenames -F _saban saban\n";
}

}  // namespace

void add_completion_command(CLI::App& app) {
  auto shell = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  auto* cmd =
      app.add_subcommand("completion", "Print the shell completion script (bash) of saban's commands");
  cmd->footer(
      "Example:\n"
      "  source <(saban completion bash)          completion in this shell (the package installs it)");
  cmd->add_option("shell", *shell, "The shell: bash")->required()->check(CLI::IsMember({"bash"}));
  cmd->add_option("-o,--output", *output, "Output file (default: standard output)");
  CLI::App* root = &app;
  cmd->callback([root, shell, output] {  // the options' values live as long as the callback
    Output out(*output);
    write_bash(*root, out.stream());
    out.finish();
  });
}

}  // namespace saban::cli
