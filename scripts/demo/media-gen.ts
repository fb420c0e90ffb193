// Generated media for seed data: small PNGs (identicons, photos), SVG illustrations, a silent WAV,
// a tiny PDF and custom emoji images. Nothing is read from disk.
import { deflateSync } from "node:zlib";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes an RGB image; `pixel(x, y)` returns [r, g, b]. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    raw[offset++] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function hashString(input: string): number {
  let h = 2166136261;
  for (let i = 0; i < input.length; i++) h = Math.imul(h ^ input.charCodeAt(i), 16777619);
  return h >>> 0;
}

function hueToRgb(hue: number, sat = 0.55, light = 0.55): number[] {
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - c / 2;
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return [r, g, b].map((v) => Math.round((v + m) * 255));
}

/** 5×5 mirrored identicon, like the one Mitra serves for profiles without an avatar. */
export function identiconPng(input: string): Buffer {
  const h = hashString(input);
  const fg = hueToRgb(h % 360);
  const bg = [240, 240, 240];
  const cell = 12;
  return encodePng(cell * 5 + 20, cell * 5 + 20, (x, y) => {
    const cx = Math.floor((x - 10) / cell);
    const cy = Math.floor((y - 10) / cell);
    if (cx < 0 || cy < 0 || cx > 4 || cy > 4) return bg;
    const col = cx < 3 ? cx : 4 - cx;
    return (h >>> (cy * 3 + col)) & 1 ? fg : bg;
  });
}

/** A soft gradient "photo" with a sun and hills, different per seed. */
export function landscapePng(seed: string, width = 320, height = 200): Buffer {
  const h = hashString(seed);
  const sky = hueToRgb((h % 60) + 180, 0.6, 0.7);
  const hill = hueToRgb(((h >>> 8) % 80) + 80, 0.45, 0.4);
  const sun = hueToRgb(((h >>> 16) % 40) + 20, 0.9, 0.6);
  const sunX = width * (0.2 + ((h >>> 4) % 60) / 100);
  return encodePng(width, height, (x, y) => {
    const ridge = height * 0.62 + Math.sin(x / 37 + (h % 7)) * 18 + Math.sin(x / 13) * 5;
    if (y > ridge) return hill.map((v) => Math.max(0, v - Math.round((y - ridge) / 3)));
    if ((x - sunX) ** 2 + (y - height * 0.3) ** 2 < 22 ** 2) return sun;
    return sky.map((v) => Math.min(255, v + Math.round(y / 6)));
  });
}

export function bannerPng(seed: string): Buffer {
  const h = hashString(seed);
  const a = hueToRgb(h % 360, 0.5, 0.45);
  const b = hueToRgb((h + 120) % 360, 0.5, 0.6);
  return encodePng(600, 200, (x, y) => {
    const t = (x + y) / 800;
    return a.map((v, i) => Math.round(v * (1 - t) + b[i] * t));
  });
}

export function illustrationSvg(title: string, seed: string): Buffer {
  const h = hashString(seed);
  const bg = `hsl(${h % 360} 45% 85%)`;
  const fg = `hsl(${(h + 180) % 360} 45% 35%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<rect width="400" height="300" fill="${bg}"/>
<circle cx="${80 + (h % 240)}" cy="120" r="60" fill="${fg}" opacity="0.35"/>
<rect x="40" y="210" width="320" height="50" rx="8" fill="${fg}" opacity="0.8"/>
<text x="200" y="243" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">${title
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")}</text>
</svg>`;
  return Buffer.from(svg);
}

/** One second of silence, 8 kHz mono. */
export function silentWav(): Buffer {
  const samples = 8000;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write("WAVEfmt ", 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(8000, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(samples, 40);
  buffer.fill(128, 44);
  return buffer;
}

export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/** A "video" placeholder: the demo serves a tiny valid-looking WebM header; players will show an error frame. */
export function placeholderVideo(): Buffer {
  return Buffer.from("1a45dfa3a34286810142f7810142f2810442f381084282847765626d42878104428581021853806701000000000000", "hex");
}

const EMOJI_ART: Record<string, string> = {
  mitra: `<circle cx="32" cy="32" r="28" fill="#6a5acd"/><text x="32" y="43" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">M</text>`,
  blobcat: `<ellipse cx="32" cy="36" rx="26" ry="22" fill="#f9c74f"/><polygon points="10,22 16,4 26,18" fill="#f9c74f"/><polygon points="54,22 48,4 38,18" fill="#f9c74f"/><circle cx="24" cy="34" r="3"/><circle cx="40" cy="34" r="3"/>`,
  monero: `<circle cx="32" cy="32" r="28" fill="#ff6600"/><path d="M14 40 V20 L32 36 L50 20 V40" stroke="#fff" stroke-width="6" fill="none"/>`,
  party_parrot: `<ellipse cx="32" cy="36" rx="20" ry="24" fill="#e63946"/><circle cx="38" cy="26" r="4" fill="#fff"/><polygon points="48,30 60,34 48,38" fill="#ffb703"/>`,
  verified: `<circle cx="32" cy="32" r="28" fill="#2a9d8f"/><path d="M18 33 L28 43 L46 23" stroke="#fff" stroke-width="6" fill="none"/>`,
};

export function emojiSvg(shortcode: string): Buffer | undefined {
  const art = EMOJI_ART[shortcode];
  if (!art) return undefined;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${art}</svg>`);
}
