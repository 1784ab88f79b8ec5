// class-transformer's metadata storage (read to describe DTOs) is not on its main entry point.
declare module 'class-transformer/cjs/storage' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage';
}
