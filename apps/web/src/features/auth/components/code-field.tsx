import type { ComponentProps } from 'react';
import { TextField } from '@/components/form-field';

/** A six-digit code: numeric keyboard, one-time-code autofill, spaced digits. */
export function CodeField({
  label,
  error,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label'> & { label: string }) {
  return (
    <TextField
      label={label}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="123456"
      className="[&_input]:h-12 [&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.4em]"
      {...props}
    />
  );
}
