import { paths } from '../../config/paths';
import { OPEN_TO, appRoute, type AppRoute } from '../../config/route-handle';

const visitors = { openTo: OPEN_TO.visitors };

/**
 * Sign-up, sign-in, OTP, password and profile routes (spec section 2). The OTP and reset steps
 * open only from their form; a charts-only player keeps the in-app change password (spec section 6).
 */
export const authRoutes: AppRoute[] = [
  appRoute(
    paths.register,
    'register',
    'noFooter',
    () => import('./screens/register-screen'),
    visitors,
  ),
  appRoute(paths.login, 'signIn', 'noFooter', () => import('./screens/login-screen'), visitors),
  appRoute(
    paths.forgotPassword,
    'resetPasswordTitle',
    'noFooter',
    () => import('./screens/forgot-password-screen'),
    visitors,
  ),
  appRoute(
    paths.otpRegister,
    'verifyCodeTitle',
    'noFooter',
    () => import('./screens/otp-register-screen'),
    { ...visitors, afterForm: paths.register },
  ),
  appRoute(
    paths.otpForgotPassword,
    'passwordResetTitle',
    'noFooter',
    () => import('./screens/otp-forgot-screen'),
    { ...visitors, afterForm: paths.forgotPassword },
  ),
  appRoute(
    paths.resetPassword,
    'resetPasswordTitle',
    'noFooter',
    () => import('./screens/reset-password-screen'),
    { ...visitors, afterForm: paths.otpForgotPassword },
  ),
  appRoute(
    paths.changePassword,
    'changePassword',
    'footer',
    () => import('./screens/change-password-screen'),
    { openTo: OPEN_TO.players },
  ),
  appRoute(paths.profile, 'profile', 'footer', () => import('./screens/profile-screen')),
];
