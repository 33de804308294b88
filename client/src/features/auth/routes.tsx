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
    'Register',
    'noFooter',
    () => import('./screens/register-screen'),
    visitors,
  ),
  appRoute(paths.login, 'Sign In', 'noFooter', () => import('./screens/login-screen'), visitors),
  appRoute(
    paths.forgotPassword,
    'Reset Password',
    'noFooter',
    () => import('./screens/forgot-password-screen'),
    visitors,
  ),
  appRoute(
    paths.otpRegister,
    'Verify Code',
    'noFooter',
    () => import('./screens/otp-register-screen'),
    { ...visitors, afterForm: paths.register },
  ),
  appRoute(
    paths.otpForgotPassword,
    'Password Reset',
    'noFooter',
    () => import('./screens/otp-forgot-screen'),
    { ...visitors, afterForm: paths.forgotPassword },
  ),
  appRoute(
    paths.resetPassword,
    'Reset Password',
    'noFooter',
    () => import('./screens/reset-password-screen'),
    { ...visitors, afterForm: paths.otpForgotPassword },
  ),
  appRoute(
    paths.changePassword,
    'Change Password',
    'footer',
    () => import('./screens/change-password-screen'),
    { openTo: OPEN_TO.players },
  ),
  appRoute(paths.profile, 'Profile', 'footer', () => import('./screens/profile-screen')),
];
