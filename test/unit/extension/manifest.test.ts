/**
 * The extension's manifest (package.json) as a repository's settings and VS Code's workspace trust
 * see it.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8'));
const settings = manifest.contributes.configuration.properties as Record<string, { scope?: string }>;

describe('extension manifest', () => {
  it('lets no repository choose the model, a provider, an endpoint, the port or the limits: every setting is a user setting', () => {
    const notApplication = Object.entries(settings)
      .filter(([, s]) => s.scope !== 'application')
      .map(([name]) => name);
    assert.deepEqual(notApplication, []);
    assert.equal(settings['groundedCode.model']?.scope, 'application');
  });

  it('declares how it behaves in an untrusted workspace', () => {
    const trust = manifest.capabilities?.untrustedWorkspaces;
    assert.ok(trust, 'capabilities.untrustedWorkspaces is declared');
    assert.ok(trust.supported === true || trust.supported === 'limited', String(trust.supported));
    assert.equal(typeof trust.description, 'string');
    // "limited" would have to name the settings it restricts; with every setting a user setting, none.
    if (trust.supported === 'limited') assert.ok(Array.isArray(trust.restrictedConfigurations));
  });
});
