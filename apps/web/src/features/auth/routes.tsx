import type { ComponentType } from 'react';
import { AuthCallbackPage } from './auth-callback-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { RoleSelectionPage } from './role-selection-page';
import { SignupPage } from './signup-page';
import { VerifyPage } from './verify-page';

export const pages: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/role-selection': RoleSelectionPage,
  '/signup': SignupPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/auth/callback': AuthCallbackPage,
  '/verify': VerifyPage,
};
