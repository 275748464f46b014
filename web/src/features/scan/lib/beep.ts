/**
 * A short high beep on a new scan or an admission, and a low double buzz on a refusal (the two are
 * told apart without looking). Made with Web Audio (no sound file to fetch, nothing for the CSP to
 * block). Browsers keep audio suspended until a user gesture: `unlockBeep` is called from clicks.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Context =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

export function unlockBeep(): void {
  const ctx = audio();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

function tone(ctx: AudioContext, type: OscillatorType, frequency: number, start: number, length: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length - 0.01);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length);
}

function ready(): AudioContext | null {
  const ctx = audio();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
  return ctx;
}

export function beep(): void {
  const ctx = ready();
  if (ctx) tone(ctx, 'sine', 1760, ctx.currentTime, 0.13);
}

/** Not admitted: two low square-wave buzzes. */
export function buzz(): void {
  const ctx = ready();
  if (!ctx) return;
  tone(ctx, 'square', 220, ctx.currentTime, 0.16);
  tone(ctx, 'square', 220, ctx.currentTime + 0.22, 0.16);
}
