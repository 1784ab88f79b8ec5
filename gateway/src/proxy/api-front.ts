import { Inject, Injectable } from '@nestjs/common';
import {
  BodyTooLarge,
  describe,
  DomainError,
  FrontHandler,
  NulCharacter,
  recordRequest,
  requestContext,
  urlHasNul,
} from '@shop/common';
import cors from 'cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddress from 'proxy-addr';
import { trustedProxies } from './trusted-proxies';
import { Authenticator, STALE_SESSION_HEADER } from '../auth/authenticator';
import { crossSiteRefusal, ownOrigins } from '../csrf/cross-site-guard';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { Refusal, refuse } from '../http/refusal';
import { LiveEndpoint } from '../live/live-endpoint';
import { LIVE_POSITION_HEADER, LiveHub } from '../live/live-hub';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { ResolvedRoute, resolveRoute } from './routes';
import { ServiceProxy } from './service-proxy';
import { BodyLimit, tooLargeMessage } from './body-limit';

/**
 * CORS for the web origins, credentials allowed, the stale-session and live-position headers readable:
 * the same options for the API here and for Express's routes.
 */
export const corsOptions = (env: GatewayEnv) => ({
  origin: env.WEB_ORIGIN.split(','),
  credentials: true,
  exposedHeaders: [STALE_SESSION_HEADER, LIVE_POSITION_HEADER],
});

/**
 * Every /api call the route table knows, handled ahead of Express and Nest (whose router and middleware
 * layers cost the gateway more than proxying itself: deploy/k6/results/performance-benchmark.md): the
 * route is resolved once, then metrics, the request id, CORS, the body limit, the cross-site checks,
 * the per-address rate limit, the caller's identity, the per-user rate limits (and the guest-cart one),
 * and the call goes to its service through ServiceProxy, its body counted against the limit as it
 * streams, or, for the gateway's own route (GET /api/live), to the live event streams. The gateway's own /api paths (the API description) and unknown ones are left to Express.
 */
@Injectable()
export class ApiFront {
  private readonly cors: ReturnType<typeof cors>;
  private readonly identify = requestContext();
  /** Which proxies may name the client's address (TRUST_PROXY, in Express's 'trust proxy' syntax). */
  private readonly trusted: ReturnType<typeof trustedProxies>;
  /** The origins whose pages may make calls with the shop's cookies (csrf/cross-site-guard.ts). */
  private readonly ownOrigins: Set<string>;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly rateLimiter: RateLimiter,
    private readonly authenticator: Authenticator,
    private readonly proxy: ServiceProxy,
    private readonly live: LiveEndpoint,
    private readonly liveHub: LiveHub,
  ) {
    this.cors = cors(corsOptions(env));
    this.trusted = trustedProxies(env.TRUST_PROXY);
    this.ownOrigins = ownOrigins(env);
  }

  readonly handle: FrontHandler = (request, response, next) => {
    const path = request.url!.split('?', 1)[0];
    const route = resolveRoute(path, request.method);
    if (!route) return next();
    const startedAt = performance.now();
    response.once('finish', () => recordRequest(request.method!, route.label, response.statusCode, startedAt));
    // Taken as the call arrives, before its service reads anything: a live stream resumed from here
    // replays every change the answer may not show (LiveHub.position).
    response.setHeader(LIVE_POSITION_HEADER, this.liveHub.position());
    this.identify(request, response, () =>
      this.cors(request, response, () =>
        this.admit(request, response, path, route).catch((error: unknown) => this.fail(response, error)),
      ),
    );
  };

  private async admit(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    route: ResolvedRoute,
  ): Promise<void> {
    if (Number(request.headers['content-length'] ?? 0) > this.env.GATEWAY_BODY_LIMIT_BYTES) {
      return refuse(response, new BodyTooLarge(tooLargeMessage(path)));
    }
    // Bodies are checked by the services, which parse them (common's refuseNulCharacters).
    if (urlHasNul(request.url!)) return refuse(response, new NulCharacter('address of the request'));
    const crossSite = crossSiteRefusal(request, route.label, this.ownOrigins);
    if (crossSite) return refuse(response, crossSite);
    // The client's address as this gateway trusts it is what the services see. Set on the incoming
    // headers, which are copied to the upstream request.
    const clientAddress = proxyAddress(request, this.trusted);
    request.headers['x-forwarded-for'] = clientAddress;
    const refusal: Refusal | undefined =
      (this.rateLimiter.limits(path) ? await this.rateLimiter.consume(path, clientAddress) : undefined) ??
      (await this.authenticator.authenticate(request, response, route.access)) ??
      (await this.rateLimiter.consumeAfterAuthentication(path, request, clientAddress));
    if (refusal) return refuse(response, refusal);
    if (route.service === 'gateway') return this.live.open(request, response, clientAddress);
    this.proxy.forward(route.service, request, response, new BodyLimit(this.env.GATEWAY_BODY_LIMIT_BYTES, path));
  }

  private fail(response: ServerResponse, error: unknown): void {
    if (response.headersSent) return void response.destroy();
    const { status, code, message, details } = describe(error);
    refuse(response, new DomainError(code, status, message, details));
  }
}
