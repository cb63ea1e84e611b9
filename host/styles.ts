/**
 * The few styles utility classes cannot say, written with goober. They are
 * evaluated at build time only: the pre-renderer extracts them into the
 * page's stylesheet (`extractCss`), so no style engine runs in the browser.
 */
import { css, extractCss } from 'goober';

const small = '@media (max-width: 767.98px)';

/** The glow behind every page's hero. */
export const heroGlow = css`
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgb(37 99 235 / 0.45), transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, rgb(20 184 166 / 0.25), transparent 60%);
`;

/** Small screens fold the links into a menu that host/client.ts opens by setting `.menu-open`. */
export const siteNav = css`
  ${small} {
    display: none;
    box-shadow: 0 20px 30px -20px rgb(15 23 42 / 0.25);
    .menu-open & { display: block; }
  }
`;
export const menuIconOpen = css`
  ${small} { .menu-open & { display: none; } }
`;
export const menuIconClose = css`
  display: none;
  ${small} { .menu-open & { display: block; } }
`;

/** Everything the classes above need, as CSS text. */
export const hostStyles = () => extractCss();
