import { describe, expect, it } from 'vitest';
import { capacityProblem } from './capacity.ts';

describe('a new capacity', () => {
  it('may be unlimited, equal to or above the people admitted', () => {
    expect(capacityProblem(null, 12, 'Robots')).toBeNull();
    expect(capacityProblem(undefined, 12, 'Robots')).toBeNull();
    expect(capacityProblem(12, 12, 'Robots')).toBeNull();
    expect(capacityProblem(40, 12, 'Robots')).toBeNull();
  });

  it('may not be below them, and says how many there are', () => {
    expect(capacityProblem(10, 12, 'Robots')).toBe(
      '12 people are already admitted to Robots: the capacity cannot be lower than 12.',
    );
    expect(capacityProblem(0, 1, 'Robots')).toBe(
      '1 person is already admitted to Robots: the capacity cannot be lower than 1.',
    );
  });
});
