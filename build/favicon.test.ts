import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { fewerColours, palettePng, type Rgba } from './favicon';

/** A `width` x `height` picture whose pixel at (x, y) is `colour(x, y)`, as RGBA. */
const picture = (width: number, height: number, colour: (x: number, y: number) => number[]): Rgba => ({
  width,
  height,
  data: Uint8Array.from({ length: width * height * 4 }, (_, at) => colour(Math.floor(at / 4) % width, Math.floor(at / 4 / width))[at % 4]!),
});

const colourCount = ({ data }: Rgba) => new Set(Array.from({ length: data.length / 4 }, (_, pixel) => data.subarray(pixel * 4, pixel * 4 + 4).join())).size;

describe('palettePng', () => {
  it('writes a picture of up to 256 colours, see-through ones too, as a palette PNG that reads back to the same pixels', () => {
    // 200 colours: red and green steps, some half or wholly see-through, the rest opaque.
    const original = picture(20, 10, (x, y) => [x * 12, y * 25, 200, x < 5 ? 128 : x === 19 ? 0 : 255]);
    expect(colourCount(original)).toBe(200);
    const file = palettePng(original);
    const read = PNG.sync.read(file);
    expect([read.width, read.height]).toEqual([20, 10]);
    expect(Uint8Array.from(read.data)).toEqual(original.data);
    // A palette (colour type 3), 8 bits an index.
    expect([file[24], file[25]]).toEqual([8, 3]);
  });

  it('refuses a picture of more than 256 colours, which a palette could only approximate', () => {
    expect(() => palettePng(picture(257, 1, (x) => [x % 256, x >> 8, 0, 255]))).toThrow('the picture has 257 colours: a palette PNG holds 256');
  });
});

describe('fewerColours', () => {
  it('leaves a picture that has no more colours than asked as it is', () => {
    const few = picture(8, 8, (x, y) => ((x + y) % 2 ? [15, 23, 42, 255] : [37, 99, 235, 255]));
    expect(fewerColours(few, 32)).toEqual(few);
  });

  it('brings a picture down to the colours asked, each pixel near its own: a gradient of 64 shades in 8', () => {
    const gradient = picture(64, 4, (x) => [x * 4, 255 - x * 4, 128, 255]);
    const fewer = fewerColours(gradient, 8);
    expect(colourCount(fewer)).toBe(8);
    // Each colour stands for about 32 of the 256 values: each pixel within about half of that of its own, in each channel.
    for (let at = 0; at < gradient.data.length; at++) expect(Math.abs(fewer.data[at]! - gradient.data[at]!)).toBeLessThanOrEqual(20);
  });

  it('makes every pixel that shows nothing transparent black, and weighs a colour by how much it shows', () => {
    // Opaque blue and white; the same white at 1/255 opacity; and see-through pixels given three different colours.
    const faint = picture(4, 4, (x, y) => (y === 0 ? [255, 0, 0, 0] : y === 1 ? [0, 255, 0, 0] : x === 0 && y === 2 ? [255, 255, 255, 1] : x < 2 ? [37, 99, 235, 255] : [255, 255, 255, 255]));
    const fewer = fewerColours(faint, 3);
    const at = (x: number, y: number) => [...fewer.data.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 4)];
    expect([at(0, 0), at(3, 1)]).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    // The faint pixel joins the transparent ones (drawn over black it is nearly black), not the opaque white.
    expect(at(0, 2)).toEqual([0, 0, 0, 0]);
    expect([at(0, 3), at(3, 3)]).toEqual([
      [37, 99, 235, 255],
      [255, 255, 255, 255],
    ]);
  });
});
