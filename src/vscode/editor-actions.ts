/**
 * Editor-side actions shared by the chat and the Generate Code command: insert code at the cursor
 * (or into a new editor when none is open), copy to the clipboard, the editor's language hint.
 */
import * as vscode from 'vscode';
import { EDITOR_LANGUAGES } from '../core/kb/languages';
import { withoutExistingImports } from './imports';
import { guessLanguageId } from './text';

/** The last text editor the user worked in (the chat view takes focus, not the active editor). */
export class EditorTracker implements vscode.Disposable {
  private last: vscode.TextEditor | undefined = vscode.window.activeTextEditor;
  private readonly sub = vscode.window.onDidChangeActiveTextEditor((e) => {
    if (e && isTextEditor(e)) this.last = e;
  });

  editor(): vscode.TextEditor | undefined {
    const active = vscode.window.activeTextEditor;
    if (active && isTextEditor(active)) return active;
    if (this.last && vscode.window.visibleTextEditors.includes(this.last)) return this.last;
    return undefined;
  }

  dispose(): void {
    this.sub.dispose();
  }
}

function isTextEditor(e: vscode.TextEditor): boolean {
  return e.document.uri.scheme !== 'output' && e.document.uri.scheme !== 'vscode-webview';
}

/** Request language for an editor languageId, if the knowledge base serves it. */
export function editorLanguage(languageId: string | undefined): string | undefined {
  return languageId ? EDITOR_LANGUAGES[languageId] : undefined;
}

/**
 * Inserts `code` into `editor` (without the imports the file already has): replaces the selection (`replaceSelection`), or inserts at the cursor,
 * or after the selection on a new line when the selection is what the question was made from.
 */
export async function insertCode(
  editor: vscode.TextEditor | undefined,
  code: string,
  opts: { lang?: string; after?: vscode.Selection } = {},
): Promise<boolean> {
  if (!editor) {
    const doc = await vscode.workspace.openTextDocument({ content: code, language: guessLanguageId(opts.lang) });
    await vscode.window.showTextDocument(doc);
    return true;
  }
  // Imports the file already has are left out of what is inserted.
  code = withoutExistingImports(code, editor.document.getText());
  const text = code.endsWith('\n') ? code : `${code}\n`;
  const ok = await editor.edit((b) => {
    if (opts.after) {
      const end = opts.after.end;
      const line = editor.document.lineAt(end.line);
      if (end.character >= line.text.length && end.line + 1 < editor.document.lineCount) {
        b.insert(new vscode.Position(end.line + 1, 0), text);
      } else {
        b.insert(end, `\n${text}`);
      }
    } else {
      for (const sel of editor.selections) b.replace(sel, code);
    }
  });
  if (ok) await vscode.window.showTextDocument(editor.document, editor.viewColumn);
  return ok;
}

export async function copyText(text: string): Promise<void> {
  await vscode.env.clipboard.writeText(text);
}
