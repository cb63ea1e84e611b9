/**
 * What each screen shows a visitor, in a real browser after its scripts
 * have run: the counts and copy the spec fixes, and the two 404 screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audiences } from '../../widgets/content/audiences';
import { certifications, contactQuestions, pillars, principles, techExpertise } from '../../widgets/content/company';
import { processStages } from '../../widgets/content/process';
import { projects } from '../../widgets/content/projects';
import { serviceBySlug, services as summaries } from '../../widgets/content/services';
import { site } from '../../widgets/content/site';
import { ui } from '../../widgets/content/ui';
import { servicePath } from '../../widgets/shared/links';
import { DESKTOP, openPage, useBrowser, type VisitorPage } from './browser';
import { DOCUMENT_404, closePage, texts, visit } from './site';

/** Every service with its page copy. */
const services = summaries.map((s) => serviceBySlug(s.slug)!);

useBrowser();

const hrefs = (locator: import('playwright-core').Locator) => locator.evaluateAll((as) => as.map((a) => a.getAttribute('href')));

let page: VisitorPage;
beforeAll(async () => {
  page = await openPage(DESKTOP);
});
afterAll(() => closePage(page));

describe('the 404 page', () => {
  let status: number;
  beforeAll(async () => {
    page.messages.length = 0;
    status = (await visit(page, '/no-such-page')).status();
  });

  it("says 'Oops! Page not found' with status 404", async () => {
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Oops! Page not found');
    expect(await page.getByText("The page you're looking for doesn't exist or has been moved.", { exact: true }).isVisible()).toBe(true);
  });

  it("offers a 'Return to Home' link to /", async () => {
    const home = page.locator('main').getByRole('link', { name: 'Return to Home' });
    expect(await home.isVisible()).toBe(true);
    expect(await home.getAttribute('href')).toBe('/');
  });

  it('logs the path the visitor tried to the console', () => {
    expect(page.messages.filter((m) => m.includes('/no-such-page'))).toEqual([
      'warning: 404 Error: User attempted to access non-existent route: /no-such-page',
    ]);
  });

  it('logs the real path for any unknown address, however deep', async () => {
    page.messages.length = 0;
    expect((await visit(page, '/deep/er/path?x=1', 'load')).status()).toBe(404);
    // The host script logs it: it loads once the page has painted, which may be after 'load'.
    await expect.poll(() => page.messages.some((m) => m.includes('/deep/er/path'))).toBe(true);
  });
});

describe("an unknown service, '/services/nope'", () => {
  let status: number;
  beforeAll(async () => {
    status = (await visit(page, '/services/nope')).status();
  });

  it("says 'Service Not Found' with status 404", async () => {
    expect(status).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Service Not Found');
    expect(await page.getByText('The requested service could not be found.', { exact: true }).isVisible()).toBe(true);
  });

  it("offers a 'Back to Services' link to /services", async () => {
    const back = page.locator('main').getByRole('link', { name: 'Back to Services' });
    expect(await back.count()).toBe(1);
    expect(await back.getAttribute('href')).toBe('/services');
  });
});

describe('the home page', () => {
  beforeAll(async () => {
    await visit(page, '/');
  });

  it("leads to /contact with 'Get Started Today'", async () => {
    expect(await hrefs(page.getByRole('link', { name: 'Get Started Today' }))).toEqual(['/contact']);
  });

  it('shows the seven services as cards with technology tags, and a link to all services', async () => {
    const cards = page.locator('cairn-services-grid article');
    expect(await cards.count()).toBe(7);
    expect(await texts(cards.locator('h3'))).toEqual(services.map((s) => s.name));
    for (const [i, service] of services.entries()) {
      expect(await texts(cards.nth(i).locator('li'))).toEqual(service.technologies.slice(0, 4));
    }
    expect(new Set(await hrefs(page.getByRole('link', { name: 'View All Services' })))).toEqual(new Set(['/services']));
  });

  it('features three projects: food delivery, flight booking and an accounts and tax app', async () => {
    const cards = page.locator('cairn-featured-projects article');
    expect(await texts(cards.locator('h3'))).toEqual(projects.map((p) => p.title));
    const said = await texts(cards);
    for (const [i, project] of projects.entries()) expect(said[i]).toContain(project.subtitle);
    expect(said[0]).toMatch(/food delivery/i);
    expect(said[1]).toMatch(/flight booking/i);
    expect(said[2]).toMatch(/tax/i);
  });
});

describe('the services page', () => {
  beforeAll(async () => {
    await visit(page, '/services');
  });

  it("gives each of the seven services a 'View Details' link to its page", async () => {
    const details = page.locator('main a', { hasText: 'View Details' });
    expect(await hrefs(details)).toEqual(services.map((s) => servicePath(s.slug)));
    for (const service of services) {
      // Screen readers hear which service: "View Details about Web Development".
      const name = `View Details about ${service.name}`;
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(servicePath(service.slug));
    }
  });

  it('walks through the five stages: Discovery, Design, Development, Release, Support', async () => {
    const stages = texts(page.locator('cairn-process-steps li h3'));
    expect(await stages).toEqual(['Discovery', 'Design', 'Development', 'Release', 'Support']);
    expect(await stages).toEqual(processStages.map((s) => s.title));
  });

  it('has three audience cards with four features each', async () => {
    const cards = page.locator('cairn-audience-cards li[part="card"]');
    expect(await texts(cards.locator('h3'))).toEqual(['Startups', 'Medium Businesses', 'Large Enterprises']);
    for (const [i, audience] of audiences.entries()) {
      expect(await texts(cards.nth(i).locator('ul > li'))).toEqual(audience.features);
    }
  });
});

for (const service of services.map((s) => ({ ...s, path: servicePath(s.slug) }))) describe(`the service page ${service.path}`, () => {
  beforeAll(async () => {
    await visit(page, service.path, 'load');
  });

  it('shows its title, description and image', async () => {
    expect(await page.locator('h1').innerText()).toBe(service.title);
    expect(await page.getByText(service.description, { exact: true }).first().isVisible()).toBe(true);
    const image = page.getByRole('img', { name: service.imageAlt });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it("lists 8 features under 'What We Offer', 8 technologies and a 7-step process", async () => {
    const offer = page.locator('section', { has: page.getByRole('heading', { name: 'What We Offer', exact: true }) });
    expect(await texts(offer.locator('li h3'))).toEqual(service.features.map((f) => f.title));
    expect(await texts(page.locator('#technologies li'))).toEqual([...service.technologies]);
    expect(await page.locator('#technologies li').count()).toBe(8);
    expect(await texts(page.locator('cairn-process-steps li h3'))).toEqual(service.process.map((p) => p.title));
    expect(await page.locator('cairn-process-steps li').count()).toBe(7);
  });

  it("offers 'Get a Quote' to /contact, the audience cards and the FAQ", async () => {
    expect(new Set(await hrefs(page.getByRole('link', { name: 'Get a Quote' })))).toEqual(new Set(['/contact']));
    expect(await page.locator('cairn-audience-cards li[part="card"]').count()).toBe(3);
    expect(await page.locator('cairn-faq details').count()).toBe(6);
  });
});

describe('the about page', () => {
  beforeAll(async () => {
    await visit(page, '/about');
  });

  it('states its four figures: 50+ developers, 15+ countries, 200+ projects, 98% retention', async () => {
    expect(await texts(page.locator('cairn-stats dd .sr-only'))).toEqual(['50+', '15+', '200+', '98%']);
    expect(await texts(page.locator('cairn-stats dt'))).toEqual(['Expert Developers', 'Countries Served', 'Projects Delivered', 'Client Retention']);
  });

  it('lists six certifications and partnerships, and five core principles', async () => {
    expect(await texts(page.locator('#who-we-are li h4'))).toEqual(certifications.map((c) => c.title));
    expect(await page.locator('#who-we-are li h4').count()).toBe(6);
    expect(await texts(page.locator('#mission li h4'))).toEqual(principles.map((p) => p.title));
    expect(await page.locator('#mission li h4').count()).toBe(5);
  });

  it("heads the certifications and the principles one level below 'Certifications & Partnerships' and 'Core Principles'", async () => {
    for (const [section, heading, items] of [['#who-we-are', 'Certifications & Partnerships', 6], ['#mission', 'Core Principles', 5]] as const) {
      const levels = await page.locator(`${section} :is(h2, h3, h4, h5, h6)`).evaluateAll((hs) => hs.map((h) => `${h.localName} ${h.textContent!.trim()}`));
      const at = levels.indexOf(`h3 ${heading}`);
      expect(at, `${heading} is an h3`).toBeGreaterThan(0);
      expect(levels.slice(at + 1).map((l) => l.slice(0, 2))).toEqual(Array(items).fill('h4'));
    }
  });

  it('has three pillars: Dedication & Focus, Budget-Friendly, 24/7 Support', async () => {
    expect(await texts(page.locator('#pillars li h3'))).toEqual(['Dedication & Focus', 'Budget-Friendly', '24/7 Support']);
    expect(pillars.map((p) => p.title)).toEqual(['Dedication & Focus', 'Budget-Friendly', '24/7 Support']);
  });

  it('groups its technology expertise into Frontend, Backend, Mobile, Cloud & DevOps', async () => {
    const groups = page.locator('#expertise > div > ul > li');
    expect(await texts(groups.locator('h3'))).toEqual(['Frontend', 'Backend', 'Mobile', 'Cloud & DevOps']);
    for (const [i, group] of techExpertise.entries()) expect(await texts(groups.nth(i).locator('li'))).toEqual(group.technologies);
  });

  it('offers to schedule a consultation and to go to /contact', async () => {
    expect(await hrefs(page.getByRole('link', { name: 'Schedule a Consultation' }))).toEqual([site.schedulingUrl]);
    expect(await hrefs(page.locator('main').getByRole('link', { name: 'Contact Us' }))).toEqual(['/contact']);
  });
});

describe('the contact page', () => {
  beforeAll(async () => {
    await visit(page, '/contact');
  });

  it("holds the 'Project Inquiry' form", async () => {
    expect(await page.getByRole('heading', { name: 'Project Inquiry' }).isVisible()).toBe(true);
    expect(await page.locator('cairn-enquiry-form form').count()).toBe(1);
  });

  it('gives the phone number and email address as links, the office and the business hours', async () => {
    const phone = page.locator('main').getByRole('link', { name: site.phone, exact: true });
    expect(await phone.getAttribute('href')).toBe(`tel:${site.phone.replace(/\s/g, '')}`);
    const email = page.locator('main').getByRole('link', { name: site.email, exact: true });
    expect(await email.getAttribute('href')).toBe(`mailto:${site.email}`);
    const cards = (await texts(page.locator('main ul.grid > li'))).join(' | ');
    expect(cards).toContain('Scotland');
    expect(cards).toContain(`${ui.contact.hours}Mon-Fri 9AM-6PM (GMT)`);
  });

  it('lists the seven services, each linking to its page', async () => {
    const list = page.locator('div', { has: page.getByRole('heading', { name: ui.contact.servicesHeading, exact: true }) }).last().locator('a');
    expect(await texts(list)).toEqual(services.map((s) => s.name));
    expect(await hrefs(list)).toEqual(services.map((s) => servicePath(s.slug)));
  });

  it("offers 'Book Instantly' for the free 30-minute consultation", async () => {
    expect(await hrefs(page.getByRole('link', { name: 'Book Instantly' }))).toEqual([site.schedulingUrl]);
    expect(await page.getByText('Book a free 30-minute consultation', { exact: false }).first().isVisible()).toBe(true);
  });

  it('answers six common questions', async () => {
    expect(await texts(page.locator('#questions li h3'))).toEqual(contactQuestions.map((q) => q.question));
    expect(await page.locator('#questions li').count()).toBe(6);
  });
});

it('logs no console errors on any of these screens, beyond the three 404 documents themselves', () => {
  expect(page.errors).toEqual([DOCUMENT_404, DOCUMENT_404, DOCUMENT_404]);
});
