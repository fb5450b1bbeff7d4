# fish completion for uri-inspector(1)
#
# Installed into share/fish/vendor_completions.d. The options are those
# `uri-inspector --help-all` prints, as in the bash completion
# (completions/uri-inspector), which tests/check_completions.sh compares
# with them: change both together.

# the argument is a URI, not a file
complete -c uri-inspector -f

complete -c uri-inspector -s h -l help -d 'Print the options and exit'
complete -c uri-inspector -l help-all -d 'Print the options, with the Qt ones, and exit'
complete -c uri-inspector -s v -l version -d 'Print the version and exit'
complete -c uri-inspector -l screenshot -r -F -d 'Render the window to the PNG file FILE and exit'
complete -c uri-inspector -l export -r -F -d 'Write the report to FILE (.json, .html or .md) and exit'
complete -c uri-inspector -l export-diagram -r -F -d 'Write the anatomy to FILE (.svg or .png) and exit'
complete -c uri-inspector -l lang -x -a 'en ja system' -d 'The language of the window'
complete -c uri-inspector -l spec -x -a 'rfc3986 rfc3986-nonstrict rfc2396 draft-fielding-url-syntax-01 draft-01 rfc1808 rfc1630 whatwg' -d 'The specification to check against'
complete -c uri-inspector -l dark -d 'Start with the dark theme'
complete -c uri-inspector -l pane -x -a 'componentsPane bytesPane diagnosticsPane resolutionPane resolution:algorithm normalizePane securityPane security:views security:nested readersPane extractPane documentPane encodingPane grammarPane' -d 'Show and raise a pane'
complete -c uri-inspector -l base -x -d 'Resolve the URI against the base URI BASE'
complete -c uri-inspector -l tour -x -a '1 2 3 4 5 6' -d 'Open the tour at stop N'
complete -c uri-inspector -l practice -d 'Open Help > Practice: exercises asked and graded'
complete -c uri-inspector -l seed -x -d 'With --practice: the sequence of exercises'
complete -c uri-inspector -l size -x -d 'The window size in pixels, WxH (1024x700)'
complete -c uri-inspector -l blocklist -r -F -d 'Match the link against the blocklist FILE'
complete -c uri-inspector -l open -r -F -d 'Open FILE by its content (a mail, a PDF, an image... in the Document pane)'
# Qt's options (the "Qt options" of --help-all): one dash
complete -c uri-inspector -o platform -x -a 'xcb wayland offscreen minimal' -d 'The Qt platform plugin'
complete -c uri-inspector -o style -x -a 'Fusion Windows' -d 'The widget style'
complete -c uri-inspector -o reverse -d 'Right-to-left layout'
complete -c uri-inspector -o display -x -d 'The X11 display'
