import { BadRequestException } from '@nestjs/common';

export class InvalidWebhookError extends BadRequestException {
  constructor(reason: string) {
    super(`Webhook refused: ${reason}`);
  }
}
