// MiniSearch's radix tree is published as the subpath `minisearch/SearchableMap` (package exports),
// which this repository's module resolution ("node") does not read: its types, by their file.
declare module 'minisearch/SearchableMap' {
  export { default } from 'minisearch/dist/es/SearchableMap';
}
