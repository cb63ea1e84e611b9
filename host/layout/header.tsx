import { Menu, X } from 'lucide';
import { Glyph } from '../../widgets/shared/icons';
import { site } from '../../widgets/content/site';
import { ui } from '../../widgets/content/ui';
import { isActive } from '../nav';
import { Logo } from './logo';
import { menuIconClose, menuIconOpen, siteNav } from '../styles';

/**
 * The fixed header, opaque: a translucent one over a blur of the page (backdrop-filter) is drawn again for every
 * frame it is over, and without a GPU the first frame after a click waited for it. On small screens the links fold
 * into a menu: a <details> disclosure, so it opens and closes without a script; host/client.ts adds Escape, closing
 * on a chosen link, and the button's label.
 */
export function Header({ path }: { path: string | null }) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/80 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-5 sm:px-8">
        <a href="/" className="flex items-center gap-2.5 text-lg font-semibold tracking-tight text-ink" aria-label={ui.nav.homeLink}>
          <Logo />
          {/* Very narrow for the text size (200% text on a phone): the logo alone, the link keeps its name. */}
          <span className="max-[19.99em]:hidden">{site.name}</span>
        </a>
        <details id="menu" className="md:hidden">
          <summary
            id="menu-button"
            aria-controls="site-nav"
            aria-label={ui.nav.openMenu}
            data-label-open={ui.nav.openMenu}
            data-label-close={ui.nav.closeMenu}
            className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-lg border border-transparent text-ink hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          >
            <Glyph icon={Menu} className={`${menuIconOpen} h-6 w-6`} />
            <Glyph icon={X} className={`${menuIconClose} h-6 w-6`} />
          </summary>
        </details>
        <nav id="site-nav" aria-label={ui.nav.label} className={`${siteNav} absolute inset-x-0 top-16 border-b border-slate-200 bg-white md:static md:block md:border-0 md:bg-transparent`}>
          <ul className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-1 md:p-0">
            {ui.nav.links.map((link) => {
              const active = path !== null && isActive(link.href, path);
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    data-nav-link
                    aria-current={active ? 'page' : undefined}
                    className="block rounded-lg px-4 py-3 text-base text-slate-700 transition hover:bg-slate-100 hover:text-ink aria-[current=page]:bg-brand/10 aria-[current=page]:text-brand-strong md:py-2"
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
