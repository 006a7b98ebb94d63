import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { lazyRoute } from './lazy-page'
import { paths } from '../lib/paths'

/**
 * The sign-in pages, in the two-column auth layout: login, OTP, register, SSO verify, activate,
 * resend activation, forgot and reset password, confirm a new email address. Login and register are guest-only. The layout
 * and each page download when first visited, with the `auth` texts.
 */
export function authRoutes(i18n: I18n): RouteObject[] {
  const page = <Module,>(
    path: string,
    load: () => Promise<Module>,
    pick: (module: Module) => ComponentType,
  ): RouteObject => ({ path, ...lazyRoute(i18n, ['auth'], load, pick) })

  return [
    {
      ...lazyRoute(
        i18n,
        ['auth'],
        () => import('../layouts/auth/auth-layout'),
        (m) => m.AuthLayout,
      ),
      children: [
        {
          // Lazy too: the guard starts the session machinery, which the home page must not load.
          lazy: async () => ({ Component: (await import('./guards/guest-only')).GuestOnly }),
          children: [
            page(
              paths.login,
              () => import('../features/auth/components/login-page'),
              (m) => m.LoginPage,
            ),
            page(
              paths.register,
              () => import('../features/auth/components/register-page'),
              (m) => m.RegisterPage,
            ),
          ],
        },
        page(
          paths.otp,
          () => import('../features/auth/components/otp-page'),
          (m) => m.OtpPage,
        ),
        page(
          paths.ssoVerify,
          () => import('../features/auth/components/sso-verify-page'),
          (m) => m.SsoVerifyPage,
        ),
        page(
          paths.activate,
          () => import('../features/auth/components/activate-page'),
          (m) => m.ActivatePage,
        ),
        page(
          paths.resendActivation,
          () => import('../features/auth/components/resend-activation-page'),
          (m) => m.ResendActivationPage,
        ),
        page(
          paths.forgotPassword,
          () => import('../features/auth/components/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
        page(
          paths.resetPassword,
          () => import('../features/auth/components/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
        page(
          paths.confirmEmail,
          () => import('../features/auth/components/confirm-email-page'),
          (m) => m.ConfirmEmailPage,
        ),
      ],
    },
  ]
}
