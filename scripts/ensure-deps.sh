#!/usr/bin/env bash
# Installs the Debian packages the build needs (libxml2, zlib, libarchive, SQLite and xxHash headers, pkg-config) when they are
# missing. As root it runs apt-get; otherwise it prints the exact command and stops.
set -euo pipefail
need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libxml-2.0 2>/dev/null; then need+=(libxml2-dev); fi
if ! pkg-config --exists zlib 2>/dev/null; then need+=(zlib1g-dev); fi
if ! pkg-config --exists libarchive 2>/dev/null; then need+=(libarchive-dev); fi
if ! pkg-config --exists sqlite3 2>/dev/null; then need+=(libsqlite3-dev); fi
if ! pkg-config --exists libxxhash 2>/dev/null; then need+=(libxxhash-dev); fi
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ]; then
  echo "installing: ${need[*]}" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "missing system packages; run:" >&2
  echo "  sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
