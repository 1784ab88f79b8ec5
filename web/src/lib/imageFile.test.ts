import { describe, expect, it } from 'vitest';
import { imageFileProblem, MAX_IMAGE_BYTES } from './imageFile';

describe('imageFileProblem', () => {
  it('lets images up to 5 MB go', () => {
    expect(imageFileProblem({ size: MAX_IMAGE_BYTES, type: 'image/jpeg' })).toBeUndefined();
    expect(imageFileProblem({ size: 1000, type: '' })).toBeUndefined();
  });

  it('names the limit for a larger image, and refuses a file that is not an image', () => {
    expect(imageFileProblem({ size: 6.7 * 1024 * 1024, type: 'image/png' })).toBe('Images up to 5 MB');
    expect(imageFileProblem({ size: 1000, type: 'application/pdf' })).toBe('Please choose an image file');
  });
});
