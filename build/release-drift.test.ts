// @vitest-environment node
// (esbuild, which loads the content, needs Node's own TextEncoder, not happy-dom's.)
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from './content-check';
import { editedContent, removeEditedContent } from './edited-content';
import { releaseDrift, type Release } from './release-drift';

afterEach(removeEditedContent);

/** A release that shows today's text, whatever the newest real one shows: every string of the content, in its code. */
let today: Release;
beforeAll(async () => {
  today = { version: '9.9.9', code: JSON.stringify((await loadContent(editedContent().content)).modules) };
});

describe('the pinned release note', () => {
  it('says nothing while the newest release shows the text as it is', async () => {
    expect(await releaseDrift(editedContent().content, today)).toBeNull();
  });

  it('names the release, the service whose card text changed, and the command that publishes a new one', async () => {
    const content = editedContent(['services.ts', "'Fast, accessible web applications", "'Quick, accessible web applications"]).content;
    expect(await releaseDrift(content, today)).toMatch(
      /^Pinned release 9\.9\.9 still shows the old text of: services \('Web Development' description\)\. Partners pinned to it keep it until you publish a new one: bump "version" in package\.json, then npm run release\.$/,
    );
  });

  it('names changed form copy too', async () => {
    const content = editedContent(['widget-copy.ts', "submit: 'Send Message'", "submit: 'Send your enquiry'"]).content;
    expect(await releaseDrift(content, today)).toContain('Pinned release 9.9.9 still shows the old text of: widget copy (enquiryCopy.submit).');
  });
});
