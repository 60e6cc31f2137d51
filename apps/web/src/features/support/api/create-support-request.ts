import {
  supportRequestCreatedSchema,
  type SupportRequestCreated,
  type SupportRequestInput,
} from '@reelhire/shared/support';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

export interface CreateSupportRequestVariables {
  input: SupportRequestInput;
  /** One key per filled-in form: the server stores a retried or doubled submit only once. */
  idempotencyKey: string;
}

/** A fresh key for a new form fill. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues exists everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createSupportRequest({
  input,
  idempotencyKey,
}: CreateSupportRequestVariables): Promise<SupportRequestCreated> {
  return apiFetch('/rest/v1/support-requests', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: supportRequestCreatedSchema,
  });
}

export function useCreateSupportRequest() {
  return useMutation({
    mutationFn: createSupportRequest,
    // The key makes a repeat safe, so a dropped connection is retried once; a server answer is final.
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError),
  });
}
