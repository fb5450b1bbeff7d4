#!/bin/sh
# The product never fetches a link (docs/design.md): the programs may call
# libcurl's URL API (the readers, docs/readers.md) and nothing of libcurl
# that transfers, and no socket, connect or name lookup of the C library.
# send() is allowed: the server-side readers speak to their workers over a
# socketpair() (readers/worker_process.cpp), which is AF_UNIX only; without
# socket() and connect() no socket of the program can reach another host.
#
#   check_no_network.sh PROGRAM...
set -u
status=0
for program in "$@"; do
    [ -f "$program" ] || continue
    # the dynamic symbols the program needs from its libraries
    needed=$(nm -D --undefined-only "$program" | awk '{print $2}' | sed 's/@.*//')
    curl=$(printf '%s\n' "$needed" | grep '^curl_' \
        | grep -v -x -e curl_url -e curl_url_set -e curl_url_get -e curl_url_cleanup \
            -e curl_url_strerror -e curl_free -e curl_version_info)
    libc=$(printf '%s\n' "$needed" | grep -x -e socket -e connect -e getaddrinfo \
        -e gethostbyname -e gethostbyname_r -e sendto)
    if [ -n "$curl$libc" ]; then
        echo "$program: calls what can reach the network:" $curl $libc >&2
        status=1
    else
        echo "$program: no call that can reach the network"
    fi
done
exit $status
