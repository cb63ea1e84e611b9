/**
 * The live preview's full builds (build/dev.ts), one at a time. A save while one runs asks for
 * one more after it, however many saves there were.
 *
 * A build that fails is only reported if nothing was saved since it started. A later save may
 * have mended what it met (a broken save, then a good one, while a build read the broken file),
 * and that save tells what is true now: its own check shows a problem, or it asks for the build
 * that follows. Reporting the old failure would put a problem over pages that have none.
 */
export type BuildResult<Page> = { page: Page } | { failure: string };

export interface FullBuildSteps<Page> {
  build(): Promise<BuildResult<Page>>;
  /**
   * Puts a good build to use. `contentSavedSince`: content was saved while it ran, so its pages
   * are older than what was saved. False when what it finds is wrong is shown instead: no reload.
   * Should it throw, its message is shown as a problem and the next save builds again.
   */
  use(page: Page, contentSavedSince: boolean): Promise<boolean>;
  problem(message: string): void;
  reload(): void;
}

export interface FullBuilds {
  /** Every save, before anything is done with it: `content` when only widgets/content/ changed. */
  saved(content: boolean): void;
  /** Runs a full build, or one more after the one running now. */
  queue(): void;
  /** Settles when no build runs or waits. */
  idle(): Promise<void>;
}

export function fullBuilds<Page>(steps: FullBuildSteps<Page>): FullBuilds {
  let saves = 0;
  let contentSaves = 0;
  let running: Promise<void> | null = null;
  let again = false;
  return {
    saved(content) {
      saves++;
      if (content) contentSaves++;
    },
    queue() {
      if (running) return void (again = true);
      running = (async () => {
        do {
          again = false;
          const [savesBefore, contentSavesBefore] = [saves, contentSaves];
          const result = await steps.build();
          if ('failure' in result) {
            if (saves === savesBefore) steps.problem(result.failure);
            continue;
          }
          try {
            if (await steps.use(result.page, contentSaves !== contentSavesBefore)) steps.reload();
          } catch (error) {
            // Shown as a failed build is (the pre-renderer would not start, say): the preview keeps running.
            steps.problem((error as Error).message);
          }
        } while (again);
        running = null;
      })();
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/**
 * `task`, each call run once the one before it has finished, in the order they were made. The
 * content's renders go through it: each reads the files as they are when it starts, so one that
 * read a broken save must not finish after, and over, one that read the save that mended it (its
 * problem would then cover pages that have none, until the next save).
 */
export function oneAtATime<Args extends unknown[], Result>(task: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const turn = last.then(() => task(...args));
    last = turn.catch(() => {});
    return turn;
  };
}
