#!/usr/bin/env node
// Draws Clientline's icons into shell/public (copied as is into the shell's build, served at the site's
// root): a rounded square in the theme's primary colour holding a white "C". The SVG is the icon modern
// browsers use; favicon.ico (16, 32 and 48 px PNGs in an ICO) is what browsers ask /favicon.ico for, and
// the PNGs are for the web app manifest and iOS. Uses only Node (zlib for PNG), so it needs nothing
// installed: run `node scripts/draw-icons.js` after changing the shape or the theme's colours.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const OUT = path.join(__dirname, '..', 'shell', 'public');
const tokens = fs.readFileSync(path.join(__dirname, '..', 'shared-ui', 'src', 'theme', 'tokens.ts'), 'utf8');
const colour = (name) => /#[0-9a-f]{6}/i.exec(new RegExp(`\\b${name}: '(#[0-9a-f]{6})'`, 'i').exec(tokens)[1])[0];
const PRIMARY = colour('primary');
const BACKGROUND = colour('background');

// The shape on a 64 x 64 grid: the square's corner radius, and the C as a ring (centre, radius, stroke)
// open 45 degrees either side of the right, with round ends.
const CORNER = 14;
const C = { x: 32, y: 32, radius: 16, stroke: 8, gap: Math.PI / 4 };
const capX = C.x + C.radius * Math.cos(C.gap);
const capY = C.radius * Math.sin(C.gap);

function svg() {
  const f = (n) => Number(n.toFixed(2));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${CORNER}" fill="${PRIMARY}"/><path d="M${f(capX)} ${f(C.y - capY)}A${C.radius} ${C.radius} 0 1 0 ${f(capX)} ${f(C.y + capY)}" fill="none" stroke="#fff" stroke-width="${C.stroke}" stroke-linecap="round"/></svg>\n`;
}

/** Where (x, y) on the 64-grid falls: 'out' of the square, 'mark' (the C) or 'fill'. */
function sample(x, y) {
  const cx = Math.min(Math.max(x, CORNER), 64 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 64 - CORNER);
  if (x < 0 || y < 0 || x > 64 || y > 64 || Math.hypot(x - cx, y - cy) > CORNER) return 'out';
  const dx = x - C.x;
  const dy = y - C.y;
  const inRing = Math.abs(Math.hypot(dx, dy) - C.radius) <= C.stroke / 2;
  const inGap = dx > 0 && Math.abs(Math.atan2(dy, dx)) < C.gap;
  const onCap = Math.hypot(x - capX, Math.abs(dy) - capY) <= C.stroke / 2;
  return (inRing && !inGap) || onCap ? 'mark' : 'fill';
}

/** RGBA pixels of the icon at `size` px, 4 x 4 samples a pixel for smooth edges. */
function raster(size) {
  const [pr, pg, pb] = [1, 3, 5].map((i) => parseInt(PRIMARY.slice(i, i + 2), 16));
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let fill = 0;
      let mark = 0;
      for (let sy = 0; sy < n; sy += 1) {
        for (let sx = 0; sx < n; sx += 1) {
          const where = sample(((px + (sx + 0.5) / n) * 64) / size, ((py + (sy + 0.5) / n) * 64) / size);
          if (where === 'fill') fill += 1;
          if (where === 'mark') mark += 1;
        }
      }
      const covered = fill + mark;
      const i = (py * size + px) * 4;
      if (covered === 0) continue;
      const white = mark / covered;
      pixels[i] = Math.round(pr + (255 - pr) * white);
      pixels[i + 1] = Math.round(pg + (255 - pg) * white);
      pixels[i + 2] = Math.round(pb + (255 - pb) * white);
      pixels[i + 3] = Math.round((covered / (n * n)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const pixels = raster(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding PNG images (read by every browser since IE 9). */
function ico(sizes) {
  const images = sizes.map(png);
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(images[index].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[index].length;
  });
  return Buffer.concat([header, ...images]);
}

const manifest = {
  name: 'Clientline',
  short_name: 'Clientline',
  description: 'The client portal and project timeline for law firms and accountants.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: PRIMARY,
  background_color: BACKGROUND,
  icons: [
    { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
};

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'icon.svg'), svg());
fs.writeFileSync(path.join(OUT, 'favicon.ico'), ico([16, 32, 48]));
fs.writeFileSync(path.join(OUT, 'icon-192.png'), png(192));
fs.writeFileSync(path.join(OUT, 'icon-512.png'), png(512));
fs.writeFileSync(path.join(OUT, 'apple-touch-icon.png'), png(180));
fs.writeFileSync(path.join(OUT, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Icons and manifest written to ${path.relative(process.cwd(), OUT) || '.'}`);
