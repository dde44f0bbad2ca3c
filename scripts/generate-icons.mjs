// Generates the PWA icons and the default preview image from the SVG logo (committed output).
import sharp from "sharp";
import fs from "node:fs/promises";

const logo = await fs.readFile("public/favicon.svg");
await sharp(logo, { density: 600 }).resize(192, 192).png().toFile("public/icons/icon-192.png");
await sharp(logo, { density: 1200 }).resize(512, 512).png().toFile("public/icons/icon-512.png");
const inner = await sharp(logo, { density: 1200 }).resize(384, 384).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#1c3d6b" } })
  .composite([{ input: inner, gravity: "center" }])
  .png()
  .toFile("public/icons/icon-maskable-512.png");
const og = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<rect width="1200" height="630" fill="#152e52"/>
<path d="M330 40c90 150 60 300-30 560" fill="none" stroke="#7fb3e8" stroke-width="40" stroke-linecap="round"/>
<path d="M640 40c-75 165-45 330 60 560" fill="none" stroke="#7fb3e8" stroke-width="40" stroke-linecap="round"/>
<path d="M420 60c45 120 60 270 60 450l60-30c15-150 15-285-30-420z" fill="#e09a45"/>
<text x="760" y="300" font-family="Georgia, serif" font-size="120" font-weight="bold" fill="#ffffff">ADPL</text>
<text x="760" y="370" font-family="sans-serif" font-size="36" fill="#d6e4f5">Presqu’île de Lyon</text>
</svg>`);
await sharp(og).png().toFile("public/images/og-default.png");
console.log("icons written");
