/**
 * What partners were given stays on our site after every deploy: each pinned
 * release byte for byte, and every chunk an evergreen script has imported
 * (build/releases.ts). A static host serves only what the last deploy uploaded,
 * so all of it must be committed, not just built.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mustBeNew, published, releasedIntegrity } from '../build/releases';
import { parseHeaders } from '../build/serve';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const committed = (path: string) => execFileSync('git', ['ls-files', '--', path], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/**
 * The releases kept in published/embed/ (each a folder named major.minor.patch), read here, not from build/releases.ts,
 * which is under test: after `npm run release`, the new one is checked too, with no test to edit.
 */
const releases = readdirSync(published).filter((name) => /^\d+\.\d+\.\d+$/.test(name));

describe('published embed releases', () => {
  it('keep 0.2.0 with the hashes its partners were given', () => {
    expect(releasedIntegrity('0.2.0')).toEqual({
      version: '0.2.0',
      files: {
        'cairn.js': 'sha384-9rUMCYZvExkOj+5JhZBqB7eQ5Rf/LGOK+Gg38+F23UtXB5rahYBA8sP0NUKh3jiA',
        'enquiry-form.js': 'sha384-vCEK/9KXI0LioV3Qm/ZHemvUaKxO/pCZuVQ1zmmX1XvGZbMEDbx7G9p/qBSJz5Oh',
        'services-grid.js': 'sha384-cP3Afe63KZUW45RfcbK5mxR3YJfyV+oQrhDFxwv1mTI74ekEl9Apx0Ht5+LqdPpv',
      },
    });
    for (const file of ['cairn.js', 'enquiry-form.js', 'services-grid.js', 'integrity.json']) expect(committed(`published/embed/0.2.0/${file}`)).toHaveLength(1);
  });

  it('keep 0.2.1 with the hashes its partners were given', () => {
    expect(releasedIntegrity('0.2.1').files).toEqual({
      'cairn.js': 'sha384-gH0UOeupsjjlco7oNbfa8Zj+z7SUHbxbUXdPN5myJ7pj7TxqX5Q3ACheYkWW+Zzv',
      'enquiry-form.js': 'sha384-5B2qJN7yVrc6T9CpkoYikcCSvPl0h4sEikHLUfj/mDREf5P5+zWD9k989j9tCh8h',
      'services-grid.js': 'sha384-PzyEJJkpDMWFwqf/aczMV4FzHtgLPMcnwK0rx19ouEG528Jf+FjjTYht8T7aIE0m',
    });
  });

  it('keep 0.2.2, the first with the privacy line beside Send (and the partner\'s overflow given back, and a bordered Send button in forced colours), with the hashes the partner guide gives', () => {
    expect(releasedIntegrity('0.2.2').files).toEqual({
      'cairn.js': 'sha384-uNNqnuseqreNPtsHv4+kBsssDbtgCahM8RkLQGB5uGnWNORuEL+EbegOzeuQFPdG',
      'enquiry-form.js': 'sha384-hlfonrkefzsIbYzX9xGeuuGAAP2vViqGfhepRt+PMlZ+0itc0j/cylW3Gqed5l2Y',
      'services-grid.js': 'sha384-Tq4M/C+/rNVqEv7/7W/k8hKZFMUBhWRG4sum18jb/yqLKecQY1dLGBzAOwRVirrj',
    });
    for (const file of ['cairn.js', 'enquiry-form.js']) {
      expect(readFileSync(join(published, '0.2.2', file), 'utf8'), file).toContain('We use your details only to reply to your enquiry.');
    }
  });

  it('keep 0.2.3, the first whose inline form paints its own surface (a dark form readable on a white page), with the hashes the partner guide gives', () => {
    expect(releasedIntegrity('0.2.3').files).toEqual({
      'cairn.js': 'sha384-rUcIbca9kt7wT712r4oMWyZVAKUhV1j+Dt8pBIhPpoldyChBO9qyQZIUTPSUXfAQ',
      'enquiry-form.js': 'sha384-c530s3SpHShkrTHkVA06wT9mXnJ8FR01m2g/YMF7OAR5dgUp5Y4W2Y/ramlfNLn3',
      'services-grid.js': 'sha384-shgsqd235Ule2G4oWg1r8TlceZpqX+dRcjdeOAHhh/CQh4H4XTfoDaoMxjuGxqHH',
    });
    for (const file of ['cairn.js', 'enquiry-form.js']) {
      expect(readFileSync(join(published, '0.2.3', file), 'utf8'), file).toContain(':host>.cairn-root{padding:1em;border-radius:var(--cairn-radius);background:var(--cairn-surface)}');
    }
  });

  it('have frozen the version in package.json, so no later change can alter what a deploy publishes under it', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(releases).toContain(version);
    expect(() => mustBeNew(version)).toThrow(`${version} is already released`);
    // Every file of it committed, and the build copied it; the guide gives its hashes.
    const { files } = releasedIntegrity(version);
    for (const file of [...Object.keys(files), 'integrity.json']) expect(committed(`published/embed/${version}/${file}`), file).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(dist, 'embed', version, 'integrity.json'), 'utf8'))).toEqual({ version, files });
    const guide = readFileSync(join(root, 'docs/embed.md'), 'utf8');
    for (const [file, hash] of Object.entries(files)) expect(guide).toContain(`| \`embed/${version}/${file}\` | \`${hash}\` |`);
  });

  it('refuse to freeze a version twice, or one not named major.minor.patch', () => {
    expect(() => mustBeNew('0.2.0')).toThrow('0.2.0 is already released');
    expect(() => mustBeNew('0.3.0-rc.1')).toThrow('A release is named major.minor.patch, not "0.3.0-rc.1"');
    expect(() => mustBeNew('9.9.9')).not.toThrow();
  });

  it('refuse a released file that changed, or is missing', () => {
    const copy = mkdtempSync(join(tmpdir(), 'published-'));
    cpSync(join(published, '0.2.0'), join(copy, '0.2.0'), { recursive: true });
    expect(releasedIntegrity('0.2.0', copy).version).toBe('0.2.0');
    const file = join(copy, '0.2.0', 'services-grid.js');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n`);
    expect(() => releasedIntegrity('0.2.0', copy)).toThrow('published/embed/0.2.0/services-grid.js is not the file published as sha384-cP3Afe');
    rmSync(file);
    expect(() => releasedIntegrity('0.2.0', copy)).toThrow('published/embed/0.2.0/services-grid.js is missing');
    rmSync(copy, { recursive: true });
  });

  it('keep every release found with the hashes it was published with, each file committed', () => {
    expect(releases, 'the releases in published/embed/').not.toEqual([]);
    // Nothing else there: a release named otherwise would be found by no test and served by no host rule.
    expect(readdirSync(published).filter((name) => !releases.includes(name))).toEqual(['chunks']);
    for (const version of releases) {
      const { files } = releasedIntegrity(version);
      expect(Object.keys(files), version).toContain('cairn.js');
      for (const file of [...Object.keys(files), 'integrity.json']) expect(committed(`published/embed/${version}/${file}`), `${version}/${file}`).toHaveLength(1);
    }
  });

  it('are all in the built site, each cached for a year, with CORS for partner pages', () => {
    const rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
    expect(releases, 'the releases in published/embed/').not.toEqual([]);
    for (const version of releases) {
      expect(readdirSync(join(dist, 'embed', version)).sort()).toEqual(readdirSync(join(published, version)).sort());
      const headers = rules.filter((rule) => rule.pattern.test(`/embed/${version}/cairn.js`)).flatMap((rule) => rule.headers);
      expect(headers).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable']);
      expect(headers).toContainEqual(['Access-Control-Allow-Origin', '*']);
    }
  });
});

describe('published evergreen chunks', () => {
  it("keep 0.2.0's, which its evergreen scripts import from pages opened before a deploy", () => {
    for (const chunk of ['dialog-c7ebfb7004.js', 'toasts-01e5589559.js']) {
      expect(committed(`published/embed/chunks/${chunk}`)).toHaveLength(1);
      expect(readdirSync(join(dist, 'embed/chunks'))).toContain(chunk);
    }
  });

  it('include every chunk the evergreen scripts of this build import, committed', () => {
    const imported = new Set(
      ['cairn.js', 'enquiry-form.js', 'services-grid.js'].flatMap((entry) =>
        [...readFileSync(join(dist, 'embed', entry), 'utf8').matchAll(/chunks\/([\w-]+\.js)/g)].map((m) => m[1]!),
      ),
    );
    expect(imported.size).toBe(3); // toasts, dialog, and the code that reads the other languages
    // That code imports each language's text in turn (named from chunks/, where it is).
    const speaking = [...imported].find((chunk) => chunk.startsWith('speaking-'))!;
    const texts = [...readFileSync(join(dist, 'embed/chunks', speaking), 'utf8').matchAll(/\.\/(text-[a-z]{2}-[\da-f]+\.js)/g)].map((m) => m[1]!);
    expect(texts).toHaveLength(6);
    const missing = [...imported, ...texts].filter((chunk) => committed(`published/embed/chunks/${chunk}`).length === 0);
    expect(missing, 'commit these: git add published/').toEqual([]);
  });
});
