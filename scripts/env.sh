#!/usr/bin/env bash
# Sourced by the other scripts: the tool paths and the settings that keep Trunk offline.
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export RUST_BACKTRACE=0
