/** The largest image a service takes (product, category and avatar uploads). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** What the uploader is told when an image is over the limit, by the service or by the gateway. */
export const IMAGE_TOO_LARGE = 'Images up to 5 MB';

/**
 * What an image upload's multipart form may hold besides its one image. The shop's forms send the
 * image alone, and clients may add a few short fields (a file name, a caption) which the routes
 * ignore; anything beyond that is refused before it is read, not buffered (issue 20, item 2).
 */
export const IMAGE_FORM_FIELDS = 8;
export const IMAGE_FORM_FIELD_BYTES = 1024;
export const IMAGE_FORM_FIELD_NAME_BYTES = 100;

/** Multer's (busboy's) limits for a form carrying one image: every limit set, none left unbounded. */
export const IMAGE_FORM_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: IMAGE_FORM_FIELDS,
  fieldSize: IMAGE_FORM_FIELD_BYTES,
  fieldNameSize: IMAGE_FORM_FIELD_NAME_BYTES,
  parts: IMAGE_FORM_FIELDS + 1,
  headerPairs: 20,
} as const;
