import { useEffect, useState } from 'react';
import { formatClock, formatLongDate } from '@/lib/format';

/** Today's date and the local time, kept current. */
export function CurrentTime({ className }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={className}>
      <time dateTime={now.toISOString()}>
        {formatLongDate(now)} · <span className="font-semibold tabular-nums text-foreground">{formatClock(now)}</span>
      </time>
    </p>
  );
}
