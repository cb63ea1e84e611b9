// @vitest-environment node
// (esbuild, which loads the content, needs Node's own TextEncoder, not happy-dom's.)
import { afterEach, describe, expect, it } from 'vitest';
import { editedContent, removeEditedContent } from './edited-content';
import { releaseDrift } from './release-drift';

afterEach(removeEditedContent);

describe('the pinned release note', () => {
  it('says nothing while the newest release shows the text as it is', async () => {
    expect(await releaseDrift(editedContent().content)).toBeNull();
  });

  it('names the release, the service whose card text changed, and the command that publishes a new one', async () => {
    const content = editedContent(['services.ts', "'Fast, accessible web applications", "'Quick, accessible web applications"]).content;
    expect(await releaseDrift(content)).toMatch(
      /^Pinned release \d+\.\d+\.\d+ still shows the old text of: services \('Web Development' description\)\. Partners pinned to it keep it until you publish a new one: bump "version" in package\.json, then npm run release\.$/,
    );
  });

  it('names changed form copy too', async () => {
    const content = editedContent(['widget-copy.ts', "submit: 'Send Message'", "submit: 'Send your enquiry'"]).content;
    expect(await releaseDrift(content)).toContain('still shows the old text of: widget copy (enquiryCopy.submit).');
  });
});
