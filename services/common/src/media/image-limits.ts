/** The largest image a service takes (product, category and avatar uploads). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What the uploader is told when an image is over the limit, by the service or by the gateway. */
export const IMAGE_TOO_LARGE = 'Images up to 5 MB';
