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
    // `to` as it is: a text with a $ in it is not a replacement pattern.
    const after = before.replace(from, () => to);
    if (after === before) throw new Error(`The edit of ${file} changes nothing: ${String(from)} is not in it`);
    writeFileSync(join(content, file), after);
  }
  return { ...contentPaths(), content };
}

/** Removes every copy made so far (call it after each test). */
export const removeEditedContent = () => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
};

// ---- edits made from the content as it is, not from today's wording -------------------------
// A test that edits a text the specification does not fix (a testimonial's name, a project's
// description) finds it in the loaded content and writes the edit from it, so that someone
// changing the text changes no test.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The source of a RegExp matching `value` written as a string literal: in '…', "…" or `…`, a quote in it escaped or not. */
export function literal(value: string): string {
  const body = [...value]
    .map((char) => (char === "'" || char === '"' || char === '`' ? `\\\\?${char}` : char === '\\' ? '\\\\\\\\' : escapeRegExp(char)))
    .join('');
  return `(?:'${body}'|"${body}"|\`${body}\`)`;
}

/** The source of a RegExp matching any one string literal, whatever it says. */
export const anyLiteral = `(?:'(?:\\\\.|[^'\\\\\\n])*'|"(?:\\\\.|[^"\\\\\\n])*"|\`(?:\\\\.|[^\`\\\\])*\`)`;

/** `name: <value>` as a content file writes it: a RegExp to edit it by. */
export const field = (name: string, value: string | number) =>
  new RegExp(`(?<![\\w$])${escapeRegExp(name)}:\\s*${typeof value === 'string' ? literal(value) : `${escapeRegExp(String(value))}(?![\\w.])`}`);

/** The first `name: <any text>` in a file, whatever the text says. */
export const anyText = (name: string) => new RegExp(`(?<![\\w$])${escapeRegExp(name)}:\\s*${anyLiteral}`);

/** `text` as a single-quoted string literal, to write into a content file. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** The text of a file of widgets/content/ as it is now. */
export const contentSource = (file: string, dir = contentPaths().content) => readFileSync(join(dir, file), 'utf8');

/** Whether `value` is in a content file as a plain string literal (not made by a `${…}`), so that it can be edited as it is. */
export const isLiteralIn = (file: string, value: string, dir?: string) => new RegExp(literal(value)).test(contentSource(file, dir));

/** The line the edit lands on, after it: its number (from 1) and its text, as an error about that line shows them. */
export function editedLine(source: string, from: string | RegExp, to: string): { line: number; text: string } {
  const at = typeof from === 'string' ? source.indexOf(from) : source.search(from);
  if (at < 0) throw new Error(`${String(from)} is not in the file`);
  const after = source.replace(from, () => to);
  const line = after.slice(0, at).split('\n').length;
  return { line, text: after.split('\n')[line - 1]! };
}
