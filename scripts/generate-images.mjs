// Generates the committed illustrations of the gallery and neighbourhood pages: original SVG
// compositions evoking the Presqu'île (nothing downloaded), rendered with sharp.
//   npm run images:generate
// Pass scene ids to render only those (e.g. `npm run images:generate -- saint-nizier`).
// Writes public/images/gallery/<id>-<width>.{avif,webp,jpg}, public/images/quartiers/<slug>.svg
// and public/images/placeholder.svg. Widths, formats and encoder settings are the site's shared
// renditions (app/lib/image-renditions.ts, also read by app/features/gallery/images.ts and the
// upload renditions); the 4:3 ratio matches GALLERY_IMAGE_RATIO (a unit test checks every file
// exists). Run with tsx, which loads those TypeScript modules.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_FORMATS, IMAGE_WIDTHS } from "../app/lib/image-renditions.ts";
import { encodeRendition } from "../app/lib/images.server.ts";
import { prng } from "./prng.mjs";

const W = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
const H = (W * 3) / 4;
const root = path.resolve(import.meta.dirname, "..");
const galleryDir = path.join(root, "public/images/gallery");
const quartiersDir = path.join(root, "public/images/quartiers");

// ---------------------------------------------------------------------------------------------
// Small deterministic toolkit of shapes


const n = (v) => Math.round(v * 10) / 10;

function svg(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join("");
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const s = stops.map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join("");
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

const rect = (x, y, w, h, fill, extra = "") => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = "") => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
const poly = (points, fill, extra = "") => `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
const pathEl = (d, fill, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;

/** An arched window: rectangle topped by a half circle. */
function archWindow(x, y, w, h, fill) {
  const r = w / 2;
  return pathEl(`M${n(x)},${n(y + h)} V${n(y + r)} A${n(r)},${n(r)} 0 0 1 ${n(x + w)},${n(y + r)} V${n(y + h)} Z`, fill);
}

/** Fourvière hill with the basilica and the metal tower, seen from the Presqu'île. */
function fourviere(x, baseY, scale, hillFill, buildingFill) {
  const s = scale;
  const hill = pathEl(
    `M${n(x - 520 * s)},${n(baseY)} C${n(x - 380 * s)},${n(baseY - 150 * s)} ${n(x - 200 * s)},${n(baseY - 235 * s)} ${n(x)},${n(baseY - 240 * s)} C${n(x + 220 * s)},${n(baseY - 235 * s)} ${n(x + 420 * s)},${n(baseY - 140 * s)} ${n(x + 600 * s)},${n(baseY)} Z`,
    hillFill,
  );
  const bx = x - 40 * s;
  const by = baseY - 236 * s;
  const body = rect(bx - 70 * s, by - 60 * s, 140 * s, 60 * s, buildingFill);
  const towers = [-70, -40, 28, 58]
    .map((dx) => rect(bx + dx * s, by - 95 * s, 14 * s, 95 * s, buildingFill) + rect(bx + (dx - 2) * s, by - 100 * s, 18 * s, 6 * s, buildingFill))
    .join("");
  const apse = circle(bx, by - 60 * s, 22 * s, buildingFill);
  const statue = rect(bx - 2 * s, by - 100 * s, 4 * s, 20 * s, buildingFill);
  const tx = x + 170 * s;
  const ty = baseY - 200 * s;
  const tower = poly(
    [
      [tx - 16 * s, ty],
      [tx - 3 * s, ty - 150 * s],
      [tx + 3 * s, ty - 150 * s],
      [tx + 16 * s, ty],
    ],
    buildingFill,
  );
  return hill + body + towers + apse + statue + tower;
}

/** A stone building seen from the front, with windows, cornices, a roof and chimneys. */
function building({ x, baseY, w, h, stone, roof, windowFill, floors, cols, random, shop, balconies = true, mansard = true }) {
  let out = rect(x, baseY - h, w, h, stone);
  const floorH = (h - (shop ? h * 0.18 : 0)) / floors;
  const colW = w / cols;
  for (let f = 0; f < floors; f += 1) {
    const fy = baseY - h + f * floorH;
    for (let c = 0; c < cols; c += 1) {
      const wx = x + c * colW + colW * 0.28;
      const lit = random() < 0.12;
      out += rect(wx, fy + floorH * 0.22, colW * 0.44, floorH * 0.58, lit ? "#f3d48a" : windowFill);
    }
    if (balconies && (f === 1 || f === floors - 1)) out += rect(x + 4, fy + floorH * 0.78, w - 8, 5, "#3b3f46", 'opacity="0.75"');
    out += rect(x, fy, w, 3, "#000", 'opacity="0.08"');
  }
  if (shop) {
    const sy = baseY - h * 0.18;
    out += rect(x, sy, w, h * 0.18, shop);
    for (let c = 0; c < cols; c += 1) out += archWindow(x + c * colW + colW * 0.18, sy + h * 0.03, colW * 0.64, h * 0.15, "#2d3340");
  }
  out += rect(x - 6, baseY - h - 10, w + 12, 12, stone, 'opacity="0.92"');
  if (mansard) {
    out += poly(
      [
        [x - 6, baseY - h - 10],
        [x + 18, baseY - h - 70],
        [x + w - 18, baseY - h - 70],
        [x + w + 6, baseY - h - 10],
      ],
      roof,
    );
    for (let c = 1; c < cols; c += 2) out += rect(x + c * colW + colW * 0.3, baseY - h - 58, colW * 0.4, 36, "#d9d4c7");
  } else {
    out += poly(
      [
        [x - 10, baseY - h - 8],
        [x + w / 2, baseY - h - 60],
        [x + w + 10, baseY - h - 8],
      ],
      roof,
    );
  }
  out += rect(x + w * 0.2, baseY - h - 100, 16, 40, "#8a5a44") + rect(x + w * 0.72, baseY - h - 92, 16, 32, "#8a5a44");
  return out;
}

/** A round-crowned tree (trunk plus clustered circles). */
function tree(x, baseY, r, leaves, trunk, random) {
  let out = rect(x - r * 0.08, baseY - r * 1.3, r * 0.16, r * 1.3, trunk);
  for (let i = 0; i < 6; i += 1) {
    const a = (i / 6) * Math.PI * 2;
    out += circle(x + Math.cos(a) * r * 0.45, baseY - r * 1.6 + Math.sin(a) * r * 0.35, r * (0.5 + random() * 0.2), leaves[i % leaves.length]);
  }
  out += circle(x, baseY - r * 1.75, r * 0.6, leaves[0]);
  return out;
}

/** A simplified standing person. */
function person(x, baseY, s, color) {
  return circle(x, baseY - 62 * s, 11 * s, color) + pathEl(`M${n(x - 15 * s)},${n(baseY)} L${n(x - 12 * s)},${n(baseY - 48 * s)} Q${n(x)},${n(baseY - 56 * s)} ${n(x + 12 * s)},${n(baseY - 48 * s)} L${n(x + 15 * s)},${n(baseY)} Z`, color);
}

/** Gentle wave strokes across a river. */
function waves(y1, y2, color, random, count = 28) {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = random() * W;
    const y = y1 + random() * (y2 - y1);
    const len = 40 + random() * 90;
    out += pathEl(`M${n(x)},${n(y)} q${n(len / 2)},-8 ${n(len)},0`, "none", `stroke="${color}" stroke-width="4" stroke-linecap="round" opacity="0.55"`);
  }
  return out;
}

/** A row of Lyon's red-tiled rooftops. */
function rooftops(baseY, height, random, colors = ["#b6543a", "#c8664a", "#a8492f", "#d07a57"]) {
  let out = "";
  let x = -40;
  while (x < W + 40) {
    const w = 110 + random() * 160;
    const h = height * (0.6 + random() * 0.5);
    const wall = ["#e7d6b8", "#efe1c6", "#dcc7a3", "#f1d9b5", "#e2c59c"][Math.floor(random() * 5)];
    out += rect(x, baseY - h, w, h, wall);
    for (let r = 0; r < 3; r += 1) {
      for (let c = 0; c < Math.floor(w / 45); c += 1) out += rect(x + 14 + c * 45, baseY - h + 24 + r * (h / 3.2), 18, h / 7, "#5c6470");
    }
    out += poly(
      [
        [x - 8, baseY - h],
        [x + w * 0.5, baseY - h - 34 - random() * 20],
        [x + w + 8, baseY - h],
      ],
      colors[Math.floor(random() * colors.length)],
    );
    if (random() < 0.7) out += rect(x + w * (0.2 + random() * 0.5), baseY - h - 40, 14, 28, "#8a5a44");
    x += w + 4;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Gallery scenes (1600 × 1200)

const scenes = {
  /** Palais de la Bourse: a neoclassical façade on a square under a clear sky. */
  "palais-bourse"() {
    const random = prng(11);
    const defs = linear("sky", [[0, "#7fb2dd"], [1, "#d9e9f5"]]) + linear("ground", [[0, "#cdbf9f"], [1, "#a9987a"]]);
    let body = rect(0, 0, W, H, "url(#sky)");
    body += rooftops(760, 260, random);
    const x0 = 230;
    const fw = 1140;
    const top = 330;
    const base = 930;
    body += rect(x0, top, fw, base - top, "#ead9b8");
    body += poly([[x0 + 300, top], [x0 + fw / 2, top - 150], [x0 + fw - 300, top]], "#e2cea8");
    body += poly([[x0 + 350, top - 12], [x0 + fw / 2, top - 118], [x0 + fw - 350, top - 12]], "#d2ba8f");
    body += rect(x0 - 20, top - 20, fw + 40, 28, "#d8c39c");
    body += rect(x0 - 20, top + 240, fw + 40, 18, "#d8c39c");
    for (let i = 0; i < 8; i += 1) {
      const cx = x0 + 300 + i * ((fw - 600) / 7);
      body += rect(cx - 16, top + 10, 32, 230, "#f4e8d0") + rect(cx - 22, top + 8, 44, 14, "#d8c39c");
    }
    for (let i = 0; i < 7; i += 1) {
      const wx = x0 + 325 + i * ((fw - 600) / 7);
      body += archWindow(wx, top + 60, 48, 140, "#4a5467");
    }
    for (const side of [x0 + 40, x0 + fw - 250]) {
      for (let r = 0; r < 2; r += 1) for (let c = 0; c < 3; c += 1) body += archWindow(side + c * 72, top + 50 + r * 120, 44, 90, "#4a5467");
    }
    for (let i = 0; i < 5; i += 1) body += archWindow(x0 + 330 + i * 115, top + 300, 80, 250, "#2f3646");
    body += rect(x0 + 60, top + 300, 180, 250, "#e1cda6") + rect(x0 + fw - 240, top + 300, 180, 250, "#e1cda6");
    for (let s = 0; s < 5; s += 1) body += rect(x0 + 260 - s * 20, base + s * 14, fw - 520 + s * 40, 14, s % 2 ? "#c8b48f" : "#d6c29c");
    body += rect(0, base + 70, W, H - base - 70, "url(#ground)");
    for (let i = 0; i < 14; i += 1) body += person(80 + random() * 1440, 1100 + random() * 80, 1 + random() * 0.4, ["#33415c", "#5c3b2e", "#2f4f4f", "#7a2e3b"][i % 4]);
    return svg(W, H, defs, body);
  },

  /** Rue de la République: Second Empire façades in perspective, domes on the corners. */
  "facades-republique"() {
    const random = prng(23);
    const defs = linear("sky", [[0, "#f2c58f"], [1, "#fbe8cf"]]) + linear("street", [[0, "#bfae93"], [1, "#8e7d66"]]);
    let body = rect(0, 0, W, H, "url(#sky)");
    const vpX = 800;
    const vpY = 520;
    body += poly([[0, H], [vpX - 40, vpY], [vpX + 40, vpY], [W, H]], "url(#street)");
    // Left and right façades as receding slabs with windows.
    for (const side of [-1, 1]) {
      const outerX = side < 0 ? 0 : W;
      const innerX = vpX + side * 70;
      body += poly([[outerX, 60], [innerX, vpY - 170], [innerX, vpY + 40], [outerX, H - 80]], side < 0 ? "#e9d5b3" : "#dfc7a0");
      for (let i = 0; i < 9; i += 1) {
        const t = i / 9;
        const t2 = (i + 0.55) / 9;
        const xA = outerX + (innerX - outerX) * Math.pow(t, 0.7);
        const xB = outerX + (innerX - outerX) * Math.pow(t2, 0.7);
        const topA = 60 + (vpY - 170 - 60) * Math.pow(t, 0.7);
        const botA = H - 80 + (vpY + 40 - (H - 80)) * Math.pow(t, 0.7);
        const topB = 60 + (vpY - 170 - 60) * Math.pow(t2, 0.7);
        const botB = H - 80 + (vpY + 40 - (H - 80)) * Math.pow(t2, 0.7);
        for (let f = 0; f < 5; f += 1) {
          const fa = topA + (botA - topA) * (0.08 + f * 0.17);
          const fb = topB + (botB - topB) * (0.08 + f * 0.17);
          const ha = (botA - topA) * 0.1;
          const hb = (botB - topB) * 0.1;
          body += poly([[xA, fa], [xB, fb], [xB, fb + hb], [xA, fa + ha]], f === 4 ? "#5a3b2c" : "#4b5568");
        }
        body += poly([[xA, topA + (botA - topA) * 0.26], [xB, topB + (botB - topB) * 0.26], [xB, topB + (botB - topB) * 0.27], [xA, topA + (botA - topA) * 0.27]], "#333842");
      }
      // Corner dome on the near building.
      const dx = side < 0 ? 200 : W - 200;
      body += rect(dx - 90, 40, 180, 40, "#d7c19b");
      body += pathEl(`M${dx - 80},40 Q${dx},-90 ${dx + 80},40 Z`, "#56606e");
      body += rect(dx - 6, -40, 12, 40, "#56606e");
    }
    body += poly([[vpX - 70, vpY - 170], [vpX + 70, vpY - 170], [vpX + 70, vpY + 40], [vpX - 70, vpY + 40]], "#efd9b6");
    for (let i = 0; i < 16; i += 1) {
      const t = random();
      const y = vpY + 60 + t * (H - vpY - 80);
      const x = vpX + (random() - 0.5) * (80 + t * 900);
      body += person(x, y, 0.4 + t * 1.3, ["#2f3b52", "#6b2f3a", "#3d5a4a", "#5b4636"][i % 4]);
    }
    return svg(W, H, defs, body);
  },

  /** Fête des Lumières: the Hôtel de Ville lit in colours, lumignons at the windows. */
  "fete-des-lumieres"() {
    const random = prng(37);
    const defs =
      linear("night", [[0, "#0b1230"], [1, "#1d2350"]]) +
      linear("proj", [[0, "#ff5fa2"], [0.35, "#ffb347"], [0.7, "#6fd3ff"], [1, "#9b7bff"]], { x1: 0, y1: 0, x2: 1, y2: 1 }) +
      radial("halo", [[0, "#ffd27a", 0.55], [1, "#ffd27a", 0]]);
    let body = rect(0, 0, W, H, "url(#night)");
    for (let i = 0; i < 70; i += 1) body += circle(random() * W, random() * 380, 1.5 + random() * 2, "#fdf6d8", `opacity="${n(0.3 + random() * 0.6)}"`);
    const x0 = 260;
    const fw = 1080;
    const top = 360;
    const base = 1000;
    body += rect(x0, top, fw, base - top, "url(#proj)");
    body += rect(x0 + fw / 2 - 80, top - 210, 160, 210, "url(#proj)");
    body += pathEl(`M${x0 + fw / 2 - 90},${top - 210} Q${x0 + fw / 2},${top - 330} ${x0 + fw / 2 + 90},${top - 210} Z`, "#ff8fb8");
    body += poly([[x0 - 20, top], [x0 + 140, top - 90], [x0 + fw - 140, top - 90], [x0 + fw + 20, top]], "#3a2a6a");
    for (let f = 0; f < 3; f += 1) {
      for (let c = 0; c < 11; c += 1) {
        const wx = x0 + 40 + c * 93;
        const wy = top + 50 + f * 170;
        body += archWindow(wx, wy, 46, 110, "#1b1740");
        body += circle(wx + 23, wy + 100, 10, "url(#halo)") + circle(wx + 23, wy + 100, 4, "#ffe7a3");
      }
    }
    body += archWindow(x0 + fw / 2 - 70, base - 200, 140, 200, "#120f2d");
    for (let i = 0; i < 7; i += 1) {
      const bx = x0 + i * (fw / 6);
      body += pathEl(`M${n(bx)},${base} L${n(bx - 140 + random() * 280)},${top - 40}`, "none", `stroke="#fff3b0" stroke-width="3" opacity="0.35"`);
    }
    body += rect(0, base, W, H - base, "#0a0d22");
    for (let i = 0; i < 60; i += 1) body += person(random() * W, 1080 + random() * 140, 0.9 + random() * 0.6, "#05060f");
    return svg(W, H, defs, body);
  },

  /** The association's general meeting: rows of members facing a lectern and a screen. */
  "assemblee-generale"() {
    const random = prng(41);
    const defs = linear("wall", [[0, "#f4ead8"], [1, "#e4d3b5"]]) + linear("screen", [[0, "#1c3d6b"], [1, "#2f5f9e"]]);
    let body = rect(0, 0, W, H, "url(#wall)");
    for (let i = 0; i < 4; i += 1) body += archWindow(70 + i * 400, 90, 170, 330, "#b9d4ea") + rect(150 + i * 400, 90, 10, 330, "#e4d3b5");
    body += rect(520, 150, 560, 330, "#ffffff") + rect(540, 170, 520, 290, "url(#screen)");
    // A stylised map of the Presqu'île on the screen: two rivers and a peninsula.
    body += pathEl("M650,180 C700,260 690,340 640,450", "none", 'stroke="#7fb3e8" stroke-width="18" stroke-linecap="round"');
    body += pathEl("M950,180 C910,270 930,360 990,450", "none", 'stroke="#7fb3e8" stroke-width="18" stroke-linecap="round"');
    body += pathEl("M740,200 C780,280 800,360 800,440 L840,420 C850,340 840,270 800,200 Z", "#e09a45");
    body += rect(0, 560, W, H - 560, "#9c7b5b");
    body += rect(720, 520, 160, 140, "#6b4a33") + person(800, 520, 1.2, "#2b2f3a");
    const colors = ["#2f3b52", "#7a2e3b", "#3d5a4a", "#5b4636", "#394c7a", "#84502c", "#4b4b4b"];
    for (let row = 0; row < 5; row += 1) {
      const y = 780 + row * 110;
      const s = 1.3 + row * 0.35;
      const count = 9 - row;
      for (let i = 0; i < count; i += 1) {
        const x = (W / count) * (i + 0.5) + (random() - 0.5) * 40;
        body += rect(x - 40 * s, y - 28 * s, 80 * s, 34 * s, "#5a3e2b");
        body += circle(x, y - 70 * s, 24 * s, colors[(i + row) % colors.length]);
        body += pathEl(`M${n(x - 45 * s)},${n(y + 20)} Q${n(x)},${n(y - 75 * s)} ${n(x + 45 * s)},${n(y + 20)} Z`, colors[(i + row + 3) % colors.length]);
      }
    }
    return svg(W, H, defs, body);
  },

  /** Rue Mercière at lunchtime: a narrow street of terraces, awnings and parasols. */
  "terrasses-merciere"() {
    const random = prng(53);
    const defs = linear("sky", [[0, "#8ec5e8"], [1, "#e6f1f8"]]) + linear("paving", [[0, "#c9b79a"], [1, "#9e8b70"]]);
    let body = rect(0, 0, W, H, "url(#sky)");
    body += building({ x: -40, baseY: 760, w: 560, h: 760, stone: "#e8c9a0", roof: "#b6543a", windowFill: "#4d5566", floors: 5, cols: 4, random, shop: "#7a3b2a", mansard: false });
    body += building({ x: 1080, baseY: 760, w: 560, h: 760, stone: "#f0d8b0", roof: "#a8492f", windowFill: "#4d5566", floors: 5, cols: 4, random, shop: "#2e5d4b", mansard: false });
    body += building({ x: 620, baseY: 600, w: 360, h: 380, stone: "#f3dcc0", roof: "#c8664a", windowFill: "#5a6273", floors: 4, cols: 3, random, mansard: false });
    body += poly([[0, H], [620, 600], [980, 600], [W, H]], "url(#paving)");
    body += rect(0, 760, 480, 440, "#b9a585") + rect(1120, 760, 480, 440, "#b9a585");
    // Awnings.
    for (const [x, color] of [[20, "#b22d2d"], [1120, "#1f6f5c"]]) {
      for (let i = 0; i < 8; i += 1) body += poly([[x + i * 58, 640], [x + i * 58 + 58, 640], [x + i * 58 + 70, 720], [x + i * 58 + 12, 720]], i % 2 ? "#f6efe2" : color);
    }
    // Parasols, tables and diners.
    const parasols = [[230, 900, "#c9792a"], [640, 760, "#1c3d6b"], [980, 760, "#b22d2d"], [1360, 900, "#2e5d4b"], [420, 1040, "#1c3d6b"], [1190, 1040, "#c9792a"]];
    for (const [x, y, color] of parasols) {
      const s = y / 900;
      body += rect(x - 4 * s, y - 150 * s, 8 * s, 150 * s, "#5b4636");
      body += pathEl(`M${n(x - 130 * s)},${n(y - 140 * s)} Q${n(x)},${n(y - 220 * s)} ${n(x + 130 * s)},${n(y - 140 * s)} Z`, color);
      body += rect(x - 55 * s, y - 40 * s, 110 * s, 10 * s, "#f3efe6");
      body += person(x - 80 * s, y + 20 * s, 1.1 * s, "#3a3f52") + person(x + 80 * s, y + 20 * s, 1.1 * s, random() < 0.5 ? "#7a2e3b" : "#4d6a52");
    }
    return svg(W, H, defs, body);
  },

  /** Quai Saint-Antoine market: striped stalls along the Saône, Fourvière across the river. */
  "marche-saint-antoine"() {
    const random = prng(67);
    const defs = linear("sky", [[0, "#a9d2ee"], [1, "#f4efe4"]]) + linear("water", [[0, "#5a8fb6"], [1, "#3f6f93"]]);
    let body = rect(0, 0, W, H, "url(#sky)");
    body += fourviere(760, 540, 1.15, "#7f9a72", "#e8e2d2");
    body += rooftops(560, 110, random, ["#c8664a", "#b6543a", "#d07a57"]);
    body += rect(0, 560, W, 170, "url(#water)") + waves(580, 720, "#d8ecf7", random);
    body += rect(0, 730, W, 30, "#b9ab92") + rect(0, 760, W, H - 760, "#d9cdb5");
    const stripes = [["#c0392b", "#f7efe2"], ["#1f6f5c", "#f7efe2"], ["#1c3d6b", "#f7efe2"], ["#c9792a", "#f7efe2"]];
    for (let s = 0; s < 4; s += 1) {
      const x = 40 + s * 400;
      const [a, b] = stripes[s];
      for (let i = 0; i < 7; i += 1) body += poly([[x + i * 50, 800], [x + i * 50 + 50, 800], [x + i * 50 + 56, 880], [x + i * 50 + 6, 880]], i % 2 ? b : a);
      body += rect(x + 10, 880, 8, 130, "#5b4636") + rect(x + 332, 880, 8, 130, "#5b4636");
      body += rect(x, 1000, 350, 60, "#8a6242");
      const produce = ["#d8452f", "#f0a530", "#7bb241", "#e8d04a", "#9c3d6b"];
      for (let i = 0; i < 22; i += 1) body += circle(x + 20 + random() * 310, 990 + random() * 20, 12 + random() * 6, produce[Math.floor(random() * produce.length)]);
    }
    for (let i = 0; i < 12; i += 1) body += person(random() * W, 1130 + random() * 60, 1.3 + random() * 0.3, ["#2f3b52", "#7a2e3b", "#3d5a4a", "#5b4636"][i % 4]);
    return svg(W, H, defs, body);
  },

  /** Saint-Nizier: a gothic façade and its two spires above the rooftops. */
  "saint-nizier"() {
    const random = prng(79);
    const defs = linear("sky", [[0, "#5d7fa8"], [0.6, "#c9d6e6"], [1, "#f1e2c9"]]);
    let body = rect(0, 0, W, H, "url(#sky)");
    const cx = 800;
    const stone = "#cdbb9c";
    const dark = "#b3a083";
    for (const dx of [-230, 230]) {
      const tx = cx + dx;
      body += rect(tx - 95, 330, 190, 870, stone);
      body += poly([[tx - 95, 330], [tx, 40], [tx + 95, 330]], dark);
      for (let k = 0; k < 6; k += 1) body += poly([[tx - 80 + k * 32, 330], [tx - 64 + k * 32, 290], [tx - 48 + k * 32, 330]], stone);
      body += archWindow(tx - 30, 420, 60, 200, "#3c4352") + archWindow(tx - 30, 700, 60, 160, "#3c4352");
    }
    body += rect(cx - 135, 460, 270, 740, "#d6c4a5");
    body += poly([[cx - 135, 460], [cx, 330], [cx + 135, 460]], dark);
    body += circle(cx, 600, 92, "#3c4352") + circle(cx, 600, 70, "#6f5a8a");
    for (let k = 0; k < 8; k += 1) {
      const a = (k / 8) * Math.PI * 2;
      body += pathEl(`M${cx},600 L${n(cx + Math.cos(a) * 70)},${n(600 + Math.sin(a) * 70)}`, "none", 'stroke="#3c4352" stroke-width="8"');
    }
    body += pathEl(`M${cx - 95},1200 V900 Q${cx},760 ${cx + 95},900 V1200 Z`, "#2b303b");
    body += rooftops(1200, 240, random);
    return svg(W, H, defs, body);
  },

  /** Bellecour in autumn: golden lime trees, the equestrian statue and Fourvière beyond. */
  "bellecour-automne"() {
    const random = prng(97);
    const defs = linear("sky", [[0, "#f0b77a"], [0.55, "#f7dcb4"], [1, "#fbeedd"]]) + linear("square", [[0, "#d98c5f"], [1, "#b8643f"]]);
    let body = rect(0, 0, W, H, "url(#sky)");
    body += fourviere(820, 600, 1.3, "#9c8a5e", "#f3ecdd");
    body += rooftops(640, 150, random, ["#b6543a", "#a8492f", "#c8664a"]);
    body += rect(0, 640, W, H - 640, "url(#square)");
    const leaves = ["#e0a030", "#d9822b", "#f0c24a", "#c8642a"];
    for (let i = 0; i < 7; i += 1) body += tree(60 + i * 90, 820 - i * 12, 70 - i * 4, leaves, "#5b3b28", random);
    for (let i = 0; i < 7; i += 1) body += tree(W - 60 - i * 90, 820 - i * 12, 70 - i * 4, leaves, "#5b3b28", random);
    // Statue of Louis XIV on its pedestal.
    const sx = 800;
    body += rect(sx - 110, 860, 220, 200, "#e9e2d2") + rect(sx - 130, 1040, 260, 30, "#d8d0bf") + rect(sx - 120, 850, 240, 20, "#d8d0bf");
    body += pathEl(`M${sx - 120},850 L${sx - 100},740 Q${sx - 40},700 ${sx + 60},730 L${sx + 100},700 L${sx + 120},730 L${sx + 90},760 L${sx + 110},850 L${sx + 80},850 L${sx + 60},780 L${sx - 60},780 L${sx - 90},850 Z`, "#3f3a34");
    body += pathEl(`M${sx - 20},735 L${sx - 10},640 L${sx + 20},640 L${sx + 25},735 Z`, "#3f3a34") + circle(sx + 5, 625, 20, "#3f3a34");
    for (let i = 0; i < 120; i += 1) body += circle(random() * W, 880 + random() * 320, 5 + random() * 6, leaves[Math.floor(random() * leaves.length)], 'opacity="0.85"');
    for (let i = 0; i < 8; i += 1) body += person(150 + random() * 1300, 1120 + random() * 60, 1.2 + random() * 0.3, ["#2f3b52", "#7a2e3b", "#3d5a4a", "#5b4636"][i % 4]);
    return svg(W, H, defs, body);
  },
};

// ---------------------------------------------------------------------------------------------
// Neighbourhood illustrations (SVG files, 800 × 500), lighter compositions

const QW = 800;
const QH = 500;

function quartierFrame(sky, content) {
  const defs = linear("s", sky);
  return svg(QW, QH, defs, rect(0, 0, QW, QH, "url(#s)") + content);
}

function smallRooftops(baseY, height, random) {
  let out = "";
  let x = -20;
  while (x < QW + 20) {
    const w = 60 + random() * 80;
    const h = height * (0.6 + random() * 0.5);
    out += rect(x, baseY - h, w, h, ["#e7d6b8", "#efe1c6", "#dcc7a3", "#f1d9b5"][Math.floor(random() * 4)]);
    for (let c = 0; c < Math.floor(w / 26); c += 1) out += rect(x + 8 + c * 26, baseY - h + 14, 10, h / 5, "#5c6470");
    out += poly([[x - 4, baseY - h], [x + w / 2, baseY - h - 18], [x + w + 4, baseY - h]], ["#b6543a", "#c8664a", "#a8492f"][Math.floor(random() * 3)]);
    x += w + 2;
  }
  return out;
}

const quartiers = {
  bellecour() {
    const random = prng(101);
    let c = fourviere(400, 290, 0.7, "#7f9a72", "#f3ecdd") + smallRooftops(300, 70, random);
    c += rect(0, 300, QW, 200, "#cf7f55");
    c += rect(370, 370, 60, 70, "#ece6d8") + rect(360, 435, 80, 12, "#d8d0bf");
    c += pathEl("M365,370 L372,320 Q395,305 430,318 L445,305 L452,318 L440,330 L447,370 L435,370 L428,340 L380,340 L375,370 Z", "#3f3a34");
    c += rect(398, 282, 10, 40, "#3f3a34") + circle(403, 276, 9, "#3f3a34");
    for (let i = 0; i < 5; i += 1) c += tree(40 + i * 50, 400, 34, ["#4f8a3c", "#6aa24a"], "#5b3b28", random) + tree(QW - 40 - i * 50, 400, 34, ["#4f8a3c", "#6aa24a"], "#5b3b28", random);
    return quartierFrame([[0, "#8ec5e8"], [1, "#eaf3f9"]], c);
  },
  terreaux() {
    let c = rect(120, 120, 560, 260, "#e6d2ae") + poly([[100, 120], [400, 60], [700, 120]], "#5c6470");
    c += rect(370, 40, 60, 80, "#e6d2ae") + pathEl("M365,40 Q400,0 435,40 Z", "#5c6470");
    for (let f = 0; f < 2; f += 1) for (let i = 0; i < 9; i += 1) c += archWindow(150 + i * 58, 150 + f * 100, 26, 64, "#4a5467");
    c += rect(0, 380, QW, 120, "#c9bfae");
    for (let i = 0; i < 14; i += 1) c += circle(40 + i * 55, 440, 6, "#7fb3e8") + rect(38 + i * 55, 412, 4, 26, "#a9d1f0");
    c += rect(360, 330, 80, 70, "#dcd6c8") + pathEl("M345,330 Q400,240 455,330 Z", "#b4b8bf");
    c += pathEl("M330,400 Q360,360 400,380 Q440,360 470,400 Z", "#7d8590");
    return quartierFrame([[0, "#9cc8e6"], [1, "#f1f6fa"]], c);
  },
  cordeliers() {
    const random = prng(107);
    let c = smallRooftops(330, 140, random);
    c += rect(170, 150, 460, 230, "#ead9b8") + poly([[300, 150], [400, 90], [500, 150]], "#d8c39c");
    for (let i = 0; i < 8; i += 1) c += rect(215 + i * 53, 170, 16, 110, "#f4e8d0");
    for (let i = 0; i < 5; i += 1) c += archWindow(225 + i * 75, 295, 40, 85, "#2f3646");
    c += rect(640, 60, 60, 320, "#cdbb9c") + poly([[640, 60], [670, 0], [700, 60]], "#b3a083");
    c += rect(0, 380, QW, 120, "#bdb2a0");
    for (let i = 0; i < 10; i += 1) c += person(40 + random() * 720, 470 + random() * 20, 0.6, ["#2f3b52", "#7a2e3b", "#3d5a4a"][i % 3]);
    return quartierFrame([[0, "#a9cde9"], [1, "#eef5fa"]], c);
  },
  jacobins() {
    const random = prng(109);
    let c = smallRooftops(360, 220, random);
    c += rect(0, 360, QW, 140, "#cfc3ad");
    c += poly([[280, 440], [520, 440], [480, 400], [320, 400]], "#e5ded0");
    c += rect(360, 300, 80, 100, "#eee8dc") + rect(340, 290, 120, 14, "#d9d2c4");
    c += rect(385, 200, 30, 90, "#eee8dc") + circle(400, 190, 18, "#d9d2c4");
    for (const dx of [-50, 50]) c += person(400 + dx, 300, 0.8, "#b9b2a4");
    c += pathEl("M300,400 Q400,370 500,400", "none", 'stroke="#7fb3e8" stroke-width="8"');
    return quartierFrame([[0, "#f3c991"], [1, "#fbecd6"]], c);
  },
  ainay() {
    const random = prng(113);
    let c = smallRooftops(380, 120, random);
    c += rect(250, 200, 300, 200, "#d7c3a0") + poly([[240, 200], [400, 130], [560, 200]], "#b6543a");
    c += rect(370, 60, 60, 140, "#d7c3a0") + poly([[365, 60], [400, 20], [435, 60]], "#b6543a");
    for (let i = 0; i < 2; i += 1) c += archWindow(382, 80 + i * 55, 14, 35, "#4a5467") + archWindow(404, 80 + i * 55, 14, 35, "#4a5467");
    c += pathEl("M360,400 V320 Q400,280 440,320 V400 Z", "#4a3b30");
    for (let i = 0; i < 4; i += 1) c += archWindow(272 + i * 75, 230, 26, 50, "#4a5467");
    c += rect(0, 400, QW, 100, "#c4b69c");
    return quartierFrame([[0, "#b6d3e9"], [1, "#f3f6f8"]], c);
  },
  confluence() {
    const random = prng(127);
    let c = rect(0, 300, QW, 200, "#5a8fb6") + waves(310, 480, "#d8ecf7", random, 18).replaceAll("stroke-width=\"4\"", 'stroke-width="3"');
    c += poly([[260, 300], [800, 300], [800, 500], [520, 500]], "#dcd3c0");
    c += pathEl("M420,300 L470,170 L640,140 L760,200 L720,300 Z", "#a9c3d6") + pathEl("M470,170 L560,230 L640,140", "none", 'stroke="#7e9db3" stroke-width="6"');
    c += rect(250, 200, 110, 100, "#e8702a") + circle(290, 240, 18, "#5a8fb6") + circle(330, 265, 12, "#5a8fb6");
    c += rect(600, 240, 80, 60, "#6fae5a") + rect(690, 250, 70, 50, "#e0c44a");
    return quartierFrame([[0, "#8ec5e8"], [1, "#e9f3f9"]], c);
  },
  perrache() {
    const random = prng(131);
    let c = smallRooftops(250, 60, random);
    c += rect(80, 180, 640, 200, "#e3d3b4");
    for (let i = 0; i < 7; i += 1) c += archWindow(110 + i * 88, 220, 60, 140, "#4a5467");
    c += rect(80, 160, 640, 24, "#cdbb9c");
    c += rect(0, 380, QW, 120, "#b7ad9c") + rect(0, 430, QW, 8, "#6b6f76") + rect(0, 460, QW, 8, "#6b6f76");
    c += rect(120, 395, 360, 60, "#d9dfe6") + rect(120, 395, 360, 14, "#a21d3c");
    for (let i = 0; i < 6; i += 1) c += rect(140 + i * 55, 415, 36, 22, "#3c4f66");
    return quartierFrame([[0, "#c4dbea"], [1, "#f4f6f8"]], c);
  },
  pentes() {
    let c = "";
    const random = prng(137);
    for (let i = 0; i < 4; i += 1) {
      const x = i * 210 - 20;
      const h = 380 - i * 40;
      c += rect(x, 500 - h - 60 + i * 20, 200, h, ["#e9c9a0", "#f0d9b8", "#e2bf93", "#ecd1ad"][i]);
      for (let f = 0; f < 6; f += 1) for (let k = 0; k < 3; k += 1) c += rect(x + 22 + k * 60, 500 - h - 40 + i * 20 + f * 52, 30, 40, random() < 0.15 ? "#f3d48a" : "#4d5566");
    }
    for (let s = 0; s < 10; s += 1) c += rect(220 + s * 18, 440 - s * 14, 240 - s * 36, 14, s % 2 ? "#bcae96" : "#cfc2aa");
    c += pathEl("M40,500 V420 Q80,380 120,420 V500 Z", "#3b2f27");
    return quartierFrame([[0, "#f1b98a"], [1, "#fbe6d2"]], c);
  },
};

const placeholder = svg(
  800,
  600,
  "",
  `${rect(0, 0, 800, 600, "#e2e8f0")}${pathEl("M250,400 L360,270 L440,350 L500,300 L580,400 Z", "#94a3b8")}${circle(520, 230, 34, "#94a3b8")}`,
);

// ---------------------------------------------------------------------------------------------

async function main() {
  await fs.mkdir(galleryDir, { recursive: true });
  await fs.mkdir(quartiersDir, { recursive: true });
  const only = process.argv.slice(2);
  let total = 0;
  for (const [id, render] of Object.entries(scenes)) {
    if (only.length > 0 && !only.includes(id)) continue;
    const master = await sharp(Buffer.from(render()), { density: 72 }).resize(W, H).png().toBuffer();
    for (const width of IMAGE_WIDTHS) {
      const resized = sharp(master).resize(width, Math.round((width * H) / W));
      for (const format of IMAGE_FORMATS) {
        const file = path.join(galleryDir, `${id}-${width}.${format}`);
        const info = await encodeRendition(resized.clone(), format).toFile(file);
        total += info.size;
      }
    }
    console.log(`gallery/${id}`);
  }
  for (const [slug, render] of Object.entries(quartiers)) {
    await fs.writeFile(path.join(quartiersDir, `${slug}.svg`), `${render()}\n`);
  }
  await fs.writeFile(path.join(root, "public/images/placeholder.svg"), `${placeholder}\n`);
  console.log(`gallery images written: ${(total / 1024).toFixed(0)} KB; ${Object.keys(quartiers).length} neighbourhood illustrations`);
}

await main();
