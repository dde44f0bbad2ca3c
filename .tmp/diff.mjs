import sharp from "sharp";
const [a, b, out] = process.argv.slice(2);
const A = await sharp(a).raw().toBuffer({ resolveWithObject: true });
const B = await sharp(b).raw().toBuffer({ resolveWithObject: true });
console.log(A.info.width, A.info.height, B.info.width, B.info.height);
const w = Math.min(A.info.width, B.info.width), h = Math.min(A.info.height, B.info.height), c = A.info.channels;
let diff = 0; const rows = new Set();
for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) { const i = (y * A.info.width + x) * c, j = (y * B.info.width + x) * c; let d = 0; for (let k = 0; k < 3; k++) d += Math.abs(A.data[i + k] - B.data[j + k]); if (d > 30) { diff++; rows.add(Math.floor(y / 50) * 50); } }
console.log("different pixels", diff, "bands", [...rows].slice(0, 40).join(","));
