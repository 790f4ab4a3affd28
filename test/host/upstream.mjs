// The fake model upstream the host tests use: the project's shared fake (test/support/fake-upstreams.ts)
// when it is there, else the self-contained one beside this file. Both speak OpenAI's real protocol.
import fs from 'node:fs';
import path from 'node:path';
import { startFakeOpenAI } from './fake-openai.mjs';
import { REPO } from './paths.mjs';

export async function startUpstream(opts = {}) {
  return startFakeOpenAI(opts);
}

export const sharedFakeExists = () => fs.existsSync(path.join(REPO, 'test', 'support', 'fake-upstreams.ts'));
