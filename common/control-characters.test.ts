import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allowLineBreaks,
  allowsLineBreaks,
  CONTROL_CHARACTERS_MESSAGE,
  controlCharacterIssues,
  controlCharacterMessage,
  LINE_BREAKS_MESSAGE,
} from './control-characters.ts';
import { eventInputSchema, exhibitInputSchema, loginInputSchema, registrationFormSchema } from './schemas.ts';

const multiLine = z.object({
  title: z.string(),
  notes: allowLineBreaks(z.string().trim().max(10)).optional().default(''),
  items: z.array(z.object({ text: allowLineBreaks(z.string()).nullable(), code: z.string() })).optional(),
  either: z.union([allowLineBreaks(z.string()), z.number()]).optional(),
  piped: allowLineBreaks(z.string()).pipe(z.string().min(1)).optional(),
});

describe('controlCharacterIssues', () => {
  it('finds nothing in plain text, numbers, booleans, null and nested values', () => {
    expect(controlCharacterIssues({ a: 'plain é 字 😀', b: 1, c: true, d: null, e: [{ f: 'ok' }] })).toEqual([]);
    expect(controlCharacterIssues(undefined)).toEqual([]);
    expect(controlCharacterIssues('text')).toEqual([]);
  });

  it('refuses NUL, the rest of C0, DEL and C1 anywhere, naming the field', () => {
    for (const control of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(controlCharacterIssues({ requestId: `r${control}x` }), JSON.stringify(control)).toEqual([
        { path: 'requestId', message: CONTROL_CHARACTERS_MESSAGE },
      ]);
    }
  });

  it('names nested places by their path, and a bare value by none', () => {
    expect(controlCharacterIssues({ admits: [{ requestId: 'ok' }, { requestId: 'r\u0000' }] })).toEqual([
      { path: 'admits.1.requestId', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
    expect(controlCharacterIssues({ q: ['a', 'b\u0000'] })).toEqual([
      { path: 'q.1', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
    expect(controlCharacterIssues('\u0000')).toEqual([{ path: '', message: CONTROL_CHARACTERS_MESSAGE }]);
  });

  it('refuses a control character in an object key', () => {
    expect(controlCharacterIssues({ 'a\u0000b': 1 })).toEqual([{ path: 'a?b', message: CONTROL_CHARACTERS_MESSAGE }]);
  });

  it('refuses tab and line breaks unless the field allows them', () => {
    for (const lineBreak of ['\t', '\n', '\r', '\r\n']) {
      expect(controlCharacterIssues({ title: `a${lineBreak}b` }, multiLine)).toEqual([
        { path: 'title', message: LINE_BREAKS_MESSAGE },
      ]);
      expect(controlCharacterIssues({ title: `a${lineBreak}b` })).toEqual([
        { path: 'title', message: LINE_BREAKS_MESSAGE },
      ]);
      expect(controlCharacterIssues({ notes: `a${lineBreak}b` }, multiLine)).toEqual([]);
    }
  });

  it('still refuses other control characters in a field that allows line breaks', () => {
    expect(controlCharacterIssues({ notes: 'line\none\u0000' }, multiLine)).toEqual([
      { path: 'notes', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  });

  it('finds the allowance through optional, default, nullable, arrays, unions and pipes', () => {
    const body = { items: [{ text: 'a\nb', code: 'c\nd' }], either: 'x\ny', piped: 'p\nq' };
    expect(controlCharacterIssues(body, multiLine)).toEqual([{ path: 'items.0.code', message: LINE_BREAKS_MESSAGE }]);
  });

  it('keeps to 20 issues however many there are', () => {
    const body = { list: Array.from({ length: 10_000 }, () => '\u0000') };
    expect(controlCharacterIssues(body)).toHaveLength(20);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(controlCharacterIssues(deep)).toHaveLength(1);
  });
});

describe('the fields that allow line breaks', () => {
  it('are the event and exhibit descriptions and the passwords that sign in, nothing else of those forms', () => {
    expect(allowsLineBreaks(eventInputSchema, ['description'])).toBe(true);
    expect(allowsLineBreaks(eventInputSchema, ['name'])).toBe(false);
    expect(allowsLineBreaks(exhibitInputSchema, ['description'])).toBe(true);
    expect(allowsLineBreaks(exhibitInputSchema, ['name'])).toBe(false);
    expect(allowsLineBreaks(loginInputSchema, ['password'])).toBe(true);
    expect(allowsLineBreaks(loginInputSchema, ['username'])).toBe(false);
    for (const field of ['name', 'email', 'phone', 'company']) {
      expect(allowsLineBreaks(registrationFormSchema, [field])).toBe(false);
    }
  });

  it('is none without a schema, for an unknown field, or past a string', () => {
    expect(allowsLineBreaks(undefined, ['description'])).toBe(false);
    expect(allowsLineBreaks(eventInputSchema, ['nope'])).toBe(false);
    expect(allowsLineBreaks(eventInputSchema, ['description', 'x'])).toBe(false);
    expect(allowsLineBreaks(eventInputSchema, [])).toBe(false);
  });
});

describe('controlCharacterMessage', () => {
  it('names each field', () => {
    expect(controlCharacterMessage([{ path: 'requestId', message: CONTROL_CHARACTERS_MESSAGE }])).toBe(
      'requestId must not contain control characters.',
    );
    expect(
      controlCharacterMessage([
        { path: 'q', message: CONTROL_CHARACTERS_MESSAGE },
        { path: 'name', message: LINE_BREAKS_MESSAGE },
      ]),
    ).toBe('q must not contain control characters. name must not contain line breaks or other control characters.');
    expect(controlCharacterMessage([{ path: '', message: CONTROL_CHARACTERS_MESSAGE }])).toBe(
      'The value must not contain control characters.',
    );
  });
});
