import { tooLargeMessage } from './body-limit';

describe('tooLargeMessage', () => {
  it('names the image limit on the image upload routes, however the path is written', () => {
    expect(tooLargeMessage('/api/file/upload')).toBe('Images up to 5 MB');
    expect(tooLargeMessage('/API/File//upload/')).toBe('Images up to 5 MB');
    expect(tooLargeMessage('/api/user/upload-avatar')).toBe('Images up to 5 MB');
  });

  it('keeps the general message elsewhere', () => {
    expect(tooLargeMessage('/api/user/register')).toBe('The request body is too large');
  });
});
