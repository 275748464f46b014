import { type IDetectedBarcode, type IScannerError, type IScannerHandle, Scanner } from '@yudiel/react-qr-scanner';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  CAMERA_CONSTRAINTS,
  CAMERA_SETTLE_DELAY_MS,
  CAMERA_START_TIMEOUT_MS,
  SCAN_RETRY_DELAY_MS,
  VIEWFINDER_HEIGHT,
} from '../lib/constants';
import { prepareOwnOriginDecoder } from '../lib/zxing-module';
import { CameraZoom } from './camera-zoom';

prepareOwnOriginDecoder();

const QR_ONLY = ['qr_code'] as const;
// The library's finder (a square 70% of the box's width, so the box is at most 380 px wide to keep it
// inside the 300 px height) carries the controls: torch when the camera has one, and the on/off toggle
// (locked for a second after a click; off freezes the frame). Zoom is ours (camera-zoom.tsx): the
// library's buttons step by the camera's smallest step, the SPEC's by a third of its range.
const CONTROLS = { finder: true, torch: true, zoom: false, onOff: true } as const;

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
  const { t } = useTranslation('door');
  const scanner = useRef<IScannerHandle>(null);
  const getTrack = useCallback(() => scanner.current?.getStream()?.getVideoTracks()[0] ?? null, []);
  const handleScan = (codes: IDetectedBarcode[]) => {
    const value = codes[0]?.rawValue.trim();
    if (value) onCode(value);
  };
  return (
    <section
      className="relative mx-auto w-full max-w-[380px] overflow-hidden rounded-card bg-slate-900"
      style={{ height: VIEWFINDER_HEIGHT }}
      aria-label={t('door:camera.viewfinder')}
    >
      <Scanner
        ref={scanner}
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
      />
      <CameraZoom getTrack={getTrack} />
    </section>
  );
}
