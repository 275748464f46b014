import { describe, expect, it } from 'vitest';
import { createLiveLog } from './live-log.ts';

describe('the live log', () => {
  it('gives what came after a known id', () => {
    const log = createLiveLog<string>('e1', 10);
    const a = log.append('a');
    log.append('b');
    log.append('c');
    expect(log.since(a.id)?.map((entry) => entry.message)).toEqual(['b', 'c']);
    expect(log.since('e1-3')).toEqual([]);
  });

  it('says null when what came after is no longer all kept', () => {
    const log = createLiveLog<number>('e1', 3);
    for (let n = 1; n <= 6; n++) log.append(n);
    // Kept: 4, 5, 6. After 3: all kept; after 2: 3 is gone.
    expect(log.since('e1-3')?.map((entry) => entry.message)).toEqual([4, 5, 6]);
    expect(log.since('e1-2')).toBeNull();
  });

  it('says null for an id of another epoch, a future id or a malformed one', () => {
    const log = createLiveLog<string>('e1', 3);
    log.append('a');
    expect(log.since('e2-1')).toBeNull();
    expect(log.since('e1-9')).toBeNull();
    expect(log.since('nonsense')).toBeNull();
  });

  it('gives an empty replay on an empty log for id 0 of its epoch', () => {
    const log = createLiveLog<string>('e1', 3);
    expect(log.since('e1-0')).toEqual([]);
  });
});
