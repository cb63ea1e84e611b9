/**
 * Checks widgets/content/ before anything is built, in well under a second, and says every
 * mistake at once in words a person editing the text can act on:
 *
 *   widgets/content/services.ts: 'Web Development' lists 3 technologies; a service needs 8.
 *
 * The types in widgets/content/types.ts stay the one description of the content (the widgets
 * import them, and `npm run typecheck` holds the content to them). Each shape below is bound to
 * its type by `shape<T>()`: a field added to a type and not here fails the typecheck. What a type
 * cannot say is checked here: no empty text, no unknown fields, unique names, files that exist,
 * addresses that are addresses. A schema library would have meant writing every type twice or
 * giving the widgets types inferred from it; this is one file, and no dependency.
 *
 * The content files are bundled by esbuild (what tsx runs on) and evaluated as plain code, so a
 * syntax error is reported with its file, line and column, never as a stack trace.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Message } from 'esbuild';
import type * as Types from '../widgets/content/types';
import { missingReferences } from './content-references';
import { checkTranslations } from './translation-check';

export const root = new URL('..', import.meta.url).pathname;

/** Where a person finds what a check talks about. */
export interface ContentPaths {
  content: string;
  public: string;
  /** simple-icons' folder of logos, one `<slug>.svg` each. */
  logos: string;
}

export const contentPaths = (base = root): ContentPaths => ({
  content: join(base, 'widgets/content'),
  public: join(base, 'public'),
  logos: join(root, 'node_modules/simple-icons/icons'),
});

type Modules = Record<string, Record<string, unknown>>;

/** `file:line:column`, the line itself and a caret under the spot, as compilers print them. */
export function formatSyntaxError(message: Message, base = root): string {
  const at = message.location;
  if (!at) return message.text;
  const number = String(at.line);
  return [
    `${relative(base, join(base, at.file))}:${at.line}:${at.column + 1}: ${message.text}`,
    `  ${number} | ${at.lineText}`,
    `  ${' '.repeat(number.length)} | ${' '.repeat(at.column)}^`,
  ].join('\n');
}

/** Each content file's exports, or the syntax errors that stop it loading. */
export async function loadContent(dir: string): Promise<{ modules: Modules; problems: string[] }> {
  // The content files and the languages' (languages/fr.ts...).
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const base = dir.slice(0, dir.length - 'widgets/content'.length);
  const result = await build({
    entryPoints: files.map((file) => join(dir, file)),
    absWorkingDir: base,
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    outdir: '/content',
    logLevel: 'silent',
  }).catch((failure: { errors?: Message[] }) => {
    if (!failure.errors) throw failure;
    return { problems: failure.errors.map((error) => formatSyntaxError(error, base)) };
  });
  if ('problems' in result) return { modules: {}, problems: result.problems };
  const modules: Modules = {};
  const problems: string[] = [];
  for (const output of result.outputFiles) {
    const file = output.path.slice('/content/'.length).replace(/\.js$/, '.ts');
    const module = { exports: {} as Record<string, unknown> };
    try {
      // The content imports nothing but itself (bundled in): no loader, no cache between saves.
      new Function('module', 'exports', output.text)(module, module.exports);
      modules[file] = module.exports;
    } catch (error) {
      problems.push(`widgets/content/${file}: stops with "${(error as Error).message}" when it runs: check the names it uses.`);
    }
  }
  return { modules, problems };
}

// ---- the rules ---------------------------------------------------------------------------

/** Where a value sits, for the message: `'Web Development'`, its field `description`, on `a service`. */
interface Spot {
  where: string;
  field: string;
  noun: string;
  report: (problem: string) => void;
}
type Rule = (value: unknown, spot: Spot) => void;

const kind = (value: unknown) =>
  value === undefined ? 'missing' : value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'string' ? 'text' : `a ${typeof value}`;
const quoted = (names: readonly (string | number)[]) => names.map((name) => `'${name}'`).join(', ');
const a = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** What a `${…}` naming nothing leaves in a string. */
const LEFTOVER = /\bundefined\b|\bNaN\b|\[object Object\]/;

const text: Rule = (value, s) => {
  if (typeof value !== 'string') return s.report(`${s.where} has ${kind(value)} as its ${s.field}; it should be text in quotes.`);
  if (!value.trim()) return s.report(`${s.where} has an empty ${s.field}; write it, or remove the ${s.noun}.`);
  const leftover = value.match(LEFTOVER);
  if (leftover) s.report(`${s.where}'s ${s.field} reads '${leftover[0]}': a \${…} in it names something that does not exist.`);
};

/** Text, or '' where the type allows leaving it out (a story without a video). */
const optional = (rule: Rule): Rule => (value, s) => (value === '' ? undefined : rule(value, s));

/** A field an item may leave out (a `field?:` of its type); when there, `rule` checks it. */
const mayBeLeftOut = (rule: Rule): Rule => Object.assign((value: unknown, s: Spot) => rule(value, s), { mayBeLeftOut: true });

const whole: Rule = (value, s) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) s.report(`${s.where} has ${kind(value)} as its ${s.field}; it should be a number such as 50.`);
};

const exactly =
  (expected: number, why: string): Rule =>
  (value, s) => {
    if (value !== expected) s.report(`${s.where} has a ${s.field} of ${String(value)}; ${why}.`);
  };

const oneOf =
  (names: readonly string[]): Rule =>
  (value, s) => {
    if (typeof value !== 'string' || !names.includes(value)) {
      const guess = typeof value === 'string' ? nearest(value, names) : undefined;
      s.report(`${s.where} has the ${s.field} ${typeof value === 'string' ? `'${value}'` : kind(value)}${guess ? ` (did you mean '${guess}'?)` : ''}; ${a(s.noun)}'s ${s.field} is one of ${quoted(names)}.`);
    }
  };

const file =
  (folder: string, paths: ContentPaths): Rule =>
  (value, s) => {
    text(value, s);
    if (typeof value === 'string' && value.trim() && !existsSync(join(paths.public, folder, value))) {
      s.report(`${s.where} has the ${s.field} '${value}', which is not in public/${folder}/: add the file or correct the name.`);
    }
  };

const email: Rule = (value, s) => {
  text(value, s);
  if (typeof value === 'string' && value && !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value)) s.report(`${s.where} has the ${s.field} '${value}', which is not an e-mail address like name@example.com.`);
};

const phone: Rule = (value, s) => {
  text(value, s);
  if (typeof value === 'string' && value && (!/^\+?[\d\s()-]+$/.test(value) || value.replace(/\D/g, '').length < 7)) {
    s.report(`${s.where} has the ${s.field} '${value}', which is not a phone number like +44 131 496 0123 (digits, spaces, one leading +).`);
  }
};

const url: Rule = (value, s) => {
  text(value, s);
  if (typeof value === 'string' && value && !/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(value)) s.report(`${s.where} has the ${s.field} '${value}', which is not a web address starting with https://.`);
};

/** A list of `count` items (or one of the counts), each checked by `item` and named `itemNoun n`. */
const list =
  (item: Rule, itemNoun: string, { count, unique }: { count?: number | number[]; unique?: string } = {}): Rule =>
  (value, s) => {
    if (!Array.isArray(value)) return s.report(`${s.where} has ${kind(value)} as its ${s.field}; it should be a list in [ ].`);
    const counts = count === undefined ? [] : [count].flat();
    if (counts.length && !counts.includes(value.length)) s.report(`${s.where} lists ${value.length} ${s.field}; ${a(s.noun)} needs ${counts.join(' or ')}.`);
    value.forEach((entry, index) => item(entry, { ...s, where: `${s.where} ${itemNoun} ${index + 1}`, field: itemNoun, noun: itemNoun }));
    if (unique) duplicates(value, unique, (name) => s.report(`${s.where} lists the ${itemNoun} ${unique === '.' ? '' : `${unique} `}'${name}' twice; each must differ.`));
  };

/** Calls `found` once for each value of `key` (`.` for the item itself) that occurs twice. */
function duplicates(items: unknown[], key: string, found: (name: string) => void) {
  const seen = new Set<unknown>();
  for (const item of items) {
    const name = key === '.' ? item : (item as Record<string, unknown> | null)?.[key];
    if (typeof name !== 'string' || !name) continue;
    if (seen.has(name)) found(name);
    seen.add(name);
  }
}

/** Every field a shape has, each with its rule: `Fields<Service>` must name all of Service's. */
type Fields<T> = { [K in keyof T]-?: Rule };

/** An object with exactly these fields; a field that is not one is named, with the nearest that is. */
function shape<T>(fields: Fields<T>): Rule {
  const names = Object.keys(fields);
  return (value, s) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return s.report(`${s.where} is ${kind(value)}; ${a(s.noun)} is written { field: value, … }.`);
    const record = value as Record<string, unknown>;
    const unknown = Object.keys(record).filter((key) => !names.includes(key));
    const meant = new Set<string>();
    for (const key of unknown) {
      const guess = nearest(key, names.filter((name) => !(name in record)));
      if (guess) meant.add(guess);
      s.report(`${s.where} has an unknown field '${key}'${guess ? `; did you mean '${guess}'?` : `; ${a(s.noun)} has only ${quoted(names)}.`}`);
    }
    for (const [name, rule] of Object.entries(fields) as [string, Rule][]) {
      if (!(name in record)) {
        if (!meant.has(name) && !('mayBeLeftOut' in rule)) s.report(`${s.where} has no ${name}; ${a(s.noun)} needs one.`);
      } else rule(record[name], { ...s, field: name });
    }
  };
}

/** The known name closest to a misspelt one, if it is close enough to be what was meant. */
export function nearest(word: string, names: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const name of names) {
    const distance = editDistance(word.toLowerCase(), name.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}

function editDistance(from: string, to: string): number {
  let row = Array.from({ length: to.length + 1 }, (_, i) => i);
  for (let i = 1; i <= from.length; i++) {
    const next = [i];
    for (let j = 1; j <= to.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1));
    row = next;
  }
  return row[to.length]!;
}

// ---- the content -------------------------------------------------------------------------

/** How a person recognises an item: its name, title or question, else its place in the list. */
const label = (item: unknown, noun: string, index: number) => {
  const record = (typeof item === 'object' && item) as Record<string, unknown> | false;
  const name = record && [record.name, record.title, record.question, record.client, record.label].find((v) => typeof v === 'string' && v.trim());
  return typeof name === 'string' ? `'${name}'` : `${noun} ${index + 1}`;
};

interface Collection {
  file: string;
  name: string;
  noun: string;
  /** The spec's count, where it fixes one. */
  count?: number;
  item: Rule;
  /** Fields no two items may share. */
  unique?: string[];
}

/** Checks `modules` (as loadContent gives them); every problem, one line each. */
export function checkModules(modules: Modules, paths: ContentPaths): string[] {
  const types = modules['types.ts'] as unknown as typeof Types;
  const titled = shape<Types.TitledText>({ title: text, description: text });
  const statistic = shape<Types.Statistic>({ number: whole, suffix: optional(text), label: text });
  const iconCard = shape<Types.IconCard>({ title: text, description: text, icon: oneOf(types.iconNames) });
  const paragraphs = shape<{ title: string; paragraphs: string[] }>({ title: text, paragraphs: list(text, 'paragraph') });
  const question = shape<Types.FaqItem>({ question: text, answer: text });
  const page = shape<{ meta: Types.PageMeta; hero: Types.PageHero }>({
    meta: shape<Types.PageMeta>({ title: text, description: text, keywords: list(text, 'keyword', { unique: '.' }) }),
    hero: shape<Types.PageHero>({ eyebrow: text, title: text, lead: text }),
  });

  const collections: Collection[] = [
    {
      file: 'services.ts',
      name: 'services',
      noun: 'service',
      count: 7,
      unique: ['name', 'slug'],
      item: shape<Types.ServiceSummary>({
        name: text,
        slug: oneOf(types.serviceSlugs),
        icon: oneOf(types.serviceIconNames),
        description: text,
        technologies: list(text, 'technology', { count: 8, unique: '.' }),
      }),
    },
    { file: 'testimonials.ts', name: 'testimonials', noun: 'testimonial', count: 7, unique: ['name', 'content'], item: shape<Types.Testimonial>({ name: text, role: text, content: text, rating: exactly(5, 'every testimonial is rated 5') }) },
    {
      file: 'projects.ts',
      name: 'projects',
      noun: 'project',
      count: 3,
      unique: ['title', 'image'],
      item: shape<Types.Project>({ title: text, subtitle: text, description: text, image: file('images/projects', paths), imageAlt: text, tags: list(text, 'tag', { unique: '.' }) }),
    },
    { file: 'faq.ts', name: 'faq', noun: 'question', count: 6, unique: ['question'], item: question },
    { file: 'company.ts', name: 'contactQuestions', noun: 'question', count: 6, unique: ['question'], item: question },
    { file: 'company.ts', name: 'homeStats', noun: 'statistic', count: 4, unique: ['label'], item: statistic },
    { file: 'company.ts', name: 'aboutFigures', noun: 'figure', count: 4, unique: ['label'], item: statistic },
    { file: 'company.ts', name: 'certifications', noun: 'certification', count: 6, unique: ['title'], item: iconCard },
    { file: 'company.ts', name: 'principles', noun: 'principle', count: 5, unique: ['title'], item: iconCard },
    { file: 'company.ts', name: 'pillars', noun: 'pillar', count: 3, unique: ['title'], item: iconCard },
    {
      file: 'company.ts',
      name: 'techExpertise',
      noun: 'category',
      count: 4,
      unique: ['category'],
      item: shape<Types.TechCategory>({ category: oneOf(types.techCategories), technologies: list(text, 'technology', { unique: '.' }) }),
    },
    { file: 'process.ts', name: 'processStages', noun: 'stage', count: 5, unique: ['title'], item: shape<Types.ProcessStage>({ title: text, description: text, icon: oneOf(types.stageIconNames) }) },
    {
      file: 'audiences.ts',
      name: 'audiences',
      noun: 'audience',
      count: 3,
      unique: ['title'],
      item: shape<Types.AudienceCard>({ title: text, icon: oneOf(types.audienceIconNames), description: text, features: list(text, 'feature', { count: 4 }) }),
    },
    {
      file: 'stories.ts',
      name: 'successStories',
      noun: 'story',
      count: 3,
      unique: ['title'],
      item: shape<Types.SuccessStory>({ client: text, title: text, summary: text, video: optional(file('videos', paths)), poster: file('images/stories', paths) }),
    },
    {
      file: 'technologies.ts',
      name: 'technologies',
      noun: 'technology',
      unique: ['name', 'logo'],
      item: shape<Types.Technology>({
        name: text,
        description: text,
        logo: (value, s) => {
          text(value, s);
          if (typeof value === 'string' && value && !existsSync(join(paths.logos, `${value}.svg`))) {
            s.report(`${s.where} has the logo '${value}', which simple-icons does not have: find its slug at https://simpleicons.org.`);
          }
        },
      }),
    },
  ];

  const problems: string[] = [];
  const reporter = (file: string) => (problem: string) => problems.push(`widgets/content/${file}: ${problem}`);
  const exported = (file: string, name: string, report: (problem: string) => void) => {
    const value = modules[file]?.[name];
    if (value === undefined) report(`exports no '${name}'${nearestExport(modules[file], name)}; the site reads it under that name.`);
    return value;
  };

  for (const { file, name, noun, count, item, unique = [] } of collections) {
    const report = reporter(file);
    const items = exported(file, name, report);
    if (items === undefined) continue;
    if (!Array.isArray(items)) {
      report(`'${name}' should be a list in [ ].`);
      continue;
    }
    if (count !== undefined && items.length !== count) report(`'${name}' lists ${items.length} ${noun === 'story' ? 'stories' : `${noun}s`}; the site needs ${count}.`);
    items.forEach((entry, index) => item(entry, { where: label(entry, noun, index), field: '', noun, report }));
    for (const key of unique) duplicates(items, key, (value) => report(`two ${noun === 'story' ? 'stories' : `${noun}s`} have the ${key} '${value}'; each needs its own.`));
  }

  // Each service's page: one per slug, and only for the slugs services.ts lists.
  {
    const report = reporter('service-details.ts');
    const details = exported('service-details.ts', 'serviceDetails', report) as Record<string, unknown> | undefined;
    const slugs = ((modules['services.ts']?.services ?? []) as { slug?: string; name?: string }[]).filter((s) => typeof s?.slug === 'string');
    const detail = shape<Types.ServiceDetails>({
      title: text,
      image: file('images/services', paths),
      imageAlt: text,
      fullDescription: list(text, 'paragraph', { count: [2, 3] }),
      features: list(titled, 'feature', { count: 8, unique: 'title' }),
      process: list(titled, 'step', { count: 7, unique: 'title' }),
    });
    if (details && typeof details === 'object') {
      for (const [slug, entry] of Object.entries(details)) {
        if (!types.serviceSlugs.includes(slug as Types.ServiceSlug)) {
          const guess = nearest(slug, types.serviceSlugs);
          report(`'${slug}' is not a service's slug${guess ? `; did you mean '${guess}'?` : `; the slugs are ${quoted(types.serviceSlugs)}.`}`);
          continue;
        }
        const service = slugs.find((s) => s.slug === slug);
        detail(entry, { where: `'${service?.name ?? slug}'`, field: '', noun: 'service page', report });
      }
      // A service whose slug is wrong is reported in services.ts already.
      for (const { slug, name } of slugs) {
        if (types.serviceSlugs.includes(slug as Types.ServiceSlug) && !(slug! in details)) report(`has no page for '${name ?? slug}' (slug '${slug}'); each service needs one.`);
      }
    }
  }

  {
    const file = 'pages.ts';
    const report = reporter(file);
    const pages = exported(file, 'pages', report);
    if (pages && typeof pages === 'object') for (const [name, entry] of Object.entries(pages)) page(entry, { where: `the ${name} page`, field: '', noun: 'page', report });
  }

  {
    const report = reporter('company.ts');
    for (const name of ['vision', 'whoWeAre', 'mission']) {
      const value = exported('company.ts', name, report);
      if (value !== undefined) paragraphs(value, { where: `'${name}'`, field: '', noun: 'section', report });
    }
  }

  {
    const report = reporter('site.ts');
    const site = exported('site.ts', 'site', report) as Record<string, Record<string, unknown>> | undefined;
    if (site) {
      const spot = (field: string): Spot => ({ where: 'the site', field, noun: 'site', report });
      email(site.email, spot('email'));
      phone(site.phone, spot('phone'));
      url(site.url, spot('url'));
      url(site.schedulingUrl, spot('schedulingUrl'));
      for (const [name, link] of Object.entries(site.social ?? {})) url(link, spot(`social link '${name}'`));
      email(site.emailjs?.toEmail, { ...spot('toEmail'), where: 'the EmailJS settings' });
      email(site.privacyEmail, spot('privacyEmail'));
      email(site.securityEmail, spot('securityEmail'));
      if (!Number.isInteger(site.draftKeptDays) || (site.draftKeptDays as unknown as number) < 1) report(`the site keeps drafts for ${String(site.draftKeptDays)} days; write a whole number of days, such as 7.`);
    }
  }

  // The privacy notice: parts with an anchor each, a date, and links that lead somewhere.
  {
    const report = reporter('privacy.ts');
    const notice = exported('privacy.ts', 'privacyNotice', report) as { updated?: unknown; sections?: unknown; links?: Record<string, unknown> } | undefined;
    if (notice) {
      const spot: Spot = { where: 'the privacy notice', field: '', noun: 'privacy notice', report };
      if (typeof notice.updated !== 'string' || Number.isNaN(Date.parse(`${notice.updated} UTC`))) report(`the privacy notice's updated reads '${String(notice.updated)}'; write a date such as '25 November 2026'.`);
      const anchor: Rule = (value, s) => {
        text(value, s);
        if (typeof value === 'string' && value && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) s.report(`${s.where} has the id '${value}'; an id is lower-case words joined by hyphens, such as 'your-rights'.`);
      };
      const section = shape<Types.PrivacySection>({ id: anchor, heading: text, paragraphs: list(text, 'paragraph'), list: mayBeLeftOut(list(text, 'item')), after: mayBeLeftOut(list(text, 'paragraph')) });
      list(section, 'part', { unique: 'id' })(notice.sections, { ...spot, field: 'sections' });
      for (const [phrase, href] of Object.entries(notice.links ?? {})) {
        // mailto: links are to site.ts's addresses, checked there.
        if (typeof href !== 'string' || !/^(https:\/\/[^\s/]+\.\S+|mailto:\S+)$/.test(href)) report(`the privacy notice links '${phrase}' to '${String(href)}'; a link is https://… or mailto:name@example.com.`);
      }
    }
  }

  // The rest (page and widget copy, figures): no text left empty, nothing a ${…} could not fill.
  const checked = new Set(collections.map((c) => `${c.file}:${c.name}`));
  for (const [file, exports] of Object.entries(modules)) {
    if (file === 'types.ts' || file.startsWith('languages/')) continue; // the languages': build/translation-check.ts
    for (const [name, value] of Object.entries(exports)) {
      if (!checked.has(`${file}:${name}`) && !['serviceDetails', 'pages', 'vision', 'whoWeAre', 'mission', 'privacyNotice'].includes(name)) everyText(value, name, reporter(file));
    }
  }
  problems.push(...checkTranslations(modules));
  return [...new Set(problems)];
}

/** Empty on purpose: EmailJS's origin is then the one the site is served from (site.ts). */
const MAY_BE_EMPTY = /^(emailjsDefaults|site\.emailjs)\.origin$/;

/** Walks an object's text: empty text, or text a `${…}` left 'undefined' in, is reported by its path (`ui.home.getStarted`). */
function everyText(value: unknown, path: string, report: (problem: string) => void) {
  if (typeof value === 'string') {
    if (!value.trim() && !MAY_BE_EMPTY.test(path)) report(`${path} is empty; write it.`);
    else if (LEFTOVER.test(value)) report(`${path} reads '${value.match(LEFTOVER)![0]}': a \${…} in it names something that does not exist.`);
  } else if (value === undefined || value === null || Number.isNaN(value)) {
    report(`${path} is ${String(value)}: a name in it does not exist.`);
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => everyText(entry, `${path}[${index}]`, report));
  } else if (typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) everyText(entry, `${path}.${key}`, report);
  }
}

const nearestExport = (exports: Record<string, unknown> | undefined, name: string) => {
  const guess = exports && nearest(name, Object.keys(exports));
  return guess ? ` (it exports '${guess}': renamed?)` : '';
};

/** Loads and checks the content under `paths`: every problem, one line each (none: it is fine). */
export async function checkContent(paths = contentPaths()): Promise<string[]> {
  const { modules, problems } = await loadContent(paths.content);
  const found = problems.length ? problems : checkModules(modules, paths);
  // A name that does not exist shows as 'undefined' in a text, or stops a file: say where it is written.
  if (!found.some((problem) => /names something that does not exist|a name in it does not exist|check the names it uses/.test(problem))) return found;
  const base = paths.content.slice(0, paths.content.length - 'widgets/content'.length);
  return [...missingReferences(paths.content, base), ...found];
}

/** What the commands print before stopping: the problems, and what to do. */
export const contentReport = (problems: string[]) =>
  `The content has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}; nothing was built or changed:\n\n${problems.map((p) => `  ${p.replace(/\n/g, '\n  ')}`).join('\n')}\n\ndocs/content.md explains each kind of message.\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const problems = await checkContent();
  if (problems.length) {
    process.stderr.write(contentReport(problems));
    process.exit(1);
  }
  console.log(`Content checked in ${Date.now() - started} ms: no mistakes.`);
}
