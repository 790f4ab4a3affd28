/**
 * `grounded-code token [--path]`: the user's bearer token (or the path of its file), for the user's own
 * tools. A request to /api/generate that asks for a provider using the user's keys or editor models
 * must carry it (`Authorization: Bearer <token>`; docs/service.md, "Who may use what"). The token and
 * its secret twin are created on first use (server/user-key-file.ts).
 */
import { loadUserKeys, keysDir } from '../server/user-key-file';
import { parseArgs } from './args';

export const TOKEN_HELP = `Usage: grounded-code token [--path]

Print this user's Grounded Code token (created on first use), or with --path the file that holds it.
Requests to /api/generate for a provider that uses your keys or the editor's models (openai,
openrouter, anthropic, named endpoints, vscode, or ollama/lmstudio with a key) must send it:

  curl -H "Authorization: Bearer $(cat "$(grounded-code token --path)")" …

The file is readable by you only (mode 0600 in a 0700 folder). Delete the folder to make new keys
(windows and services started before then must be restarted). Folder now: ${keysDir()}
(GROUNDED_CODE_KEYS_DIR overrides it).
`;

export async function tokenCommand(argv: string[]): Promise<number> {
  const { options } = parseArgs(argv, { path: { type: 'flag' }, help: { type: 'flag' } });
  if (options.help) {
    process.stdout.write(TOKEN_HELP);
    return 0;
  }
  const keys = await loadUserKeys();
  process.stdout.write(`${options.path ? keys.tokenPath : keys.token}\n`);
  return 0;
}
