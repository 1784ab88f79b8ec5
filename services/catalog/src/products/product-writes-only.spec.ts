import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCES = join(__dirname, '..');

/** What only ProductWrites (and the pure composition it uses) may do to a product. */
const AFTER_STEPS = [
  /nextVersion\(/,
  /CatalogEvents\.product/,
  /\.setStock\(/,
  /\.forgetProducts\(/,
  /rewrite<Product>/,
  /\bproducts\s*\.\s*(updateOne|updateMany|findOneAndUpdate|bulkWrite|insertMany|replaceOne)\(/,
];
const ALLOWED = ['products/product-writes.ts', 'products/product-change.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/(spec|contract-suite)\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('product writes', () => {
  it('go through ProductWrites only: no other file versions, announces, caches or writes a product by hand', () => {
    const offenders = sourceFiles(SOURCES)
      .map((path) => relative(SOURCES, path))
      .filter((file) => !ALLOWED.includes(file))
      .flatMap((file) => {
        const text = readFileSync(join(SOURCES, file), 'utf8');
        return AFTER_STEPS.filter((step) => step.test(text)).map((step) => `${file}: ${step.source}`);
      });
    expect(offenders).toEqual([]);
  });
});
