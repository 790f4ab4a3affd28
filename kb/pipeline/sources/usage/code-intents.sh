#!/usr/bin/env bash
# The purpose routes of Go, Java, JavaScript/TypeScript, Rust and C: mines what their real code says next
# to what it calls (kb/pipeline/usage/code-intents.ts) and stages, per language,
#   kb/.staging/intents-<lang>.jsonl.gz   the examples the intent and neighbour models are trained on
#   kb/.staging/classes-<lang>.json       how many files mention each class (where untyped methods go)
#   kb/.staging/usage-<lang>.json         (Java, C only: no other source counts their calls)
# then `npm run kb:refresh` trains the models against the shipped records. Sources (pinned, downloaded
# with apt-get download into kb/.work/code-corpus, never installed; nothing of them is shipped):
#   go    golang-1.19-src (the standard library, its Example functions and doc comments, less cmd/ and
#         internal/) and the golang-*-dev packages of sources/go/packages.txt
#   rust  rust-src (std, core, alloc with their doc-comment examples) and the librust-*-dev crates of
#         sources/rust/packages.txt
#   java  openjdk-17-source's src.zip (java.base, java.desktop, java.net.http, java.sql, java.logging, java.xml)
#   javascript  the npm packages the typescript source installed (kb/.work/typescript) and this repository's
#         node_modules (their code, comments and JSDoc @example)
#   c     the man pages' EXAMPLES programs (manpages-dev; usage/manpage-examples.ts) and the C programs
#         of c-programs.txt (Debian source packages, fetched with apt-get source through a private
#         deb-src list; their upstream tarballs' C files, bundled gnulib left out)
#
#   bash kb/pipeline/sources/usage/code-intents.sh [lang …]     (default: all five)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kb="$(cd "$here/../../.." && pwd)"
root="$(cd "$kb/.." && pwd)"
staging="$kb/.staging"
corpus="$kb/.work/code-corpus"
usage="$kb/pipeline/usage"
mkdir -p "$staging" "$corpus/debs"
NEWER_APT_DIR="$corpus/apt"; . "$here/../newer-suites.sh"
langs=("$@")
[ "${#langs[@]}" -gt 0 ] || langs=(go rust java javascript c)

fetch() { # pkg=version … → unpacked into $corpus/<dir>
  local dir="$1"; shift
  mkdir -p "$corpus/$dir"
  local stamp="$corpus/$dir/.pins"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$*" ]; then return 0; fi
  if ! (cd "$corpus/debs" && apt-get download "$@" >/dev/null 2>&1); then
    # one pin Debian 12 does not have fails the whole call: those of its index in one call, the others (gonum,
    # the crates of the newer suites) from ../newer-suites.sh
    local known=($(apt-cache show "$@" 2>/dev/null | awk '/^Package: /{p=$2} /^Version: /{print p"="$2}' | sort -u || true))
    [ ${#known[@]} -gt 0 ] && (cd "$corpus/debs" && apt-get download "${known[@]}" >/dev/null)
    for spec in "$@"; do
      ls "$corpus/debs/${spec%%=*}_"*.deb >/dev/null 2>&1 || (cd "$corpus/debs" && newer_download "$spec") \
        || echo "code intents: cannot download $spec; skipped" >&2
    done
  fi
  for spec in "$@"; do
    local pkg="${spec%%=*}" ver="${spec#*=}"
    dpkg-deb -x "$corpus/debs/${pkg}_${ver//:/%3a}_all.deb" "$corpus/$dir" 2>/dev/null \
      || dpkg-deb -x "$(ls "$corpus/debs/${pkg}_"*.deb | head -1)" "$corpus/$dir"
  done
  echo "$*" > "$stamp"
}
pins() { grep -v '^#' "$1" | grep -v '^\s*$'; }

fetch_sources() { # dir pinfile → the C files of each pinned source package's upstream tarball, in $corpus/<dir>/<pkg>
  local dir="$corpus/$1" list="$2" apt="$corpus/apt/bookworm-src"
  local stamp="$dir/.pins"
  if [ -f "$stamp" ] && cmp -s "$stamp" <(pins "$list"); then return 0; fi
  local opts=(-o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
              -o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt/cache" -o Debug::NoLocking=1)
  if [ ! -f "$apt/.ready" ]; then
    mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial"
    echo "deb-src http://deb.debian.org/debian bookworm main" > "$apt/sources.list"
    apt-get "${opts[@]}" update >/dev/null 2>&1 || { echo "code intents: cannot read bookworm's source index" >&2; return 1; }
    touch "$apt/.ready"
  fi
  # apt keeps its lists compressed (lz4): its helper reads them back.
  local index="$corpus/srcs/Sources"
  mkdir -p "$corpus/srcs" && /usr/lib/apt/apt-helper cat-file "$(ls "$apt"/lists/*_source_Sources* | head -1)" > "$index"
  rm -rf "$dir" && mkdir -p "$dir"
  local spec pkg ver line sum file tarball
  while read -r spec; do
    pkg="${spec%%=*}"; ver="${spec#*=}"
    # From the index apt verified against bookworm's signed Release: the package's directory and the
    # sha256 of its upstream tarball (the .orig one, or a native package's only one). Fetched by hand:
    # `apt-get source` wants Debian's packaging too, which this mirror does not always have.
    line="$(awk -v p="$pkg" -v v="$ver" '
      $0 == "Package: " p { on = 1; next } /^Package: / { on = 0 } !on { next }
      /^Version: / { ok = ($2 == v) } /^Directory: / { d = $2 }
      /^Checksums-Sha256:/ { sums = 1; next } /^[^ ]/ { sums = 0 }
      sums && ok && $3 ~ /\.tar\./ && $3 !~ /\.debian\.tar\./ && !t { s = $1; t = $3 }
      /^$/ && ok && t { print d, s, t; exit }' "$index")"
    [ -n "$line" ] || { echo "code intents: $spec is not in bookworm's source index; skipped" >&2; continue; }
    read -r file sum tarball <<< "$line"
    if ! echo "$sum  $corpus/srcs/$tarball" | sha256sum -c --status 2>/dev/null; then
      curl -fsS -m 600 -o "$corpus/srcs/$tarball" "http://deb.debian.org/debian/$file/$tarball" </dev/null \
        && echo "$sum  $corpus/srcs/$tarball" | sha256sum -c --status \
        || { echo "code intents: cannot download $tarball; skipped" >&2; rm -f "$corpus/srcs/$tarball"; continue; }
    fi
    mkdir -p "$dir/$pkg"
    tar -xf "$corpus/srcs/$tarball" -C "$dir/$pkg" --wildcards '*.c' '*.h' 2>/dev/null || true
    find "$dir/$pkg" -depth -type d \( -name lib -o -name 'gnulib*' -o -name gl \) -exec rm -rf {} +
  done < <(pins "$list")
  pins "$list" > "$stamp"
}

mine() { # lang roots…
  local lang="$1"; shift
  local extra=()
  # Java and C usage counts come from this reading unless the usage source (run.sh) staged its own.
  case "$lang" in java|c) [ -f "$staging/usage-$lang.json" ] || extra=(--usage "$staging/usage-$lang.json") ;; esac
  echo "code intents: $lang over $*" >&2
  nice npx --no-install tsx "$usage/code-intents.ts" "$lang" --records "$kb/$lang.jsonl.gz" \
    --classes "$staging/classes-$lang.json" "${extra[@]}" "$@" | gzip -6 > "$staging/intents-$lang.jsonl.gz.tmp"
  mv "$staging/intents-$lang.jsonl.gz.tmp" "$staging/intents-$lang.jsonl.gz"
}

for lang in "${langs[@]}"; do
  case "$lang" in
    go)
      fetch go-src golang-1.19-src=1.19.8-2
      mapfile -t gopins < <(pins "$kb/pipeline/sources/go/packages.txt" | grep -v '^golang-1\.')
      fetch go-dev "${gopins[@]}"
      src="$corpus/go-src/usr/share/go-1.19/src"
      mapfile -t roots < <(find "$src" -mindepth 1 -maxdepth 1 -type d ! -name cmd ! -name internal ! -name runtime | sort)
      mine go "${roots[@]}" "$corpus/go-dev/usr/share/gocode/src"
      ;;
    rust)
      fetch rust-src rust-src=1.63.0+dfsg1-2
      mapfile -t rustpins < <(pins "$kb/pipeline/sources/rust/packages.txt")
      fetch rust-dev "${rustpins[@]}"
      lib="$corpus/rust-src/usr/src/rustc-1.63.0/library"
      mine rust "$lib/std" "$lib/core" "$lib/alloc" "$corpus/rust-dev/usr/share/cargo/registry"
      ;;
    java)
      fetch jdk-src openjdk-17-source=17.0.21.1+2-1~deb12u1
      if [ ! -d "$corpus/jdk/java.base" ]; then
        mkdir -p "$corpus/jdk"
        unzip -q -o "$corpus/jdk-src/usr/lib/jvm/openjdk-17/lib/src.zip" 'java.base/*' 'java.desktop/*' 'java.net.http/*' 'java.sql/*' 'java.logging/*' 'java.xml/*' -d "$corpus/jdk"
      fi
      mine java "$corpus/jdk"
      ;;
    javascript)
      js=()
      for d in "$kb/.work/typescript/node_modules" "$root/node_modules"; do [ -d "$d" ] && js+=("$d"); done
      mine javascript "${js[@]}"
      ;;
    c)
      nice npx --no-install tsx "$usage/manpage-examples.ts" "$corpus/c-man"
      fetch_sources c-programs "$here/c-programs.txt"
      mine c "$corpus/c-man" "$corpus/c-programs"
      ;;
    *) echo "code intents: unknown language $lang" >&2; exit 2 ;;
  esac
done
