/**
 * A copy of the repository in a temporary folder (node_modules linked, not copied), for tests
 * that run the real commands on content someone has just broken, without touching this one.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { expect } from 'vitest';

export const root = new URL('..', import.meta.url).pathname;

export interface RepoCopy {
  dir: string;
  /**
   * Replaces `from` by `to` in a file, as an editor's save does (the edit must change the file): in place, or with
   * `atomic`, as vim and JetBrains' safe write do, a new file renamed over the old.
   */
  edit(file: string, from: string | RegExp, to: string, options?: { atomic?: boolean }): void;
  remove(): void;
}

export function copyRepo(): RepoCopy {
  const dir = mkdtempSync(join(tmpdir(), 'cairn-repo-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    try {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(root, file), join(dir, file));
    } catch {
      // a file git still lists but the worktree has deleted
    }
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    edit(file, from, to, { atomic = false } = {}) {
      const before = readFileSync(join(dir, file), 'utf8');
      // `to` as it is: a text taken from the content with a $ in it is not a replacement pattern.
      const after = before.replace(from, () => to);
      expect(after, `the edit of ${file} changes it`).not.toBe(before);
      if (!atomic) return writeFileSync(join(dir, file), after);
      writeFileSync(join(dir, `${file}.saving`), after);
      renameSync(join(dir, `${file}.saving`), join(dir, file));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every file under `dir` with its bytes, by path: two equal snapshots are the same folder, byte for byte. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(dir, full)] = readFileSync(full).toString('base64');
    }
  };
  walk(dir);
  return files;
}
