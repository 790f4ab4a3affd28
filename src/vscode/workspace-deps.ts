/**
 * The workspace's dependencies (package.json, requirements.txt, pyproject.toml, go.mod at the root of
 * each workspace folder), passed to retrieval as preferred libraries. Read in the background and on
 * change; parsing is the pure `src/core/workspace-deps.ts`.
 */
import * as vscode from 'vscode';
import type { Logger } from '../core/ports';
import { MANIFEST_FILES, type ManifestKind, mergeLibs, parseManifestInSlices } from '../core/workspace-deps';

const MAX_MANIFEST_BYTES = 1 << 20;

export class WorkspaceDeps implements vscode.Disposable {
  private libs: string[] = [];
  private scanning: Promise<void> | undefined;
  private dirty = true;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly log: Logger) {
    const pattern = `{${MANIFEST_FILES.join(',')}}`;
    // Only root-level manifests: one watcher per folder keeps the file-watching cost small.
    const watch = () => {
      for (const d of this.disposables.splice(0)) d.dispose();
      for (const folder of vscode.workspace.workspaceFolders ?? []) {
        const w = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, pattern));
        const invalidate = () => (this.dirty = true);
        this.disposables.push(w, w.onDidChange(invalidate), w.onDidCreate(invalidate), w.onDidDelete(invalidate));
      }
    };
    watch();
    this.disposables.push(
      vscode.workspace.onDidChangeWorkspaceFolders(() => {
        this.dirty = true;
        watch();
      }),
    );
  }

  /** Current names; rescans when a manifest changed, waiting at most `waitMs` for the scan. */
  async current(waitMs = 300): Promise<string[]> {
    if (this.dirty && !this.scanning) this.scanning = this.scan().finally(() => (this.scanning = undefined));
    if (this.scanning) await Promise.race([this.scanning, new Promise((r) => setTimeout(r, waitMs))]);
    return this.libs;
  }

  /** Starts a scan without waiting. */
  warmUp(): void {
    void this.current(0);
  }

  private async scan(): Promise<void> {
    this.dirty = false;
    const lists: string[][] = [];
    for (const folder of vscode.workspace.workspaceFolders ?? []) {
      for (const kind of MANIFEST_FILES) {
        const uri = vscode.Uri.joinPath(folder.uri, kind);
        try {
          const stat = await vscode.workspace.fs.stat(uri);
          if (stat.size > MAX_MANIFEST_BYTES) continue;
          const text = new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(uri));
          // In slices: the extension host's thread is every extension's, and a manifest is the
          // workspace's text (parsing is linear, and pauses every few KiB).
          lists.push(await parseManifestInSlices(kind as ManifestKind, text));
        } catch {
          /* absent or unreadable */
        }
      }
    }
    this.libs = mergeLibs(lists);
    this.log.debug(`Workspace dependencies: ${this.libs.length} librar${this.libs.length === 1 ? 'y' : 'ies'}.`);
  }

  dispose(): void {
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
