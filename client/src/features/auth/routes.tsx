import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const chartsOnly = { chartsOnly: true };

/**
 * Sign-up, sign-in, OTP, password and profile routes (spec section 2). A charts-only player keeps
 * every route here but the profile (spec section 6: change password stays reachable).
 */
export const authRoutes: AppRoute[] = [
  appRoute(
    paths.register,
    'Register',
    'noFooter',
    () => import('./screens/register-screen'),
    chartsOnly,
  ),
  appRoute(paths.login, 'Sign In', 'noFooter', () => import('./screens/login-screen'), chartsOnly),
  appRoute(
    paths.forgotPassword,
    'Reset Password',
    'noFooter',
    () => import('./screens/forgot-password-screen'),
    chartsOnly,
  ),
  appRoute(
    paths.otpRegister,
    'Verify Code',
    'noFooter',
    () => import('./screens/otp-register-screen'),
    chartsOnly,
  ),
  appRoute(
    paths.otpForgotPassword,
    'Password Reset',
    'noFooter',
    () => import('./screens/otp-forgot-screen'),
    chartsOnly,
  ),
  appRoute(
    paths.resetPassword,
    'Reset Password',
    'noFooter',
    () => import('./screens/reset-password-screen'),
    chartsOnly,
  ),
  appRoute(
    paths.changePassword,
    'Change Password',
    'footer',
    () => import('./screens/change-password-screen'),
    chartsOnly,
  ),
  appRoute(paths.profile, 'Profile', 'footer', () => import('./screens/profile-screen')),
];
