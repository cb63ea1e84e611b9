/**
 * What each screen shows a visitor once its scripts have run: in Chromium,
 * Firefox and WebKit, the two 404 screens with what they write to the console,
 * and the home page drawn without JavaScript; in Chromium alone (no engine
 * changes them), the counts and copy the spec fixes.
 */
import { describe, expect, it } from 'vitest';
import { audiences } from '../../widgets/content/audiences';
import { certifications, contactQuestions, principles, techExpertise } from '../../widgets/content/company';
import { processStages } from '../../widgets/content/process';
import { projects } from '../../widgets/content/projects';
import { serviceBySlug, services as summaries } from '../../widgets/content/services';
import { site } from '../../widgets/content/site';
import { servicePath } from '../../widgets/shared/links';
import { siteUrl } from '../browser/browser';
import { SPEC_SLUGS } from '../browser/site';
import { CANNOT, ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, pageScriptsRan, visitSite, waitFor } from './visitor-helpers';

/** Every service with its page copy. */
const services = summaries.map((s) => serviceBySlug(s.slug)!);

/**
 * The text of every element matching `selector`, whitespace collapsed: in the page, or in the shadow root of each
 * element matching `host` (`cairn-faq`, say).
 */
const texts = (visitor: Visitor, selector: string, host = '') =>
  visitor.evaluate(
    ({ selector, host }) => {
      const scopes: (Document | ShadowRoot)[] = host ? [...document.querySelectorAll(host)].map((el) => el.shadowRoot!) : [document];
      return scopes.flatMap((scope) => [...scope.querySelectorAll(selector)].map((el) => el.textContent!.replace(/\s+/g, ' ').trim()));
    },
    { selector, host },
  );
/** The href of every link whose own text (less any new-tab hint for screen readers) is `name`. */
const hrefsNamed = (visitor: Visitor, name: string, within = 'body') =>
  visitor.evaluate(
    ({ name, within }) => {
      const scopes: (Document | ShadowRoot | Element)[] = [document.querySelector(within)!, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))];
      return scopes.flatMap((scope) => [...scope.querySelectorAll('a')].filter((a) => (a.firstChild?.textContent ?? '').trim() === name || a.textContent!.trim() === name).map((a) => a.getAttribute('href')));
    },
    { name, within },
  );
/** The main headings a visitor sees (the root 404 page holds a hidden second one for hosts without nearest-404: host/not-found-switch.ts). */
const headings = (visitor: Visitor) => visitor.evaluate(() => [...document.querySelectorAll('h1')].filter((h) => h.checkVisibility()).map((h) => h.textContent!.trim()));
const shown = (visitor: Visitor, text: string) =>
  visitor.evaluate((text) => [...document.querySelectorAll('main *')].some((el) => el.textContent!.trim() === text && (el as HTMLElement).checkVisibility()), text);

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it("shows the two 404 screens: 'Oops! Page not found' leading home, 'Service Not Found' leading back to the services", async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/no-such-page`);
        expect(await headings(visitor)).toEqual(['Oops! Page not found']);
        expect(await shown(visitor, "The page you're looking for doesn't exist or has been moved.")).toBe(true);
        expect(await hrefsNamed(visitor, 'Return to Home', 'main')).toEqual(['/']);
        await visitor.goto(`${siteUrl()}/services/nope`);
        expect(await headings(visitor)).toEqual(['Service Not Found']);
        expect(await shown(visitor, 'The requested service could not be found.')).toBe(true);
        expect(await hrefsNamed(visitor, 'Back to Services', 'main')).toEqual(['/services']);
      } finally {
        await visitor.close();
      }
    });

    const cannot = CANNOT[engine]?.consoleWhileLoading;
    it.skipIf(cannot)(`writes the path the visitor tried to the console on the 404 page, however deep${cannot ? ` (skipped: ${cannot})` : ''}`, async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        const tried = async (path: string) => (await visitor.warnings()).filter((message) => message.includes(path));
        await visitor.goto(`${siteUrl()}/no-such-page`);
        await waitFor(() => tried('/no-such-page'), ['404 Error: User attempted to access non-existent route: /no-such-page']);
        await visitor.goto(`${siteUrl()}/deep/er/path?x=1`);
        expect(await headings(visitor)).toEqual(['Oops! Page not found']);
        await waitFor(() => tried('/deep/er/path'), ['404 Error: User attempted to access non-existent route: /deep/er/path']);
      } finally {
        await visitor.close();
      }
    });

    it('shows the home page without JavaScript: the seven service cards, each linking to its page, and the final figures', async () => {
      const visitor = await browser.open(DESKTOP, { javaScript: false });
      try {
        await visitor.goto(`${siteUrl()}/`);
        // Drawn from the served markup by the widget's own styles, in its shadow root.
        const cards = await visitor.on('cairn-services-grid', (host) =>
          [...host!.shadowRoot!.querySelectorAll('article')].map((card) => {
            const link = [...card.querySelectorAll('a')].find((a) => a.checkVisibility())!;
            return { name: link.textContent!.trim(), href: link.getAttribute('href'), height: Math.round(card.getBoundingClientRect().height) };
          }),
        );
        expect(cards.map(({ name, href }) => ({ name, href }))).toEqual(services.map((s) => ({ name: s.name, href: servicePath(s.slug) })));
        for (const card of cards) expect(card.height).toBeGreaterThan(150);
        expect(await visitor.on('cairn-stats', (host) => [...host!.shadowRoot!.querySelectorAll('span[data-stat-value]')].map((s) => s.textContent))).toEqual(['80+', '50+', '96%+', '8+']);
      } finally {
        await visitor.close();
      }
    });

    // What each screen says once its scripts ran: copy, counts and links, which no engine changes (its served HTML is
    // checked without a browser in tests/browser/site-html.test.ts). Read once, in Chromium; what an engine's layout,
    // styles or console can change is above, in every engine.
    if (engine !== 'chromium') return;

    it('shows on the home page the seven services with their tags, three featured projects, and the ways on', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitSite(visitor, '/');
        expect(await hrefsNamed(visitor, 'Get Started Today')).toEqual(['/contact']);
        expect(await texts(visitor, 'article h3', 'cairn-services-grid')).toEqual(services.map((s) => s.name));
        const tags = await visitor.on('cairn-services-grid', (host) => [...host!.shadowRoot!.querySelectorAll('article')].map((a) => [...a.querySelectorAll('li')].map((li) => li.textContent!.trim())));
        expect(tags).toEqual(services.map((s) => s.technologies.slice(0, 4)));
        expect(new Set(await hrefsNamed(visitor, 'View All Services'))).toEqual(new Set(['/services']));
        expect(await texts(visitor, 'article h3', 'cairn-featured-projects')).toEqual(projects.map((p) => p.title));
        const said = await texts(visitor, 'article', 'cairn-featured-projects');
        for (const [i, project] of projects.entries()) expect(said[i]).toContain(project.subtitle);
        expect(said[0]).toMatch(/food delivery/i);
        expect(said[1]).toMatch(/flight booking/i);
        expect(said[2]).toMatch(/tax/i);
      } finally {
        await visitor.close();
      }
    });

    it('shows on the services page each service with View Details, the five stages and three audience cards of four features', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitSite(visitor, '/services');
        const details = await visitor.evaluate(() =>
          [...document.querySelectorAll('main a')].filter((a) => a.textContent!.includes('View Details')).map((a) => ({ href: a.getAttribute('href'), text: a.textContent!.replace(/\s+/g, ' ').trim() })),
        );
        // Screen readers hear which service: "View Details about Web Development".
        expect(details).toEqual(services.map((s) => ({ href: `/services/${s.slug}`, text: `View Details about ${s.name}` })));
        expect(details.map((d) => d.href)).toEqual(SPEC_SLUGS.map((slug) => `/services/${slug}`));
        expect(await texts(visitor, 'li h3', 'cairn-process-steps')).toEqual(['Discovery', 'Design', 'Development', 'Release', 'Support']);
        expect(await texts(visitor, 'li h3', 'cairn-process-steps')).toEqual(processStages.map((s) => s.title));
        expect(await texts(visitor, 'li[part="card"] h3', 'cairn-audience-cards')).toEqual(['Startups', 'Medium Businesses', 'Large Enterprises']);
        const features = await visitor.on('cairn-audience-cards', (host) => [...host!.shadowRoot!.querySelectorAll('li[part="card"]')].map((c) => [...c.querySelectorAll('ul > li')].map((li) => li.textContent!.trim())));
        expect(features).toEqual(audiences.map((a) => a.features));
      } finally {
        await visitor.close();
      }
    });

    it('shows on each service page its title, description and image, 8 features, 8 technologies, a 7-step process, Get a Quote, the audiences and the FAQ', { timeout: 120_000 }, async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        for (const service of services) {
          const path = `/services/${service.slug}`;
          // What it shows is in the served page; its scripts run, no need to scroll through seven pages.
          await visitor.goto(`${siteUrl()}${path}`);
          await pageScriptsRan(visitor);
          expect([path, await headings(visitor)]).toEqual([path, [service.title]]);
          expect(await shown(visitor, service.description), path).toBe(true);
          const illustration = await visitor.evaluate((alt) => {
            const drawing = [...document.querySelectorAll('svg[role="img"]')].find((svg) => svg.getAttribute('aria-label') === alt);
            const box = drawing?.getBoundingClientRect();
            return { shown: !!drawing?.checkVisibility(), width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0), shapes: drawing?.querySelectorAll('path, rect, circle').length ?? 0 };
          }, service.imageAlt);
          // Drawn 4:3 at the width its column gives it.
          expect([path, illustration.shown, illustration.shapes > 5, Math.abs(illustration.width * 3 - illustration.height * 4) <= 4]).toEqual([path, true, true, true]);
          const offer = await visitor.evaluate(() => {
            const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent!.trim() === 'What We Offer');
            return [...(heading?.closest('section')?.querySelectorAll('li h3') ?? [])].map((h) => h.textContent!.trim());
          });
          expect([path, offer]).toEqual([path, service.features.map((f) => f.title)]);
          expect([path, await texts(visitor, '#technologies li')]).toEqual([path, [...service.technologies]]);
          expect((await texts(visitor, '#technologies li')).length).toBe(8);
          expect([path, await texts(visitor, 'li h3', 'cairn-process-steps')]).toEqual([path, service.process.map((p) => p.title)]);
          expect((await texts(visitor, 'li', 'cairn-process-steps')).length).toBe(7);
          expect(new Set(await hrefsNamed(visitor, 'Get a Quote'))).toEqual(new Set(['/contact']));
          expect((await texts(visitor, 'li[part="card"]', 'cairn-audience-cards')).length).toBe(3);
          expect((await texts(visitor, 'details', 'cairn-faq')).length).toBe(6);
        }
      } finally {
        await visitor.close();
      }
    });

    it('shows on the about page its four figures, six certifications, five principles under their headings, three pillars, four expertise groups and the ways on', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitSite(visitor, '/about');
        expect(await texts(visitor, 'dd span:not([data-stat-value])', 'cairn-stats')).toEqual(['50+', '15+', '200+', '98%']);
        expect(await texts(visitor, 'dt', 'cairn-stats')).toEqual(['Expert Developers', 'Countries Served', 'Projects Delivered', 'Client Retention']);
        expect(await texts(visitor, '#who-we-are li h4')).toEqual(certifications.map((c) => c.title));
        expect((await texts(visitor, '#who-we-are li h4')).length).toBe(6);
        expect(await texts(visitor, '#mission li h4')).toEqual(principles.map((p) => p.title));
        expect((await texts(visitor, '#mission li h4')).length).toBe(5);
        for (const [section, heading, items] of [['#who-we-are', 'Certifications & Partnerships', 6], ['#mission', 'Core Principles', 5]] as const) {
          const levels = await visitor.evaluate((s) => [...document.querySelectorAll(`${s} :is(h2, h3, h4, h5, h6)`)].map((h) => `${h.localName} ${h.textContent!.trim()}`), section);
          const at = levels.indexOf(`h3 ${heading}`);
          expect(at, `${heading} is an h3`).toBeGreaterThan(0);
          expect(levels.slice(at + 1).map((l) => l.slice(0, 2))).toEqual(Array(items).fill('h4'));
        }
        expect(await texts(visitor, '#pillars li h3')).toEqual(['Dedication & Focus', 'Budget-Friendly', '24/7 Support']);
        expect(await texts(visitor, '#expertise > div > ul > li h3')).toEqual(['Frontend', 'Backend', 'Mobile', 'Cloud & DevOps']);
        const groups = await visitor.evaluate(() => [...document.querySelectorAll('#expertise > div > ul > li')].map((g) => [...g.querySelectorAll('li')].map((li) => li.textContent!.trim())));
        expect(groups).toEqual(techExpertise.map((g) => g.technologies));
        expect(await hrefsNamed(visitor, 'Schedule a Consultation')).toEqual([site.schedulingUrl]);
        expect(await hrefsNamed(visitor, 'Contact Us', 'main')).toContain('/contact');
      } finally {
        await visitor.close();
      }
    });

    it('shows on the contact page the Project Inquiry form, phone and email as links, the office and hours, the seven services, Book Instantly and six questions', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitSite(visitor, '/contact');
        expect(await shown(visitor, 'Project Inquiry')).toBe(true);
        expect(await visitor.on(['cairn-enquiry-form', 'form'], (f) => f !== null)).toBe(true);
        expect(await hrefsNamed(visitor, site.phone, 'main')).toContain(`tel:${site.phone.replace(/\s/g, '')}`);
        expect(await hrefsNamed(visitor, site.email, 'main')).toContain(`mailto:${site.email}`);
        const cards = (await texts(visitor, 'main ul > li')).join(' | ');
        expect(cards).toContain('Scotland');
        expect(cards).toContain('Mon-Fri 9AM-6PM (GMT)');
        for (const service of services) expect(await hrefsNamed(visitor, service.name, 'main')).toContain(`/services/${service.slug}`);
        expect(await hrefsNamed(visitor, 'Book Instantly')).toEqual([site.schedulingUrl]);
        expect(await visitor.evaluate(() => (document.querySelector('main') as HTMLElement).innerText.includes('Book a free 30-minute consultation'))).toBe(true);
        expect(await texts(visitor, '#questions li h3')).toEqual(contactQuestions.map((q) => q.question));
        expect((await texts(visitor, '#questions li')).length).toBe(6);
      } finally {
        await visitor.close();
      }
    });
  });
