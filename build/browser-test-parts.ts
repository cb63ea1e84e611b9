/**
 * The parts of the browser tests (build/browser-tests.sh): each engine's test files of the `engines` project, and the
 * `chromium` project's, cut in two halves of about the same time, by what each file took in a full run
 * (browser-test-seconds.ts). Printed one part a line, longest first: `<project> <engine or -> <seconds> <file>...`.
 *
 * By time, not by vitest's `--shard` (which cuts by a hash of the file names): at 32615aa the shard's halves took
 * 282 and 357 s in Chromium, 236 and 362 in Firefox, 151 and 269 in WebKit, and the two workers ended a minute apart.
 *
 * The files are vitest's own list (`vitest list`, from vitest.browser.config.ts): every file is in one part of each
 * engine, whether or not it has a time; one without (a new file) counts as the longest file there, until it has one.
 */
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { ALL_ENGINES } from '../tests/engines/engine-choice';
import { SECONDS } from './browser-test-seconds';

const root = new URL('..', import.meta.url).pathname;

/** Each project's test files, relative to the repository, as vitest finds them. */
function filesOf(project: string): string[] {
  const listed = JSON.parse(
    execFileSync(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, 'list', '--filesOnly', '--json', '--config', 'vitest.browser.config.ts', '--project', project], { cwd: root, encoding: 'utf8' }),
  ) as { file: string }[];
  const files = listed.map(({ file }) => relative(root, file)).sort();
  // A part names its files as vitest filters, which match any path that contains them.
  for (const file of files) {
    const others = files.filter((other) => other !== file && other.includes(file));
    if (others.length) throw new Error(`${file} would also run ${others.join(', ')}: a part could not name it alone`);
  }
  if (!files.length) throw new Error(`vitest lists no test file in the ${project} project`);
  return files;
}

interface Part {
  project: string;
  engine: string;
  seconds: number;
  files: string[];
}

/** Two halves of about the same time: the longest file first, each into the half with less so far. */
function halves(project: string, engine: string, files: string[], seconds: Record<string, number>): Part[] {
  const longest = Math.max(0, ...Object.values(seconds));
  const parts = [0, 1].map(() => ({ project, engine, seconds: 0, files: [] as string[] }));
  const timed = files.map((file) => ({ file, seconds: seconds[file] ?? longest })).sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds: time } of timed) {
    const part = parts[0]!.seconds <= parts[1]!.seconds ? parts[0]! : parts[1]!;
    part.files.push(file);
    part.seconds += time;
  }
  return parts.filter((part) => part.files.length);
}

const engineFiles = filesOf('engines');
const parts = [
  ...ALL_ENGINES.flatMap((engine) => halves('engines', engine, engineFiles, SECONDS[engine])),
  ...halves('chromium', '-', filesOf('chromium'), SECONDS.chromiumProject),
].sort((a, b) => b.seconds - a.seconds);
for (const { project, engine, seconds, files } of parts) console.log([project, engine, Math.round(seconds), ...files].join(' '));
