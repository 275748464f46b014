import { describe, expect, it } from 'vitest';
import { EVENT_IMAGES, eventImageFor } from './event-image.ts';

describe('eventImageFor', () => {
  it('always picks the same image for an event', () => {
    const id = '0b6f3c2e-6f1d-4a8e-9d7b-2f7c1a9e5b10';
    expect(eventImageFor(id)).toBe(eventImageFor(id));
    expect(EVENT_IMAGES).toContain(eventImageFor(id));
  });

  it('spreads events over the images', () => {
    const picked = new Set(Array.from({ length: 50 }, (_, index) => eventImageFor(`event-${index}`)));
    expect(picked.size).toBeGreaterThan(3);
  });
});
