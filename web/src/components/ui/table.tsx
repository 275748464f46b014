import { ArrowRight } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';

/** Whether the box's content is wider than the box, and whether some of it is still off to the right. */
function useSidewaysOverflow() {
  const box = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ wider: false, moreToTheRight: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      const wider = hidden > 1;
      const moreToTheRight = wider && hidden - Math.abs(element.scrollLeft) > 1;
      setOverflow((current) =>
        current.wider === wider && current.moreToTheRight === moreToTheRight ? current : { wider, moreToTheRight },
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, []);
  return { box, ...overflow };
}

/**
 * A data table that scrolls sideways inside its box rather than widening the page. The box can take
 * focus, so keyboard users can scroll it too (axe: scrollable-region-focusable). When it is wider
 * than the screen, a fade at the right edge and a line below it say that there is more sideways.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const { box, wider, moreToTheRight } = useSidewaysOverflow();
  const { t } = useTranslation('common');
  return (
    // min-w-0: inside a grid or flex parent, the box stays as wide as its place, not as its table.
    <div className="min-w-0">
      <div className="relative">
        <div
          ref={box}
          role="region"
          aria-label={
            props['aria-label']
              ? t('common:table.scrollableNamed', { name: props['aria-label'] })
              : t('common:table.scrollable')
          }
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
        </div>
        {moreToTheRight ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 end-0 w-10 rounded-e-md bg-gradient-to-l from-card rtl:bg-gradient-to-r to-transparent"
          />
        ) : null}
      </div>
      {wider ? (
        <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted-foreground">
          {t('common:table.scrollMore')}
          <ArrowRight className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
        </p>
      ) : null}
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b [&_tr]:border-border', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border transition-colors hover:bg-muted/60', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 px-3 text-start align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
