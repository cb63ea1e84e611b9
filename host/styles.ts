/**
 * The few styles utility classes cannot say, written with goober. They are
 * evaluated at build time only: the pre-renderer extracts them into the
 * page's stylesheet (`extractCss`), so no style engine runs in the browser.
 */
import { css, extractCss } from 'goober';

// Below twind's `md` (48em): in em, so the menu folds for large text too.
const small = '@media (max-width: 47.99em)';

/**
 * The glow behind every page's hero: a blue light above its right side, a teal one below its left. Each is a gradient
 * image only as large as its light (`closest-side`: transparent from the ellipse touching the image's sides out), not
 * repeated, placed with its centre where the light's is, not a gradient over the whole hero that leaves most of it
 * transparent. Without a GPU (Chromium's software raster, as the bench runs it) a gradient is worked out for every
 * pixel it covers, seen or not, and a tile of the screen under one can never be drawn as a single colour: the two over
 * the whole hero took 6.2 of the 6.8 ms that /services' first screen takes to draw at 1350 x 940 (DevTools' paint
 * profiler, LayerTree.profileSnapshot); as these, the screen takes 0.5 ms. The blue light is the one
 * `radial-gradient(60rem 30rem at 85% -10%, blue, transparent 60%)` draws over the hero: its centre at 85% and -10% of
 * the hero, its radii 60% of 60rem and 30rem, so an image 72rem x 36rem whose left edge is at 85% of the hero less
 * 36rem (a background position of p% + x puts it at p% of the hero less p% of the image, plus x: 85% + 25.2rem); the
 * teal one likewise `radial-gradient(40rem 24rem at -10% 110%, teal, transparent 60%)`. Screens drawn either way differ
 * by at most 1 in 255 in a channel. Not boxes of their own (`::before`, `::after`), which draw the same: a box placed
 * at a share of the hero's height moves each time the hero grows while the page arrives, a layout shift (`/` scored CLS
 * 0.046 in a bench run with them); a background moves no box.
 */
export const heroGlow = css`
  background:
    radial-gradient(closest-side, rgb(37 99 235 / 0.45), transparent) calc(85% + 25.2rem) calc(-10% - 21.6rem) / 72rem 36rem no-repeat,
    radial-gradient(closest-side, rgb(20 184 166 / 0.25), transparent) calc(-10% - 28.8rem) calc(110% + 17.28rem) / 48rem 28.8rem no-repeat;
`;

/**
 * A part of the page below its first screen (each light section after the hero but one with a form, or one near the
 * top: host/ui.tsx, `nearTop`): the browser lays it out and paints it when it comes near the viewport (Chromium: within
 * a screen and a half of it), not before the first paint, where it was most of the
 * layout's time (28.8 to 15.8 ms before the first paint of a service page, this machine). Its content is in the page
 * all along: found by search in the page, by a link to it, by screen readers. `auto` keeps its height once it has
 * been shown.
 * Not a dark section (the footer has its own, `laterFooter`): a contrast checker (axe, as Lighthouse and browser
 * extensions run it) reads text not laid out against what is behind the placeholder, the page's white below one shorter
 * than the part, so light text there "fails".
 */
export const laterPart = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 40rem;
`;

/**
 * The footer, dark, laid out as it comes near like a `laterPart` (a service page's style and layout before the first
 * paint, 9 loads alternated: 10.7 to 8.2 ms of CPU), with a placeholder at least as tall as it is at each width (72-77rem
 * on a phone, 54 from `md`, 32 from `lg`). A contrast checker reading the page where it stands (axe, as Lighthouse runs
 * it) lays out the text of a part not laid out yet, but finds behind it the placeholder's box: below a shorter one, the
 * page's white, and the footer's light text "failed". Laid out, it keeps its own height (`auto`).
 */
export const laterFooter = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 84rem;
  @media (min-width: 48em) {
    contain-intrinsic-size: auto 62rem;
  }
  @media (min-width: 64em) {
    contain-intrinsic-size: auto 38rem;
  }
`;

/**
 * Small screens fold the links into a menu that opens with the <details>
 * before it (#menu); the open menu scrolls within the window, so every link
 * can be reached however far the page is zoomed.
 */
export const siteNav = css`
  ${small} {
    display: none;
    max-height: calc(100dvh - 4rem);
    overflow-y: auto;
    overscroll-behavior: contain;
    box-shadow: 0 20px 30px -20px rgb(15 23 42 / 0.25);
    #menu[open] ~ & { display: block; }
  }
`;
export const menuIconOpen = css`
  #menu[open] & { display: none; }
`;
export const menuIconClose = css`
  display: none;
  #menu[open] & { display: block; }
`;

/** Everything the classes above need, as CSS text. */
export const hostStyles = () => extractCss();
