// The app icon drawn by code at build time (a crescent moon on card-table green), encoded as a PNG with no image library.

import { deflateSync } from 'node:zlib';

export const ICON_BACKGROUND: readonly [number, number, number] = [0x1b, 0x5e, 0x3b];
export const ICON_MOON: readonly [number, number, number] = [0xf6, 0xe7, 0xb4];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 a PNG chunk ends with. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** Encodes RGBA pixels (rows top to bottom) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    // Each row starts with filter type 0: the pixels as they are.
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (1 + width * 4) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * How much of the moon covers the point (x, y) in a unit square: a disc with a smaller disc cut
 * from its upper right. It stays inside the middle 80% circle, so the icon can also be masked.
 */
function inMoon(x: number, y: number): boolean {
  const outer = (x - 0.5) ** 2 + (y - 0.5) ** 2 <= 0.3 ** 2;
  const bite = (x - 0.63) ** 2 + (y - 0.4) ** 2 <= 0.25 ** 2;
  return outer && !bite;
}

/** The icon at size × size pixels, full-bleed, with 4×4 samples a pixel for smooth edges. */
export function crescentIconPng(size: number): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          if (inMoon((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size)) hits++;
        }
      }
      const t = hits / (samples * samples);
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        rgba[i + c] = Math.round((ICON_BACKGROUND[c] as number) * (1 - t) + (ICON_MOON[c] as number) * t);
      }
      rgba[i + 3] = 255;
    }
  }
  return encodePng(size, size, rgba);
}
