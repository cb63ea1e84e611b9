// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fullBuilds, oneAtATime, type BuildResult } from './dev-builds';

/**
 * The live preview's full builds with a build that finishes when the test says: what the open
 * pages are told (problems, reloads) after each save and each finished build.
 */
function preview() {
  const running: ((result: BuildResult<string>) => void)[] = [];
  const told: string[] = [];
  const builds = fullBuilds<string>({
    build: () => new Promise((resolve) => running.push(resolve)),
    use: async (page, contentSavedSince) => {
      told.push(`use ${page}${contentSavedSince ? ', re-rendering the content saved since' : ''}`);
      return true;
    },
    problem: (message) => told.push(`problem: ${message}`),
    reload: () => told.push('reload'),
  });
  /** Ends the build running now, then lets the queue go on. */
  const finish = async (result: BuildResult<string>) => {
    running.shift()!(result);
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { builds, told, finish, buildsStarted: () => running.length };
}

describe("npm run dev's full builds", () => {
  it("shows a build's failure when nothing was saved while it ran", async () => {
    const { builds, told, finish } = preview();
    builds.saved(false);
    builds.queue();
    await finish({ failure: 'host/app.tsx:3:1: Unexpected "}"' });
    expect(told).toEqual(['problem: host/app.tsx:3:1: Unexpected "}"']);
    await builds.idle();
  });

  it('shows no failure from a build that read a broken save which a later save mended; the build after it tells', async () => {
    const { builds, told, finish } = preview();
    builds.saved(true);
    builds.queue();
    // While it runs: a broken save (its own check shows that, in dev.ts), then the good one,
    // which asks for another build.
    builds.saved(true);
    builds.saved(true);
    builds.queue();
    await finish({ failure: 'widgets/content/services.ts:15:31: Unterminated string literal' });
    expect(told).toEqual([]);
    await finish({ page: 'pages with Mobile Apps' });
    expect(told).toEqual(['use pages with Mobile Apps', 'reload']);
    await builds.idle();
  });

  it('runs one build at a time, and one more after it for any number of saves while it ran', async () => {
    const { builds, told, finish, buildsStarted } = preview();
    builds.saved(false);
    builds.queue();
    for (let save = 0; save < 3; save++) {
      builds.saved(false);
      builds.queue();
    }
    expect(buildsStarted()).toBe(1);
    await finish({ page: 'first' });
    expect(buildsStarted()).toBe(1);
    await finish({ page: 'second' });
    expect(buildsStarted()).toBe(0);
    await builds.idle();
    expect(told).toEqual(['use first', 'reload', 'use second', 'reload']);
  });

  it('has the pages re-rendered when content was saved while a good build ran, and not when other files were', async () => {
    const { builds, told, finish } = preview();
    builds.saved(false);
    builds.queue();
    builds.saved(true);
    await finish({ page: 'first' });
    builds.saved(false);
    builds.queue();
    builds.saved(false);
    builds.queue();
    await finish({ page: 'second' });
    await finish({ page: 'third' });
    expect(told).toEqual(['use first, re-rendering the content saved since', 'reload', 'use second', 'reload', 'use third', 'reload']);
  });

  it('shows what went wrong when a good build cannot be put to use, and builds again on the next save', async () => {
    const problems: string[] = [];
    let builds = 0;
    const queue = fullBuilds<string>({
      build: async () => ({ page: `build ${++builds}` }),
      use: async (page) => {
        if (page === 'build 1') throw new Error('The pre-renderer would not start.');
        return true;
      },
      problem: (message) => problems.push(message),
      reload: () => {},
    });
    queue.saved(false);
    queue.queue();
    await queue.idle();
    expect(problems).toEqual(['The pre-renderer would not start.']);
    queue.saved(false);
    queue.queue();
    await queue.idle();
    expect(builds).toBe(2);
  });
});

describe("npm run dev's content renders", () => {
  it('end in the order they were asked for: the check of a broken save, slow to finish, never ends over the save that mended it', async () => {
    const shown: string[] = [];
    /** A render that takes `ms` and then shows what it read. */
    const render = async (read: string, ms: number) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      shown.push(read);
      return read;
    };
    const inTurn = oneAtATime(render);
    const broken = inTurn('problem: services.ts:3:7', 40);
    const mended = inTurn('reload', 0);
    expect(await Promise.all([broken, mended])).toEqual(['problem: services.ts:3:7', 'reload']);
    expect(shown).toEqual(['problem: services.ts:3:7', 'reload']);
  });

  it('goes on after a render that threw', async () => {
    const inTurn = oneAtATime(async (fails: boolean) => {
      if (fails) throw new Error('The pre-renderer stopped.');
      return 'rendered';
    });
    await expect(inTurn(true)).rejects.toThrow('The pre-renderer stopped.');
    expect(await inTurn(false)).toBe('rendered');
  });
});
