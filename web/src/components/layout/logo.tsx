/** The ID Event mark: a stylised QR tile. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" width={size} height={size} className="shrink-0">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
      <g fill="#fff">
        <rect x="7" y="7" width="7" height="7" rx="1.5" />
        <rect x="18" y="7" width="7" height="7" rx="1.5" />
        <rect x="7" y="18" width="7" height="7" rx="1.5" />
        <rect x="18" y="18" width="3" height="3" rx=".8" />
        <rect x="22" y="22" width="3" height="3" rx=".8" />
      </g>
    </svg>
  );
}
