/**
 * How the API reference page (app/docs/page.tsx) reads the OpenAPI document: operations grouped by tag in the
 * document's order, a stable anchor per operation, and each schema's type and limits as words.
 */

/** The subset of JSON Schema (OpenAPI 3.1) that zod-to-openapi writes for our contracts. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  default?: unknown;
  example?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Content = Record<string, { schema?: JsonSchema } | undefined>;

export type OpenApiParameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
};

type OpenApiOperation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { description?: string; content?: Content };
  responses?: Record<string, { description?: string; content?: Content } | undefined>;
};

export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown> | undefined>;
};

export type ReferenceBody = { mediaType: string; schema: JsonSchema | undefined };

export type ReferenceOperation = {
  anchor: string;
  method: string;
  path: string;
  summary: string | undefined;
  description: string | undefined;
  parameters: OpenApiParameter[];
  requestBody: ReferenceBody[];
  responses: { status: string; description: string | undefined; bodies: ReferenceBody[] }[];
};

export type ReferenceTag = { tag: string; slug: string; operations: ReferenceOperation[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** `POST /v2/payin/payments/{id}` → `post-v2-payin-payments-id`: readable in a URL, unique per operation. */
export function operationAnchor(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function bodies(content: Content | undefined): ReferenceBody[] {
  return Object.entries(content ?? {}).map(([mediaType, value]) => ({ mediaType, schema: value?.schema }));
}

/** Every operation of the document under its first tag ("Other" without one), tags in order of first appearance. */
export function operationsByTag(document: OpenApiDocument): ReferenceTag[] {
  const tags = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!tags.has(tag)) tags.set(tag, []);
      tags.get(tag)!.push({
        anchor: operationAnchor(method, path),
        method: method.toUpperCase(),
        path,
        summary: operation.summary,
        description: operation.description,
        parameters: operation.parameters ?? [],
        requestBody: bodies(operation.requestBody?.content),
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
          status,
          description: response?.description,
          bodies: bodies(response?.content),
        })),
      });
    }
  }
  return [...tags].map(([tag, operations]) => ({ tag, slug: operationAnchor('', tag), operations }));
}

/** `string`, `integer or null`, `array of string`, `any`: the schema's type in words. */
export function typeName(schema: JsonSchema): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    if (schema.oneOf ?? schema.anyOf) return 'one of';
    if (schema.properties) return 'object';
    return 'any';
  }
  return types
    .map((type) => (type === 'array' && schema.items ? `array of ${typeName(schema.items)}` : type))
    .join(' or ');
}

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min !== undefined && max !== undefined) return `${min} to ${max}${unit}`;
  if (min !== undefined) return `at least ${min}${unit}`;
  if (max !== undefined) return `at most ${max}${unit}`;
  return null;
}

/** The schema's format, limits, allowed values and default, each as a short phrase. */
export function constraints(schema: JsonSchema): string[] {
  const phrases = [
    schema.format ? `format ${schema.format}` : null,
    range(schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum, ''),
    range(schema.minLength, schema.maxLength, ' characters'),
    range(schema.minItems, schema.maxItems, ' items'),
    schema.pattern ? `pattern ${schema.pattern}` : null,
    schema.const !== undefined ? `always ${JSON.stringify(schema.const)}` : null,
    schema.enum ? `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}` : null,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : null,
  ];
  return phrases.filter((phrase): phrase is string => phrase !== null);
}

/**
 * A name for each alternative of a `oneOf`: the property whose single allowed value tells them apart
 * (`payment_method: "boleto"`), or its position.
 */
export function variantLabels(variants: JsonSchema[]): string[] {
  const single = (schema: JsonSchema, key: string) => {
    const property = schema.properties?.[key];
    const values = property?.const !== undefined ? [property.const] : property?.enum;
    return values?.length === 1 ? JSON.stringify(values[0]) : undefined;
  };
  const keys = Object.keys(variants[0]?.properties ?? {});
  const discriminator = keys.find((key) => {
    const values = variants.map((variant) => single(variant, key));
    return values.every((value) => value !== undefined) && new Set(values).size === variants.length;
  });
  return variants.map((variant, index) =>
    discriminator ? `${discriminator}: ${single(variant, discriminator)}` : `Option ${index + 1}`,
  );
}
