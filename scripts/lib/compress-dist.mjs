// Writes .br and .gz beside every compressible file of a web build, once at build time, so that the
// server sends compressed assets (fastify-static preCompressed) without compressing per request.
// The .gz files are zopfli's (about 3.5 % smaller than zlib's level 9, for browsers that only take
// gzip); zopfli is slow, so the files are shared among worker threads, one per core.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

function compressFile(file) {
  const data = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  fs.writeFileSync(`${file}.br`, br);
  return { raw: data.length, brotli: br.length, data };
}

if (isMainThread) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const files = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (compressible.test(entry.name) && fs.statSync(file).size >= 1024) files.push(file);
    }
  };
  walk(dir);
  // Largest first, so that no worker is left with a big file at the end.
  files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  let raw = 0;
  let brotli = 0;
  let next = 0;
  const workers = Math.max(1, Math.min(os.availableParallelism(), files.length));
  await Promise.all(
    Array.from({ length: workers }, () => {
      const worker = new Worker(new URL(import.meta.url));
      return new Promise((resolve, reject) => {
        const feed = () => {
          if (next < files.length) worker.postMessage(files[next++]);
          else void worker.terminate().then(resolve);
        };
        worker.on('message', (done) => {
          raw += done.raw;
          brotli += done.brotli;
          feed();
        });
        worker.on('error', reject);
        feed();
      });
    }),
  );
  console.log(
    `compressed ${files.length} files: ${(raw / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB brotli`,
  );
} else {
  const { gzipAsync } = await import('@gfx/zopfli');
  parentPort.on('message', async (file) => {
    const { raw, brotli, data } = compressFile(file);
    fs.writeFileSync(`${file}.gz`, await gzipAsync(data, { numiterations: 1 }));
    parentPort.postMessage({ raw, brotli });
  });
}
