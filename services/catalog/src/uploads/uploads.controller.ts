import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiAnswer, ImageUploadInterceptor, MediaStorage, ok, Staff, toWebImage } from '@shop/common';
import { UPLOADED_IMAGE } from '../api-answers';

export const UPLOAD_FOLDER = 'catalog';

/** Product, category and sub-category images. Only decodable images are kept, re-encoded as WebP. */
@Controller('api/file')
export class UploadsController {
  constructor(private readonly media: MediaStorage) {}

  @Post('upload')
  @ApiAnswer(UPLOADED_IMAGE)
  @HttpCode(200)
  @Staff('manager')
  @UseInterceptors(new ImageUploadInterceptor('image'))
  async upload(@UploadedFile() file: Express.Multer.File | undefined) {
    const image = await toWebImage(file?.buffer);
    const url = await this.media.saveImage(UPLOAD_FOLDER, image);
    return ok({ url, width: image.width, height: image.height }, 'Image uploaded');
  }
}
