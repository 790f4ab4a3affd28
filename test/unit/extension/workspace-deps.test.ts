import { strict as assert } from 'node:assert';
import {
  MAX_NAMES_PER_MANIFEST,
  SLICE_CHARS,
  mergeLibs,
  parseGoMod,
  parseManifest,
  parseManifestInSlices,
  parsePackageJson,
  parsePyproject,
  parseRequirements,
  requirementName,
} from '../../../src/core/workspace-deps';
import { assertCostsLike } from '../../support/linear-time';

describe('workspace dependencies', () => {
  it('package.json: all dependency kinds, scoped names', () => {
    const text = JSON.stringify({
      name: 'app',
      dependencies: { express: '^4', '@nestjs/core': '10' },
      devDependencies: { typescript: '5', express: '^4' },
      peerDependencies: { react: '*' },
      scripts: { build: 'tsc' },
    });
    assert.deepEqual(parsePackageJson(text), ['express', '@nestjs/core', 'typescript', 'react']);
  });

  it('package.json: malformed input yields nothing', () => {
    assert.deepEqual(parsePackageJson('{ nope'), []);
    assert.deepEqual(parsePackageJson('null'), []);
    assert.deepEqual(parsePackageJson('{"dependencies": ["a"]}'), []);
  });

  it('requirements.txt: specifiers, extras, markers, options, URLs, comments', () => {
    const text = [
      '# comment',
      'requests>=2.31  # inline',
      'Flask[async]==3.0',
      'numpy ; python_version >= "3.9"',
      'scikit_learn~=1.4',
      '-r other.txt',
      '-e git+https://github.com/x/y.git#egg=ypkg',
      '--hash=sha256:abc',
      'https://example.com/pkgs/zpkg-1.0.tar.gz#egg=zpkg',
      './local/pkg',
      'pandas \\',
      '  >=2',
      'Django',
      'pillow @ https://example.com/pillow.whl',
      '',
    ].join('\n');
    assert.deepEqual(parseRequirements(text), [
      'requests',
      'flask',
      'numpy',
      'scikit-learn',
      'zpkg',
      'pandas',
      'django',
      'pillow',
    ]);
  });

  it('requirementName normalises per PEP 503', () => {
    assert.equal(requirementName('Foo.Bar__baz>=1'), 'foo-bar-baz');
    assert.equal(requirementName('>=1'), undefined);
  });

  it('pyproject.toml: PEP 621, optional deps, Poetry, dependency groups', () => {
    const text = `
[project]
name = "demo"
dependencies = [
  "httpx>=0.27",  # http
  'pydantic[email]>=2',
  "tomli; python_version < '3.11'",
]

[project.optional-dependencies]
test = ["pytest>=8", "pytest-cov"]

[tool.poetry.dependencies]
python = "^3.11"
fastapi = "^0.110"
"SQLAlchemy" = { version = "^2", extras = ["asyncio"] }

[tool.poetry.group.dev.dependencies]
black = "*"

[dependency-groups]
lint = ["ruff"]

[tool.other]
dependencies = ["not-this"]
`;
    assert.deepEqual(parsePyproject(text), [
      'httpx',
      'pydantic',
      'tomli',
      'pytest',
      'pytest-cov',
      'fastapi',
      'sqlalchemy',
      'black',
      'ruff',
    ]);
  });

  it('go.mod: single and block requires', () => {
    const text = `module example.com/app

go 1.22

require github.com/gin-gonic/gin v1.9.1

require (
\tgolang.org/x/sync v0.6.0
\tgithub.com/stretchr/testify v1.9.0 // indirect
)

replace example.com/old => example.com/new v1.0.0
`;
    assert.deepEqual(parseGoMod(text), ['github.com/gin-gonic/gin', 'golang.org/x/sync', 'github.com/stretchr/testify']);
  });

  it('Python import-name aliases are added', () => {
    const libs = parseManifest('requirements.txt', 'scikit-learn\nbeautifulsoup4\npython-dateutil\n');
    for (const name of ['scikit-learn', 'sklearn', 'beautifulsoup4', 'bs4', 'python-dateutil', 'dateutil', 'python_dateutil']) {
      assert.ok(libs.includes(name), name);
    }
  });

  it('mergeLibs deduplicates and bounds', () => {
    assert.deepEqual(mergeLibs([['a', 'b'], ['b', 'c']]), ['a', 'b', 'c']);
    assert.equal(mergeLibs([Array.from({ length: 500 }, (_, i) => `x${i}`)]).length, 200);
  });
});

describe('workspace dependencies: hostile manifests', () => {
  const lines = 12_000;
  const deps = Array.from({ length: lines }, (_, i) => `  "package-number-${i}>=1.0",`).join('\n');

  it('an unclosed array followed by many lines parses in linear time, keeping a bounded list', () => {
    // 300 KiB: `dependencies = [` never closed. Each line used to re-read all the lines before it.
    const unclosed = `[project]\ndependencies = [\n${deps}\n`;
    const closed = `[project]\ndependencies = []\n${deps.replace(/"/g, ' ')}\n`;
    assertCostsLike('unclosed array', () => parsePyproject(unclosed), () => parsePyproject(closed));
    const names = parsePyproject(unclosed);
    assert.equal(names.length, MAX_NAMES_PER_MANIFEST);
    assert.equal(names[0], 'package-number-0');
  });

  it('a table header line of spaces, and whitespace runs, cost what ordinary lines do', () => {
    const header = `[a${' '.repeat(200_000)}b\n`;
    const plain = `[a${'x'.repeat(200_000)}b\n`;
    assertCostsLike('header of spaces', () => parsePyproject(header), () => parsePyproject(plain));
    const blank = `requests\n${' \n'.repeat(100_000)}`;
    const words = `requests\n${'x\n'.repeat(100_000)}`;
    assertCostsLike('requirements of blank lines', () => parseRequirements(blank), () => parseRequirements(words));
    assertCostsLike('go.mod of blank lines', () => parseGoMod(`require (\n${' \n'.repeat(100_000)}`), () => parseGoMod(`require (\n${'x\n'.repeat(100_000)}`));
  });

  it('is parsed in slices: the event loop runs between them, and the names are those of the whole', async () => {
    const text = `[project]\ndependencies = [\n${deps}\n]\n`; // ~330 KiB
    let turns = 0;
    let busy = true;
    const tick = () => {
      turns++;
      if (busy) setImmediate(tick);
    };
    setImmediate(tick);
    let pauses = 0;
    const names = await parseManifestInSlices('pyproject.toml', text, () => {
      pauses++;
      return new Promise((resolve) => setImmediate(resolve));
    });
    busy = false;
    assert.ok(pauses >= Math.floor(text.length / SLICE_CHARS) - 1, `${pauses} pauses for ${text.length} characters`);
    assert.ok(turns >= pauses / 2, `the event loop ran ${turns} times during ${pauses} pauses`);
    assert.equal(names[0], 'package-number-0');
    assert.deepEqual(names, parseManifest('pyproject.toml', text));
    for (const kind of ['requirements.txt', 'go.mod', 'package.json'] as const) {
      const sample = kind === 'package.json' ? '{"dependencies":{"a":"1"}}' : kind === 'go.mod' ? 'require (\n  x.org/y v1.0.0\n)\n' : 'requests\\\n>=2\nflask\n';
      assert.deepEqual(await parseManifestInSlices(kind, sample, async () => undefined, 4), parseManifest(kind, sample), kind);
    }
  });
});
