/**
 * For tests: a copy of widgets/content/ in a temporary folder with edits made as someone
 * editing it would make them, each replacing text in one file (and failing if it changes nothing).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentPaths, root, type ContentPaths } from './content-check';

export type Edit = [file: string, from: string | RegExp, to: string];

const made: string[] = [];

export function editedContent(...edits: Edit[]): ContentPaths {
  const base = mkdtempSync(join(tmpdir(), 'cairn-content-'));
  made.push(base);
  const content = join(base, 'widgets/content');
  mkdirSync(content, { recursive: true });
  cpSync(join(root, 'widgets/content'), content, { recursive: true });
  for (const [file, from, to] of edits) {
    const before = readFileSync(join(content, file), 'utf8');
    const after = before.replace(from, to);
    if (after === before) throw new Error(`The edit of ${file} changes nothing: ${String(from)} is not in it`);
    writeFileSync(join(content, file), after);
  }
  return { ...contentPaths(), content };
}

/** Removes every copy made so far (call it after each test). */
export const removeEditedContent = () => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
};
