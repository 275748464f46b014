import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const tones = {
  primary: 'bg-secondary text-primary',
  destructive: 'bg-destructive-soft text-destructive',
  success: 'bg-success-soft text-success',
} as const;

const sizes = {
  md: { circle: 'size-14', icon: 'size-7' },
  lg: { circle: 'size-16', icon: 'size-8' },
} as const;

export interface IconCircleProps {
  icon: LucideIcon;
  /** Its colours: the brand's (a notice), red (not found), green (done). */
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  /** Placement only (`mx-auto`): the size and colours come from `size` and `tone`. */
  className?: string;
}

/** The round, tinted icon at the top of a notice, an empty list or a result screen. */
export function IconCircle({ icon: Icon, tone = 'primary', size = 'md', className }: IconCircleProps) {
  return (
    <span
      className={cn(className, 'flex', sizes[size].circle, 'items-center justify-center rounded-full', tones[tone])}
    >
      <Icon className={sizes[size].icon} aria-hidden="true" />
    </span>
  );
}
