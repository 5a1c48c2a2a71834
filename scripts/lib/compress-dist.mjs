// Writes .br and .gz beside every compressible file of a web build, once at build time, so that the
// server sends compressed assets (fastify-static preCompressed) without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
let files = 0;
let raw = 0;
let brotli = 0;

function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (compressible.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      files++;
      raw += data.length;
      brotli += br.length;
    }
  }
}

walk(dir);
console.log(
  `compressed ${files} files: ${(raw / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB brotli`,
);
