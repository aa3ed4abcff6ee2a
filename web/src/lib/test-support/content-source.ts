// A content source for a test that gives only the reads it expects: any other read throws, naming
// itself and the test's reason. So a render that reads more than the test expects fails and says
// what, and a feature that adds a read (a new route's, see `npm run scaffold -- route`) does not
// also have to add a line to every test that builds a source.
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

/** For the web's render tests: the reads a test gives, nobody signed in, every other read an error. */
export function testContentSource(reads: Partial<ContentSource>, readBy: string): ContentSource {
  return sourceWith({ session: async () => null, ...reads }, `not read by ${readBy}`);
}
