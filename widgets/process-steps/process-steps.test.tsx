import { describe, expect, it } from 'vitest';
import { processStages } from '../content/process';
import { serviceBySlug } from '../content/services';
import { all, mount, text } from '../test-utils';
import './element';

describe('<cairn-process-steps>', () => {
  it('shows our five stages: Discovery, Design, Development, Release, Support', async () => {
    const { root } = await mount('<cairn-process-steps></cairn-process-steps>');
    expect(all(root, 'ol > li h3').map(text)).toEqual(['Discovery', 'Design', 'Development', 'Release', 'Support']);
    expect(processStages).toHaveLength(5);
  });

  it("shows a service's seven steps when given its slug", async () => {
    const { root } = await mount('<cairn-process-steps service="iot-devices"></cairn-process-steps>');
    const service = serviceBySlug('iot-devices')!;
    expect(all(root, 'ol > li h3').map(text)).toEqual(service.process.map((p) => p.title));
    expect(all(root, 'ol > li')).toHaveLength(7);
  });
});
