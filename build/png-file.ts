/**
 * A PNG file written from its rows: the screen tests' stacked screens and baselines (tests/engines/png.ts) and the
 * favicon (build/favicon.ts). 8 bits a channel (or a palette index), not interlaced.
 */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** A chunk: its data's length, its type, its data, the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

export interface PngParts {
  width: number;
  height: number;
  /** PNG's colour type: 2 RGB, 3 palette indices, 6 RGBA. */
  colour: 2 | 3 | 6;
  /** The rows, each after its filter byte. */
  rows: Buffer;
  /** For a palette: its colours, RGB, three bytes each (PLTE), and the opacity of the first of them (tRNS). */
  palette?: Uint8Array;
  opacity?: Uint8Array;
  /** How hard deflate works on the rows: 1 for speed, 9 for the least bytes. */
  level: number;
}

/** The PNG file of `parts`. */
export function pngFile({ width, height, colour, rows, palette, opacity, level }: PngParts): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a channel, or an index
  header[9] = colour;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', palette)] : []),
    ...(opacity?.length ? [chunk('tRNS', opacity)] : []),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', new Uint8Array()),
  ]);
}
