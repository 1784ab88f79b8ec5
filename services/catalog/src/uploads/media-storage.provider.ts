import { MediaStorage } from '@shop/common';
import type { CatalogEnv } from '../config';

export function mediaStorageFor(env: CatalogEnv): MediaStorage {
  return new MediaStorage({
    endpoint: env.S3_ENDPOINT,
    accessKey: env.MINIO_ROOT_USER,
    secretKey: env.MINIO_ROOT_PASSWORD,
    bucket: env.MEDIA_BUCKET,
    publicBaseUrl: env.PUBLIC_BASE_URL,
  });
}
