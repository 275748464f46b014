/**
 * The first organiser account's generated password, as printed once on the console at first start:
 * a framed block of plain text, not a JSON log line, so a person finds and reads it.
 */
export function firstAdminNotice(username: string, password: string): string {
  const lines = [
    `First organiser account: ${username} / password: ${password}`,
    '(shown once; change it after signing in)',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, '', ''].join('\n');
}
