import { openApiDocument } from '@/lib/api/openapi';
import { operationsByTag, type OpenApiDocument, type ReferenceTag } from '@/lib/openapi/reference';

let built: { info: OpenApiDocument['info']; tags: ReferenceTag[] } | undefined;

/** The reference's reading of the OpenAPI document, which does not change while the process runs: built once. */
export function referenceDocument() {
  if (!built) {
    const document = openApiDocument() as unknown as OpenApiDocument;
    built = { info: document.info, tags: operationsByTag(document) };
  }
  return built;
}
