/**
 * The /partners page's script: reads the partner's choices, shows the real
 * widget in the preview, and writes the snippet (see snippet.ts) with the
 * pinned release's integrity hashes, which the page carries in `data-integrity`.
 */
import { tagName } from '../../widgets/shared/prefix';
import { DEFAULT_BRAND, attributesOf, snippet, type Choices, type Release } from './snippet';

const form = document.getElementById('configurator') as HTMLFormElement | null;
const preview = document.getElementById('preview');

function choices(form: HTMLFormElement): Choices {
  const data = new FormData(form);
  return {
    widget: String(data.get('widget')) as Choices['widget'],
    mode: String(data.get('mode')) as Choices['mode'],
    theme: String(data.get('theme')) as Choices['theme'],
    brand: String(data.get('brand') ?? DEFAULT_BRAND),
    partnerId: String(data.get('partnerId') ?? ''),
    services: data.getAll('services').map(String),
    pinned: data.get('pinned') !== null,
    language: String(data.get('language') ?? '') as Choices['language'],
  };
}

/** The preview: the same element the snippet writes, live. */
function showPreview(target: HTMLElement, chosen: Choices, openLabel: string) {
  const element = document.createElement(tagName(chosen.widget));
  for (const [name, value] of attributesOf(chosen)) element.setAttribute(name, value);
  element.style.setProperty('--cairn-brand', chosen.brand);
  element.style.setProperty('--cairn-brand-strong', chosen.brand);
  element.style.setProperty('--cairn-focus', chosen.brand);
  const parts: Node[] = [element];
  if (chosen.widget === 'enquiry-form' && (chosen.mode === 'popup' || chosen.mode === 'drawer')) {
    const opener = document.createElement('button');
    opener.type = 'button';
    opener.dataset.cairnOpen = 'cairn-enquiry';
    opener.className = 'min-h-[44px] rounded-lg bg-brand px-5 py-2.5 font-semibold text-white';
    opener.textContent = openLabel;
    parts.unshift(opener);
  }
  target.replaceChildren(...parts);
}

/** Once the page itself has loaded: the 35 KB partner script never competes with it. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else addEventListener('load', run, { once: true });
}

if (form && preview) {
  // The real elements, as partners load them.
  // A script element, not import(): the bundler would wrap that in a helper of its own, one more request.
  afterLoad(() => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: `${location.origin}/embed/cairn.js` })));
  const release: Release = {
    origin: location.origin,
    emailJsOrigin: form.dataset.emailjsOrigin || location.origin,
    version: form.dataset.version ?? '',
    integrity: JSON.parse(form.dataset.integrity || '{}') as Record<string, string>,
  };
  const openLabel = form.dataset.openLabel ?? '';
  const status = document.getElementById('copy-status')!;
  let written = '';

  const update = () => {
    const chosen = choices(form);
    for (const part of form.querySelectorAll<HTMLElement>('[data-only]')) part.hidden = !part.dataset.only!.split(' ').includes(chosen.widget);
    const { html, css, csp } = snippet(chosen, release, openLabel);
    document.getElementById('snippet-html')!.textContent = html;
    document.getElementById('snippet-css')!.textContent = css;
    document.getElementById('snippet-csp')!.textContent = csp;
    written = html;
    status.textContent = '';
    showPreview(preview, chosen, openLabel);
  };

  form.addEventListener('input', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  document.getElementById('copy-snippet')!.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(written);
      status.textContent = status.dataset.copied ?? '';
    } catch {
      status.textContent = status.dataset.failed ?? '';
    }
  });
  update();
}
