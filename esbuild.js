// Builds the three bundles: the standalone CLI, the extension, the knowledge-base worker (shared by
// both hosts) and the chat webview's script. Type-checking is separate (`npm run typecheck`).
//   node esbuild.js               development build (source maps)
//   node esbuild.js --production  minified, no source maps (what the VSIX ships)
//   node esbuild.js --watch       rebuild on change
const esbuild = require('esbuild');

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const node = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'info',
  // `vscode` is provided by the extension host at run time.
  external: ['vscode'],
};

const builds = [
  { ...node, entryPoints: { cli: 'src/cli.ts' }, outdir: 'dist', banner: { js: '#!/usr/bin/env node' } },
  { ...node, entryPoints: { extension: 'src/extension.ts' }, outdir: 'dist' },
  { ...node, entryPoints: { 'kb-worker': 'src/core/kb/worker.ts' }, outdir: 'dist' },
  {
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: production,
    sourcemap: production ? false : 'inline',
    logLevel: 'info',
    entryPoints: { chat: 'src/webview/main.ts' },
    // Build output beside the others; media/ holds only the page's hand-written assets.
    outdir: 'dist/webview',
  },
];

async function main() {
  if (watch) {
    for (const options of builds) await (await esbuild.context(options)).watch();
    return;
  }
  await Promise.all(builds.map((options) => esbuild.build(options)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
