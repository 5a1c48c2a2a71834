// Import resolver for eslint-plugin-boundaries: finds the TypeScript file behind a relative import,
// written with a .js extension (the server and packages, NodeNext) or with none (the web app, bundler).
// Package imports are left unresolved on purpose: the plugin then sees them as external modules by name
// (react, antd, @platform/server), which is what the boundary rules select on.
const fs = require('node:fs');
const path = require('node:path');

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

function candidates(target) {
  const stem = target.replace(/\.(c|m)?jsx?$/, '');
  return [
    target,
    ...SOURCE_EXTENSIONS.map((extension) => stem + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
}

function isFile(file) {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, importingFile) {
    if (!source.startsWith('.')) return { found: false };
    const found = candidates(path.resolve(path.dirname(importingFile), source)).find(isFile);
    return found ? { found: true, path: found } : { found: false };
  },
};
