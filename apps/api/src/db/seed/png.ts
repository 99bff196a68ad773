import { crc32, deflateSync } from 'node:zlib';

/** An RGB colour, 0–255 per channel. */
export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real PNG (8-bit RGB, no interlace) from raw rows of RGB bytes. Enough for demo pictures without
 * an image library: the demo's submitted work and post screenshots must be files a browser can show.
 */
export function encodePng(width: number, height: number, rgb: Buffer): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type; 0 is none.
    rgb.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A picture that reads as a photo or screenshot placeholder: a diagonal gradient between two colours,
 * a soft sun and a darker hill line; `seed` moves the shapes so each file looks different. Written
 * straight into the byte buffer (no per-pixel objects): the demo makes about a hundred of these.
 */
export function scenePng(width: number, height: number, from: string, to: string, seed: number): Buffer {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  const sunX = width * (0.25 + ((seed * 37) % 50) / 100);
  const sunY = height * 0.3;
  const sunR = Math.min(width, height) * 0.12;
  const inner = sunR * sunR;
  const outer = inner * 1.96;
  const hill = Array.from(
    { length: width },
    (_, x) => height * (0.72 + 0.08 * Math.sin((x / width) * Math.PI * 2 + seed)),
  );
  const rgb = Buffer.alloc(width * height * 3);
  let at = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let r = a[0] + (b[0] - a[0]) * t;
      let g = a[1] + (b[1] - a[1]) * t;
      let bl = a[2] + (b[2] - a[2]) * t;
      const d = (x - sunX) * (x - sunX) + (y - sunY) * (y - sunY);
      const glow = d < inner ? 0.75 : d < outer ? 0.25 : 0;
      r += (255 - r) * glow;
      g += (255 - g) * glow;
      bl += (255 - bl) * glow;
      const shade = y > (hill[x] ?? height) ? 0.75 : 1;
      rgb[at++] = r * shade;
      rgb[at++] = g * shade;
      rgb[at++] = bl * shade;
    }
  }
  return encodePng(width, height, rgb);
}
