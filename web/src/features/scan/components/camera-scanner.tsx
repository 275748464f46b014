import { type IDetectedBarcode, type IScannerError, Scanner } from '@yudiel/react-qr-scanner';
import {
  CAMERA_CONSTRAINTS,
  CAMERA_SETTLE_DELAY_MS,
  CAMERA_START_TIMEOUT_MS,
  SCAN_RETRY_DELAY_MS,
  VIEWFINDER_HEIGHT,
} from '../lib/constants';
import { prepareOwnOriginDecoder } from '../lib/zxing-module';

prepareOwnOriginDecoder();

const QR_ONLY = ['qr_code'] as const;
// The library's finder is drawn for the whole video, which a 300 px high box crops: ours is a fixed square.
const CONTROLS = { finder: false, torch: true, zoom: true, onOff: false } as const;

export interface CameraScannerProps {
  /** Each trimmed, non-blank value read; called again while a code stays in view (the caller de-duplicates). */
  onCode: (value: string) => void;
  onError: (error: IScannerError) => void;
}

/**
 * The rear camera, reading QR codes only. The library's own beep (an audio file) is off: the page
 * beeps with Web Audio once per new pass. allowMultiple lets a code be read again after the caller's
 * quiet interval; without it, the library would never report the same pass twice in a row.
 */
export function CameraScanner({ onCode, onError }: CameraScannerProps) {
  const handleScan = (codes: IDetectedBarcode[]) => {
    const value = codes[0]?.rawValue.trim();
    if (value) onCode(value);
  };
  return (
    <section
      className="relative mx-auto w-full max-w-md overflow-hidden rounded-card bg-slate-900"
      style={{ height: VIEWFINDER_HEIGHT }}
      aria-label="Camera viewfinder"
    >
      <Scanner
        onScan={handleScan}
        onError={onError}
        formats={[...QR_ONLY]}
        constraints={CAMERA_CONSTRAINTS}
        components={CONTROLS}
        allowMultiple
        scanDelay={SCAN_RETRY_DELAY_MS}
        retryDelay={SCAN_RETRY_DELAY_MS}
        startTimeoutMs={CAMERA_START_TIMEOUT_MS}
        settleDelayMs={CAMERA_SETTLE_DELAY_MS}
        sound={false}
        styles={{ container: { width: '100%', height: VIEWFINDER_HEIGHT }, video: { objectFit: 'cover' } }}
      >
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <div className="relative size-56 rounded-xl shadow-[0_0_0_9999px_rgba(15,23,42,0.35)]">
            <span className="absolute -left-0.5 -top-0.5 size-8 rounded-tl-xl border-l-4 border-t-4 border-white" />
            <span className="absolute -right-0.5 -top-0.5 size-8 rounded-tr-xl border-r-4 border-t-4 border-white" />
            <span className="absolute -bottom-0.5 -left-0.5 size-8 rounded-bl-xl border-b-4 border-l-4 border-white" />
            <span className="absolute -bottom-0.5 -right-0.5 size-8 rounded-br-xl border-b-4 border-r-4 border-white" />
          </div>
        </div>
      </Scanner>
    </section>
  );
}
