import { Injectable } from '@nestjs/common';
import type { Envelope } from '@shop/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StockEntries } from '../cache/stock-entries';
import { CacheVersions, sameVersions, VersionedCache } from '../cache/versioned-cache';
import type { Audience } from '../products/audience';
import { AnswerTemplate, templateOf } from './answer-template';
import { writeAnswer } from './answer-writer';

/** At most this many answers are kept (about 10 KB each); the oldest goes first. */
const MAX_ANSWERS = 2_000;

interface KeptAnswer {
  template: AnswerTemplate;
  /** The versions read before the answer was made: it is valid while they are in force. */
  versions: CacheVersions;
  /** Done again each time the answer is served from here (what the service did beside answering), for that request. */
  onServed?: (request: IncomingMessage) => void;
}

export interface FoundAnswer {
  template: AnswerTemplate;
  stocks: number[];
  onServed?: (request: IncomingMessage) => void;
}

/**
 * Public catalogue reads' answers, kept serialised in this process by request (cached-reads.front.ts
 * names it) and served again with the live stock laid over them: one Redis round trip (versions and
 * stock together) instead of the service's three or four, and no parsing or serialising. An answer
 * stops being served the moment the catalogue or taxonomy version moves on (every catalogue write
 * moves it, on any instance), or when a product in it has no stock entry; the request then goes to
 * the service as before, and its answer is kept anew.
 */
@Injectable()
export class CachedAnswers {
  private readonly kept = new Map<string, KeptAnswer>();
  /** Requests passed on to the service: what to keep their answer under, and the versions read first. */
  private readonly expected = new WeakMap<IncomingMessage, { key: string; versions: CacheVersions }>();

  constructor(
    private readonly pages: VersionedCache,
    private readonly stock: StockEntries,
  ) {}

  /** The answer kept for this request, with the stock of now; undefined when there is none in force. */
  async find(key: string): Promise<FoundAnswer | undefined> {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    const { versions, stocks } = await this.stock.liveStock(kept.template.stockIds);
    if (!sameVersions(versions, kept.versions)) {
      this.dropAllBut(versions);
      return undefined;
    }
    if (stocks.some((stock) => stock === null)) return undefined;
    return { template: kept.template, stocks: stocks as number[], onServed: kept.onServed };
  }

  /** Called before the service answers a request that could not be served from here, so its answer is kept. */
  async expect(request: IncomingMessage, key: string): Promise<void> {
    this.expected.set(request, { key, versions: await this.pages.versions() });
  }

  /**
   * Writes the service's answer to a public catalogue read, and keeps it when the request was expected.
   * Only answers that name products (so their stock can be laid over) are kept. `onServed` is called
   * whenever the kept answer is served again (the service called it for this one itself).
   */
  send(
    request: IncomingMessage,
    response: ServerResponse,
    envelope: Envelope<unknown>,
    audience: Audience,
    onServed?: (request: IncomingMessage) => void,
  ): void {
    const templated = templateOf(envelope);
    if (!templated) {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(envelope));
      return;
    }
    const expected = this.expected.get(request);
    if (expected) this.keep(expected.key, { template: templated.template, versions: expected.versions, onServed });
    writeAnswer(request, response, templated.template, templated.stocks, audience);
  }

  private keep(key: string, answer: KeptAnswer): void {
    this.kept.delete(key);
    if (this.kept.size >= MAX_ANSWERS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, answer);
  }

  /** The versions moved on: every answer made under others is out of date. */
  private dropAllBut(versions: CacheVersions): void {
    for (const [key, kept] of this.kept) if (!sameVersions(kept.versions, versions)) this.kept.delete(key);
  }
}
