#!/bin/sh
# 10,000 sockets need 10,000+ descriptors in the API process and in the client process.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
exec node "$(dirname "$0")/idle-connections.mjs" "$@"
