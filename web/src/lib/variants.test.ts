import { describe, expect, it } from 'vitest';
import { variants } from './variants';

const button = variants('btn', {
  variants: { variant: { default: 'solid', outline: 'border' }, size: { default: 'h-10', lg: 'h-11' } },
  defaultVariants: { variant: 'default', size: 'default' },
});

describe('variants', () => {
  it('adds the default of each variant to the base', () => {
    expect(button()).toBe('btn solid h-10');
    expect(button({ variant: undefined })).toBe('btn solid h-10');
  });

  it('adds the chosen variants, then the extra class names', () => {
    expect(button({ variant: 'outline', size: 'lg', className: 'w-full' })).toBe('btn border h-11 w-full');
  });
});
