import { TriangleAlert } from 'lucide-react';

/**
 * A pass already used today, impossible to miss (issue 29 item 3): an amber panel at the top of the
 * visitor, above any Admit button, naming each exhibit, when and by whom. Said as an alert, with the
 * words (not only the colour).
 */
export function AlreadyCheckedInPanel({ texts }: { texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <section
      role="alert"
      data-testid="already-checked-in"
      className="flex items-start gap-3 rounded-card border-2 border-amber-500 bg-amber-100 px-5 py-4 text-amber-950 shadow-sm"
    >
      <TriangleAlert className="mt-0.5 size-7 shrink-0 text-amber-700" aria-hidden="true" />
      <ul className="grid gap-1 text-lg font-semibold break-words">
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
