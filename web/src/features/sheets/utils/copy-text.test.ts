import { describe, expect, it } from 'vitest';
import { type CopyEnvironment, copyText } from './copy-text';

/** A document whose "copy" command records the selected textarea's text, and that checks it is cleaned up. */
function fakeDocument(copyWorks = true) {
  const attached = new Set<unknown>();
  const copied: string[] = [];
  let selected: { value: string } | null = null;
  const doc = {
    body: {
      appendChild: (node: never) => attached.add(node),
      removeChild: (node: never) => attached.delete(node),
    },
    createElement: () => {
      const area = {
        value: '',
        style: { position: '', top: '', opacity: '' },
        setAttribute: () => {},
        select: () => {
          selected = area;
        },
      };
      return area;
    },
    execCommand: () => {
      if (!copyWorks || !selected || !attached.has(selected)) return false;
      copied.push(selected.value);
      return true;
    },
  };
  return { doc, copied, attached };
}

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const written: string[] = [];
    const { doc, copied } = fakeDocument();
    const env: CopyEnvironment = { clipboard: { writeText: async (text) => void written.push(text) }, document: doc };
    expect(await copyText('sync@example.iam.gserviceaccount.com', env)).toBe(true);
    expect(written).toEqual(['sync@example.iam.gserviceaccount.com']);
    expect(copied).toEqual([]);
  });

  it('falls back to a selected textarea when the Clipboard API is missing or refuses, and removes it', async () => {
    const missing = fakeDocument();
    expect(await copyText('a@example.com', { document: missing.doc })).toBe(true);
    expect(missing.copied).toEqual(['a@example.com']);
    expect(missing.attached.size).toBe(0);

    const refused = fakeDocument();
    const clipboard = { writeText: () => Promise.reject(new Error('NotAllowedError')) };
    expect(await copyText('b@example.com', { clipboard, document: refused.doc })).toBe(true);
    expect(refused.copied).toEqual(['b@example.com']);
  });

  it('says so when nothing could copy', async () => {
    expect(await copyText('c@example.com', { document: fakeDocument(false).doc })).toBe(false);
    expect(await copyText('c@example.com', {})).toBe(false);
  });
});
