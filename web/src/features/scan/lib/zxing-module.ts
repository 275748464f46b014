/**
 * The QR decoder's WebAssembly comes from our own origin (Vite emits it as a hashed asset), never
 * from the CDN the library would use by default: venues have poor networks and the CSP allows only
 * 'self'. zxing-wasm is pinned to the version barcode-detector was built against (a test checks).
 */
import { prepareZXingModule } from '@yudiel/react-qr-scanner';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

let prepared = false;

export function prepareOwnOriginDecoder(): void {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path,
    },
  });
}
