// A content source for a test that gives only the reads it expects: any other read throws, naming
// itself and the test's reason. So a feature that adds a read (a new route's, see
// `npm run scaffold -- route`) does not also have to add a line to every test that builds a source.
import type { ContentSource } from '../content-source';

export function sourceWith(reads: Partial<ContentSource>, unread: string): ContentSource {
  return new Proxy(reads, {
    get(target, name, receiver) {
      // Symbols and `then` (a source is not a promise) are answered as the object itself answers them.
      if (typeof name === 'symbol' || name === 'then' || name in target) return Reflect.get(target, name, receiver);
      return async () => {
        throw new Error(`${name}: ${unread}`);
      };
    },
  }) as ContentSource;
}
