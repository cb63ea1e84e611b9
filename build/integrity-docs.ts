/**
 * Keeps the pinned embed URLs and their Subresource Integrity hashes in the
 * partner guide (docs/embed.md, between its `integrity` markers) in step with
 * the build, the way the benchmark keeps the README's table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { site } from '../widgets/content/site';

const START = '<!-- integrity:start -->';
const END = '<!-- integrity:end -->';

function integrityBlock(version: string, integrity: Record<string, string>): string {
  const rows = Object.entries(integrity).map(([file, hash]) => `| \`embed/${version}/${file}\` | \`${hash}\` |`);
  const [first] = Object.entries(integrity);
  return [
    START,
    `Version ${version}, pinned (cached for a year, never changed):`,
    '',
    '| file | integrity |',
    '| --- | --- |',
    ...rows,
    '',
    '```html',
    `<script type="module" src="${site.url}/embed/${version}/${first![0]}" integrity="${first![1]}" crossorigin="anonymous"></script>`,
    '```',
    END,
  ].join('\n');
}

/** Rewrites the block in `file`; the file must already carry the two markers. */
export function writeIntegrityDocs(file: string, version: string, integrity: Record<string, string>) {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} block for the embed hashes`);
  const next = `${text.slice(0, start)}${integrityBlock(version, integrity)}${text.slice(end + END.length)}`;
  if (next !== text) writeFileSync(file, next);
}
