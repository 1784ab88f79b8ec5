import { Injectable, Logger } from '@nestjs/common';
import { Client } from 'minio';
import { randomUUID } from 'node:crypto';
import type { WebImage } from './image-processing';

export interface MediaStorageOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** Public origin of the shop; images are served by the gateway under /media/<bucket>/<key>. */
  publicBaseUrl: string;
}

/** Stores images in the object store (MinIO/S3) in a bucket anyone may read, and hands out their URLs. */
@Injectable()
export class MediaStorage {
  private readonly logger = new Logger('MediaStorage');
  private readonly client: Client;
  private ready?: Promise<void>;

  constructor(private readonly options: MediaStorageOptions) {
    const url = new URL(options.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      useSSL: url.protocol === 'https:',
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      pathStyle: true,
    });
  }

  /** Saves the image under `<folder>/<random name>.webp` and returns the URL a browser loads it from. */
  async saveImage(folder: string, image: WebImage): Promise<string> {
    await this.ensureBucket();
    const key = `${folder}/${randomUUID()}.webp`;
    await this.client.putObject(this.options.bucket, key, image.content, image.content.length, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    return this.urlOf(key);
  }

  urlOf(key: string): string {
    return `${this.publicPrefix()}${key}`;
  }

  /** Deletes an image saved here, by the URL saveImage gave; a URL of anything else is left alone. */
  async removeImage(url: string): Promise<void> {
    if (!url.startsWith(this.publicPrefix())) return;
    const key = decodeURIComponent(url.slice(this.publicPrefix().length));
    if (!key || key.includes('..')) return;
    await this.client.removeObject(this.options.bucket, key);
  }

  private publicPrefix(): string {
    return `${this.options.publicBaseUrl.replace(/\/$/, '')}/media/${this.options.bucket}/`;
  }

  private ensureBucket(): Promise<void> {
    this.ready ??= this.createBucket().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async createBucket(): Promise<void> {
    const { bucket } = this.options;
    if (!(await this.client.bucketExists(bucket))) {
      await this.client.makeBucket(bucket).catch((error: { code?: string }) => {
        if (error.code !== 'BucketAlreadyOwnedByYou' && error.code !== 'BucketAlreadyExists') throw error;
      });
      this.logger.log(`created bucket ${bucket}`);
    }
    const publicRead = {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: ['*'] },
          Action: ['s3:GetObject'],
          Resource: [`arn:aws:s3:::${bucket}/*`],
        },
      ],
    };
    await this.client.setBucketPolicy(bucket, JSON.stringify(publicRead));
  }
}
