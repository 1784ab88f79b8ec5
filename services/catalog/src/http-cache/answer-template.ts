import type { Envelope } from '@shop/common';
import { createHash } from 'node:crypto';

/**
 * A serialised answer with a gap where each product's stock goes: stock changes with every sale and is
 * laid over the rest on every read, so everything else is serialised once.
 */
export interface AnswerTemplate {
  /** The answer's JSON cut at each stock value: one part more than there are products. */
  parts: string[];
  /** The product whose stock fills each gap. */
  stockIds: string[];
  /** Names this template's text in ETags. */
  id: string;
}

/** Stands in for a stock value while serialising: JSON escapes the control characters, so no field's text can produce it. */
const STOCK_MARK = '\u0000stock\u0000';
const SERIALISED_MARK = JSON.stringify(STOCK_MARK);

interface ProductLike {
  _id: unknown;
  stock: number;
}

const isProduct = (value: unknown): value is ProductLike =>
  typeof value === 'object' && value !== null && '_id' in value && typeof (value as ProductLike).stock === 'number';

/**
 * The template of an answer whose data is a product or a list of products, with the stock values the
 * answer holds; undefined for any other answer.
 */
export function templateOf(envelope: Envelope<unknown>): { template: AnswerTemplate; stocks: number[] } | undefined {
  const list = Array.isArray(envelope.data);
  const products: unknown[] = list ? (envelope.data as unknown[]) : [envelope.data];
  if (!products.every(isProduct)) return undefined;
  // Spreading keeps each field where it was, so the text is the one JSON.stringify(envelope) gives.
  const marked = products.map((product) => ({ ...product, stock: STOCK_MARK }));
  const text = JSON.stringify({ ...envelope, data: list ? marked : marked[0] });
  const parts = text.split(SERIALISED_MARK);
  if (parts.length !== products.length + 1) return undefined;
  const template = {
    parts,
    stockIds: products.map((product) => String(product._id)),
    id: createHash('sha1').update(text).digest('base64url'),
  };
  return { template, stocks: products.map((product) => product.stock) };
}

/** The answer's bytes with these stock values, exactly as JSON.stringify writes the whole answer with them. */
export function render(template: AnswerTemplate, stocks: number[]): Buffer {
  let text = template.parts[0];
  for (let index = 0; index < stocks.length; index++) text += JSON.stringify(stocks[index]) + template.parts[index + 1];
  return Buffer.from(text);
}

/** A strong validator of the bytes render() gives for these stock values. */
export function etagOf(template: AnswerTemplate, stocks: number[]): string {
  return `"${createHash('sha1').update(template.id).update(stocks.join(',')).digest('base64url')}"`;
}
