import { strict as assert } from 'node:assert';
import { Redactor } from '../../../src/vscode/redact';

describe('Redactor', () => {
  it('replaces registered secrets and common key shapes', () => {
    const r = new Redactor();
    r.add('my-very-secret-value');
    r.add('abc'); // too short to register
    const out = r.redact(
      'key my-very-secret-value; sk-proj-ABCDEFGHIJKLMNOP123; Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.x; x-api-key: "sk-ant-zzzzzzzzzzzzzzzz"; https://h/?key=AIzaSyXXXX&b=1 abc',
    );
    assert.ok(!out.includes('my-very-secret-value'));
    assert.ok(!out.includes('ABCDEFGHIJKLMNOP123'));
    assert.ok(!out.includes('eyJhbGciOiJIUzI1NiJ9'));
    assert.ok(!out.includes('zzzzzzzzzzzzzzzz'));
    assert.ok(!out.includes('AIzaSyXXXX'));
    assert.ok(out.includes('Bearer ***'));
    assert.ok(out.includes('abc'));
  });

  it('forgets removed secrets', () => {
    const r = new Redactor();
    r.add('another-secret-1');
    r.remove('another-secret-1');
    assert.equal(r.redact('another-secret-1'), 'another-secret-1');
  });
});
