#!/usr/bin/env bash
# Java source of the knowledge base → kb/.staging/java.jsonl (contract: kb/pipeline/README.md).
# Idempotent: downloads the pinned .debs once into kb/.work/java/debs, unpacks them afresh, extracts.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../../../.." && pwd)"
WORK="$ROOT/kb/.work/java"
OUT="$ROOT/kb/.staging/java.jsonl"
JAVA="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}/bin/java"
[ -x "$JAVA" ] || JAVA="$(command -v java)"
mkdir -p "$WORK/debs" "$ROOT/kb/.staging"
start=$(date +%s)

# 1. the pinned .debs (apt-get download: no dpkg lock, nothing installed system-wide)
deb_for() { ls "$WORK/debs/${1}_"*.deb 2>/dev/null | head -n1; }
# The licence a Debian copyright file gives the upstream files (`Files: *`).
deb_licence() { awk '/^Files: *\*[[:space:]]*$/{f=1;next} f&&/^License:/{sub(/^License: */,"");print;exit} /^$/{f=0}' "$1" 2>/dev/null || true; }
while read -r spec; do
  case "$spec" in ''|'#'*) continue ;; esac
  pkg="${spec%%=*}"; ver="${spec#*=}"
  want="$WORK/debs/${pkg}_$(printf '%s' "$ver" | sed 's/:/%3a/')_"*.deb
  if ! ls $want >/dev/null 2>&1; then
    rm -f "$WORK/debs/${pkg}_"*.deb
    if ! (cd "$WORK/debs" && apt-get download "$spec" >/dev/null 2>&1); then
      echo "java: pinned $spec is not in the archive any more; taking the candidate version" >&2
      (cd "$WORK/debs" && apt-get download "$pkg" >/dev/null 2>&1) || { echo "java: cannot download $pkg" >&2; exit 1; }
    fi
  fi
done < "$HERE/packages.txt"

DEB="$(deb_for openjdk-17-source)"
DEBVER="$(dpkg-deb -f "$DEB" Version)"
UPVER="${DEBVER%-*}"
rm -rf "$WORK/root" && mkdir -p "$WORK/root"
dpkg-deb -x "$DEB" "$WORK/root"
SRCZIP="$(find "$WORK/root" -name src.zip | head -n1)"
[ -n "$SRCZIP" ] || { echo "java: no src.zip in $DEB" >&2; exit 1; }

# 2. extract: reflection over the running JDK 17 (what is API) + src.zip (signature text, javadoc)
nice "$JAVA" -Xmx4g --add-modules ALL-SYSTEM "$HERE/Extract.java" "$SRCZIP" "$OUT.tmp" "$UPVER" \
  "debian:openjdk-17-source=$DEBVER" "GPL-2.0-only WITH Classpath-exception-2.0" 2> >(grep -v -i 'incubat\|^1 warning$' >&2)

# 3. third-party libraries from their Debian javadoc packages (pkg names ending in -doc: libx-java-doc, junit4-doc)
grep -E '^[a-z0-9.+-]+-doc=' "$HERE/packages.txt" | while read -r spec; do
  pkg="${spec%%=*}"
  deb="$(deb_for "$pkg")"
  [ -n "$deb" ] || { echo "java: $pkg: no .deb; skipped" >&2; continue; }
  dv="$(dpkg-deb -f "$deb" Version)"
  uv="${dv%-*}"
  dpkg-deb -x "$deb" "$WORK/root" || { echo "java: $pkg: cannot unpack; skipped" >&2; continue; }
  api="$(find "$WORK/root/usr/share/doc" -path "*/${pkg%-doc}/api" -type d | head -n1)"
  [ -n "$api" ] || api="$(find "$WORK/root/usr/share/doc/$pkg" -name api -type d 2>/dev/null | head -n1)"
  [ -n "$api" ] || { echo "java: $pkg: no api/ folder; skipped" >&2; continue; }
  cr="$(dirname "$api")/copyright"; [ -f "$cr" ] || cr="$WORK/root/usr/share/doc/$pkg/copyright"
  lic="$(deb_licence "$cr")"
  nice /usr/bin/python3 "$HERE/javadoc_html.py" "$api" "$pkg" "$dv" "$uv" "${lic:-UNKNOWN}" >> "$OUT.tmp" \
    || echo "java: $pkg: javadoc_html.py failed; skipped" >&2
done
# 4. libraries Debian ships as jars only (Jackson, Guava, OkHttp, SLF4J, jsoup, HttpClient, Log4j, JUnit 5, Mockito):
#    javadoc built here from their source packages' upstream tarballs, read the same way (built-javadoc.txt)
bash "$HERE/built-javadoc.sh" "$WORK" "$(dirname "$JAVA")" >> "$OUT.tmp"

# 5. jars read by reflection alone (pins named lib*-java that are no -doc package: Gson, whose tarball is missing)
grep -E '^lib[a-z0-9.+-]+-java=' "$HERE/packages.txt" | while read -r spec; do
  pkg="${spec%%=*}"
  deb="$(deb_for "$pkg")"
  [ -n "$deb" ] || { echo "java: $pkg: no .deb; skipped" >&2; continue; }
  dv="$(dpkg-deb -f "$deb" Version)"; uv="${dv%-*}"
  dir="$WORK/jars/$pkg"; rm -rf "$dir" && mkdir -p "$dir"
  dpkg-deb -x "$deb" "$dir" || { echo "java: $pkg: cannot unpack; skipped" >&2; continue; }
  lic="$(deb_licence "$dir/usr/share/doc/$pkg/copyright")"
  find "$dir/usr/share/java" -name '*.jar' -type f | sort | while read -r jar; do
    nice "$JAVA" "$HERE/Extract.java" --jar "$jar" "$OUT.jar" "$uv" "debian:$pkg=$dv (reflection over its jar)" "${lic:-UNKNOWN}" \
      && cat "$OUT.jar" >> "$OUT.tmp" || echo "java: $pkg: $jar: reflection failed; skipped" >&2
    rm -f "$OUT.jar"
  done
done
mv "$OUT.tmp" "$OUT"
echo "java: wrote $OUT in $(( $(date +%s) - start ))s" >&2
