/**
 * One line an engine at the end of a browser-test run: how many ran in it,
 * passed, failed and were skipped (and why), and the time they took. Tests
 * under tests/engines/ run in each engine (their first describe is its name);
 * the others in Chromium alone.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { ALL_ENGINES as ENGINES } from './engine-choice';

interface Tally {
  passed: number;
  failed: number;
  skipped: string[];
  ms: number;
}

export default class EngineReport implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const tallies = new Map<string, Tally>();
    for (const module of modules)
      for (const test of module.children.allTests()) {
        const [first, ...rest] = test.fullName.split(' > ');
        const inEngines = module.moduleId.includes('/tests/engines/') && ENGINES.includes(first as never);
        const row = inEngines ? first! : 'chromium only (tests/browser/, tests/*.test.ts)';
        const tally = tallies.get(row) ?? { passed: 0, failed: 0, skipped: [], ms: 0 };
        tallies.set(row, tally);
        const state = test.result().state;
        if (state === 'passed') tally.passed++;
        else if (state === 'failed') tally.failed++;
        else tally.skipped.push((inEngines ? rest : [first, ...rest]).join(' > '));
        tally.ms += test.diagnostic()?.duration ?? 0;
      }
    if (!tallies.size) return;
    console.log('\nBrowser tests by engine:');
    for (const row of [...ENGINES, ...[...tallies.keys()].filter((r) => !ENGINES.includes(r as never))]) {
      const tally = tallies.get(row);
      if (!tally) continue;
      console.log(`  ${row}: ${tally.passed + tally.failed} ran, ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped.length} skipped, ${Math.round(tally.ms / 1000)} s`);
      for (const name of tally.skipped) console.log(`    skipped: ${name}`);
    }
  }
}
