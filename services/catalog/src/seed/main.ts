import { MediaStorage } from '@shop/common';
import { SingleBar } from 'cli-progress';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { CATALOG_CACHE_VERSION_KEY } from '../cache/versioned-cache';
import { categorySchema } from '../categories/category.schema';
import { loadCatalogEnv } from '../config';
import { ProductChanges } from '../products/queries/product-changes';
import { productSchema } from '../products/product.schema';
import { nameKey } from '../shared/named-ref';
import { subCategorySchema } from '../subcategories/sub-category.schema';
import { productDrafts, subCategoryDrafts, subCategoryImageKey } from './catalogue-generator';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { tileImage } from './tile-image';
import { mediaStorageFor } from '../uploads/media-storage.provider';

/**
 * Loads the demo catalogue into an EMPTY catalog database (a catalogue with any category or product
 * is left alone). Usage: node services/catalog/dist/seed/main.js [productCount]
 */
const PRODUCT_COUNT = Number(process.argv[2] ?? process.env.SEED_PRODUCTS ?? 5000);
const BATCH = 500;
const UPLOAD_CONCURRENCY = 6;

interface ImageJob {
  key: string;
  name: string;
  colour: string;
  shade: number;
}

async function main(): Promise<void> {
  const env = loadCatalogEnv();
  const started = Date.now();
  const connection = await mongoose
    .createConnection(env.MONGO_URL, { dbName: `${env.MONGO_DB_PREFIX}catalog`, serverSelectionTimeoutMS: 5_000 })
    .asPromise();
  const categories = connection.model('Category', categorySchema);
  const subCategories = connection.model('SubCategory', subCategorySchema);
  const products = connection.model('Product', productSchema);
  try {
    const existing =
      (await categories.estimatedDocumentCount()) +
      (await subCategories.estimatedDocumentCount()) +
      (await products.estimatedDocumentCount());
    if (existing > 0) {
      console.log(`catalog seed: the catalogue already has data (${existing} documents); nothing loaded`);
      return;
    }
    await Promise.all([categories.init(), subCategories.init(), products.init()]);

    const subDrafts = subCategoryDrafts(DEMO_CATALOGUE);
    const drafts = productDrafts(DEMO_CATALOGUE, PRODUCT_COUNT);
    const urls = await uploadImages(mediaStorageFor(env), imageJobs(drafts));

    const categoryIds = DEMO_CATALOGUE.map(() => new Types.ObjectId());
    const now = new Date();
    await categories.collection.insertMany(
      DEMO_CATALOGUE.map((category, index) => ({
        _id: categoryIds[index],
        name: category.name,
        nameKey: nameKey(category.name),
        image: urls.get(`cat-${index}`)!,
        createdAt: now,
        updatedAt: now,
        __v: 0,
      })),
    );
    const categoryRef = (index: number) => ({ _id: categoryIds[index], name: DEMO_CATALOGUE[index].name });

    const subCategoryRefs = new Map<string, { _id: Types.ObjectId; name: string }>();
    await subCategories.collection.insertMany(
      subDrafts.map((sub) => {
        const _id = new Types.ObjectId();
        subCategoryRefs.set(sub.imageKey, { _id, name: sub.name });
        return {
          _id,
          name: sub.name,
          nameKey: nameKey(sub.name),
          image: urls.get(sub.imageKey)!,
          category: [categoryRef(sub.categoryIndex)],
          createdAt: now,
          updatedAt: now,
          __v: 0,
        };
      }),
    );

    const bar = progressBar('products', drafts.length);
    for (let start = 0; start < drafts.length; start += BATCH) {
      const batch = drafts.slice(start, start + BATCH).map((draft) => {
        const category = [categoryRef(draft.categoryIndex)];
        const subCategory = [subCategoryRefs.get(subCategoryImageKey(draft.categoryIndex, draft.subCategoryIndex))!];
        const fields = { name: draft.name, description: draft.description, category, subCategory };
        return {
          _id: new Types.ObjectId(),
          ...fields,
          image: [urls.get(draft.imageKey)!],
          unit: draft.unit,
          stock: draft.stock,
          price: draft.price,
          discount: draft.discount,
          more_details: draft.more_details,
          publish: true,
          outbox: [],
          createdAt: draft.createdAt,
          updatedAt: draft.createdAt,
          __v: 0,
        };
      });
      await products.collection.insertMany(batch, { ordered: false });
      bar.increment(batch.length);
    }
    bar.stop();
    await forgetCachedReads(env.REDIS_URL);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `catalog seed: ${DEMO_CATALOGUE.length} categories, ${subDrafts.length} sub-categories, ${drafts.length} products, ${urls.size} images in ${seconds}s`,
    );
  } finally {
    await connection.close();
  }
}

/** One picture per category, per sub-category and per kind of product (not one per product). */
function imageJobs(drafts: ReturnType<typeof productDrafts>): ImageJob[] {
  const jobs: ImageJob[] = [];
  DEMO_CATALOGUE.forEach((category, c) => {
    jobs.push({ key: `cat-${c}`, name: category.name, colour: category.colour, shade: 0 });
    category.subCategories.forEach((sub, s) => {
      jobs.push({ key: subCategoryImageKey(c, s), name: sub.name, colour: category.colour, shade: s + 1 });
    });
  });
  const items = new Map(drafts.map((draft) => [draft.imageKey, draft]));
  for (const [key, draft] of items) {
    const category = DEMO_CATALOGUE[draft.categoryIndex];
    const itemIndex = Number(key.split('-').pop());
    jobs.push({
      key,
      name: category.subCategories[draft.subCategoryIndex].items[itemIndex],
      colour: category.colour,
      shade: itemIndex,
    });
  }
  return jobs;
}

async function uploadImages(storage: MediaStorage, jobs: ImageJob[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  const bar = progressBar('images', jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      urls.set(job.key, await storage.saveImage('catalog/demo', await tileImage(job.name, job.colour, job.shade)));
      bar.increment();
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
  bar.stop();
  return urls;
}

/** The running service has cached and indexed the empty catalogue. */
async function forgetCachedReads(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    await redis.incr(CATALOG_CACHE_VERSION_KEY);
    await new ProductChanges(redis).addAll();
  } finally {
    redis.disconnect();
  }
}

function progressBar(phase: string, total: number): SingleBar {
  const bar = new SingleBar({
    format: `catalog seed: ${phase.padEnd(8)} [{bar}] {value}/{total} ({percentage}%)`,
    noTTYOutput: true,
    notTTYSchedule: 2_000,
    hideCursor: true,
  });
  bar.start(total, 0);
  return bar;
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`catalog seed failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
