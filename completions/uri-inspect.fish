# fish completion for uri-inspect(1)
#
# Installed into share/fish/vendor_completions.d. The commands and options
# are those `uri-inspect --help` and `uri-inspect COMMAND --help` print, as
# in the bash completion (completions/uri-inspect), which
# tests/check_completions.sh compares with them: change both together.

set -l commands parse resolve relativize normalize compare encode decode check extract readers practice
set -l specs rfc3986 rfc3986-nonstrict rfc2396 draft-fielding-url-syntax-01 draft-01 rfc1808 rfc1630 whatwg
set -l none "not __fish_seen_subcommand_from $commands"

# inputs are URIs and texts, not files
complete -c uri-inspect -f

complete -c uri-inspect -n $none -s h -l help -d 'Print the commands and exit'
complete -c uri-inspect -n $none -l version -d 'Print the version and exit'
complete -c uri-inspect -n $none -a parse -d 'Split URI references into components and check them'
complete -c uri-inspect -n $none -a resolve -d 'Resolve references against a base, step by step'
complete -c uri-inspect -n $none -a relativize -d 'The reference that leads from a base to a target'
complete -c uri-inspect -n $none -a normalize -d 'The RFC 3986 section 6.2 normalization ladder'
complete -c uri-inspect -n $none -a compare -d 'Whether two URIs are equivalent'
complete -c uri-inspect -n $none -a encode -d 'Percent-encode text for one component'
complete -c uri-inspect -n $none -a decode -d 'Percent-decoding per component, IRI and IDNA forms'
complete -c uri-inspect -n $none -a check -d 'Where a link really goes, and every trick it plays'
complete -c uri-inspect -n $none -a extract -d 'Every URI in free text'
complete -c uri-inspect -n $none -a readers -d 'How real URL libraries read a link'
complete -c uri-inspect -n $none -a practice -d 'Exercises on URI syntax, asked and graded'

# every command
set -l any "__fish_seen_subcommand_from $commands"
complete -c uri-inspect -n $any -s h -l help -d 'Print the options of the command and exit'
complete -c uri-inspect -n $any -s f -l url-file -r -F -d 'Read inputs from FILE, one per line'
complete -c uri-inspect -n $any -l color -x -a 'auto always never' -d 'When to colour the output'

# the options of each command
complete -c uri-inspect -n "__fish_seen_subcommand_from $commands" -l json -d 'One JSON object per input (JSON Lines)'
complete -c uri-inspect -n '__fish_seen_subcommand_from parse resolve normalize check readers' -l get -x -d 'One line per input: TEMPLATE with its fields filled in'
complete -c uri-inspect -n '__fish_seen_subcommand_from parse resolve encode readers' -l spec -x -a "$specs" -d 'The spec generation'
complete -c uri-inspect -n '__fish_seen_subcommand_from parse check extract' -l base -x -d 'A base URI'
complete -c uri-inspect -n '__fish_seen_subcommand_from parse' -l derivation -d 'Also the tree of the grammar rules that matched'
complete -c uri-inspect -n '__fish_seen_subcommand_from resolve' -l all-specs -d 'One result per spec generation'
complete -c uri-inspect -n '__fish_seen_subcommand_from resolve' -l trace -d 'Show every step'
complete -c uri-inspect -n '__fish_seen_subcommand_from relativize' -l mode -x -a 'shortest relative-path' -d 'The form of the reference'
complete -c uri-inspect -n '__fish_seen_subcommand_from encode' -l component -x -a 'userinfo reg-name host path path-segment segment query fragment' -d 'The component to encode for'
complete -c uri-inspect -n '__fish_seen_subcommand_from check' -l data -r -F -d 'Load a table file on top of the built-in tables'
complete -c uri-inspect -n '__fish_seen_subcommand_from check' -l normalize -d 'Also climb the RFC 3986 section 6.2 ladder'
complete -c uri-inspect -n '__fish_seen_subcommand_from check readers' -l readers -d 'Real URL libraries: every installed one, or --readers=LIST (c cpp qt python node php go java ruby)'
complete -c uri-inspect -n '__fish_seen_subcommand_from parse resolve normalize check extract' -l jobs -x -d 'Work on N threads, the output in input order'
complete -c uri-inspect -n '__fish_seen_subcommand_from extract' -l check -d 'Analyse each URI as uri-inspect check does'
complete -c uri-inspect -n '__fish_seen_subcommand_from check extract' -l blocklist -r -F -d 'Match each link against a list of your own'
complete -c uri-inspect -n '__fish_seen_subcommand_from practice' -l seed -x -d 'The sequence of exercises'
complete -c uri-inspect -n '__fish_seen_subcommand_from practice' -l count -x -d 'How many exercises'
complete -c uri-inspect -n '__fish_seen_subcommand_from practice' -l topic -x -a 'split resolve normalize equivalence destination' -d 'Only these topics'
complete -c uri-inspect -n '__fish_seen_subcommand_from practice' -l worksheet -x -a 'md html' -d 'Write a worksheet, the answers on a page of their own'
complete -c uri-inspect -n '__fish_seen_subcommand_from extract' -l no-defanged -d 'Do not look for defanged URIs'
complete -c uri-inspect -n '__fish_seen_subcommand_from extract' -l file -r -F -d 'Read FILE by its content: a message, an mbox, a page, a PDF, an image or text'
complete -c uri-inspect -n '__fish_seen_subcommand_from extract' -l format -x -a 'text eml mbox html pdf image' -d 'Read every file as FORMAT'
complete -c uri-inspect -n '__fish_seen_subcommand_from check extract' -l progress -d 'Show a progress line on standard error'
complete -c uri-inspect -n '__fish_seen_subcommand_from check extract' -l no-progress -d 'Never show the progress line'
