#!/usr/bin/env bash
# Rust source of the knowledge base → kb/.staging/rust.jsonl (contract: kb/pipeline/README.md).
#  - std: the toolchain's rustdoc HTML (rustup component rust-docs, $(rustc --print sysroot)/share/doc/rust/html)
#  - crates: the pinned Debian librust-*-dev packages in packages.txt (downloaded with apt-get download and
#    unpacked into kb/.work/rust/, never installed), scanned by crates.py.
# Idempotent; a crate that fails is logged to stderr and skipped.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../../.." && pwd)"
WORK="$ROOT/kb/.work/rust"
OUT="$ROOT/kb/.staging/rust.jsonl"
PY=/usr/bin/python3
mkdir -p "$WORK/debs" "$ROOT/kb/.staging"
start=$(date +%s)

# 1. pinned crate sources: download what is missing (one apt-get call), then fall back one by one
missing=()
while read -r spec; do
  case "$spec" in ''|'#'*) continue ;; esac
  pkg="${spec%%=*}"; ver="${spec#*=}"
  ls "$WORK/debs/${pkg}_$(printf '%s' "$ver" | sed 's/:/%3a/')_"*.deb >/dev/null 2>&1 || missing+=("$spec")
done < "$HERE/packages.txt"
NEWER_APT_DIR="$WORK/apt"; . "$HERE/../newer-suites.sh"
if [ "${#missing[@]}" -gt 0 ]; then
  if ! (cd "$WORK/debs" && apt-get download "${missing[@]}" >/dev/null 2>&1); then
    # one unknown pin fails the whole call: the pins Debian 12's index has in one call, the others (a newer
    # suite's crate, a pin that left the archive) one by one
    known=($(apt-cache show "${missing[@]}" 2>/dev/null | awk '/^Package: /{p=$2} /^Version: /{print p"="$2}' | sort -u || true))
    [ ${#known[@]} -gt 0 ] && { (cd "$WORK/debs" && apt-get download "${known[@]}" >/dev/null 2>&1) || true; }
    for spec in "${missing[@]}"; do
      pkg="${spec%%=*}"
      ls "$WORK/debs/${pkg}_"*.deb >/dev/null 2>&1 && continue
      (cd "$WORK/debs" && { apt-get download "$spec" || newer_download "$spec"; } >/dev/null 2>&1) && continue
      echo "rust: pinned $spec not available; trying the candidate version" >&2
      (cd "$WORK/debs" && apt-get download "$pkg" >/dev/null 2>&1) || echo "rust: cannot download $pkg; skipped" >&2
    done
  fi
fi
rm -rf "$WORK/root" && mkdir -p "$WORK/root"
for deb in "$WORK"/debs/*.deb; do
  pkg="$(basename "$deb" | cut -d_ -f1)"
  grep -q "^$pkg=" "$HERE/packages.txt" || continue
  dpkg-deb -x "$deb" "$WORK/root" || echo "rust: cannot unpack $deb; skipped" >&2
done

# 2. std from the toolchain's rustdoc HTML
: > "$OUT.tmp"
HTML=""
if command -v rustc >/dev/null 2>&1; then
  HTML="$(rustc --print sysroot)/share/doc/rust/html"
  RUSTVER="$(rustc --version | awk '{print $2}')"
fi
if [ -n "$HTML" ] && [ -d "$HTML/std" ]; then
  nice "$PY" "$HERE/std_html.py" "$HTML" "$RUSTVER" >> "$OUT.tmp"
else
  echo "rust: no rustdoc HTML for std (rustup component rust-docs); std skipped" >&2
fi

# 3. crates
nice "$PY" "$HERE/crates.py" "$WORK/root/usr/share/cargo/registry" "$WORK/debs" "$WORK/root" >> "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "rust: wrote $OUT in $(( $(date +%s) - start ))s" >&2
