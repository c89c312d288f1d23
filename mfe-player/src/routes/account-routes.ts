import { pageHandle } from '@hfl/shared-ui/core';
import type { RouteObject } from 'react-router';
import { memberPageHandle } from './memberships-on-arrival';

/**
 * Account journeys: sign-in and sign-out, registration and its confirmation link, forgotten password, the profile
 * and its changes, account deletion. Each page loads on its first visit.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: pageHandle('player:login.title'),
    lazy: async () => ({ Component: (await import('../pages/login/login')).LoginPage }),
  },
  {
    path: '/secure',
    handle: memberPageHandle('common:home.myLeagues.title'),
    lazy: async () => ({ Component: (await import('../pages/secure/secure')).SecurePage }),
  },
  {
    path: '/logout',
    handle: pageHandle('common:nav.logout'),
    lazy: async () => ({ Component: (await import('../pages/logout/logout')).LogoutPage }),
  },
  {
    path: '/register',
    handle: pageHandle('player:register.title'),
    lazy: async () => ({ Component: (await import('../pages/register/register')).RegisterPage }),
  },
  {
    path: '/thanks',
    handle: pageHandle('player:thanks.title'),
    lazy: async () => ({ Component: (await import('../pages/thanks/thanks')).ThanksPage }),
  },
  // The spec knows the confirmation link under both paths; accounts e-mails the /account/confirm one.
  ...['/account/confirm/:confirmationToken', '/user/confirm/:confirmationToken'].map((path): RouteObject => ({
    path,
    handle: pageHandle('player:pageTitle.confirmAccount'),
    lazy: async () => ({ Component: (await import('../pages/confirm-account/confirm-account')).ConfirmAccountPage }),
  })),
  {
    path: '/reset-password',
    handle: pageHandle('player:resetPassword.title'),
    lazy: async () => ({ Component: (await import('../pages/reset-password/reset-password')).ResetPasswordPage }),
  },
  {
    path: '/reset-password/:resetPasswordToken',
    handle: pageHandle('player:newPassword.title'),
    lazy: async () => ({ Component: (await import('../pages/new-password/new-password')).NewPasswordPage }),
  },
  {
    path: '/profile',
    handle: pageHandle('player:profile.title'),
    lazy: async () => ({ Component: (await import('../pages/profile/profile')).ProfilePage }),
  },
  {
    path: '/edit-profile',
    handle: pageHandle('player:editProfile.title'),
    lazy: async () => ({ Component: (await import('../pages/edit-profile/edit-profile')).EditProfilePage }),
  },
  {
    path: '/change-password',
    handle: pageHandle('player:changePassword.title'),
    lazy: async () => ({ Component: (await import('../pages/change-password/change-password')).ChangePasswordPage }),
  },
  {
    path: '/change-email',
    handle: pageHandle('player:changeEmail.title'),
    lazy: async () => ({ Component: (await import('../pages/change-email/change-email')).ChangeEmailPage }),
  },
  {
    path: '/change-email/:emailChangeToken',
    handle: pageHandle('player:changeEmail.title'),
    lazy: async () => ({
      Component: (await import('../pages/complete-email-change/complete-email-change')).CompleteEmailChangePage,
    }),
  },
  {
    path: '/account-deleted',
    handle: pageHandle('player:accountDeleted.title'),
    lazy: async () => ({ Component: (await import('../pages/account-deleted/account-deleted')).AccountDeletedPage }),
  },
];
