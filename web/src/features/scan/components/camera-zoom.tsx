import { ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { atZoomLimit, canZoom, nextZoom, type ZoomRange } from '../lib/zoom';

/** How often to look for the camera's track until it has started. */
const TRACK_POLL_MS = 250;

interface ZoomState {
  track: MediaStreamTrack;
  range: ZoomRange;
  value: number;
}

type ZoomCapabilities = MediaTrackCapabilities & { zoom?: { min?: number; max?: number } };
type ZoomSettings = MediaTrackSettings & { zoom?: number };

/**
 * Zoom in and out by a third of the camera's zoom range (SPEC section 9); shown only for a camera
 * that can zoom. The scanner library's own buttons step by the camera's smallest step instead.
 */
export function CameraZoom({ getTrack }: { getTrack: () => MediaStreamTrack | null }) {
  const { t } = useTranslation('door');
  const [zoom, setZoom] = useState<ZoomState | null>(null);

  useEffect(() => {
    let stopped = false;
    const look = () => {
      if (stopped) return;
      const track = getTrack();
      if (track?.readyState !== 'live') {
        timer = setTimeout(look, TRACK_POLL_MS);
        return;
      }
      const range = (track.getCapabilities?.() as ZoomCapabilities | undefined)?.zoom;
      if (!canZoom(range)) return;
      const value = (track.getSettings() as ZoomSettings).zoom ?? range.min;
      setZoom({ track, range: { min: range.min, max: range.max }, value });
    };
    let timer = setTimeout(look, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [getTrack]);

  if (!zoom) return null;
  const press = (direction: 1 | -1) => {
    const value = nextZoom(zoom.value, direction, zoom.range);
    setZoom({ ...zoom, value });
    zoom.track.applyConstraints({ advanced: [{ zoom: value } as MediaTrackConstraintSet] }).catch(() => {
      // The camera refused the value: keep showing what it has.
      setZoom(
        (current) => current && { ...current, value: (current.track.getSettings() as ZoomSettings).zoom ?? value },
      );
    });
  };
  const button =
    'absolute right-2 z-10 flex size-11 items-center justify-center rounded-full bg-black/50 text-white disabled:opacity-40';
  return (
    <>
      <button
        type="button"
        aria-label={t('door:camera.zoomIn')}
        className={`${button} bottom-[120px]`}
        disabled={atZoomLimit(zoom.value, 1, zoom.range)}
        onClick={() => press(1)}
      >
        <ZoomIn className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={t('door:camera.zoomOut')}
        className={`${button} bottom-[68px]`}
        disabled={atZoomLimit(zoom.value, -1, zoom.range)}
        onClick={() => press(-1)}
      >
        <ZoomOut className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}
