'use client';

import { FieldError, Label, Select } from '@/components/ui/input';
import type { QualificationService } from '../records';
import type { useQualificationServices } from '../use-catalogues';

/** The service to run the batch through, with the note a service that deposits an amount needs. */
export function ServiceSelect({
  value,
  onChange,
  error,
  services,
  service,
}: {
  value: string;
  onChange: (serviceId: string) => void;
  error: string | null;
  services: ReturnType<typeof useQualificationServices>;
  service: QualificationService | undefined;
}) {
  return (
    <div>
      <Label htmlFor="dq-service">Service</Label>
      <Select
        id="dq-service"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid="dq-service"
      >
        <option value="">{services.isPending ? 'Loading services…' : 'Choose a service'}</option>
        {services.data?.map(({ id, name }) => (
          <option key={id} value={id}>
            {id} · {name}
          </option>
        ))}
      </Select>
      <FieldError
        message={error ?? (services.error ? `Could not load the services: ${services.error.message}` : undefined)}
      />
      {service?.requires_amount && (
        <p className="mt-1 text-xs text-slate-500" data-testid="dq-amount-note">
          This service deposits each record’s <code>amount</code> (0.01 to 150,000) in the account. Records without one
          are moved to service {service.id - 2} (micro deposit) and listed as service changes.
        </p>
      )}
    </div>
  );
}
