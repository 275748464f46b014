/** More visitors for the door when the rush made too few: registered as fast as possible, not measured. */
export async function registerVisitors(options: {
  baseUrl: string;
  path: string;
  eventIds: string[];
  tag: string;
  count: number;
  concurrency?: number;
}): Promise<string[]> {
  const bodies: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < options.count; n = next++) {
      const response = await fetch(options.baseUrl + options.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Door Visitor ${n}`,
          email: `door-${options.tag}-${n}@example.com`,
          phone: `+1 555 ${String(n).padStart(7, '0')}`,
          company: 'Bench Ltd',
          eventId: options.eventIds[n % options.eventIds.length],
        }),
      });
      const body = await response.text();
      if (response.status !== 201) throw new Error(`top-up registration failed: ${response.status} ${body}`);
      bodies.push(body);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 10 }, worker));
  return bodies;
}

/** How many more registrations give at least `minPairs` door pairs. */
export function visitorsMissing(pairs: number, minPairs: number, exhibitsPerEvent: number): number {
  return Math.max(0, Math.ceil((minPairs - pairs) / exhibitsPerEvent));
}
