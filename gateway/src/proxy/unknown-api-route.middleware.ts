import { Injectable, NestMiddleware } from '@nestjs/common';
import type { Request, Response } from 'express';
import { refuse } from '../http/refusal';
import { fullPath } from './routes';

/** /api paths the route table does not know (known ones never reach Express: see ApiFront). */
@Injectable()
export class UnknownApiRouteMiddleware implements NestMiddleware {
  use(request: Request, response: Response): void {
    refuse(response, { status: 404, message: `No API route ${request.method} ${fullPath(request)}` });
  }
}
