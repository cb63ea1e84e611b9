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
import { parseAst } from 'rolldown/parseAst';
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

/** A node of oxc's syntax tree (ESTree's shape, TypeScript's and JSX's nodes too), as far as the walk below reads it. */
interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is SyntaxNode => typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

/** `className="…"`, `class="…"`, and `{ className: … }` (props put together before they are given). */
const CLASS_KEYS = new Set(['className', 'class']);
function namesClasses(node: SyntaxNode): boolean {
  if (node.type === 'JSXAttribute') {
    const name = node.name as SyntaxNode & { name?: string };
    return name.type === 'JSXIdentifier' && CLASS_KEYS.has(name.name!);
  }
  if (node.type !== 'Property' || node.method || node.computed || node.kind !== 'init') return false;
  const key = node.key as SyntaxNode & { name?: string };
  return key.type === 'Identifier' && CLASS_KEYS.has(key.name!);
}

/**
 * In a className, a value compared, assigned or passed to a call (`status === 'idle'`, `good.has('sent')`,
 * `labels['sent']`) is no class; one given by `??` may be.
 */
function isOperand(parent: SyntaxNode): boolean {
  switch (parent.type) {
    case 'BinaryExpression':
    case 'AssignmentExpression':
    case 'SequenceExpression':
    case 'CallExpression':
      return true;
    case 'LogicalExpression':
      return parent.operator !== '??';
    case 'MemberExpression':
      return parent.computed === true;
    default:
      return false;
  }
}

/**
 * Every string and template part in a file, with whether it sits in a className. Parsed by oxc (rolldown's
 * parser, which the bundler runs anyway): TypeScript's own took 0.3-0.5 s of the build's main thread here, oxc 0.1-0.2.
 */
function literalsOf(file: string, code: string): Literal[] {
  const program = parseAst(code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file) as unknown as SyntaxNode;
  const found: Literal[] = [];
  const visit = (node: SyntaxNode, parent: SyntaxNode | null, inClassName: boolean) => {
    if (node.type === 'Literal' && typeof node.value === 'string') {
      found.push({ start: node.start + 1, end: node.end - 1, text: node.value, inClassName: inClassName && !(parent && isOperand(parent)), touchesLeft: false, touchesRight: false });
      return;
    }
    if (node.type === 'TemplateLiteral') {
      // Each part's span holds its delimiters: `x ${, } y ${, } z`.
      const parts = node.quasis as (SyntaxNode & { value: { cooked: string | null }; tail: boolean })[];
      if (parts.length === 1) {
        const [only] = parts;
        found.push({ start: only!.start + 1, end: only!.end - 1, text: only!.value.cooked ?? '', inClassName: inClassName && !(parent && isOperand(parent)), touchesLeft: false, touchesRight: false });
      } else {
        parts.forEach((part, index) => {
          const start = part.start + 1;
          const end = part.end - (part.tail ? 1 : 2);
          found.push({ start, end, text: code.slice(start, end), inClassName, touchesLeft: index > 0, touchesRight: !part.tail });
        });
      }
    }
    const childrenInClassName = inClassName || namesClasses(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'quasis') continue;
      if (Array.isArray(value)) for (const child of value) isNode(child) && visit(child, node, childrenInClassName);
      else if (isNode(value)) visit(value, node, childrenInClassName);
    }
  };
  visit(program, null, false);
  return found;
}

/** Each file's literals as last read: the embed's names and the site's read the widgets' files alike. */
const parsed = new Map<string, { code: string; literals: Literal[] }>();
function literalsIn(file: string, code: string): Literal[] {
  const known = parsed.get(file);
  if (known?.code === code) return known.literals;
  const literals = literalsOf(file, code);
  parsed.set(file, { code, literals });
  return literals;
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
    const all = literalsIn(file, code);
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
