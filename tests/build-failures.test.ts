/**
 * `npm run build` on content someone has just got wrong, in a copy of the repository: it says
 * what is wrong, in words, and the site in dist/ stays the last good one, byte for byte.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editedLine, literal } from '../build/edited-content';
import { services } from '../widgets/content/services';
import { testimonials } from '../widgets/content/testimonials';
import { copyRepo, root, snapshot, type RepoCopy } from './repo-copy';

let repo: RepoCopy;
beforeEach(() => {
  repo = copyRepo();
  // The last good site, as `npm test` has just built it.
  cpSync(join(root, 'dist'), join(repo.dir, 'dist'), { recursive: true });
});
afterEach(() => repo.remove());

/** Runs `npm run build`'s command in the copy. */
function build() {
  const started = Date.now();
  const run = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'build/build.ts'], { cwd: repo.dir, encoding: 'utf8', timeout: 180_000 });
  return { status: run.status, stderr: run.stderr, seconds: (Date.now() - started) / 1000 };
}

/** A line of a stack trace, as Node prints them. */
const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/m;

describe('npm run build, with a mistake in the content', () => {
  it('stops before writing anything, lists every mistake with its file, item and field, and leaves dist/ as it was', () => {
    const before = snapshot(join(repo.dir, 'dist'));
    repo.edit('widgets/content/services.ts', 'description:', 'descripton:');
    // The first service's last five technologies, whatever they are (the specification fixes only how many).
    repo.edit('widgets/content/services.ts', new RegExp(services[0]!.technologies.slice(3).map(literal).join(',\\s*')), '');
    repo.edit('widgets/content/testimonials.ts', 'rating: 5', 'rating: 4');

    const { status, stderr, seconds } = build();
    console.log(`a content mistake was reported ${seconds.toFixed(1)} s after the build started`);

    expect(status).not.toBe(0);
    expect(stderr).toContain("widgets/content/services.ts: 'Web Development' has an unknown field 'descripton'; did you mean 'description'?");
    expect(stderr).toContain("widgets/content/services.ts: 'Web Development' lists 3 technologies; a service needs 8.");
    expect(stderr).toContain(`widgets/content/testimonials.ts: '${testimonials[0]!.name}' has a rating of 4; every testimonial is rated 5.`);
    expect(stderr).toContain('dist/ still holds the last good site.');
    expect(stderr).not.toMatch(STACK_LINE);
    expect(snapshot(join(repo.dir, 'dist'))).toEqual(before);
    expect(existsSync(join(repo.dir, 'dist.next'))).toBe(false);
  });

  it('names the file, line and column of a syntax error and shows the line, with no stack trace', () => {
    const [from, to] = ["name: 'Mobile Development',", "name: 'Mobile Development,"];
    // Where the edit lands in the file as it is; esbuild points just past the end of the line the string never closes on.
    const { line, text } = editedLine(readFileSync(join(repo.dir, 'widgets/content/services.ts'), 'utf8'), from, to);
    const column = text.length + 1;
    repo.edit('widgets/content/services.ts', from, to);

    const { status, stderr } = build();

    expect(status).not.toBe(0);
    expect(stderr).toContain(
      [`widgets/content/services.ts:${line}:${column}: Unterminated string literal`, `    ${line} | ${text}`, `    ${' '.repeat(String(line).length)} | ${' '.repeat(column - 1)}^`].join('\n'),
    );
    expect(stderr).not.toMatch(STACK_LINE);
  });

  it('fails on a page that came out wrong, after everything else was built, and leaves dist/ byte for byte as it was', () => {
    const before = snapshot(join(repo.dir, 'dist'));
    // Content the content check cannot judge: a menu link to a page that does not exist.
    repo.edit('widgets/content/ui.ts', "{ label: 'About Us', href: '/about' }", "{ label: 'About Us', href: '/abuot' }");

    const { status, stderr } = build();

    expect(status).not.toBe(0);
    expect(stderr).toContain("/: the link 'About Us' goes to /abuot, which is no page.");
    expect(stderr).not.toMatch(STACK_LINE);
    expect(snapshot(join(repo.dir, 'dist'))).toEqual(before);
  }, 240_000);
});
