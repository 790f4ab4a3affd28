#!/usr/bin/env bash
# The reading corpus of the usage stage: Debian packages whose code uses the libraries people ask
# about, and documentation packages with examples, notebooks and guides (corpus-packages.txt). They
# are downloaded and unpacked into kb/.work/corpus, never installed (no maintainer scripts run, no
# dependencies pulled in), and read only to count usage and mine the intent model: no code of theirs
# is shipped.
#   corpus.sh            fetch and unpack the pins (a pin that left the archive: the candidate version)
#   corpus.sh --select   rewrite corpus-packages.txt from the archive's index (after apt-get update)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
kb="$(cd "$here/../../.." && pwd)"
debs="$kb/.work/corpus-debs"
root="$kb/.work/corpus"
list="$here/corpus-packages.txt"

if [ "${1:-}" = --select ]; then
  { sed -n '/^#/p' "$list"; /usr/bin/python3 "$here/select_corpus.py" "$here/../python/packages.txt"; } > "$list.tmp"
  mv "$list.tmp" "$list"
  echo "corpus: $(grep -vc '^#' "$list") packages selected" >&2
  exit 0
fi

mkdir -p "$debs" "$root"
mapfile -t pins < <(sed 's/#.*//' "$list" | xargs -n1)
missing=()
for pin in "${pins[@]}"; do
  pkg="${pin%%=*}"; ver="${pin#*=}"
  # apt-get download writes an epoch's colon as %3a.
  compgen -G "$debs/${pkg}_${ver/:/%3a}_*.deb" > /dev/null || missing+=("$pin")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "corpus: downloading ${#missing[@]} packages" >&2
  # One pin the archive no longer carries (a point release replaced it) fails a whole apt-get call, and
  # one package at a time takes about five seconds each (an hour for the list): the pins the archive
  # still has go in batches of a hundred, three at once (seconds), and only the others one by one.
  mapfile -t known < <(apt-cache show "${missing[@]%%=*}" 2>/dev/null | awk '/^Package: /{p=$2} /^Version: /{print p"="$2}' \
    | sort -u | comm -12 - <(printf '%s\n' "${missing[@]}" | sort -u))
  [ "${#known[@]}" -eq 0 ] || (cd "$debs" && printf '%s\n' "${known[@]}" | xargs -n 100 -P 3 apt-get download >&2) \
    || echo "corpus: a batch failed; its packages are fetched one by one" >&2
  for pin in "${missing[@]}"; do
    pkg="${pin%%=*}"; ver="${pin#*=}"
    compgen -G "$debs/${pkg}_${ver/:/%3a}_*.deb" > /dev/null && continue
    (cd "$debs" && { apt-get download "$pin" >&2 || apt-get download "$pkg" >&2 || echo "corpus: WARNING: $pkg unavailable, skipped" >&2; })
  done
fi
# Exactly the pinned packages are unpacked: a .deb left from an earlier list is not read.
wanted=()
for pin in "${pins[@]}"; do
  pkg="${pin%%=*}"; ver="${pin#*=}"
  for deb in "$debs/${pkg}_${ver/:/%3a}_"*.deb "$debs/${pkg}_"*.deb; do
    [ -f "$deb" ] && { wanted+=("$deb"); break; }
  done
done
stamp="$root/.unpacked"
signature="$(printf '%s\n' "${wanted[@]}" | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$signature" ]; then
  rm -rf "$root"
  mkdir -p "$root"
  for deb in "${wanted[@]}"; do dpkg-deb -x "$deb" "$root"; done
  echo "$signature" > "$stamp"
fi
echo "corpus: $(find "$root" -name '*.py' | wc -l) Python files, $(find "$root" -name '*.ipynb' | wc -l) notebooks in $root" >&2
