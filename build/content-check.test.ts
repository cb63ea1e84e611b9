// @vitest-environment node
// (esbuild, which loads the content, needs Node's own TextEncoder, not happy-dom's.)
import { afterEach, describe, expect, it } from 'vitest';
import { faq } from '../widgets/content/faq';
import { privacyNotice } from '../widgets/content/privacy';
import { projects } from '../widgets/content/projects';
import { serviceDetails } from '../widgets/content/service-details';
import { services } from '../widgets/content/services';
import { promises, site } from '../widgets/content/site';
import { technologies } from '../widgets/content/technologies';
import { testimonials } from '../widgets/content/testimonials';
import { checkContent } from './content-check';
import { anyLiteral, anyText, contentSource, editedContent, editedLine, field, isLiteralIn, literal, quote, removeEditedContent, type Edit } from './edited-content';

afterEach(removeEditedContent);

/** The problems the check finds in a copy of today's content with these edits. */
const problemsAfter = (...edits: Edit[]) => checkContent(editedContent(...edits));

// What the specification does not fix (names, words, addresses, files) is taken from the content as
// it is, so that editing the text changes no test; what it fixes (slugs, counts, the rating of 5,
// the service names and headings it gives) is written here.
const web = services[0]!;
const firstTestimonial = testimonials[0]!;
const lastTestimonial = testimonials.at(-1)!;
/** A testimonial's object in testimonials.ts, whatever order its fields are in. */
const testimonialObject = (name: string) => new RegExp(`\\{[^{}]*?name:\\s*${literal(name)}[^{}]*\\}`);

describe('the content check', () => {
  it('finds nothing wrong with the content as it is', async () => {
    expect(await problemsAfter()).toEqual([]);
  });

  it('names the file and line where content code names something that does not exist (site.office.town)', async () => {
    // The first place a content file names the office's city, whatever it says around it.
    const file = ['company.ts', 'pages.ts'].find((name) => contentSource(name).includes('site.office.city'))!;
    const lines = contentSource(file).split('\n');
    const line = lines.findIndex((text) => text.includes('site.office.city'));
    const column = lines[line]!.indexOf('site.office.city') + 'site.office.'.length + 1;
    const problems = await problemsAfter([file, 'site.office.city', 'site.office.town']);
    expect(problems[0]).toBe(
      [`widgets/content/${file}:${line + 1}:${column}: site.office has no 'town'.`, `  ${line + 1} | ${lines[line]!.replace('site.office.city', 'site.office.town')}`, `  ${' '.repeat(String(line + 1).length)} | ${' '.repeat(column - 1)}^`].join('\n'),
    );
    // Then what it left in the text, as before.
    expect(problems.slice(1).join('\n')).toMatch(/reads 'undefined': a \$\{…\} in it names something that does not exist/);
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
    expect(await problemsAfter(['services.ts', new RegExp(web.technologies.slice(3).map(literal).join(',\\s*')), ''])).toContain(
      "widgets/content/services.ts: 'Web Development' lists 3 technologies; a service needs 8.",
    );
  });

  it('finds a testimonial with no text', async () => {
    expect(await problemsAfter(['testimonials.ts', anyText('content'), "content: ''"])).toEqual([
      `widgets/content/testimonials.ts: '${firstTestimonial.name}' has an empty content; write it, or remove the testimonial.`,
    ]);
  });

  it('finds a testimonial left empty, { }, and counts the testimonials', async () => {
    const problems = await problemsAfter(['testimonials.ts', testimonialObject(lastTestimonial.name), '{}']);
    expect(problems).toContain('widgets/content/testimonials.ts: testimonial 7 has no name; a testimonial needs one.');
    expect(problems).toContain('widgets/content/testimonials.ts: testimonial 7 has no rating; a testimonial needs one.');
  });

  it('says the site needs 7 testimonials when one is removed', async () => {
    expect(await problemsAfter(['testimonials.ts', new RegExp(`${testimonialObject(lastTestimonial.name).source},?`), ''])).toEqual([
      "widgets/content/testimonials.ts: 'testimonials' lists 6 testimonials; the site needs 7.",
    ]);
  });

  it('finds a privacy or security address without an @, and drafts kept for no whole number of days', async () => {
    const noAt = site.privacyEmail.replace('@', '.');
    expect(
      await problemsAfter(['site.ts', field('privacyEmail', site.privacyEmail), `privacyEmail: ${quote(noAt)}`], ['site.ts', field('draftKeptDays', promises.draftKeptDays), 'draftKeptDays: 0.5']),
    ).toEqual([
      `widgets/content/site.ts: the site has the privacyEmail '${noAt}', which is not an e-mail address like name@example.com.`,
      'widgets/content/site.ts: the site keeps drafts for 0.5 days; write a whole number of days, such as 7.',
    ]);
  });

  it('finds two parts of the privacy notice under one anchor, an empty paragraph, and a link that leads nowhere', async () => {
    const { sections, links } = privacyNotice;
    // The last paragraph written out as it reads (not made by a ${…}), and a link to a web page.
    const [part, paragraph, words] = sections
      .flatMap((section, p) => section.paragraphs.map((text, n) => [p + 1, n + 1, text] as const))
      .findLast(([, , text]) => isLiteralIn('privacy.ts', text))!;
    const [phrase, href] = Object.entries(links).find(([, to]) => to.startsWith('https://'))!;
    const bare = href.slice('https://'.length);
    expect(
      await problemsAfter(
        ['privacy.ts', field('id', sections[2]!.id), `id: ${quote(sections[1]!.id)}`],
        ['privacy.ts', new RegExp(literal(words)), "''"],
        ['privacy.ts', new RegExp(`${literal(phrase)}:\\s*${literal(href)}`), `${quote(phrase)}: ${quote(bare)}`],
      ),
    ).toEqual([
      `widgets/content/privacy.ts: the privacy notice part ${part} paragraph ${paragraph} has an empty paragraph; write it, or remove the paragraph.`,
      `widgets/content/privacy.ts: the privacy notice lists the part id '${sections[1]!.id}' twice; each must differ.`,
      `widgets/content/privacy.ts: the privacy notice links '${phrase}' to '${bare}'; a link is https://… or mailto:name@example.com.`,
    ]);
  });

  it('finds a rating other than 5', async () => {
    expect(await problemsAfter(['testimonials.ts', 'rating: 5', 'rating: 4'])).toEqual([
      `widgets/content/testimonials.ts: '${firstTestimonial.name}' has a rating of 4; every testimonial is rated 5.`,
    ]);
  });

  it('finds an empty FAQ answer', async () => {
    expect(await problemsAfter(['faq.ts', anyText('answer'), "answer: ''"])).toEqual([
      `widgets/content/faq.ts: '${faq[0].question}' has an empty answer; write it, or remove the question.`,
    ]);
  });

  it('finds an image file that does not exist, and names the folder it looked in', async () => {
    const { title, image } = projects[0]!;
    const missing = `missing-${image}`;
    expect(await problemsAfter(['projects.ts', field('image', image), `image: ${quote(missing)}`])).toEqual([
      `widgets/content/projects.ts: '${title}' has the image '${missing}', which is not in public/images/projects/: add the file or correct the name.`,
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
    const typo = web.icon.slice(0, -1);
    expect(await problemsAfter(['services.ts', field('icon', web.icon), `icon: ${quote(typo)}`])).toEqual([
      `widgets/content/services.ts: 'Web Development' has the icon '${typo}' (did you mean '${web.icon}'?); a service's icon is one of 'globe', 'smartphone', 'palette', 'gamepad', 'cpu', 'brain', 'cloud'.`,
    ]);
  });

  it('says how many features a service page has and needs', async () => {
    const { title, description } = serviceDetails['web-development'].features[1];
    const feature = new RegExp(`\\s*\\{\\s*title:\\s*${literal(title)},\\s*description:\\s*${literal(description)},?\\s*\\},`);
    expect(await problemsAfter(['service-details.ts', feature, ''])).toEqual([
      "widgets/content/service-details.ts: 'Web Development' lists 7 features; a service page needs 8.",
    ]);
  });

  it('finds an e-mail address without @', async () => {
    const noAt = site.email.replace('@', '.');
    expect(await problemsAfter(['site.ts', field('email', site.email), `email: ${quote(noAt)}`])).toEqual([
      `widgets/content/site.ts: the site has the email '${noAt}', which is not an e-mail address like name@example.com.`,
    ]);
  });

  it('finds a phone number with letters in it', async () => {
    // A letter O typed for the last digit.
    const misspelt = site.phone.replace(/\d(?=\D*$)/, 'O');
    expect(await problemsAfter(['site.ts', field('phone', site.phone), `phone: ${quote(misspelt)}`])).toEqual([
      `widgets/content/site.ts: the site has the phone '${misspelt}', which is not a phone number like +44 131 496 0123 (digits, spaces, one leading +).`,
    ]);
  });

  it('finds a web address without https://', async () => {
    const bare = site.schedulingUrl.replace(/^https:\/\//, '');
    expect(await problemsAfter(['site.ts', field('schedulingUrl', site.schedulingUrl), `schedulingUrl: ${quote(bare)}`])).toEqual([
      `widgets/content/site.ts: the site has the schedulingUrl '${bare}', which is not a web address starting with https://.`,
    ]);
  });

  it('finds a logo simple-icons does not have', async () => {
    // simple-icons' slugs have no hyphen.
    const { name, logo } = technologies[0]!;
    const wrong = `${logo}-logo`;
    expect(await problemsAfter(['technologies.ts', field('logo', logo), `logo: ${quote(wrong)}`])).toEqual([
      `widgets/content/technologies.ts: '${name}' has the logo '${wrong}', which simple-icons does not have: find its slug at https://simpleicons.org.`,
    ]);
  });

  it("finds a ${…} that names nothing, where the page would read 'undefined'", async () => {
    // The footer's contactText, whatever it says now, rewritten with a name site.ts does not have.
    const contactText = new RegExp(`(?<=footer:\\s*\\{[^}]*?contactText:\\s*)${anyLiteral}`);
    expect(await problemsAfter(['ui.ts', contactText, '`We reply within ${site.replyWithin} hours.`'])).toEqual([
      expect.stringMatching(/^widgets\/content\/ui\.ts:\d+:\d+: site has no 'replyWithin'\.\n {2}\d+ \| .*\$\{site\.replyWithin\}/),
      "widgets/content/ui.ts: ui.footer.contactText reads 'undefined': a ${…} in it names something that does not exist.",
    ]);
  });

  it('finds a heading left empty in the page copy', async () => {
    expect(await problemsAfter(['ui.ts', "projectsHeading: 'Featured Projects'", "projectsHeading: ''"])).toEqual([
      'widgets/content/ui.ts: ui.home.projectsHeading is empty; write it.',
    ]);
  });

  it('reports a syntax error by file, line and column, with the line and a caret', async () => {
    const edit: Edit = ['services.ts', "name: 'Mobile Development',", "name: 'Mobile Development,"];
    const [problem, ...rest] = await problemsAfter(edit);
    // Where the edit lands in the file as it is today; esbuild points just past the end of the line the string never closes on.
    const { line, text } = editedLine(contentSource('services.ts'), edit[1], edit[2]);
    const column = text.length + 1;
    expect(rest).toEqual([]);
    expect(problem).toBe(
      [
        `widgets/content/services.ts:${line}:${column}: Unterminated string literal`,
        `  ${line} | ${text}`,
        `  ${' '.repeat(String(line).length)} | ${' '.repeat(column - 1)}^`,
      ].join('\n'),
    );
  });

  it('reports every mistake at once, across files', async () => {
    const problems = await problemsAfter(['testimonials.ts', 'rating: 5', 'rating: 4'], ['faq.ts', anyText('answer'), "answer: ''"]);
    expect(problems).toHaveLength(2);
  });
});
