import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiAnswer,
  ImageTooLargeInterceptor,
  MAX_IMAGE_BYTES,
  MediaStorage,
  ok,
  Role,
  Roles,
  toWebImage,
} from '@shop/common';
import { memoryStorage } from 'multer';
import { UPLOADED_IMAGE } from '../api-answers';

export const UPLOAD_FOLDER = 'catalog';

/** Product, category and sub-category images. Only decodable images are kept, re-encoded as WebP. */
@Controller('api/file')
export class UploadsController {
  constructor(private readonly media: MediaStorage) {}

  @Post('upload')
  @ApiAnswer(UPLOADED_IMAGE)
  @HttpCode(200)
  @Roles(Role.admin)
  @UseInterceptors(
    ImageTooLargeInterceptor,
    FileInterceptor('image', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }),
  )
  async upload(@UploadedFile() file: Express.Multer.File | undefined) {
    const image = await toWebImage(file?.buffer);
    const url = await this.media.saveImage(UPLOAD_FOLDER, image);
    return ok({ url, width: image.width, height: image.height }, 'Image uploaded');
  }
}
