/**
 * The pseudo-locale (`en-XA`): every English message with its letters accented, a third longer and
 * between ⟦ and ⟧, its arguments, plurals and tags untouched. A page in it shows at a glance any
 * text that skipped the catalogue (plain letters, no brackets) and any box too narrow for a longer
 * language. Built from the English catalogue when asked for; never shipped as files.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { Catalogue } from './namespaces.ts';

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
  ]),
);

const accent = (text: string) => [...text].map((c) => ACCENTED[c] ?? c).join('');

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: transform(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [key, { ...option, value: transform(option.value) }]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/** One message in the pseudo-locale. */
export function pseudoMessage(message: string): string {
  const ast = transform(parse(message, { ignoreTag: false }));
  const letters = message.replace(/\{[^}]*\}|<[^>]*>/g, '').length;
  const padding = '·'.repeat(Math.ceil(letters / 3));
  return `${PSEUDO_OPEN}${printAST(ast)}${padding ? ` ${padding}` : ''}${PSEUDO_CLOSE}`;
}

export function pseudoCatalogue(english: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(english).map(([key, message]) => [key, pseudoMessage(message)]));
}
