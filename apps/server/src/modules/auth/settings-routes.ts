import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthRouteContext } from './auth-route-context.ts';

/** `GET /settings`: which sign-in methods this installation offers, in GoTrue's shape. */
export const settingsRoutes: FastifyPluginAsyncZod<AuthRouteContext> = async (app, { config }) => {
  app.get(
    '/settings',
    {
      config: { caller: 'anyone' },
      schema: { tags: ['auth'], summary: 'Sign-in methods on offer (GoTrue settings)' },
    },
    async () => ({
      external: {
        anonymous_users: false,
        email: true,
        phone: false,
        google: Boolean(config.google),
        apple: false,
        azure: false,
        facebook: false,
        github: false,
        gitlab: false,
      },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
};
