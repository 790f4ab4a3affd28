#!/usr/bin/env bash
# The everyday-API prior (kb/pipeline/staples.ts → kb/staples.json.gz): downloads the pinned Debian
# packages whose example programs it counts into kb/.work/programs (never installed; nothing of them is
# shipped, only names and counts), the source packages of the Java applications whose calls it counts
# and the npm package of JavaScript's snippets, then writes the table and its manifest entry. Run it after the
# manifest's libraries change (a rebuilt language), like `npm run kb:refresh`.
#
#   bash kb/pipeline/sources/programs/run.sh [--kb DIR]       (npm run kb:staples; --kb: write elsewhere)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kb="$(cd "$here/../../.." && pwd)"
work="$kb/.work/programs"
RUST_DOC=rust-doc=1.63.0+dfsg1-2
GO_SRC=golang-1.19-src=1.19.8-2
MANPAGES_DEV=manpages-dev=6.03-2
MANPAGES=manpages=6.03-2
mkdir -p "$work/debs"
. "$here/../refresh-index.sh"
download() { (cd "$work/debs" && apt-get download "$1" >/dev/null 2>&1); }
for spec in "$RUST_DOC" "$GO_SRC" "$MANPAGES_DEV" "$MANPAGES"; do
  pkg="${spec%%=*}"; ver="${spec#*=}"
  deb="$work/debs/${pkg}_${ver//:/%3a}_all.deb"
  [ -f "$deb" ] || download "$spec" || { refresh_index && download "$spec"; } || { echo "staples: cannot download $spec" >&2; exit 1; }
  [ -d "$work/$pkg" ] || { mkdir -p "$work/$pkg.tmp" && dpkg-deb -x "$deb" "$work/$pkg.tmp" && mv "$work/$pkg.tmp" "$work/$pkg"; }
done
cd "$kb/.."
out="$kb"; args=("$@"); for i in "${!args[@]}"; do [ "${args[$i]}" != --kb ] || out="${args[$((i + 1))]}"; done
# C's example programs: the man pages' EXAMPLES (sections 2 and 3 from manpages-dev, 7 from manpages),
# written out as C files and counted by the intent miner.
dev="$work/manpages-dev/usr/share/man" overview="$work/manpages/usr/share/man"
npx --no-install tsx kb/pipeline/usage/manpage-examples.ts "$work/c-man" "$dev/man2" "$dev/man3" "$overview/man7" >&2
npx --no-install tsx kb/pipeline/usage/code-intents.ts c --records "$out/c.jsonl.gz" --usage "$work/usage-c-examples.json" "$work/c-man" >/dev/null
# Java's: the applications of ../usage/java-programs.txt (Debian source packages), counted the same way.
SOURCES_APT_DIR="$work/apt"; . "$here/../debian-sources.sh"
fetch_sources "$work/srcs" "$work/java-programs" "$here/../usage/java-programs.txt" - '*.java'
npx --no-install tsx kb/pipeline/usage/code-intents.ts java --records "$out/java.jsonl.gz" --usage "$work/usage-java-programs.json" "$work/java-programs" >/dev/null
# JavaScript's: the snippets of 30-seconds-of-code (npm, CC0-1.0), each a short program solving a task
# its name states, as a question does (staples.ts says why not applications' code). The tarball is
# checked against its pinned integrity, as npm checks it.
SNIPPETS=30-seconds-of-code@1.2.3
SNIPPETS_INTEGRITY=sha512-IRjJtNwmSfVLplKCOxHfjup1Z7Cq1IgDCvGiKf+6gFGq/eEVfYqwGaEQx+NH1vsQZkCJrg8YMfBKGNUnb+uI+w==
snippets_tgz="$work/npm/30-seconds-of-code-1.2.3.tgz"
if [ ! -f "$snippets_tgz" ]; then
  mkdir -p "$work/npm"
  (cd "$work/npm" && npm pack "$SNIPPETS" --silent >/dev/null) || { echo "staples: cannot download $SNIPPETS from the npm registry" >&2; exit 1; }
fi
got="sha512-$(node -e 'process.stdout.write(require("crypto").createHash("sha512").update(require("fs").readFileSync(process.argv[1])).digest("base64"))' "$snippets_tgz")"
[ "$got" = "$SNIPPETS_INTEGRITY" ] || { echo "staples: $snippets_tgz is not $SNIPPETS as pinned ($got)" >&2; rm -f "$snippets_tgz"; exit 1; }
rm -rf "$work/30-seconds-of-code" && mkdir -p "$work/30-seconds-of-code" && tar -xzf "$snippets_tgz" -C "$work/30-seconds-of-code"
npx --no-install tsx kb/pipeline/staples.ts \
  --rust "$work/rust-doc/usr/share/doc/rust-doc/html/book" --rust-source "debian:$RUST_DOC (The Rust Programming Language)" \
  --rust "$work/rust-doc/usr/share/doc/rust-doc/html/rust-by-example" \
  --go "$work/golang-1.19-src/usr/share/go-1.19/src" --go-source "debian:$GO_SRC (Example functions)" \
  --c-usage "$work/usage-c-examples.json" --c-source "debian:$MANPAGES_DEV debian:$MANPAGES (EXAMPLES programs)" \
  --java-usage "$work/usage-java-programs.json" --java-source "debian source: $(source_pins "$here/../usage/java-programs.txt" | tr '\n' ' ' | sed 's/ $//')" \
  --javascript-snippets "$work/30-seconds-of-code/package/dist/_30s.esm.js" --javascript-source "npm:$SNIPPETS (dist/_30s.esm.js, one program a snippet)" "$@"
