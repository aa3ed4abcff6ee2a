// A content source for the web's render tests: the reads a test gives, nobody signed in, and every
// other read an error, so a render that reads more than the test expects fails and says what.
import type { ContentSource } from '../content-source';

export function testContentSource(reads: Partial<ContentSource>, readBy: string): ContentSource {
  const unused = async () => {
    throw new Error(`not read by ${readBy}`);
  };
  return {
    layout: unused,
    page: unused,
    resources: unused,
    resource: unused,
    search: unused,
    preview: unused,
    previewLayout: unused,
    session: async () => null,
    staffResources: unused,
    staffResource: unused,
    ...reads,
  };
}
