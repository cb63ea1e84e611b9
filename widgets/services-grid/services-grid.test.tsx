import { describe, expect, it, vi } from 'vitest';
import { services } from '../content/services';
import { all, mount, text } from '../test-utils';
import './element';

describe('<cairn-services-grid>', () => {
  it('renders one card per service, each linking to its detail page', async () => {
    const { root } = await mount('<cairn-services-grid></cairn-services-grid>');
    const cards = all(root, 'article');
    expect(cards).toHaveLength(7);
    expect(all<HTMLAnchorElement>(root, 'article h3 a').map((a) => a.getAttribute('href'))).toEqual(
      services.map((s) => `/services/${s.slug}`),
    );
    expect(text(cards[0]!)).toContain(services[0]!.name);
  });

  it('shows technology tags on every card', async () => {
    const { root } = await mount('<cairn-services-grid></cairn-services-grid>');
    for (const card of all(root, 'article')) expect(all(card, 'ul li').length).toBeGreaterThan(0);
  });

  it('shows only the services named in the services attribute, in that order', async () => {
    const { root } = await mount('<cairn-services-grid services="ai-ml, web-development"></cairn-services-grid>');
    expect(all(root, 'article h3').map(text)).toEqual(['AI & Machine Learning', 'Web Development']);
  });

  it('warns about an unknown slug and shows every service instead of breaking', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mount('<cairn-services-grid services="blockchain"></cairn-services-grid>');
    expect(all(root, 'article')).toHaveLength(7);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blockchain'));
    warn.mockRestore();
  });

  it('updates when the services attribute changes', async () => {
    const { element, root } = await mount('<cairn-services-grid services="ai-ml"></cairn-services-grid>');
    element.setAttribute('services', 'iot-devices,devops-cloud');
    await vi.waitFor(() => expect(all(root, 'article h3').map(text)).toEqual(['IoT Devices', 'DevOps & Cloud']));
  });
});
