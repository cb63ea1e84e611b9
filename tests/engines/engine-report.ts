/**
 * One line an engine at the end of a browser-test run: how many ran in it,
 * passed, failed and were skipped (and why), how many were tried again and
 * why, and the time they took. Tests under tests/engines/ run in each engine
 * (their first describe is its name); the others in Chromium alone.
 */
import type { Reporter, TestModule } from 'vitest/node';

type UserConsoleLog = Parameters<NonNullable<Reporter['onUserConsoleLog']>>[0];
import { ALL_ENGINES as ENGINES, RETRY_MARK } from './engine-choice';

interface Tally {
  passed: number;
  failed: number;
  skipped: string[];
  /** What was tried again: a test vitest ran more than once, or a step a driver did again (see RETRY_MARK). */
  retried: string[];
  ms: number;
}

export default class EngineReport implements Reporter {
  /** The drivers' own retries, as they logged them: `<engine>: <what>`. */
  private driverRetries: string[] = [];

  onUserConsoleLog(log: UserConsoleLog) {
    if (log.content.startsWith(RETRY_MARK)) this.driverRetries.push(log.content.slice(RETRY_MARK.length).trim());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const tallies = new Map<string, Tally>();
    for (const module of modules)
      for (const test of module.children.allTests()) {
        const [first, ...rest] = test.fullName.split(' > ');
        const inEngines = module.moduleId.includes('/tests/engines/') && ENGINES.includes(first as never);
        const row = inEngines ? first! : 'chromium only (tests/browser/, tests/*.test.ts)';
        const tally = tallies.get(row) ?? { passed: 0, failed: 0, skipped: [], retried: [], ms: 0 };
        tallies.set(row, tally);
        const state = test.result().state;
        if (state === 'passed') tally.passed++;
        else if (state === 'failed') tally.failed++;
        else tally.skipped.push((inEngines ? rest : [first, ...rest]).join(' > '));
        tally.ms += test.diagnostic()?.duration ?? 0;
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries) tally.retried.push(`${(inEngines ? rest : [first, ...rest]).join(' > ')} (run ${retries + 1} times)`);
      }
    for (const retry of this.driverRetries) {
      const [engine, ...what] = retry.split(': ');
      const tally = tallies.get(engine!);
      if (tally) tally.retried.push(what.join(': '));
    }
    if (!tallies.size) return;
    console.log('\nBrowser tests by engine:');
    for (const row of [...ENGINES, ...[...tallies.keys()].filter((r) => !ENGINES.includes(r as never))]) {
      const tally = tallies.get(row);
      if (!tally) continue;
      console.log(
        `  ${row}: ${tally.passed + tally.failed} ran, ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped.length} skipped, ${tally.retried.length} retried, ${Math.round(tally.ms / 1000)} s`,
      );
      for (const name of tally.skipped) console.log(`    skipped: ${name}`);
      for (const name of tally.retried) console.log(`    retried: ${name}`);
    }
  }
}
