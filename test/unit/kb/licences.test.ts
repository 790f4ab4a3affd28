import { strict as assert } from 'node:assert';
import { isAllowedLicence, normaliseLicence } from '../../../kb/pipeline/licences';

describe('kb licence allow-list', () => {
  it('normalises common spellings to SPDX', () => {
    assert.equal(normaliseLicence('Expat'), 'MIT');
    assert.equal(normaliseLicence('BSD'), 'BSD-3-Clause');
    assert.equal(normaliseLicence('MIT/Apache-2.0'), 'MIT OR Apache-2.0');
    assert.equal(normaliseLicence(''), 'UNKNOWN');
    assert.equal(normaliseLicence(undefined), 'UNKNOWN');
  });
  it('allows permissive licences and choices that include one', () => {
    for (const id of ['MIT', 'Apache-2.0', 'BSD-3-Clause', 'ISC', 'MIT OR GPL-3.0-only', '(MIT AND Zlib)', 'PSF-2.0']) {
      assert.ok(isAllowedLicence(normaliseLicence(id)), id);
    }
  });
  it('refuses strong copyleft, unknown and a conjunction with a refused term', () => {
    for (const id of ['GPL-3.0-only', 'AGPL-3.0-or-later', 'UNKNOWN', 'MIT AND GPL-2.0-only', 'SEE LICENSE IN LICENSE.txt']) {
      assert.ok(!isAllowedLicence(normaliseLicence(id)), id);
    }
  });
  it('allows the JDK licence with the Classpath exception', () => {
    assert.ok(isAllowedLicence('GPL-2.0-only WITH Classpath-exception-2.0'));
  });
});
