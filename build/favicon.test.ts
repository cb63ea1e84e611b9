import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { fewerColours, palettePng, type Rgba } from './favicon';

/** A `width` x `height` picture whose pixel at (x, y) is `colour(x, y)`, as RGBA. */
const picture = (width: number, height: number, colour: (x: number, y: number) => number[]): Rgba => ({
  width,
  height,
  data: Uint8Array.from({ length: width * height * 4 }, (_, at) => colour((at / 4) % width, Math.floor(at / 4 / width))[at % 4]!),
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

  it('gives the same result for the same picture, so that the icon is written again only when its drawing changes', () => {
    const gradient = picture(32, 32, (x, y) => [x * 8, y * 8, (x * y) % 256, x < 4 ? 0 : 255]);
    expect(fewerColours(gradient, 32)).toEqual(fewerColours(gradient, 32));
  });
});
