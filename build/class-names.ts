/**
 * Shorter class names: `inline-flex items-center gap-2` becomes `c1f c3a c2k` in scripts, markup
 * and styles alike, as CSS modules and most embeds do.
 * - In the partner embed, a widget's classes live inside its shadow root, where no partner's CSS
 *   reaches (partners style through parts and custom properties), so nobody outside depends on
 *   their names. About 3% of each embed's bytes (the enquiry form 14.3 to 13.9 KB gzip).
 * - On the hosted site, pages and their widgets' shadow roots are ours alone: `/` is 1.3 KB of
 *   brotli smaller, which brings it and its headers into the first round trip (build/budgets.ts).
 * Each has names of its own (`shortClassNames` once for each); `cairn-…` classes keep theirs.
 *
 * A class is renamed only where the build can be sure a text is a list of classes: a string in
 * the code whose every word is a class the styles define (or a single word in a `className`),
 * the `class` attribute of pre-rendered markup, and the styles' selectors. A class that is ever
 * written otherwise (a word in a sentence, a string built around `${…}`, a value like 'block'
 * that may be a CSS value), or never in the code at all (goober's, made as the page renders),
 * keeps its name everywhere, so the three always agree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';
import type { Markup } from '../widgets/shared/define-static-element';
import type { WidgetStyles } from '../widgets/shared/shadow';

const widgetsDir = new URL('../widgets/', import.meta.url).pathname;
const hostDir = new URL('../host/', import.meta.url).pathname;
/** Where classes are written: the widgets' code for the embed; with the host's for the hosted site. */
export type ClassSources = 'widgets' | 'site';

/** A class selector in compiled CSS, escaped as CSS escapes it (`.sm\:w-\[calc\(…\)\]`). */
const SELECTOR = /\.((?:\\.|[\w-])+)/g;
/** The selectors of each rule (not an at-rule's condition, where `.5em` is a number): `(selectors){`. */
const SELECTORS = /(^|[{}])([^{}@]+)\{/g;
/** Each class a stylesheet's selectors name, escaped. */
const selectorsOf = (css: string) => [...css.matchAll(SELECTORS)].flatMap(([, , selectors]) => [...selectors!.matchAll(SELECTOR)].map(([, name]) => name!));
const unescape = (selector: string) => selector.replace(/\\(.)/g, '$1');
/** Classes that mark an element for others' rules (`group-hover:`, `.group[open] …`), with no rule of their own in most widgets: kept as they are. */
const MARKERS = new Set(['group', 'peer']);
/** Our own structural classes (`cairn-root`, `cairn-dialog`…): tests and code find elements by them. */
const OURS = /^cairn-/;

/** Each source file's code, tests aside, and the content's (words for people, never classes). */
const sourceFiles = (sources: ClassSources) =>
  (sources === 'site' ? [widgetsDir, hostDir] : [widgetsDir]).flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !(dir === widgetsDir && file.startsWith('content/')))
      .map((file) => join(dir, file)),
  );
/** The files the plugin renames in: those `sourceFiles` reads. */
const sourceId = (sources: ClassSources) => {
  const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const widgets = `${escape(widgetsDir)}(?!content/)`;
  return new RegExp(`^(?:${sources === 'site' ? `${widgets}|${escape(hostDir)}` : widgets}).*\\.tsx?$`);
};

interface Literal {
  /** Where its text starts and ends in the file (inside the quotes). */
  start: number;
  end: number;
  text: string;
  /** Part of a `className` (or `class`) attribute's value. */
  inClassName: boolean;
  /** A template literal's part that touches a `${…}`: its word there may be half a class (`w-${n}`). */
  touchesLeft: boolean;
  touchesRight: boolean;
}

/** Every string and template part in a file, with whether it sits in a className. */
function literalsOf(file: string, code: string): Literal[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Literal[] = [];
  const visit = (node: ts.Node, inClassName: boolean) => {
    // `className="…"`, `class="…"`, and `{ className: … }` (props put together before they are given).
    const named = (ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) && ['className', 'class'].includes(node.name.getText(source));
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // In a className, a value compared or passed to a call (`status === 'idle'`, `good.has('sent')`) is no class.
      const operand = (ts.isBinaryExpression(node.parent) && node.parent.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken) || ts.isCallExpression(node.parent) || ts.isElementAccessExpression(node.parent);
      found.push({ start: node.getStart(source) + 1, end: node.getEnd() - 1, text: node.text, inClassName: inClassName && !operand, touchesLeft: false, touchesRight: false });
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const start = node.getStart(source) + 1;
      const end = node.getEnd() - (ts.isTemplateTail(node) ? 1 : 2);
      found.push({ start, end, text: code.slice(start, end), inClassName, touchesLeft: !ts.isTemplateHead(node), touchesRight: !ts.isTemplateTail(node) });
    }
    ts.forEachChild(node, (child) => visit(child, inClassName || named));
  };
  visit(source, false);
  return found;
}

/** The words of a literal that are whole classes, or null where the literal is not a list of classes. */
function classesIn(literal: Literal, known: Set<string>): string[] | null {
  const words = literal.text.split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  // A word touching a `${…}` may be half a class.
  if ((literal.touchesLeft && !/^\s/.test(literal.text)) || (literal.touchesRight && !/\s$/.test(literal.text))) return null;
  // In a className every word is a class (one with no rule, as `transition` inside a widget, keeps its name: no rule to rename).
  if (literal.inClassName) return words;
  // Elsewhere, a list of classes the styles define; one word alone ('block', 'hidden') may be a CSS value or an attribute.
  return words.length > 1 && words.every((word) => known.has(word) || MARKERS.has(word)) ? words : null;
}

/**
 * Every `class` attribute of `html` with the short `names`. In markup, `&` is written `&amp;`
 * (`[&amp;::-webkit-details-marker]:hidden`).
 */
export function renameClassAttributes(html: string, names: ReadonlyMap<string, string>): string {
  if (!names.size) return html;
  return html.replace(/ class="([^"]*)"/g, (_, list: string) => ` class="${list.replace(/&amp;/g, '&').replace(/[^\s]+/g, (word) => names.get(word) ?? word).replace(/&/g, '&amp;')}"`);
}

export interface ShortClassNames {
  /** The new name of each class renamed. */
  names: Map<string, string>;
  /** The styles given, with the short names. */
  shortStyles: Record<string, WidgetStyles>;
  markup: (markup: Record<string, Markup>) => Record<string, Markup>;
  /** Renames the classes in the code as the builds bundle it. */
  plugin: Plugin;
}

/** The short names for the classes in `styles` (the compiled CSS), written in `sources`, and the means to use them. */
export function shortClassNames(styles: Record<string, WidgetStyles>, sources: ClassSources = 'widgets'): ShortClassNames {
  const known = new Set<string>();
  for (const { text } of Object.values(styles)) for (const selector of selectorsOf(text ?? '')) known.add(unescape(selector));
  for (const name of known) if (OURS.test(name) || MARKERS.has(name)) known.delete(name);

  // Every class written anywhere but in a list of classes keeps its name; so does one never written in the code.
  const kept = new Set<string>();
  const written = new Set<string>();
  const files = new Map(sourceFiles(sources).map((file) => [file, readFileSync(file, 'utf8')]));
  const literals = new Map<string, Literal[]>();
  for (const [file, code] of files) {
    const all = literalsOf(file, code);
    literals.set(file, all);
    for (const literal of all) {
      const classes = classesIn(literal, known);
      if (classes) for (const word of classes) written.add(word);
      else for (const word of literal.text.split(/\s+/)) if (known.has(word)) kept.add(word);
    }
  }
  const names = new Map(
    [...known]
      .filter((name) => written.has(name) && !kept.has(name))
      .sort()
      .map((name, index) => [name, `c${index.toString(36)}`]),
  );
  const rename = (list: string) => list.replace(/[^\s]+/g, (word) => names.get(word) ?? word);

  return {
    names,
    shortStyles: Object.fromEntries(
        Object.entries(styles).map(([widget, { text }]) => [
          widget,
          {
            text: text?.replace(SELECTORS, (_, before: string, selectors: string) =>
              `${before}${selectors.replace(SELECTOR, (whole, selector: string) => (names.has(unescape(selector)) ? `.${names.get(unescape(selector))}` : whole))}{`,
            ),
          },
        ]),
      ),
    markup: (all) =>
      Object.fromEntries(Object.entries(all).map(([widget, pieces]) => [widget, Object.fromEntries(Object.entries(pieces).map(([key, html]) => [key, renameClassAttributes(html, names)]))])),
    plugin: {
      name: 'cairn:short-class-names',
      enforce: 'pre',
      transform: {
        filter: { id: sourceId(sources) },
        handler(code, id) {
          const edited = new MagicString(code);
          // The file as read when the names were chosen: its literals are where they were.
          if (files.get(id) !== code) throw new Error(`${id} changed while the build ran`);
          for (const literal of literals.get(id) ?? []) {
            if (!classesIn(literal, known)?.some((word) => names.has(word))) continue;
            edited.overwrite(literal.start, literal.end, rename(code.slice(literal.start, literal.end)));
          }
          return edited.hasChanged() ? { code: edited.toString(), map: edited.generateMap({ hires: true }) } : null;
        },
      },
    },
  };
}
