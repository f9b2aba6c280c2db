/// The `PARAM=VALUE` words after a subcommand's KIND (`sheetlab audit sheet profile=custom`), as
/// each completion script offers them: the kind's parameters with `=`, then after `NAME=` the
/// words the value may take.
extension CompletionScript {
    /// A kind's parameters for the scripts: each name with the words its value may take (none
    /// for a number or a free list).
    struct KindParameters {
        var kind: String
        var parameters: [(name: String, values: [String])]
    }

    /// The subcommands whose KIND takes `PARAM=VALUE` words after it.
    static let parameterSubcommands = ["explore", "sweep", "audit", "paths"]

    /// The valued flags of every subcommand: the word after one is its value, never a KIND.
    static var valuedFlags: [String] {
        var seen: Set<String> = []
        return (InvocationTable.globalFlags + InvocationTable.subcommands.flatMap(\.flags))
            .filter { $0.value != nil }.map(\.name).filter { seen.insert($0).inserted }
    }

    /// Each kind's parameters; a `detent=`-like parameter takes the words of its source's default list.
    static func kindParameters(_ vocabulary: Vocabulary) -> [KindParameters] {
        vocabulary.kinds.map { kind in
            KindParameters(
                kind: kind.name,
                parameters: kind.parameters.map { parameter in
                    var values = parameter.type.completionWords
                    if values.isEmpty, let source = parameter.wordsFrom,
                        let list = kind.parameters.first(where: { $0.name == source })?.defaultValue
                    {
                        values = list.split(separator: ",").map(String.init)
                    }
                    return (parameter.name, values)
                })
        }
    }

    /// The bash function `_sheetlab_parameters INDEX`: completes `PARAM=` and its values after
    /// the KIND that follows the subcommand at INDEX of `COMP_WORDS`; fails while no KIND is typed.
    ///
    /// bash splits `profile=fl` at `=` by default (`COMP_WORDBREAKS`), so the word is read from
    /// `COMP_LINE` and the reply carries whatever part of it bash's current word holds.
    static func bashParameterFunction(_ vocabulary: Vocabulary) -> String {
        let kinds = kindParameters(vocabulary)
        var text = """
            _sheetlab_parameters() {
                local j kind="" word="${COMP_LINE:0:COMP_POINT}" names="" values="" prefix=""
                word="${word##*[[:space:]]}"
                for ((j = $1 + 1; j < COMP_CWORD; j++)); do
                    case "${COMP_WORDS[j]}" in
                        \(valuedFlags.joined(separator: "|"))) ((j++)) ;;
                        -*) ;;
                        *) kind="${COMP_WORDS[j]}"; break ;;
                    esac
                done
                [[ -n $kind && $word != -* ]] || return 1
                if [[ $word == *=* ]]; then
                    case "$kind:${word%%=*}" in

            """
        for kind in kinds {
            for parameter in kind.parameters where !parameter.values.isEmpty {
                text +=
                    "            \(ShellQuoting.zshSingleQuoted("\(kind.kind):\(parameter.name)"))) "
                    + "values=\(ShellQuoting.zshSingleQuoted(parameter.values.joined(separator: " "))) ;;\n"
            }
        }
        text += """
                    esac
                    [[ $cur == *=* ]] && prefix="${cur%%=*}="
                    COMPREPLY=($(compgen -P "$prefix" -W "$values" -- "${word#*=}"))
                else
                    case "$kind" in

            """
        for kind in kinds {
            let names = kind.parameters.map { $0.name + "=" }.joined(separator: " ")
            text += "            \(kind.kind)) names=\(ShellQuoting.zshSingleQuoted(names)) ;;\n"
        }
        text += """
                    esac
                    compopt -o nospace 2>/dev/null
                    COMPREPLY=($(compgen -W "$names" -- "$cur"))
                fi
            }

            """
        return text
    }

    /// The zsh function `_sheetlab_parameters`, the action of `*:parameter:` after a KIND.
    static func zshParameterFunction(_ vocabulary: Vocabulary) -> String {
        let kinds = kindParameters(vocabulary)
        var text = """
            _sheetlab_parameters() {
                local kind= i
                local -a names values
                for ((i = 2; i < CURRENT; i++)); do
                    case $words[i] in
                        (\(valuedFlags.joined(separator: "|"))) ((i++)) ;;
                        (-*) ;;
                        (*) kind=$words[i]; break ;;
                    esac
                done
                if compset -P '*='; then
                    case "$kind:${IPREFIX%=}" in

            """
        for kind in kinds {
            for parameter in kind.parameters where !parameter.values.isEmpty {
                let words = parameter.values.map(ShellQuoting.zshSingleQuoted).joined(separator: " ")
                let pattern = ShellQuoting.zshSingleQuoted("\(kind.kind):\(parameter.name)")
                text += "            (\(pattern)) values=(\(words)) ;;\n"
            }
        }
        text += """
                    esac
                    compadd -a values
                else
                    case $kind in

            """
        for kind in kinds {
            let names = kind.parameters.map(\.name).joined(separator: " ")
            text += "            (\(kind.kind)) names=(\(names)) ;;\n"
        }
        text += """
                    esac
                    compadd -S = -a names
                fi
            }

            """
        return text
    }

    /// The fish functions `__sheetlab_kind` (the KIND after a subcommand that takes parameters;
    /// fails while none is typed) and `__sheetlab_parameters` (`PARAM=` or, after `NAME=`, its values).
    static func fishParameterFunctions(_ vocabulary: Vocabulary) -> String {
        let kinds = kindParameters(vocabulary)
        var text = """
            function __sheetlab_kind
                set -l found 0
                set -l skip 0
                for token in (commandline -opc)[2..-1]
                    if test $found = 0
                        contains -- $token \(parameterSubcommands.joined(separator: " ")); and set found 1
                        continue
                    end
                    if test $skip = 1
                        set skip 0
                        continue
                    end
                    switch $token
                        case \(valuedFlags.map { "'\($0)'" }.joined(separator: " "))
                            set skip 1
                        case '-*'
                        case '*'
                            echo $token
                            return 0
                    end
                end
                return 1
            end
            function __sheetlab_parameters
                set -l kind (__sheetlab_kind); or return
                set -l current (commandline -ct)
                if string match -q -- '*=*' $current
                    switch $kind:(string split -m 1 = -- $current)[1]

            """
        for kind in kinds {
            for parameter in kind.parameters where !parameter.values.isEmpty {
                let words = parameter.values.map { ShellQuoting.fishSingleQuoted("\(parameter.name)=\($0)") }
                text += "            case \(ShellQuoting.fishSingleQuoted("\(kind.kind):\(parameter.name)"))\n"
                text += "                printf '%s\\n' \(words.joined(separator: " "))\n"
            }
        }
        text += """
                    end
                else
                    switch $kind

            """
        for kind in kinds {
            let names = kind.parameters.map { ShellQuoting.fishSingleQuoted($0.name + "=") }.joined(separator: " ")
            text += "            case \(kind.kind)\n"
            text += "                printf '%s\\n' \(names)\n"
        }
        text += """
                    end
                end
            end

            """
        return text
    }
}
