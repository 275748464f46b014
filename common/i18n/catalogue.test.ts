/**
 * The catalogue check (issue 31): every message of English, the source, is translated in every
 * shipped locale and nothing more; each translation keeps its message's arguments and has every
 * plural form its language's rules need; every message is used by the code and every key the code
 * names exists. Keys are written whole (`'public:register.title'`); a key the code builds at run time
 * (an error code, a refusal reason) counts as used when its bare name is a string in the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../server/platform/paths.ts';
import { LOCALES } from './locales.ts';
import { type Catalogue, NAMESPACES } from './namespaces.ts';
import { pseudoMessage } from './pseudo.ts';

const read = (locale: string, ns: string): Catalogue =>
  JSON.parse(readFileSync(projectPath('common', 'locales', locale, `${ns}.json`), 'utf8')) as Catalogue;

/** The arguments a message names, and its plurals with the categories each offers. */
function shape(message: string) {
  const args = new Set<string>();
  const plurals: { name: string; categories: string[] }[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        args.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      args.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        if (element.type === TYPE.plural && element.pluralType !== 'ordinal') {
          plurals.push({ name: element.value, categories: Object.keys(element.options) });
        }
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  // The runtime's own compiler (Lingui's) must read it too.
  compileMessage(message);
  return { args, plurals };
}

const SOURCE_DIRS = ['web/src', 'server', 'common', 'scripts'];
function sourceFiles(dir: string): string[] {
  return readdirSync(projectPath(dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the catalogue', () => {
  const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, read('en', ns)]));

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every English message and no other, with the same arguments and all its plural forms',
    (locale) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      for (const ns of NAMESPACES) {
        const translated = read(locale, ns);
        const source = english[ns] ?? {};
        for (const key of Object.keys(source)) if (!(key in translated)) problems.push(`missing ${ns}:${key}`);
        for (const key of Object.keys(translated)) if (!(key in source)) problems.push(`not in English ${ns}:${key}`);
        for (const [key, message] of Object.entries(translated)) {
          if (!(key in source)) continue;
          if (!message.trim()) {
            problems.push(`empty ${ns}:${key}`);
            continue;
          }
          let theirs: ReturnType<typeof shape>;
          try {
            theirs = shape(message);
          } catch (error) {
            problems.push(`not ICU ${ns}:${key}: ${(error as Error).message}`);
            continue;
          }
          const ours = shape(source[key] as string);
          const args = (s: Set<string>) => [...s].sort().join(',');
          if (args(theirs.args) !== args(ours.args))
            problems.push(`${ns}:${key} names {${args(theirs.args)}}, English {${args(ours.args)}}`);
          for (const plural of theirs.plurals) {
            const lacking = categories.filter((c) => !plural.categories.includes(c));
            if (lacking.length) problems.push(`${ns}:${key} plural {${plural.name}} lacks ${lacking.join(', ')}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it("English messages are ICU, with each plural's forms, and make a pseudo-locale", () => {
    const problems: string[] = [];
    for (const ns of NAMESPACES) {
      for (const [key, message] of Object.entries(english[ns] ?? {})) {
        try {
          for (const plural of shape(message).plurals) {
            if (!plural.categories.includes('one') || !plural.categories.includes('other'))
              problems.push(`${ns}:${key} plural {${plural.name}} needs one and other`);
          }
          pseudoMessage(message);
        } catch (error) {
          problems.push(`not ICU ${ns}:${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  const code = sourceFiles('web/src')
    .concat(...SOURCE_DIRS.slice(1).map(sourceFiles))
    .map((file) => readFileSync(projectPath(file), 'utf8'))
    .join('\n')
    // Comments name keys as examples.
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const named = new Set([...code.matchAll(/['"`]((?:[a-z]+):[A-Za-z0-9_.-]+)['"`]/g)].map((m) => m[1] as string));
  const strings = new Set([...code.matchAll(/['"`]([A-Za-z0-9_.-]+)['"`]/g)].map((m) => m[1] as string));

  it('has every key the code names', () => {
    const missing = [...named].filter((full) => {
      const [ns, key] = full.split(':') as [string, string];
      return (NAMESPACES as readonly string[]).includes(ns) && !(key in (english[ns] ?? {}));
    });
    expect(missing).toEqual([]);
  });

  it('has no message the code does not use', () => {
    const unused = NAMESPACES.flatMap((ns) =>
      Object.keys(english[ns] ?? {})
        .filter((key) => !named.has(`${ns}:${key}`) && !strings.has(key))
        .map((key) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
