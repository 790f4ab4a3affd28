#!/usr/bin/env bash
# The typescript source: JavaScript/TypeScript API signatures from the .d.ts files of the pinned npm
# packages (packages.json: the most-used packages, the @types packages that type them, @types/node) and
# TypeScript's own lib.*.d.ts, read with the TypeScript compiler API. Writes kb/.staging/typescript.jsonl.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../../.." && pwd)"
work="$root/kb/.work/typescript"
mkdir -p "$work" "$root/kb/.staging"
cd "$work"
# One package.json pinning every input; --ignore-scripts: we read files, we never run package code.
node -e '
  const p = require(process.argv[1]);
  const deps = { ...p.packages, ...p.types, typescript: p.typescript };
  require("fs").writeFileSync("package.json", JSON.stringify({ private: true, dependencies: deps }, null, 1));
' "$here/packages.json"
if [ ! -f .installed ] || ! cmp -s package.json .installed; then
  timeout 1800 npm install --ignore-scripts --no-audit --no-fund --legacy-peer-deps --loglevel=error >&2
  cp package.json .installed
fi
nice npx --prefix "$root" --no-install tsx "$here/extract.ts" "$work" "$here/packages.json" > "$root/kb/.staging/typescript.jsonl.tmp"
mv "$root/kb/.staging/typescript.jsonl.tmp" "$root/kb/.staging/typescript.jsonl"
