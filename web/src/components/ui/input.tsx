import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface InputProps extends ComponentProps<'input'> {
  /** A decorative icon shown inside the box, before the text. */
  icon?: ReactNode;
}

export function Input({ className, type = 'text', icon, ...props }: InputProps) {
  const input = (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-input bg-card py-2 pe-3 text-base text-foreground shadow-xs transition-colors placeholder:text-slate-500 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        icon ? 'ps-9' : 'ps-3',
        className,
      )}
      {...props}
    />
  );
  if (!icon) return input;
  return (
    <div className="relative w-full">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted-foreground [&_svg]:size-4"
      >
        {icon}
      </span>
      {input}
    </div>
  );
}
