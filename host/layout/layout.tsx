import type { ReactNode } from 'react';
import { ui } from '../../widgets/content/ui';
import { Footer } from './footer';
import { Header } from './header';

/** Every page: skip link (shown below the header, clear of the logo and the menu), fixed header, the main area, footer. */
export function Layout({ path, children }: { path: string | null; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-[4.5rem] focus:px-4 focus:py-3"
      >
        {ui.nav.skipToMain}
      </a>
      <Header path={path} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
