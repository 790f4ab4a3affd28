#!/usr/bin/env bash
# Go source of the knowledge base → kb/.staging/go.jsonl (contract: kb/pipeline/README.md).
# Idempotent: downloads the pinned .debs of packages.txt once into kb/.work/go/debs (apt-get download:
# no dpkg lock, nothing installed system-wide), unpacks each into kb/.work/go/pkgs/<pkg>/, builds
# extract.go with the unpacked Go toolchain and parses the standard library plus every
# /usr/share/gocode/src tree with go/parser + go/doc. No network besides the Debian archive (the
# toolchain and what Debian 12 lacks from the newer Debian suites: see step 1).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../../.." && pwd)"
WORK="$ROOT/kb/.work/go"
OUT="$ROOT/kb/.staging/go.jsonl"
mkdir -p "$WORK/debs" "$WORK/pkgs" "$ROOT/kb/.staging"
start=$(date +%s)

# 1. the pinned .debs. What Debian 12 does not have (a current Go toolchain, gonum) comes from the newer
#    Debian suites, tried in this order through private source lists (the system's apt configuration is left
#    alone): bookworm-backports, trixie (Debian 13), forky (testing: the current Go).
NEWER_APT_DIR="$WORK/apt"; . "$HERE/../newer-suites.sh"
deb_for() { ls "$WORK/debs/${1}_"*.deb 2>/dev/null | head -n1; }
missing=()
while read -r spec; do
  case "$spec" in ''|'#'*) continue ;; esac
  pkg="${spec%%=*}"; ver="${spec#*=}"
  ls "$WORK/debs/${pkg}_$(printf '%s' "$ver" | sed 's/:/%3a/')_"*.deb >/dev/null 2>&1 || missing+=("$spec")
done < "$HERE/packages.txt"
if [ ${#missing[@]} -gt 0 ]; then
  # one apt-get call for the pins Debian 12's index has (one call per package took ~6 s each; one unknown pin
  # fails the whole call, so they are sorted out first); the others (a newer suite's, a pin that left the
  # archive) one by one below
  known=($(apt-cache show "${missing[@]}" 2>/dev/null | awk '/^Package: /{p=$2} /^Version: /{print p"="$2}' | sort -u || true))
  [ ${#known[@]} -gt 0 ] && { (cd "$WORK/debs" && apt-get download "${known[@]}" >/dev/null 2>&1) || true; }
  for spec in "${missing[@]}"; do
    pkg="${spec%%=*}"; ver="${spec#*=}"
    ls "$WORK/debs/${pkg}_$(printf '%s' "$ver" | sed 's/:/%3a/')_"*.deb >/dev/null 2>&1 && continue
    pkg="${spec%%=*}"
    rm -f "$WORK/debs/${pkg}_"*.deb
    if ! (cd "$WORK/debs" && { apt-get download "$spec" || newer_download "$spec"; } >/dev/null 2>&1); then
      echo "go: pinned $spec is not in the archive any more; taking the candidate version" >&2
      (cd "$WORK/debs" && apt-get download "$pkg" >/dev/null 2>&1) || echo "go: cannot download $pkg; skipped" >&2
    fi
  done
fi

# 2. unpack (once per .deb; a stamp records which .deb a directory holds)
unpack() { # pkg dir
  local deb; deb="$(deb_for "$1")"
  [ -n "$deb" ] || return 1
  if [ "$(cat "$2/.deb" 2>/dev/null)" != "$(basename "$deb")" ]; then
    rm -rf "$2" && mkdir -p "$2"
    dpkg-deb -x "$deb" "$2" || { echo "go: $1: cannot unpack; skipped" >&2; rm -rf "$2"; return 1; }
    basename "$deb" > "$2/.deb"
  fi
}
TC="$WORK/toolchain"
GOPKG="$(grep -oE '^golang-1\.[0-9]+-go' "$HERE/packages.txt" | head -n1)"; GOMINOR="${GOPKG#golang-}"; GOMINOR="${GOMINOR%-go}"
GODEB="$(deb_for "golang-$GOMINOR-go")"; SRCDEB="$(deb_for "golang-$GOMINOR-src")"
[ -n "$GODEB" ] && [ -n "$SRCDEB" ] || { echo "go: no Go toolchain .debs" >&2; exit 1; }
if [ "$(cat "$TC/.deb" 2>/dev/null)" != "$(basename "$GODEB") $(basename "$SRCDEB")" ]; then
  rm -rf "$TC" && mkdir -p "$TC"
  dpkg-deb -x "$GODEB" "$TC" && dpkg-deb -x "$SRCDEB" "$TC"
  echo "$(basename "$GODEB") $(basename "$SRCDEB")" > "$TC/.deb"
fi
export GOROOT="$TC/usr/lib/go-$GOMINOR"
GOVER="$(dpkg-deb -f "$SRCDEB" Version)"
export GOTOOLCHAIN=local GOPROXY=off GOFLAGS= GO111MODULE=off GOPATH="$WORK/gopath" GOCACHE="$WORK/gocache"

# 3. the jobs: the standard library first, then the libraries in packages.txt order
JOBS="$WORK/jobs.tsv"
printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$GOROOT/src" "${GOVER%-*}" "debian:golang-$GOMINOR-src=$GOVER" "BSD-3-Clause" "" std > "$JOBS"
grep -E '^golang-.*-dev=' "$HERE/packages.txt" | while read -r spec; do
  pkg="${spec%%=*}"
  unpack "$pkg" "$WORK/pkgs/$pkg" || { echo "go: $pkg: no .deb; skipped" >&2; continue; }
  dv="$(dpkg-deb -f "$(deb_for "$pkg")" Version)"
  src="$WORK/pkgs/$pkg/usr/share/gocode/src"
  [ -d "$src" ] || { echo "go: $pkg: no usr/share/gocode/src; skipped" >&2; continue; }
  printf '%s\t%s\t%s\t%s\t%s\n' "$src" "$dv" "debian:$pkg=$dv" "" "$WORK/pkgs/$pkg/usr/share/doc/$pkg/copyright" >> "$JOBS"
done

# 4. build and run the extractor
nice "$GOROOT/bin/go" build -o "$WORK/extract" "$HERE/extract.go"
nice "$WORK/extract" "$JOBS" "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "go: wrote $OUT ($(grep -c '"t":"api"' "$OUT") records) in $(( $(date +%s) - start ))s" >&2
