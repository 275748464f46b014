/**
 * An HTML page compressed once (brotli and gzip) and sent many times in the encoding the browser
 * accepts: a server-rendered page is cached while its data is unchanged, so compressing it per
 * request would be wasted work. Brotli at its best quality takes about 80 ms for 50 KB, once.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type Encoding = keyof CompressedPage;

export async function compressPage(html: string): Promise<CompressedPage> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gz(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gzipped };
}

/** The best encoding an Accept-Encoding header allows: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const allows = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
