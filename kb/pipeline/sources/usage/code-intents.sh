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
#   rust  rust-src (std, core, alloc with their doc-comment examples), the librust-*-dev crates of
#         sources/rust/packages.txt, and the programs of The Rust Programming Language and Rust by
#         Example (rust-doc) with the prose above each
#   java  openjdk-17-source's src.zip (java.base, java.desktop, java.net.http, java.sql, java.logging, java.xml,
#         and the JDK's applications: jdk.javadoc, jdk.jdeps, jdk.jshell, …), the Java applications of
#         java-programs.txt (Debian source packages, as C's) and the tests of the libraries of
#         sources/java/built-javadoc.txt (their upstream tarballs, as built-javadoc.sh reads them)
#   javascript  the npm packages the typescript source installed (kb/.work/typescript) and this repository's
#         node_modules (their code, comments and JSDoc @example)
#   c     the man pages' EXAMPLES programs (manpages-dev and manpages, pinned; usage/manpage-examples.ts) and the C programs
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
SOURCES_APT_DIR="$corpus/apt"; . "$here/../debian-sources.sh"
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
      mapfile -t gopins < <(source_pins "$kb/pipeline/sources/go/packages.txt" | grep -v '^golang-1\.')
      fetch go-dev "${gopins[@]}"
      src="$corpus/go-src/usr/share/go-1.19/src"
      mapfile -t roots < <(find "$src" -mindepth 1 -maxdepth 1 -type d ! -name cmd ! -name internal ! -name runtime | sort)
      mine go "${roots[@]}" "$corpus/go-dev/usr/share/gocode/src"
      ;;
    rust)
      fetch rust-src rust-src=1.63.0+dfsg1-2
      mapfile -t rustpins < <(source_pins "$kb/pipeline/sources/rust/packages.txt")
      fetch rust-dev "${rustpins[@]}"
      lib="$corpus/rust-src/usr/src/rustc-1.63.0/library"
      # The Rust book's and Rust by Example's programs, each with the prose above it (usage/mdbook-examples.ts).
      fetch rust-doc rust-doc=1.63.0+dfsg1-2
      html="$corpus/rust-doc/usr/share/doc/rust-doc/html"
      rm -rf "$corpus/rust-book"
      nice npx --no-install tsx "$usage/mdbook-examples.ts" "$corpus/rust-book" "$html/book" "$html/rust-by-example"
      mine rust "$lib/std" "$lib/core" "$lib/alloc" "$corpus/rust-dev/usr/share/cargo/registry" "$corpus/rust-book"
      ;;
    java)
      fetch jdk-src openjdk-17-source=17.0.21.1+2-1~deb12u1
      # The library modules users call, and the JDK's own applications (javadoc, jdeps, jshell, jlink,
      # jconsole, jpackage, jcmd, jar), which call them as a user's program does.
      modules=(java.base java.desktop java.net.http java.sql java.logging java.xml
               jdk.javadoc jdk.jdeps jdk.jshell jdk.jlink jdk.jconsole jdk.jpackage jdk.jcmd jdk.jartool)
      if [ "$(cat "$corpus/jdk/.modules" 2>/dev/null)" != "${modules[*]}" ]; then
        rm -rf "$corpus/jdk" && mkdir -p "$corpus/jdk"
        unzip -q -o "$corpus/jdk-src/usr/lib/jvm/openjdk-17/lib/src.zip" "${modules[@]/%//*}" -d "$corpus/jdk"
        echo "${modules[*]}" > "$corpus/jdk/.modules"
      fi
      fetch_sources "$corpus/srcs" "$corpus/java-programs" "$here/java-programs.txt" - '*.java'
      # The tests of the libraries sources/java/built-javadoc.txt documents (Jackson, Guava, OkHttp, JUnit 5,
      # Mockito, …): the code that calls each library's API as a program using it does (`mapper.writeValueAsString`,
      # `ImmutableList.of`, `when(…).thenReturn`); their main sources call their own machinery instead. Only
      # their calls beyond the JDK count (--library-tests): their fixtures are no program's tasks.
      # Their tarballs are the ones built-javadoc.sh fetched: the same cache, not a second download.
      source_pins "$kb/pipeline/sources/java/built-javadoc.txt" | awk '{ print $1 }' > "$corpus/java-library-tests.list"
      fetch_sources "$kb/.work/java/srcs-cache" "$corpus/java-library-tests" "$corpus/java-library-tests.list" - \
        '*/src/test/*.java' '*/guava-tests/test/*.java'
      mine java "$corpus/jdk" "$corpus/java-programs" --library-tests "$corpus/java-library-tests"
      ;;
    javascript)
      js=()
      for d in "$kb/.work/typescript/node_modules" "$root/node_modules"; do [ -d "$d" ] && js+=("$d"); done
      # Measured 2026-11-27: this repository's node_modules alone gives 58,563 examples, the shipped model
      # was trained on 318,200: retraining from that would quietly shrink it.
      [ -d "$kb/.work/typescript/node_modules" ] || echo "code intents: WARNING: kb/.work/typescript/node_modules" \
        "is absent (the TypeScript source of kb:build installs it): JavaScript's examples come from this" \
        "repository's node_modules alone, a fraction of what the shipped model was mined from" >&2
      mine javascript "${js[@]}"
      ;;
    c)
      fetch manpages manpages-dev=6.03-2 manpages=6.03-2
      man="$corpus/manpages/usr/share/man"
      nice npx --no-install tsx "$usage/manpage-examples.ts" "$corpus/c-man" "$man/man2" "$man/man3" "$man/man7"
      fetch_sources "$corpus/srcs" "$corpus/c-programs" "$here/c-programs.txt" gnulib '*.c' '*.h'
      mine c "$corpus/c-man" "$corpus/c-programs"
      ;;
    *) echo "code intents: unknown language $lang" >&2; exit 2 ;;
  esac
done
