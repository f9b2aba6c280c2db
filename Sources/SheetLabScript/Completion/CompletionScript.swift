/// The scripts of `sheetlab completions bash|zsh|fish`, generated from `InvocationTable` and
/// `CommandTable`; every description is quoted for its shell (`ShellQuoting`).
public enum CompletionScript {
    /// The shells a script can be generated for.
    public static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell`, or nil for another shell.
    public static func script(for shell: String, vocabulary: Vocabulary) -> String? {
        switch shell {
        case "bash": bash(vocabulary: vocabulary)
        case "zsh": zsh(vocabulary: vocabulary)
        case "fish": fish(vocabulary: vocabulary)
        default: nil
        }
    }

    private static func operandWords(_ operand: InvocationTable.Operand, _ vocabulary: Vocabulary) -> [String] {
        switch operand {
        case .none, .scenarios, .designs: []
        case .kinds: vocabulary.kinds.map(\.name)
        case .words(let words): words
        case .commands: InvocationTable.subcommands.map(\.name) + CommandTable.names + vocabulary.kinds.map(\.name)
        }
    }

    /// A bash script: `source <(sheetlab completions bash)`.
    public static func bash(vocabulary: Vocabulary) -> String {
        let globals = InvocationTable.globalFlags
        /// `case "$prev"` arms for the valued flags, each completing its own value.
        func valueArms(_ flags: [InvocationTable.Flag], indent: String) -> String {
            var arms = ""
            for flag in flags where flag.value != nil {
                if !flag.words.isEmpty {
                    arms +=
                        "\(indent)\(flag.name)) COMPREPLY=($(compgen -W \"\(flag.words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
                } else if flag.isDirectory {
                    arms += "\(indent)\(flag.name)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
                } else {
                    arms += "\(indent)\(flag.name)) return ;;\n"
                }
            }
            return arms
        }
        var text = """
            # bash completion for sheetlab; load with: source <(sheetlab completions bash)
            \(bashParameterFunction(vocabulary))_sheetlab() {
                local cur="${COMP_WORDS[COMP_CWORD]}"
                local prev="${COMP_WORDS[COMP_CWORD-1]}"
                local sub="" i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case "${COMP_WORDS[i]}" in
                        \(globals.filter { $0.value != nil }.map(\.name).joined(separator: "|"))) ((i++)) ;;
                        -*) ;;
                        *) sub="${COMP_WORDS[i]}"; break ;;
                    esac
                done
                case "$prev" in

            """
        text += valueArms(globals, indent: "        ")
        text += "    esac\n    case \"$sub\" in\n"
        let top = InvocationTable.subcommands.map(\.name) + globals.map(\.name)
        text += "        \"\") COMPREPLY=($(compgen -W \"\(top.joined(separator: " "))\" -- \"$cur\")) ;;\n"
        for subcommand in InvocationTable.subcommands {
            let words = subcommand.flags.map(\.name) + operandWords(subcommand.operand, vocabulary)
            var reply = "$(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")"
            if subcommand.operand == .scenarios {
                reply += " $(compgen -f -X '!*.scenario' -- \"$cur\") $(compgen -d -- \"$cur\")"
            }
            if subcommand.operand == .designs {
                reply += " $(compgen -f -X '!*.design' -- \"$cur\") $(compgen -d -- \"$cur\")"
            }
            text += "        \(subcommand.name))\n"
            let arms = valueArms(subcommand.flags, indent: "                ")
            if !arms.isEmpty { text += "            case \"$prev\" in\n\(arms)            esac\n" }
            if parameterSubcommands.contains(subcommand.name) {
                // After the KIND: its parameters, not the kinds again.
                text += "            _sheetlab_parameters \"$i\" && return\n"
            }
            text += "            COMPREPLY=(\(reply)) ;;\n"
        }
        text += """
                esac
            }
            complete -F _sheetlab sheetlab

            """
        return text
    }

    /// A zsh script: save as `_sheetlab` in a folder on `$fpath`, or `source <(sheetlab completions zsh)`
    /// after `compinit`.
    public static func zsh(vocabulary: Vocabulary) -> String {
        func spec(_ flag: InvocationTable.Flag) -> String {
            var text = "\(flag.name)[\(ShellQuoting.zshSpecText(flag.summary))]"
            if let value = flag.value {
                if !flag.words.isEmpty {
                    text += ":\(value.lowercased()):(\(flag.words.joined(separator: " ")))"
                } else if flag.isDirectory {
                    text += ":\(value.lowercased()):_directories"
                } else {
                    text += ":\(value.lowercased()): "
                }
            }
            return ShellQuoting.zshSingleQuoted(text)
        }
        var text = """
            #compdef sheetlab
            # zsh completion for sheetlab; save as _sheetlab in a folder on $fpath, or
            # source <(sheetlab completions zsh) after compinit.
            \(zshParameterFunction(vocabulary))_sheetlab() {
                local -a subcommands
                subcommands=(

            """
        for subcommand in InvocationTable.subcommands {
            text += "        \(ShellQuoting.zshSingleQuoted("\(subcommand.name):\(subcommand.summary)"))\n"
        }
        text += "    )\n"
        text += "    _arguments -C \\\n"
        for flag in InvocationTable.globalFlags {
            text += "        \(flag.name == "-c" ? "'*" + spec(flag).dropFirst() : spec(flag)) \\\n"
        }
        text += """
                    '1: :->subcommand' \\
                    '*:: :->argument'
                case $state in
                    subcommand) _describe 'subcommand' subcommands ;;
                    argument)
                        case $words[1] in

            """
        for subcommand in InvocationTable.subcommands {
            var specs = subcommand.flags.map(spec)
            switch subcommand.operand {
            case .none: break
            case .scenarios: specs.append("'*:scenario:_files -g \"*.scenario(-.)\"'")
            case .designs: specs.append("'*:design:_files -g \"*.design(-.)\"'")
            case .kinds where parameterSubcommands.contains(subcommand.name):
                specs.append("'1:kind:(\(operandWords(subcommand.operand, vocabulary).joined(separator: " ")))'")
                specs.append("'*:parameter:_sheetlab_parameters'")
            default:
                specs.append(
                    "'1:\(subcommand.name == "help" ? "command" : "word"):(\(operandWords(subcommand.operand, vocabulary).joined(separator: " ")))'"
                )
            }
            text += "                \(subcommand.name)) _arguments \(specs.joined(separator: " ")) ;;\n"
        }
        text += """
                        esac
                        ;;
                esac
            }
            # Autoloaded from $fpath, the file is the body of _sheetlab: complete now. Sourced
            # (after compinit), it only registers the function.
            if [[ $funcstack[1] == _sheetlab ]]; then
                _sheetlab "$@"
            else
                compdef _sheetlab sheetlab
            fi

            """
        return text
    }

    /// A fish script: save as `~/.config/fish/completions/sheetlab.fish`.
    public static func fish(vocabulary: Vocabulary) -> String {
        func flagLine(_ flag: InvocationTable.Flag, condition: String) -> String {
            var text = "complete -c sheetlab -n '\(condition)'"
            text += flag.name.hasPrefix("--") ? " -l \(flag.name.dropFirst(2))" : " -s \(flag.name.dropFirst())"
            if flag.value != nil {
                text += flag.isDirectory ? " -r -a '(__fish_complete_directories)'" : " -x"
                if !flag.words.isEmpty { text += " -a '\(flag.words.joined(separator: " "))'" }
            }
            return text + " -d \(ShellQuoting.fishSingleQuoted(flag.summary))\n"
        }
        var text = "# fish completion for sheetlab; save as ~/.config/fish/completions/sheetlab.fish\n"
        text += "complete -c sheetlab -f\n"
        text += fishParameterFunctions(vocabulary)
        for flag in InvocationTable.globalFlags { text += flagLine(flag, condition: "__fish_use_subcommand") }
        for subcommand in InvocationTable.subcommands {
            text +=
                "complete -c sheetlab -n '__fish_use_subcommand' -a \(subcommand.name)"
                + " -d \(ShellQuoting.fishSingleQuoted(subcommand.summary))\n"
        }
        for subcommand in InvocationTable.subcommands {
            let condition = "__fish_seen_subcommand_from \(subcommand.name)"
            for flag in subcommand.flags { text += flagLine(flag, condition: condition) }
            switch subcommand.operand {
            case .none: break
            case .scenarios, .designs: text += "complete -c sheetlab -n '\(condition)' -F\n"
            case .kinds where parameterSubcommands.contains(subcommand.name):
                // The kinds until one is typed; then its parameters.
                text +=
                    "complete -c sheetlab -n '\(condition); and not __sheetlab_kind' "
                    + "-a '\(operandWords(subcommand.operand, vocabulary).joined(separator: " "))'\n"
                text += "complete -c sheetlab -n '\(condition); and __sheetlab_kind' -a '(__sheetlab_parameters)'\n"
            default:
                text +=
                    "complete -c sheetlab -n '\(condition)' -a '\(operandWords(subcommand.operand, vocabulary).joined(separator: " "))'\n"
            }
        }
        return text
    }
}
