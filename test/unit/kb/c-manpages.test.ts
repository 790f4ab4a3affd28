/**
 * C's records come from groff man pages (kb/pipeline/sources/c/manpages.py). A name listed on an overview
 * page (`string.3`: "string operations") and documented on its own page (`strlen.3`) takes its own page's
 * description, whichever page the directory lists first.
 */
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const script = path.resolve(__dirname, '../../../kb/pipeline/sources/c/manpages.py');

function page(name: string, summary: string, prototypes: string[]): string {
  return [
    `.TH ${name.toUpperCase()} 3`,
    '.SH NAME',
    summary,
    '.SH SYNOPSIS',
    '.nf',
    '.B #include <string.h>',
    '.PP',
    ...prototypes.map((p) => `.B "${p}"`),
    '.fi',
    '.SH DESCRIPTION',
    'Text.',
    '',
  ].join('\n');
}

describe('C records from man pages', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'gc-manpages-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function records(): Array<{ name: string; doc: string; sig: string }> {
    const jobs = path.join(dir, 'jobs.tsv');
    const out = path.join(dir, 'out.jsonl');
    writeFileSync(jobs, `${path.join(dir, 'man3')}\t\t1.0\tdebian:test=1.0\tMIT\tall\n`);
    execFileSync('/usr/bin/python3', [script, jobs, out], { stdio: ['ignore', 'ignore', 'pipe'] });
    return readFileSync(out, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => r.t === 'api');
  }

  it("describes a function by its own page, not by the overview page listed before it", () => {
    mkdirSync(path.join(dir, 'man3'));
    // `string.3` sorts before `strlen.3` and declares strlen too.
    writeFileSync(path.join(dir, 'man3', 'string.3'), page('string', 'strcat, strlen \\- string operations', ['char *strcat(char *dst, const char *src);', 'size_t strlen(const char *s);']));
    writeFileSync(path.join(dir, 'man3', 'strlen.3'), page('strlen', 'strlen \\- calculate the length of a string', ['size_t strlen(const char *s);']));
    const byName = new Map(records().map((r) => [r.name, r]));
    assert.equal(byName.get('strlen')?.doc, 'Calculate the length of a string.');
    assert.equal(byName.get('strlen')?.sig, 'size_t strlen(const char *s);');
    // A name without a page of its own keeps the overview's line; each name is emitted once.
    assert.equal(byName.get('strcat')?.doc, 'String operations.');
    assert.equal(byName.size, 2);
  });

  it('follows an alias page to the page it names (`fgets.3` is `.so man3/fgetc.3`)', () => {
    mkdirSync(path.join(dir, 'man3'));
    writeFileSync(path.join(dir, 'man3', 'fgetc.3'), page('fgetc', 'fgetc, fgets \\- input of characters and strings', ['int fgetc(FILE *stream);', 'char *fgets(char *s, int size, FILE *stream);']));
    writeFileSync(path.join(dir, 'man3', 'fgets.3'), '.so man3/fgetc.3\n');
    // An overview that sorts first (`a-overview.3`) lists fgets with a vaguer line.
    writeFileSync(path.join(dir, 'man3', 'a-overview.3'), page('a-overview', 'fgets \\- stdio functions', ['char *fgets(char *s, int size, FILE *stream);']));
    const fgets = records().find((r) => r.name === 'fgets');
    assert.equal(fgets?.doc, 'Input of characters and strings.');
  });
});
