import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { type VariantProps, variants } from '@/lib/variants';

export const badgeVariants = variants(
  'inline-flex w-fit max-w-full shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        success: 'border-emerald-200 bg-success-soft text-success',
        warning: 'border-amber-200 bg-warning-soft text-warning',
        muted: 'border-border bg-muted text-muted-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        /** On top of an image. */
        overlay: 'border-emerald-200 bg-white/95 text-success shadow-sm',
        /** On a dark or coloured background. */
        inverse: 'border-white/25 bg-white/15 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
