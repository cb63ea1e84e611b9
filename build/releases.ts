/**
 * What partners may still be loading from us, kept in the repository
 * (`published/embed/`) because a static host serves only what the last deploy
 * uploaded:
 *
 *   - each pinned release, `embed/<version>/`, exactly as first published: a
 *     partner's `integrity` hash names those bytes, forever;
 *   - every chunk an evergreen script has imported, `embed/chunks/`: a page
 *     opened before a deploy, or a `cairn.js` still in a visitor's cache, asks
 *     for the chunks of the build it came from.
 *
 * `npm run release` (build.ts --release) freezes the version in package.json; the build then copies
 * it and never builds it again. A released file that no longer matches its
 * published hash stops the build.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const published = new URL('../published/embed/', import.meta.url).pathname;

/** The release the pinned embed files are published under (embed/<version>/): package.json's version. */
export const embedVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** How a release is named: major.minor.patch. */
const RELEASE = /^\d+\.\d+\.\d+$/;

/** The pinned releases kept for partners, oldest first. */
export const publishedVersions = () =>
  readdirSync(published)
    .filter((name) => RELEASE.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

export interface Integrity {
  version: string;
  files: Record<string, string>;
}

export const sha384 = (content: Buffer) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** A release's hashes, after checking that its files are all there and still have them. */
export function releasedIntegrity(version: string, from = published): Integrity {
  const dir = join(from, version);
  const integrity = JSON.parse(readFileSync(join(dir, 'integrity.json'), 'utf8')) as Integrity;
  for (const [file, hash] of Object.entries(integrity.files)) {
    if (!existsSync(join(dir, file))) throw new Error(`published/embed/${version}/${file} is missing: a release is never taken back (git checkout published/)`);
    if (sha384(readFileSync(join(dir, file))) !== hash) {
      throw new Error(`published/embed/${version}/${file} is not the file published as ${hash}: a release never changes (git checkout published/)`);
    }
  }
  return integrity;
}

/** Whether `npm run release` has frozen this version. */
export const isReleased = (version: string) => publishedVersions().includes(version);

/** The files under published/embed/chunks/ that git tracks; null where there is no git. */
function committedChunks(): Set<string> | null {
  try {
    return new Set(execFileSync('git', ['ls-files', '--', '.'], { cwd: join(published, 'chunks'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean));
  } catch {
    return null;
  }
}

/**
 * Into the built site's embed/: every release (checked; their hashes by version, returned) and
 * every chunk ever published. The chunks just built are added to the published ones first, to be
 * committed with the change; the chunks of earlier builds never committed (work in progress) are dropped.
 */
export function addPublished(distEmbed: string, recordChunks: boolean): Record<string, Integrity> {
  const dir = join(published, 'chunks');
  mkdirSync(dir, { recursive: true });
  if (recordChunks) {
    const built = new Set(readdirSync(join(distEmbed, 'chunks')));
    const committed = committedChunks();
    for (const chunk of readdirSync(dir)) if (committed && !committed.has(chunk) && !built.has(chunk)) rmSync(join(dir, chunk));
    for (const chunk of built) if (!existsSync(join(dir, chunk))) cpSync(join(distEmbed, 'chunks', chunk), join(dir, chunk));
  }
  const releases = Object.fromEntries(publishedVersions().map((version) => [version, releasedIntegrity(version)]));
  cpSync(published, distEmbed, { recursive: true });
  return releases;
}

export function mustBeNew(version = embedVersion) {
  if (!RELEASE.test(version)) throw new Error(`A release is named major.minor.patch, not "${version}"`);
  if (isReleased(version)) throw new Error(`${version} is already released; bump "version" in package.json for a new release`);
}

/** `npm run release`: freezes embed/<version>/ as just built. */
export function release(distEmbed: string, version = embedVersion) {
  mustBeNew(version);
  cpSync(join(distEmbed, version), join(published, version), { recursive: true });
  releasedIntegrity(version);
  console.log(`Released ${version}: published/embed/${version}/ (commit it with package.json)`);
}
