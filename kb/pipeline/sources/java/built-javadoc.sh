#!/usr/bin/env bash
# Java libraries Debian ships as jars only (built-javadoc.txt): their javadoc, built here with the JDK's `javadoc`
# from the upstream tarball of their bookworm source package, read by javadoc_html.py → staging lines on stdout.
#   bash built-javadoc.sh WORK JDK_BIN      (run.sh's step 4; WORK is kb/.work/java)
# Every library's documented roots make the sourcepath of every run, so that a type one library's signatures take
# from another resolves (`ObjectMapper.readValue(JsonParser, TypeReference)`: jackson-core's; alone it reads `<any>`).
# Only the library's own packages are documented: those its roots declare, never an `internal` one.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$1"; jdk_bin="$2"
list="$here/built-javadoc.txt"
mkdir -p "$work"
entries() { grep -v '^\s*#' "$list" | awk 'NF'; }
entries | awk '{ print $1 }' > "$work/built-javadoc.pins"
SOURCES_APT_DIR="$work/apt"; . "$here/../debian-sources.sh"
fetch_sources "$work/srcs-cache" "$work/srcs" "$work/built-javadoc.pins" - '*.java'

declare -A roots_of
all=()
while read -r spec licence globs left_out; do
  pkg="${spec%%=*}"; found=()
  IFS=',' read -ra patterns <<< "$globs"
  for pattern in "${patterns[@]}"; do
    for dir in "$work/srcs/$pkg/"$pattern; do [ -d "$dir" ] && found+=("$dir"); done
  done
  roots_of[$pkg]="$(IFS=:; echo "${found[*]:-}")"
  all+=("${found[@]}")
done < <(entries)
sourcepath="$(IFS=:; echo "${all[*]}")"

while read -r spec licence globs left_out; do
  pkg="${spec%%=*}"; dv="${spec#*=}"; uv="${dv#*:}"; uv="${uv%-*}"
  [ -n "${roots_of[$pkg]}" ] || { echo "java: $pkg: no source root matches $globs; skipped" >&2; continue; }
  IFS=':' read -ra roots <<< "${roots_of[$pkg]}"
  # the left-out prefixes as one pattern: `a.b,c.d` → `a\.b|c\.d`
  skip="$(printf '%s' "${left_out:-}" | sed 's/\./\\./g; s/,/|/g')"
  mapfile -t packages < <(
    for root in "${roots[@]}"; do
      find "$root" -name '*.java' ! -name package-info.java ! -name module-info.java -printf '%h\n' | sed "s|^$root/||; s|/|.|g"
    done | sort -u | grep -v -E '(^|\.)internal(\.|$)' | grep -v -E "^(${skip:-\$none\$})(\.|$)" || true)
  [ "${#packages[@]}" -gt 0 ] || { echo "java: $pkg: no packages; skipped" >&2; continue; }
  out="$work/built/$pkg"
  mkdir -p "$work/built"
  rm -rf "$out"
  # --ignore-source-errors: a dependency outside the list (Guava's checker annotations, Mockito's byte-buddy) is
  # an unresolved name in a signature, not a failed build.
  nice "$jdk_bin/javadoc" -quiet -public -Xdoclint:none --ignore-source-errors -notimestamp -nodeprecatedlist -notree \
    -noindex -nohelp -nonavbar -encoding UTF-8 -d "$out" -sourcepath "$sourcepath" "${packages[@]}" > "$work/built/$pkg.log" 2>&1 || true
  [ -f "$out/element-list" ] || { echo "java: $pkg: javadoc wrote nothing (see $work/built/$pkg.log); skipped" >&2; continue; }
  nice /usr/bin/python3 "$here/javadoc_html.py" "$out" "$pkg" "$dv" "$uv" "$licence" \
    "debian-source:$pkg=$dv (javadoc built from its upstream tarball)"
done < <(entries)
