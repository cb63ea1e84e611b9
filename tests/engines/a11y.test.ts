/**
 * axe-core on every route, in Chromium, Firefox and WebKit, on a phone (360 px),
 * once the visitor has scrolled to the bottom (every widget loaded): what each
 * engine computes (names, roles, colours) is what it checks. (At 1440 px it runs
 * in Chromium: tests/browser/site-routes.test.ts.)
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINES, useEngine, type Visitor } from './engines';
import { PHONE, ROUTES, visitSite } from './visitor-helpers';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core's violations on the page as it is now, one readable line per element. */
async function axeViolations(visitor: Visitor): Promise<string[]> {
  await visitor.addScript(axeSource);
  const violations = await visitor.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }))),
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`));
}

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('finds no accessibility violation on any route at 360 px (axe-core)', { timeout: 180_000 }, async () => {
      const visitor = await browser.open(PHONE);
      try {
        const found: Record<string, string[]> = {};
        for (const route of ROUTES) {
          await visitSite(visitor, route.path);
          const violations = await axeViolations(visitor);
          if (violations.length) found[route.path] = violations;
        }
        expect(found).toEqual({});
      } finally {
        await visitor.close();
      }
    });
  });
