/**
 * Where content code names something that does not exist (`site.office.town` for
 * `site.office.city`): the file and line, as a compiler says them. The content check finds that
 * such a name left 'undefined' in a text, or stopped a file as it ran; only then does this run
 * TypeScript over widgets/content/ (about a second: too slow for every build, fast enough for a
 * mistake), whose types know every name there is.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** TypeScript's codes for a name that is not there: a property, a variable, an export. */
const NOT_THERE = new Set([2339, 2551, 2304, 2552, 2305, 2724, 2614]);

/** Each place in the content files under `dir` that names something that does not exist, one message each. */
export function missingReferences(dir: string, base: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts'],
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  return files.flatMap((file) =>
    program
      .getSemanticDiagnostics(program.getSourceFile(file))
      .filter((diagnostic) => NOT_THERE.has(diagnostic.code) && diagnostic.file && diagnostic.start !== undefined)
      .map((diagnostic) => {
        const source = diagnostic.file!;
        const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start!);
        const lineText = source.text.split('\n')[line]!;
        const number = String(line + 1);
        // "Property 'town' does not exist on type '{ label: string; ... }'. Did you mean 'city'?" says it as "site.office has no 'town'. Did you mean 'city'?"
        const said = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
        const property = /^Property '([^']+)' does not exist on type .*?(?:\. (Did you mean '[^']+'\?))?$/.exec(said);
        const owner = /([\w$]+(?:\.[\w$]+)*)\??\.$/.exec(lineText.slice(0, character))?.[1];
        const message = property && owner ? `${owner} has no '${property[1]}'.${property[2] ? ` ${property[2]}` : ''}` : said;
        return [
          `${relative(base, source.fileName)}:${number}:${character + 1}: ${message}`,
          `  ${number} | ${lineText}`,
          `  ${' '.repeat(number.length)} | ${' '.repeat(character)}^`,
        ].join('\n');
      }),
  );
}
