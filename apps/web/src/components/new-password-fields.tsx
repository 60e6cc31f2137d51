import type { NewPasswordInput } from '@reelhire/shared/auth-forms';
import { AUTH } from '@reelhire/shared/constants';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/form-field';

/**
 * A new password and its repetition, for a form checked with `newPasswordSchema`: the same two fields
 * where a forgotten password is reset and where a signed-in user changes theirs.
 */
export function NewPasswordFields({
  register,
  errors,
  autoFocus,
}: {
  register: UseFormRegister<NewPasswordInput>;
  errors: FieldErrors<NewPasswordInput>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={`At least ${AUTH.minPasswordLength} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
