import { strict as assert } from 'node:assert';
import { importsOf, withoutExistingImports } from '../../../src/vscode/imports';

describe('insert leaves out imports the file has', () => {
  it('drops a Python import the file already has, keeps the others and the code', () => {
    const file = 'import pandas as pd\nimport os\n\ndf = None\n';
    const code = 'import pandas as pd\nimport numpy as np\n\ndf = pd.read_csv("a.csv")\n';
    assert.equal(withoutExistingImports(code, file), 'import numpy as np\n\ndf = pd.read_csv("a.csv")\n');
  });

  it('removes the blank line left at the top when every import was there', () => {
    const code = 'import json\n\ndata = json.loads(s)\n';
    assert.equal(withoutExistingImports(code, 'import json\n'), 'data = json.loads(s)\n');
  });

  it('compares whitespace-insensitively and ignores a trailing semicolon', () => {
    assert.equal(withoutExistingImports("import  fs from 'node:fs'\nfs.readFileSync(p);", "import fs from 'node:fs';"), 'fs.readFileSync(p);');
    assert.equal(withoutExistingImports('#include <stdio.h>\nint main(void) {}', '#include <stdio.h>\n'), 'int main(void) {}');
    assert.equal(withoutExistingImports('use std::fs;\nfn main() {}', 'use std::fs;'), 'fn main() {}');
  });

  it('keeps an import the file has only in another form', () => {
    const code = 'from os import path, sep\nprint(sep)';
    assert.equal(withoutExistingImports(code, 'from os import path\n'), code);
  });

  it('does not touch indented lines or code without imports', () => {
    const code = 'def f():\n    import json\n    return json';
    assert.equal(withoutExistingImports(code, 'import json\n'), code);
    assert.equal(withoutExistingImports('x = 1', 'import json'), 'x = 1');
  });

  it('handles Go import blocks: drops entries the file has, and a block left empty', () => {
    const file = 'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n';
    assert.deepEqual([...importsOf(file)].sort(), ['import "fmt"', 'import "os"']);
    const some = 'import (\n\t"fmt"\n\t"strings"\n)\n\nfunc f() {}';
    assert.equal(withoutExistingImports(some, file), 'import (\n\t"strings"\n)\n\nfunc f() {}');
    const all = 'import (\n\t"fmt"\n)\n\nfunc f() {}';
    assert.equal(withoutExistingImports(all, file), 'func f() {}');
    assert.equal(withoutExistingImports('import "os"\nfunc g() {}', file), 'func g() {}');
  });
});
