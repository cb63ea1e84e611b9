/**
 * Screenshots in the baselines' colours, read and written fast: the screen tests read about 400 full pages a run.
 *
 * A baseline keeps each channel in six levels (0, 51 ... 255): 216 colours, one byte a pixel in a palette PNG. A full
 * page's screenshot as the browser gives it is about a megabyte (the anti-aliased text's many shades); in these
 * colours, about a sixth of that, at full resolution: a pixel's move still shows, and so does a change of hue.
 *
 * pngjs (used for the difference images, when a screen changed) took about a second to read one full page at
 * 1440 px; this reads the browser's PNG straight into palette indices in about a tenth of that. It reads what the
 * three browsers write: 8 bits a channel, RGB or RGBA, not interlaced; anything else is refused, by name.
 */
import { inflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngFile } from '../../build/png-file';

export const LEVELS = 6;
/** Each channel value's level, and back. */
const LEVEL_OF = Uint8Array.from({ length: 256 }, (_, value) => Math.round((value * (LEVELS - 1)) / 255));
const VALUE_OF = Uint8Array.from({ length: LEVELS }, (_, level) => Math.round((level * 255) / (LEVELS - 1)));
/** Each channel value's part of a palette index: red's level × 36, green's × 6, blue's × 1. */
const RED_PART = LEVEL_OF.map((level) => level * LEVELS * LEVELS);
const GREEN_PART = LEVEL_OF.map((level) => level * LEVELS);

/** A picture as one byte a pixel: its colour's place in the palette (red level × 36 + green × 6 + blue). */
export interface Indexed {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The chunks of a PNG file: its header's fields, the palette if any, and its image data inflated. */
function chunksOf(file: Buffer) {
  if (!file.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG file');
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header = body;
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  if (!header) throw new Error('a PNG file with no header');
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    depth: header[8]!,
    colour: header[9]!,
    interlaced: header[12] !== 0,
    rows: inflateSync(Buffer.concat(data)),
  };
}

/**
 * Undoes each row's filter in place (PNG's five: none, sub, up, average, Paeth); returns the rows' start offsets. A loop
 * of its own for each filter: the screen tests read about 400 full pages a run, and one loop deciding the filter at each
 * byte took most of the test process's time in them (every-route in Firefox: 9.5 of 18 s, profiled). The first row
 * reads a row of zeros above it, as the format says; a byte keeps the low 8 bits of each sum.
 */
function unfilter(rows: Buffer, height: number, stride: number, bytesPerPixel: number) {
  const starts = new Uint32Array(height);
  const b = bytesPerPixel;
  const zeros = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)]!;
    const row = y * (stride + 1) + 1;
    const end = row + stride;
    // The row above: `up` from `above` on.
    const [up, above] = y > 0 ? [rows, row - (stride + 1)] : [zeros, 0];
    starts[y] = row;
    if (filter === 1) for (let i = row + b; i < end; i++) rows[i] = rows[i]! + rows[i - b]!;
    else if (filter === 2) for (let i = row, j = above; i < end; i++, j++) rows[i] = rows[i]! + up[j]!;
    else if (filter === 3) {
      for (let i = row, j = above; i < row + b; i++, j++) rows[i] = rows[i]! + (up[j]! >> 1);
      for (let i = row + b, j = above + b; i < end; i++, j++) rows[i] = rows[i]! + ((rows[i - b]! + up[j]!) >> 1);
    } else if (filter === 4) {
      // Paeth: the first pixel's bytes have nothing to their left, and take the byte above.
      for (let i = row, j = above; i < row + b; i++, j++) rows[i] = rows[i]! + up[j]!;
      for (let i = row + b, j = above + b; i < end; i++, j++) {
        const left = rows[i - b]!;
        const upper = up[j]!;
        const upperLeft = up[j - b]!;
        const pa = Math.abs(upper - upperLeft);
        const pb = Math.abs(left - upperLeft);
        const pc = Math.abs(left + upper - 2 * upperLeft);
        rows[i] = rows[i]! + (pa <= pb && pa <= pc ? left : pb <= pc ? upper : upperLeft);
      }
    } else if (filter !== 0) throw new Error(`a PNG row with filter ${filter}`);
  }
  return starts;
}

/** A PNG's pixels, as they are stored: each row's bytes (`channels` a pixel: 3 RGB, 4 RGBA, 1 a palette's index) at `starts[y]`. */
export interface Rows {
  width: number;
  height: number;
  channels: number;
  rows: Buffer;
  starts: Uint32Array;
}

export function readRows(file: Buffer): Rows {
  const { width, height, depth, colour, interlaced, rows } = chunksOf(file);
  const channels = { 2: 3, 3: 1, 6: 4 }[colour];
  if (depth !== 8 || !channels || interlaced) throw new Error(`a PNG of ${depth} bits, colour type ${colour}${interlaced ? ', interlaced' : ''}: only 8-bit RGB, RGBA or palette files are read`);
  return { width, height, channels, rows, starts: unfilter(rows, height, width * channels, channels) };
}

/** A screenshot (RGB or RGBA) or a baseline (this palette) as palette indices. */
export function readIndexed(file: Buffer): Indexed {
  const { width, height, channels, rows, starts } = readRows(file);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = starts[y]!;
    if (channels === 1) pixels.set(rows.subarray(row, row + width), y * width);
    else
      for (let at = y * width, end = at + width, i = row; at < end; at++, i += channels) pixels[at] = RED_PART[rows[i]!]! + GREEN_PART[rows[i + 1]!]! + LEVEL_OF[rows[i + 2]!]!;
  }
  return { width, height, pixels };
}

/**
 * Screens of one page, taken one under the other, as one PNG (RGB or RGBA as taken, compressed for speed): each screen's
 * rows from `from` on, placed at `to`, `count` of them.
 */
export function stackRows(screens: { rows: Rows; from: number; to: number; count: number }[], height: number) {
  const { width, channels } = screens[0]!.rows;
  const stride = width * channels;
  const out = Buffer.alloc(height * (stride + 1));
  for (const { rows, from, to, count } of screens)
    for (let y = 0; y < count; y++) rows.rows.copy(out, (to + y) * (stride + 1) + 1, rows.starts[from + y]!, rows.starts[from + y]! + stride);
  return pngFile({ width, height, colour: channels === 4 ? 6 : 2, rows: out, level: 1 });
}

/** RGBA pixels (what pixelmatch compares and pngjs writes) of an indexed picture. */
export function rgbaOf({ width, height, pixels }: Indexed) {
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < pixels.length; i++) {
    const index = pixels[i]!;
    rgba[i * 4] = VALUE_OF[Math.floor(index / (LEVELS * LEVELS))]!;
    rgba[i * 4 + 1] = VALUE_OF[Math.floor(index / LEVELS) % LEVELS]!;
    rgba[i * 4 + 2] = VALUE_OF[index % LEVELS]!;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

const PALETTE = Buffer.from(Array.from({ length: LEVELS ** 3 }, (_, i) => [VALUE_OF[Math.floor(i / LEVELS ** 2)]!, VALUE_OF[Math.floor(i / LEVELS) % LEVELS]!, VALUE_OF[i % LEVELS]!]).flat());

/** A palette PNG file of an indexed picture (each row unfiltered: deflate finds the runs of one colour). */
export function writeIndexed({ width, height, pixels }: Indexed) {
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return pngFile({ width, height, colour: 3, rows, palette: PALETTE, level: 9 });
}
