#!/usr/bin/env bash
# The checker's benchmark corpus: real code that Debian and npm ship (packages' own examples, demos
# and tests), downloaded with apt-get download and unpacked into bench/.work/check-corpus, never
# installed. JavaScript comes from this project's own node_modules (what npm ships). Nothing of it is
# committed. `npm run bench` runs it first (a package already downloaded is not fetched again); apt's
# package lists are read once if a download finds none (a fresh machine's are empty).
#   bash bench/check/corpus.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$here/../.work"
debs="$work/check-debs"
root="$work/check-corpus"
mkdir -p "$debs" "$root"
# python: the standard library's test suite and scikit-learn's example gallery; go: the standard
# library's sources (example_test.go) and two popular modules; java: the JDK's demos; rust: five
# crates' examples and tests, and a second set from 21 more crates (held out: the checker's Rust rules
# were not tuned on it); c: libcurl's examples.
packages=(
  libpython3.11-testsuite python-sklearn-doc
  golang-1.19-src golang-github-sirupsen-logrus-dev golang-github-spf13-cobra-dev
  openjdk-17-demo
  librust-regex-dev librust-itertools-dev librust-serde-json-dev librust-chrono-dev librust-rand-dev
  librust-tokio-dev librust-clap-dev librust-anyhow-dev librust-rayon-dev librust-csv-dev librust-walkdir-dev
  librust-tempfile-dev librust-petgraph-dev librust-nom-dev librust-url-dev librust-bytes-dev librust-log-dev
  librust-crossbeam-channel-dev librust-num-bigint-dev librust-hashbrown-dev librust-indexmap-dev
  librust-byteorder-dev librust-memchr-dev librust-base64-dev librust-flate2-dev librust-futures-util-dev
  libcurl4-doc
)
cd "$debs"
updated=0
for p in "${packages[@]}"; do
  compgen -G "${p}_*.deb" > /dev/null && continue
  apt-get download "$p" 2>/dev/null && continue
  [ "$updated" = 1 ] && { echo "check corpus: cannot download $p" >&2; exit 1; }
  apt-get update -qq && updated=1 && apt-get download "$p"
done
for deb in "$debs"/*.deb; do
  name="$(basename "$deb" .deb)"
  [ -d "$root/$name" ] || { mkdir -p "$root/$name"; dpkg-deb -x "$deb" "$root/$name"; }
done
# The JDK's demos ship their sources zipped.
find "$root" -path '*openjdk-17-demo*' -name 'src.zip' | while read -r z; do
  d="$(dirname "$z")/src"; [ -d "$d" ] || { mkdir -p "$d"; unzip -q -o "$z" -d "$d"; }
done
echo "check corpus: $(ls "$root" | wc -l) packages in $root" >&2
