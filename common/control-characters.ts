/**
 * The one rule on control characters in what a client sends (issue 28 item 8): no string of a body,
 * a query string or an address's parameters may hold one: NUL (PostgreSQL refuses it in text, which
 * was a 500), the rest of C0, DEL and C1. Tab, line feed and carriage return are allowed only in a
 * field whose schema says so with `allowLineBreaks` (a description). The server applies it to every
 * request before its schema (server/platform/http/control-characters.ts), so no call can forget it;
 * the field schemas' own refinements stay for the web forms, which check as the person types.
 */
import type { z } from 'zod';

/** A control character other than tab, line feed and carriage return. */
const HARD_CONTROL = /[^\P{Cc}\t\n\r]/u;
/** Tab, line feed, carriage return: fine where a field allows several lines. */
const LINE_BREAK = /[\t\n\r]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
export const LINE_BREAKS_MESSAGE = 'Must not contain line breaks or other control characters';

/** The fields that may hold tabs and line breaks (registered by `allowLineBreaks`). */
const lineBreakFields = new WeakSet<z.ZodType>();

/** Marks a field as one that may hold several lines (tab, line feed, carriage return). */
export function allowLineBreaks<S extends z.ZodType>(schema: S): S {
  lineBreakFields.add(schema);
  return schema;
}

export interface ControlCharacterIssue {
  /** Where, as the validation issues say it: `requestId`, `admits.3.requestId`, `q`. */
  path: string;
  message: string;
}

/** The most issues reported for one request (a hostile body may have thousands). */
const MAX_ISSUES = 20;

/**
 * The strings (and object keys) of `input` holding a control character, each with where and why;
 * empty when there is none. `schema` (the request part's zod schema, when the route has one) says
 * which fields allow line breaks. Walks without recursion: a deeply nested body cannot overflow the
 * stack.
 */
export function controlCharacterIssues(input: unknown, schema?: z.ZodType): ControlCharacterIssue[] {
  const issues: ControlCharacterIssue[] = [];
  // Each place knows its parent: a path is spelled out only for an issue (no copy per level).
  const stack: Place[] = [{ value: input }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const place = stack.pop()!;
    const { value } = place;
    if (typeof value === 'string') {
      const message = problem(value, () => allowsLineBreaks(schema, pathOf(place)));
      if (message) issues.push({ path: spell(pathOf(place)), message });
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        stack.push({ value: value[index], parent: place, key: index });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        // A key is never a text field: no control character at all.
        if (HARD_CONTROL.test(key) || LINE_BREAK.test(key)) {
          issues.push({ path: spell([...pathOf(place), key]), message: CONTROL_CHARACTERS_MESSAGE });
        } else stack.push({ value: child, parent: place, key });
      }
    }
  }
  return issues;
}

interface Place {
  value: unknown;
  parent?: Place;
  key?: string | number;
}

function pathOf(place: Place): (string | number)[] {
  const path: (string | number)[] = [];
  for (let current: Place | undefined = place; current?.parent; current = current.parent) path.push(current.key!);
  return path.reverse();
}

/** A path as the issues say it, printable and at most 200 characters. */
function spell(path: readonly (string | number)[]): string {
  const text = path.join('.').replace(/[^\x20-\x7e]/g, '?');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** Why this text is refused, or undefined. */
function problem(text: string, lineBreaksAllowed: () => boolean): string | undefined {
  if (HARD_CONTROL.test(text)) return CONTROL_CHARACTERS_MESSAGE;
  if (LINE_BREAK.test(text) && !lineBreaksAllowed()) return LINE_BREAKS_MESSAGE;
  return undefined;
}

/** The error's one-line message: each field named ("requestId must not contain control characters."). */
export function controlCharacterMessage(issues: readonly ControlCharacterIssue[]): string {
  return issues
    .map(({ path, message }) => `${path || 'The value'} ${message.charAt(0).toLowerCase()}${message.slice(1)}.`)
    .join(' ');
}

/** Whether the field at `path` of `schema` is marked `allowLineBreaks` (through optional, default, pipe...). */
export function allowsLineBreaks(schema: z.ZodType | undefined, path: readonly (string | number)[]): boolean {
  let candidates: z.ZodType[] = schema ? [schema] : [];
  for (let step = 0; step <= path.length; step++) {
    // Unwrap to the schemas that can hold the next step, noting any marked on the way.
    const reached: z.ZodType[] = [];
    const queue = [...candidates];
    for (let guard = 0; queue.length > 0 && guard < 100; guard++) {
      const current = queue.pop()!;
      if (step === path.length && lineBreakFields.has(current)) return true;
      const inner = unwrap(current);
      if (inner.length > 0) queue.push(...inner);
      else reached.push(current);
    }
    if (step === path.length) return false;
    const key = path[step]!;
    candidates = reached.flatMap((current) => child(current, key));
    if (candidates.length === 0) return false;
  }
  return false;
}

/** The parts of a zod schema's definition the walks read. */
export type SchemaDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  rest?: z.ZodType | null;
  catchall?: z.ZodType;
};

export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schemas a wrapper stands for (none when `schema` holds its value itself). */
export function unwrap(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
    case 'success':
      return def.innerType ? [def.innerType] : [];
    case 'pipe':
      return def.in ? [def.in] : [];
    case 'union':
      return [...(def.options ?? [])];
    case 'intersection':
      return [def.left, def.right].filter((side): side is z.ZodType => side !== undefined);
    case 'lazy':
      return def.getter ? [def.getter()] : [];
    default:
      return [];
  }
}

/** The schema of `key` inside an object, array, tuple or record. */
function child(schema: z.ZodType, key: string | number): z.ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const field = def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : def.catchall;
      return field ? [field] : [];
    }
    case 'array':
      return def.element ? [def.element] : [];
    case 'tuple': {
      const item = typeof key === 'number' ? def.items?.[key] : undefined;
      return item ? [item] : def.rest ? [def.rest] : [];
    }
    case 'record':
      return def.valueType ? [def.valueType] : [];
    default:
      return [];
  }
}
