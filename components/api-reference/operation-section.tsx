import type { ReferenceBody, ReferenceOperation } from '@/lib/openapi/reference';
import { constraints, typeName } from '@/lib/openapi/reference';
import { cn } from '@/lib/utils';
import { SchemaView } from './schema-view';

// Dark text on light tints: every pair passes WCAG AA contrast (4.5:1) at the badge's small size.
const METHOD_TONES: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900',
  POST: 'bg-emerald-100 text-emerald-900',
  PUT: 'bg-amber-100 text-amber-900',
  PATCH: 'bg-amber-100 text-amber-900',
  DELETE: 'bg-red-100 text-red-900',
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={cn(
        'inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold',
        METHOD_TONES[method] ?? 'bg-slate-100 text-slate-900',
      )}
    >
      {method}
    </span>
  );
}

function Bodies({ bodies }: { bodies: ReferenceBody[] }) {
  if (bodies.length === 0) return <p className="text-sm text-slate-600">No body.</p>;
  return (
    <div className="space-y-3">
      {bodies.map(({ mediaType, schema }) => (
        <div key={mediaType} className="space-y-2">
          <p className="font-mono text-xs text-slate-700">{mediaType}</p>
          <SchemaView schema={schema} />
        </div>
      ))}
    </div>
  );
}

/** One operation: what it does, its parameters, its body, and each answer it may give. */
export function OperationSection({ operation }: { operation: ReferenceOperation }) {
  return (
    <section
      id={operation.anchor}
      aria-labelledby={`${operation.anchor}-title`}
      className="scroll-mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="space-y-2">
        <h2 id={`${operation.anchor}-title`} className="flex flex-wrap items-center gap-2">
          <MethodBadge method={operation.method} />
          <code className="font-mono text-sm font-semibold break-all text-slate-900">/api{operation.path}</code>
        </h2>
        {operation.summary ? <p className="text-sm text-slate-800">{operation.summary}</p> : null}
        {operation.description ? <p className="text-sm text-slate-700">{operation.description}</p> : null}
      </header>

      {operation.parameters.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Parameters</h3>
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`} className="space-y-1 px-3 py-2">
                <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <code className="font-mono text-sm font-semibold break-all text-slate-900">{parameter.name}</code>
                  <span className="text-xs text-slate-600">in {parameter.in}</span>
                  {parameter.required ? <span className="text-xs font-medium text-red-800">required</span> : null}
                  {parameter.schema ? (
                    <span className="font-mono text-xs text-slate-800">{typeName(parameter.schema)}</span>
                  ) : null}
                  {parameter.schema
                    ? constraints(parameter.schema).map((phrase) => (
                        <span key={phrase} className="text-xs text-slate-600">
                          · {phrase}
                        </span>
                      ))
                    : null}
                </div>
                {parameter.description ? <p className="text-sm text-slate-700">{parameter.description}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {operation.requestBody.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Request body</h3>
          <Bodies bodies={operation.requestBody} />
        </div>
      ) : null}

      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Responses</h3>
        {operation.responses.map((response) => (
          <details key={response.status} className="group rounded-md border border-slate-200">
            <summary className="cursor-pointer px-3 py-2 text-sm text-slate-800 hover:bg-slate-50">
              <span className="font-mono font-semibold">{response.status}</span>
              {response.description ? <span className="ml-2">{response.description}</span> : null}
            </summary>
            <div className="border-t border-slate-200 p-3">
              <Bodies bodies={response.bodies} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
