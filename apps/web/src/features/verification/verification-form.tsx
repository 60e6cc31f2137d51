import type { FileRecord } from '@reelhire/shared/file-records';
import {
  IDENTITY_DOCUMENT_LABELS,
  IDENTITY_DOCUMENT_TYPES,
  type IdentityDocumentType,
  type VerificationRole,
} from '@reelhire/shared/verification';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSubmitVerification } from './api/submit-verification';
import { DocumentUploadField } from './document-upload-field';
import { acceptsText, DOCUMENT_LABELS } from './verification-texts';

type DocumentField = 'identity_document_file_id' | 'selfie_file_id' | 'business_document_file_id';

/** The field a 400 names in its details (`[{ path: '/selfie_file_id', message }]`), if any. */
function fieldOf(error: unknown): DocumentField | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return null;
  const path = (details[0] as { path?: unknown } | undefined)?.path;
  const field = typeof path === 'string' ? path.replace(/^\//, '') : '';
  return field === 'identity_document_file_id' ||
    field === 'selfie_file_id' ||
    field === 'business_document_file_id'
    ? field
    : null;
}

/** What is still missing before the form can be sent, in words; null when nothing is. */
function missingText(parts: string[]): string | null {
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `To send your documents, ${list}.`;
}

export interface VerificationFormProps {
  role: VerificationRole;
  businessDocumentRequired: boolean;
}

/** Document type, the uploads and "Submit for review". */
export function VerificationForm({ role, businessDocumentRequired }: VerificationFormProps) {
  const [documentType, setDocumentType] = useState<IdentityDocumentType | null>(null);
  const [identityDocument, setIdentityDocument] = useState<FileRecord | null>(null);
  const [selfie, setSelfie] = useState<FileRecord | null>(null);
  const [businessDocument, setBusinessDocument] = useState<FileRecord | null>(null);
  const submit = useSubmitVerification();

  const missing = [
    documentType ? null : 'choose the type of your identity document',
    identityDocument ? null : 'upload your identity document',
    selfie ? null : 'take or upload a selfie',
    businessDocumentRequired && !businessDocument ? 'upload your business document' : null,
  ].filter((part): part is string => part !== null);
  const ready = missing.length === 0;
  const errorField = fieldOf(submit.error);
  const fieldError = (field: DocumentField) => (errorField === field ? submit.error?.message : undefined);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || !documentType || !identityDocument || !selfie || submit.isPending) return;
    submit.mutate(
      {
        role,
        document_type: documentType,
        identity_document_file_id: identityDocument.id,
        selfie_file_id: selfie.id,
        business_document_file_id: businessDocumentRequired ? (businessDocument?.id ?? null) : null,
      },
      {
        onSuccess: () => toast.success('Documents sent for review'),
        onError: (error) => {
          // A 409 means the server already has a pending submission or a verified profile: the page
          // switches to that state, so the reason is said in a toast rather than on the form.
          if (error instanceof ApiError && error.status === 409) toast.info(error.message);
        },
      },
    );
  }

  const documentName = documentType ? IDENTITY_DOCUMENT_LABELS[documentType].toLowerCase() : 'document';
  const generalError =
    submit.error && !errorField && !(submit.error instanceof ApiError && submit.error.status === 409)
      ? submit.error.message
      : null;

  return (
    <Card>
      <CardContent className="sm:p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-7">
          <fieldset>
            <legend className="text-sm font-medium text-zinc-800">Document type</legend>
            <p className="mt-1 text-xs text-zinc-500">
              A current, government-issued document with your photo.
            </p>
            <div className="mt-3 grid gap-2 sm:grid-cols-3">
              {IDENTITY_DOCUMENT_TYPES.map((type) => (
                <label
                  key={type}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2.5 text-sm text-zinc-800 transition-colors hover:border-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/20',
                    documentType === type ? 'border-brand-600 bg-brand-50/50' : 'border-zinc-300',
                  )}
                >
                  <input
                    type="radio"
                    name="document_type"
                    value={type}
                    checked={documentType === type}
                    onChange={() => setDocumentType(type)}
                    disabled={submit.isPending}
                    className="size-4 accent-brand-600"
                  />
                  {IDENTITY_DOCUMENT_LABELS[type]}
                </label>
              ))}
            </div>
          </fieldset>

          <DocumentUploadField
            label={DOCUMENT_LABELS.identity_document}
            hint={`A clear photo or scan of your ${documentName}, all four corners in view and the text readable. ${capitalise(acceptsText('identity_document'))}.`}
            kind="identity_document"
            value={identityDocument}
            onChange={setIdentityDocument}
            disabled={submit.isPending}
            serverError={fieldError('identity_document_file_id')}
          />

          <DocumentUploadField
            label={DOCUMENT_LABELS.selfie}
            hint={`A photo of your face, looking at the camera in good light, so we can match it to your document. ${capitalise(acceptsText('selfie'))}.`}
            kind="selfie"
            capture="user"
            chooseLabel="Take a selfie or choose a photo"
            value={selfie}
            onChange={setSelfie}
            disabled={submit.isPending}
            serverError={fieldError('selfie_file_id')}
          />

          {businessDocumentRequired ? (
            <DocumentUploadField
              label={DOCUMENT_LABELS.business_document}
              hint={`As you hire as a company: a certificate of incorporation or a recent company register extract in the company's name. ${capitalise(acceptsText('business_document'))}.`}
              kind="business_document"
              value={businessDocument}
              onChange={setBusinessDocument}
              disabled={submit.isPending}
              serverError={fieldError('business_document_file_id')}
            />
          ) : null}

          <div className="space-y-3 border-t border-zinc-100 pt-5">
            {generalError ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {generalError}
              </p>
            ) : null}
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                disabled={!ready || submit.isPending}
                aria-describedby={ready ? undefined : 'verification-missing'}
              >
                Submit for review
              </Button>
              {submit.isPending ? (
                <p className="text-sm text-zinc-600" aria-live="polite">
                  Sending your documents…
                </p>
              ) : !ready ? (
                <p id="verification-missing" className="text-sm text-zinc-600">
                  {missingText(missing)}
                </p>
              ) : null}
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
