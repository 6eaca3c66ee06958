import { constraints, typeName, variantLabels, type JsonSchema } from '@/lib/openapi/reference';

/** A schema as nested lists: each property's name, whether it is required, its type, limits and description. */
export function SchemaView({ schema }: { schema: JsonSchema | undefined }) {
  if (!schema) return <p className="text-sm text-slate-600">No body.</p>;
  return <SchemaDetails schema={schema} />;
}

function SchemaDetails({ schema }: { schema: JsonSchema }) {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const labels = variantLabels(variants);
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">One of these {variants.length} shapes:</p>
        {variants.map((variant, index) => (
          <div key={labels[index]} className="rounded-md border border-slate-200 p-3">
            <p className="mb-2 font-mono text-xs font-semibold text-slate-800">{labels[index]}</p>
            <SchemaDetails schema={variant} />
          </div>
        ))}
      </div>
    );
  }
  if (schema.properties) return <PropertyList schema={schema} />;
  if (schema.items && (schema.items.properties ?? schema.items.oneOf)) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">An array; each item:</p>
        <SchemaDetails schema={schema.items} />
      </div>
    );
  }
  return <TypeLine schema={schema} />;
}

function TypeLine({ schema }: { schema: JsonSchema }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-mono text-xs text-slate-800">{typeName(schema)}</span>
      {constraints(schema).map((phrase) => (
        <span key={phrase} className="ml-2 text-xs text-slate-600">
          · {phrase}
        </span>
      ))}
    </p>
  );
}

function PropertyList({ schema }: { schema: JsonSchema }) {
  const required = new Set(schema.required ?? []);
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {Object.entries(schema.properties ?? {}).map(([name, property]) => {
        const nested = property.properties ?? property.oneOf ?? property.anyOf ?? property.items?.properties;
        return (
          <li key={name} className="space-y-1 px-3 py-2">
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <code className="font-mono text-sm font-semibold break-all text-slate-900">{name}</code>
              {required.has(name) ? (
                <span className="text-xs font-medium text-red-800">required</span>
              ) : (
                <span className="text-xs text-slate-600">optional</span>
              )}
              <TypeLine schema={property} />
            </div>
            {property.description ? <p className="text-sm text-slate-700">{property.description}</p> : null}
            {nested ? (
              <div className="pt-1 pl-3">
                <SchemaDetails schema={property.items?.properties ? property.items : property} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
