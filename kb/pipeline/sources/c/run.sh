#!/usr/bin/env bash
# C source of the knowledge base → kb/.staging/c.jsonl (contract: kb/pipeline/README.md).
# Idempotent: downloads the pinned .debs of packages.txt once into kb/.work/c/debs (apt-get download: no
# dpkg lock, nothing installed system-wide), unpacks them into kb/.work/c/pkgs/<pkg>/ and parses the groff
# man pages with manpages.py: Linux man-pages sections 2 and 3, then POSIX (3posix) for what Linux lacks,
# then OpenSSL (lib `openssl`) and libcurl (lib `curl`), then musl's headers (MIT) for the libc/POSIX names
# whose pages may not be redistributed (headers.py; doc lines from descriptions.tsv).
#
# Licences are per page in man-pages (SPDX-License-Identifier). By default only pages whose licence is on
# the allow-list in kb/pipeline/licences.ts are read, so that every header's `licence` stays shippable;
# C_PAGE_LICENCES=all reads every page (a header's licence is then the AND of its pages' licences).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../../.." && pwd)"
WORK="$ROOT/kb/.work/c"
# KB_STAGING_DIR: stage elsewhere (npm test's rebuild check does, so a later assemble never picks its file up).
STAGING="${KB_STAGING_DIR:-$ROOT/kb/.staging}"
OUT="$STAGING/c.jsonl"
PY=/usr/bin/python3
mkdir -p "$WORK/debs" "$WORK/pkgs" "$STAGING"
start=$(date +%s)

# 1. the pinned .debs; non-free ones through a private source list
APT_NONFREE=(-o Dir::Etc::SourceList="$WORK/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
             -o Dir::State::Lists="$WORK/apt/lists" -o Dir::Cache="$WORK/apt/cache" -o Debug::NoLocking=1)
nonfree_ready=0
nonfree() {
  if [ $nonfree_ready = 0 ]; then
    mkdir -p "$WORK/apt/lists/partial" "$WORK/apt/cache/archives/partial"
    echo 'deb http://deb.debian.org/debian bookworm non-free' > "$WORK/apt/sources.list"
    apt-get "${APT_NONFREE[@]}" update >/dev/null 2>&1 || echo "c: cannot read the non-free index" >&2
    nonfree_ready=1
  fi
  apt-get "${APT_NONFREE[@]}" download "$@"
}
. "$HERE/../refresh-index.sh"
download() { (cd "$WORK/debs" && { apt-get download "$1" || nonfree "$1"; } >/dev/null 2>&1); }
deb_for() { ls "$WORK/debs/${1}_"*.deb 2>/dev/null | head -n1; }
while read -r spec; do
  case "$spec" in ''|'#'*) continue ;; esac
  pkg="${spec%%=*}"; ver="${spec#*=}"
  ls "$WORK/debs/${pkg}_$(printf '%s' "$ver" | sed 's/:/%3a/')_"*.deb >/dev/null 2>&1 && continue
  rm -f "$WORK/debs/${pkg}_"*.deb
  download "$spec" && continue
  refresh_index && download "$spec" && continue
  echo "c: pinned $spec is not in the archive any more; taking the candidate version" >&2
  (cd "$WORK/debs" && { apt-get download "$pkg" || nonfree "$pkg"; } >/dev/null 2>&1) || echo "c: cannot download $pkg; skipped" >&2
done < "$HERE/packages.txt"

# 2. unpack (once per .deb)
ver_of() { dpkg-deb -f "$(deb_for "$1")" Version; }
for deb in "$WORK"/debs/*.deb; do
  pkg="$(basename "$deb" | cut -d_ -f1)"
  grep -q "^$pkg=" "$HERE/packages.txt" || continue
  if [ "$(cat "$WORK/pkgs/$pkg/.deb" 2>/dev/null)" != "$(basename "$deb")" ]; then
    rm -rf "$WORK/pkgs/$pkg" && mkdir -p "$WORK/pkgs/$pkg"
    dpkg-deb -x "$deb" "$WORK/pkgs/$pkg" && basename "$deb" > "$WORK/pkgs/$pkg/.deb" || echo "c: $pkg: cannot unpack" >&2
  fi
done

# 3. which page licences to read
if [ "${C_PAGE_LICENCES:-}" = all ]; then KEEP=all
elif [ -n "${C_PAGE_LICENCES:-}" ]; then KEEP="$C_PAGE_LICENCES"
else
  KEEP="$("$PY" - "$ROOT/kb/pipeline/licences.ts" <<'PYEOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
block = text[text.index("const ALLOWED"):]
block = block[: block.index("].map")]
print(" ".join(i for i in re.findall(r"'([^']+)'", block) if " " not in i))
PYEOF
)"
fi

# 4. the jobs, in priority order (an identifier is taken from the first page that declares it)
JOBS="$WORK/jobs.tsv"; : > "$JOBS"
job() { [ -d "$1" ] && printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >> "$JOBS" || echo "c: no $1; skipped" >&2; }
P="$WORK/pkgs"
if [ -d "$P/manpages-dev" ]; then
  v="$(ver_of manpages-dev)"
  job "$P/manpages-dev/usr/share/man/man2" "" "$v" "debian:manpages-dev=$v" page "$KEEP"
  job "$P/manpages-dev/usr/share/man/man3" "" "$v" "debian:manpages-dev=$v" page "$KEEP"
fi
if [ -d "$P/manpages-posix-dev" ]; then
  v="$(ver_of manpages-posix-dev)"
  # copyright file: `License: Other` = the IEEE/The Open Group permission notice (see README.md)
  job "$P/manpages-posix-dev/usr/share/man/man3" "" "$v" "debian:manpages-posix-dev=$v" IEEE-POSIX-manpages "$KEEP"
fi
if [ -d "$P/libssl-doc" ]; then
  v="$(ver_of libssl-doc)"
  job "$P/libssl-doc/usr/share/man/man3" openssl "$v" "debian:libssl-doc=$v" "copyright:$P/libssl-doc/usr/share/doc/libssl-doc/copyright" all
fi
if [ -d "$P/libcurl4-doc" ]; then
  v="$(ver_of libcurl4-doc)"
  job "$P/libcurl4-doc/usr/share/man/man3" curl "$v" "debian:libcurl4-doc=$v" "copyright:$P/libcurl4-doc/usr/share/doc/libcurl4-doc/copyright" all
fi
if [ -d "$P/musl-dev" ]; then
  # last: only names no page above gave (printf, fopen, socket: GPL or POSIX pages); signatures from musl's
  # headers (copyright file: `Files: *` MIT), doc lines from descriptions.tsv (ours) or the signature
  v="$(ver_of musl-dev)"
  job "$P/musl-dev/usr/include/x86_64-linux-musl" "" "$v" "debian:musl-dev=$v" "copyright:$P/musl-dev/usr/share/doc/musl-dev/copyright" all
  sed -i '$ s#^#headers:#; $ s#\t#|'"$HERE"'/descriptions.tsv\t#' "$JOBS"
fi

# 5. extract
nice "$PY" "$HERE/manpages.py" "$JOBS" "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "c: wrote $OUT ($(grep -c '"t": "api"' "$OUT") records) in $(( $(date +%s) - start ))s" >&2
