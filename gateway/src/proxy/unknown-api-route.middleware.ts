import { Injectable, NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RouteNotFound } from '../http/gateway.errors';
import { refuse } from '../http/refusal';
import { fullPath } from './routes';

/** /api paths the route table does not know (known ones never reach Express: see ApiFront). */
@Injectable()
export class UnknownApiRouteMiddleware implements NestMiddleware {
  use(request: Request, response: Response): void {
    refuse(response, new RouteNotFound(request.method, fullPath(request)));
  }
}
