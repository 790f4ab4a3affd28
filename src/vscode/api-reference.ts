/**
 * A read-only Markdown page per knowledge-base API, so the chat participant can list the APIs it used
 * as references that open on click. The page's content travels in the URI itself (signature and doc
 * are a few hundred characters), so nothing has to be remembered between the answer and the click.
 */
import * as vscode from 'vscode';

export const API_SCHEME = 'grounded-code-api';

export interface ApiPage {
  lang: string;
  lib: string;
  name: string;
  kind?: string;
  sig: string;
  doc?: string;
}

export function apiUri(api: ApiPage): vscode.Uri {
  const file = `${api.name.replace(/[\\/:*?"<>|]+/g, '.')}.md`;
  return vscode.Uri.from({ scheme: API_SCHEME, path: `/${api.lang}/${file}`, query: JSON.stringify(api) });
}

export function apiPage(uri: vscode.Uri): string {
  let api: ApiPage;
  try {
    api = JSON.parse(uri.query) as ApiPage;
  } catch {
    return '# Unknown API\n\nThis link does not describe an API of the knowledge base.';
  }
  const fence = '```';
  return [
    `# ${api.name}`,
    '',
    `${api.kind ?? 'API'} of \`${api.lib}\` (${api.lang}), from the Grounded Code knowledge base.`,
    '',
    `${fence}${api.lang}`,
    api.sig,
    fence,
    '',
    api.doc ?? '',
    '',
  ].join('\n');
}

export function registerApiPages(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(API_SCHEME, { provideTextDocumentContent: (uri) => apiPage(uri) }),
  );
}
