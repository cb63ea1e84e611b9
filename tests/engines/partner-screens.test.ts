/**
 * The partner kit's four modes as a visitor sees them, light and dark, on a phone (360 px) and a desktop (1440 px), in
 * Chromium, Firefox and WebKit, against each engine's baselines (screenshots.ts): the inline form (its whole page), the
 * launcher's button (the first screen), the popup and the drawer open. The page is a partner's plain one, under the
 * policy partners are told to set.
 */
import { describe, expect, it } from 'vitest';
import { ENGINES, useEngine, type Visitor } from './engines';
import { atRest, screenAsAccepted, scrollBarAreas } from './screenshots';
import { DESKTOP, PHONE, isModal, partnerPage, waitFor } from './visitor-helpers';

const THEMES = ['light', 'dark'] as const;

const page = (theme: string) => `<h1>A partner's page</h1>
<p>Tell us about your project: we reply within a working day.</p>
<cairn-enquiry-form id="inline-form" partner-id="screens" theme="${theme}"></cairn-enquiry-form>
<cairn-enquiry-form id="popup-form" mode="popup" partner-id="screens" theme="${theme}"></cairn-enquiry-form>
<cairn-enquiry-form id="drawer-form" mode="drawer" partner-id="screens" theme="${theme}"></cairn-enquiry-form>
<cairn-enquiry-form id="launcher-form" mode="launcher" partner-id="screens" theme="${theme}"></cairn-enquiry-form>`;

const ready = (visitor: Visitor) => visitor.evaluate(() => (window as unknown as { heard: { type: string }[] }).heard.filter((e) => e.type === 'cairn-ready').length);
const open = (visitor: Visitor, id: string) => visitor.evaluate((form) => (document.getElementById(form) as HTMLElement & { open(): Promise<void> }).open(), id);
const close = (visitor: Visitor, id: string) => visitor.on([`#${id}`, 'dialog'], (dialog) => (dialog as HTMLDialogElement).close());

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    for (const theme of THEMES)
      it(`shows the inline form, the launcher, the popup and the drawer (${theme}) at 360 and 1440 px as accepted`, { timeout: 120_000 }, async () => {
        const visitor = await browser.open(PHONE);
        try {
          await visitor.goto(await partnerPage(`screens-${theme}`, page(theme)));
          await waitFor(() => ready(visitor), 4);
          const changed: string[] = [];
          const compare = async (name: string, fullPage = false) => {
            // The dialog's opening played to its end, nothing focused (no caret blinking), the pointer aside.
            await atRest(visitor);
            const bars = await scrollBarAreas(visitor);
            const screen = await screenAsAccepted(engine, `partner-${theme}-${name}`, () => visitor.screenshot({ fullPage }), bars);
            if (screen) changed.push(screen);
          };
          for (const size of [PHONE, DESKTOP]) {
            await visitor.resize(size);
            await compare(`inline-${size.width}`, true);
            await compare(`launcher-${size.width}`);
            for (const mode of ['popup', 'drawer']) {
              await open(visitor, `${mode}-form`);
              await waitFor(() => isModal(visitor, `${mode}-form`), true);
              await compare(`${mode}-${size.width}`);
              await close(visitor, `${mode}-form`);
            }
          }
          expect(changed).toEqual([]);
        } finally {
          await visitor.close();
        }
      });
  });
