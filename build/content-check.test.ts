// @vitest-environment node
// (esbuild, which loads the content, needs Node's own TextEncoder, not happy-dom's.)
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent } from './content-check';
import { editedContent, removeEditedContent, type Edit } from './edited-content';

afterEach(removeEditedContent);

/** The problems the check finds in a copy of today's content with these edits. */
const problemsAfter = (...edits: Edit[]) => checkContent(editedContent(...edits));

describe('the content check', () => {
  it('finds nothing wrong with the content as it is', async () => {
    expect(await problemsAfter()).toEqual([]);
  });

  it('finds a service page under a slug no service has', async () => {
    expect(await problemsAfter(['service-details.ts', "'iot-devices': {", "'iot-device': {"])).toEqual([
      "widgets/content/service-details.ts: 'iot-device' is not a service's slug; did you mean 'iot-devices'?",
      "widgets/content/service-details.ts: has no page for 'IoT Devices' (slug 'iot-devices'); each service needs one.",
    ]);
  });

  it('names a misspelt field and the field it was meant to be, once', async () => {
    expect(await problemsAfter(['services.ts', 'description:', 'descripton:'])).toEqual([
      "widgets/content/services.ts: 'Web Development' has an unknown field 'descripton'; did you mean 'description'?",
    ]);
  });

  it('says how many technologies a service lists and how many it needs', async () => {
    expect(await problemsAfter(['services.ts', "'Node.js', 'Vue.js', 'PostgreSQL', 'GraphQL', 'Tailwind CSS'", ''])).toContain(
      "widgets/content/services.ts: 'Web Development' lists 3 technologies; a service needs 8.",
    );
  });

  it('finds a testimonial with no text', async () => {
    expect(await problemsAfter(['testimonials.ts', /content:\s*'Cairn rebuilt[^']*',/, "content: '',"])).toEqual([
      "widgets/content/testimonials.ts: 'Fiona MacLeod' has an empty content; write it, or remove the testimonial.",
    ]);
  });

  it('finds a testimonial left empty, { }, and counts the testimonials', async () => {
    const problems = await problemsAfter(['testimonials.ts', /\{\s*name: 'Elena Moreno'[^}]*\}/, '{}']);
    expect(problems).toContain('widgets/content/testimonials.ts: testimonial 7 has no name; a testimonial needs one.');
    expect(problems).toContain('widgets/content/testimonials.ts: testimonial 7 has no rating; a testimonial needs one.');
  });

  it('says the site needs 7 testimonials when one is removed', async () => {
    expect(await problemsAfter(['testimonials.ts', /\{\s*name: 'Elena Moreno'[^}]*\},/, ''])).toEqual([
      "widgets/content/testimonials.ts: 'testimonials' lists 6 testimonials; the site needs 7.",
    ]);
  });

  it('finds a privacy or security address without an @, and drafts kept for no whole number of days', async () => {
    expect(
      await problemsAfter(['site.ts', "privacyEmail: 'privacy@cairnsoftware.co.uk'", "privacyEmail: 'privacy.cairnsoftware.co.uk'"], ['site.ts', 'draftKeptDays: 7', 'draftKeptDays: 0.5']),
    ).toEqual([
      "widgets/content/site.ts: the site has the privacyEmail 'privacy.cairnsoftware.co.uk', which is not an e-mail address like name@example.com.",
      'widgets/content/site.ts: the site keeps drafts for 0.5 days; write a whole number of days, such as 7.',
    ]);
  });

  it('finds two parts of the privacy notice under one anchor, an empty paragraph, and a link that leads nowhere', async () => {
    expect(
      await problemsAfter(
        ['privacy.ts', "id: 'how-long'", "id: 'why'"],
        ['privacy.ts', "'If what we collect, or why, changes, we update this page first and change the date below.'", "''"],
        ['privacy.ts', "'https://ico.org.uk/make-a-complaint/'", "'ico.org.uk/make-a-complaint'"],
      ),
    ).toEqual([
      'widgets/content/privacy.ts: the privacy notice part 8 paragraph 1 has an empty paragraph; write it, or remove the paragraph.',
      "widgets/content/privacy.ts: the privacy notice lists the part id 'why' twice; each must differ.",
      "widgets/content/privacy.ts: the privacy notice links 'ico.org.uk' to 'ico.org.uk/make-a-complaint'; a link is https://… or mailto:name@example.com.",
    ]);
  });

  it('finds a rating other than 5', async () => {
    expect(await problemsAfter(['testimonials.ts', 'rating: 5', 'rating: 4'])).toEqual([
      "widgets/content/testimonials.ts: 'Fiona MacLeod' has a rating of 4; every testimonial is rated 5.",
    ]);
  });

  it('finds an empty FAQ answer', async () => {
    expect(await problemsAfter(['faq.ts', /answer:\s*'It depends[^']*'/, "answer: ''"])).toEqual([
      "widgets/content/faq.ts: 'How long does it take to build an app?' has an empty answer; write it, or remove the question.",
    ]);
  });

  it('finds an image file that does not exist, and names the folder it looked in', async () => {
    expect(await problemsAfter(['projects.ts', "'food-delivery.svg'", "'food-delivery.png'"])).toEqual([
      "widgets/content/projects.ts: 'Forkful' has the image 'food-delivery.png', which is not in public/images/projects/: add the file or correct the name.",
    ]);
  });

  it('finds a missing alt text', async () => {
    expect(await problemsAfter(['service-details.ts', /imageAlt: '[^']*'/, "imageAlt: ''"])).toEqual([
      "widgets/content/service-details.ts: 'Web Development' has an empty imageAlt; write it, or remove the service page.",
    ]);
  });

  it('finds a duplicated slug', async () => {
    expect(await problemsAfter(['services.ts', "slug: 'mobile-development'", "slug: 'web-development'"])).toContain(
      "widgets/content/services.ts: two services have the slug 'web-development'; each needs its own.",
    );
  });

  it('finds a misspelt slug, and suggests the one meant', async () => {
    expect(await problemsAfter(['services.ts', "slug: 'ui-ux-design'", "slug: 'ui-ux-desing'"])).toEqual([
      "widgets/content/services.ts: 'UI/UX Design' has the slug 'ui-ux-desing' (did you mean 'ui-ux-design'?); a service's slug is one of 'web-development', 'mobile-development', 'ui-ux-design', 'game-development', 'iot-devices', 'ai-ml', 'devops-cloud'.",
    ]);
  });

  it('finds an unknown icon name', async () => {
    expect(await problemsAfter(['services.ts', "icon: 'globe'", "icon: 'globo'"])).toEqual([
      "widgets/content/services.ts: 'Web Development' has the icon 'globo' (did you mean 'globe'?); a service's icon is one of 'globe', 'smartphone', 'palette', 'gamepad', 'cpu', 'brain', 'cloud'.",
    ]);
  });

  it('says how many features a service page has and needs', async () => {
    expect(await problemsAfter(['service-details.ts', /\s*\{ title: 'SaaS Platforms'[^}]*\},/, ''])).toEqual([
      "widgets/content/service-details.ts: 'Web Development' lists 7 features; a service page needs 8.",
    ]);
  });

  it('finds an e-mail address without @', async () => {
    expect(await problemsAfter(['site.ts', "email: 'hello@cairnsoftware.co.uk'", "email: 'hello.cairnsoftware.co.uk'"])).toEqual([
      "widgets/content/site.ts: the site has the email 'hello.cairnsoftware.co.uk', which is not an e-mail address like name@example.com.",
    ]);
  });

  it('finds a phone number with letters in it', async () => {
    expect(await problemsAfter(['site.ts', "phone: '+44 131 496 0123'", "phone: '+44 131 496 O123'"])).toEqual([
      "widgets/content/site.ts: the site has the phone '+44 131 496 O123', which is not a phone number like +44 131 496 0123 (digits, spaces, one leading +).",
    ]);
  });

  it('finds a web address without https://', async () => {
    expect(await problemsAfter(['site.ts', "schedulingUrl: 'https://cal.com", "schedulingUrl: 'cal.com"])).toEqual([
      "widgets/content/site.ts: the site has the schedulingUrl 'cal.com/cairn-software/consultation', which is not a web address starting with https://.",
    ]);
  });

  it('finds a logo simple-icons does not have', async () => {
    expect(await problemsAfter(['technologies.ts', "logo: 'nextdotjs'", "logo: 'nextjs'"])).toEqual([
      "widgets/content/technologies.ts: 'Next.js' has the logo 'nextjs', which simple-icons does not have: find its slug at https://simpleicons.org.",
    ]);
  });

  it("finds a ${…} that names nothing, where the page would read 'undefined'", async () => {
    expect(await problemsAfter(['ui.ts', '${site.replyWithinHours} hours.`,\n    contactButton', '${site.replyWithin} hours.`,\n    contactButton'])).toEqual([
      "widgets/content/ui.ts: ui.footer.contactText reads 'undefined': a ${…} in it names something that does not exist.",
    ]);
  });

  it('finds a heading left empty in the page copy', async () => {
    expect(await problemsAfter(['ui.ts', "projectsHeading: 'Featured Projects'", "projectsHeading: ''"])).toEqual([
      'widgets/content/ui.ts: ui.home.projectsHeading is empty; write it.',
    ]);
  });

  it('reports a syntax error by file, line and column, with the line and a caret', async () => {
    const [problem, ...rest] = await problemsAfter(['services.ts', "name: 'Mobile Development',", "name: 'Mobile Development,"]);
    expect(rest).toEqual([]);
    expect(problem).toBe(
      [
        'widgets/content/services.ts:15:31: Unterminated string literal',
        "  15 |     name: 'Mobile Development,",
        '     |                               ^',
      ].join('\n'),
    );
  });

  it('reports every mistake at once, across files', async () => {
    const problems = await problemsAfter(['testimonials.ts', 'rating: 5', 'rating: 4'], ['faq.ts', /answer:\s*'It depends[^']*'/, "answer: ''"]);
    expect(problems).toHaveLength(2);
  });
});
