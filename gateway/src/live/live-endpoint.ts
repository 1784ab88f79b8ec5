import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { TooManyLiveStreams } from '../http/gateway.errors';
import { refuse } from '../http/refusal';
import { LiveHub } from './live-hub';
import { readLiveRequest } from './live-request';
import { LiveStream } from './live-stream';

/** How long the browser waits before reconnecting a stream that ended (SSE `retry:`). */
const RECONNECT_MS = 3_000;

/**
 * GET /api/live, after ApiFront has admitted the call (CORS, the caller verified from the session
 * cookie or bearer token, as for every call): opens an event stream (text/event-stream) for the
 * caller's products and own events, at most LIVE_STREAMS_PER_ADDRESS per client address.
 */
@Injectable()
export class LiveEndpoint {
  private readonly perAddress = new Map<string, number>();

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly hub: LiveHub,
  ) {}

  open(request: IncomingMessage, response: ServerResponse, clientAddress: string): void {
    const read = readLiveRequest(request);
    if (!('viewer' in read)) return refuse(response, read);
    const open = this.perAddress.get(clientAddress) ?? 0;
    if (open >= this.env.LIVE_STREAMS_PER_ADDRESS) {
      return refuse(response, new TooManyLiveStreams(this.env.LIVE_STREAMS_PER_ADDRESS));
    }
    this.perAddress.set(clientAddress, open + 1);

    request.socket.setNoDelay(true);
    request.socket.setKeepAlive(true, this.env.LIVE_HEARTBEAT_SECONDS * 1000);
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx (and the ingress-nginx controller) would otherwise hold events back in its buffer.
      'X-Accel-Buffering': 'no',
    });
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    const stream = new LiveStream(read.viewer, response, this.env.LIVE_MAX_BUFFERED_BYTES);
    response.once('close', () => {
      this.hub.leave(stream);
      const left = (this.perAddress.get(clientAddress) ?? 1) - 1;
      if (left > 0) this.perAddress.set(clientAddress, left);
      else this.perAddress.delete(clientAddress);
    });
    this.hub.join(stream, read.lastEventId);
  }
}
