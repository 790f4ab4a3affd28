// Preloaded (`node -r bench/peak-rss.cjs …`) into a process the bench measures: on exit it writes the
// process's peak resident memory (its worker threads included: they live in it) to stderr.
'use strict';
process.on('exit', () => process.stderr.write(`\npeak-rss-kb ${process.resourceUsage().maxRSS}\n`));
