/**
 * Child process for the file-store test: applies `count` increments to one key of a shared file
 * store, as fast as it can, then reports how many it applied.
 */
import { FileStore } from '../../src/standalone/file-store';

async function main() {
  const [file, countArg] = process.argv.slice(2);
  const store = new FileStore(file as string, { lockTimeoutMs: 60_000 });
  const count = Number(countArg);
  await Promise.all(
    Array.from({ length: count }, () => store.update<number>('n', (n) => (n ?? 0) + 1)),
  );
  process.stdout.write(`done ${count}\n`);
}

main().catch((e) => {
  process.stderr.write(String(e?.stack ?? e));
  process.exit(1);
});
