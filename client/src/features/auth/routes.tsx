import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

/** Sign-up, sign-in, OTP, password and profile routes (spec section 2). */
export const authRoutes: AppRoute[] = [
  appRoute(paths.register, 'Register', 'noFooter', () => import('./screens/register-screen')),
  appRoute(paths.login, 'Sign In', 'noFooter', () => import('./screens/login-screen')),
  appRoute(
    paths.forgotPassword,
    'Reset Password',
    'noFooter',
    () => import('./screens/forgot-password-screen'),
  ),
  appRoute(
    paths.otpRegister,
    'Verify Code',
    'noFooter',
    () => import('./screens/otp-register-screen'),
  ),
  appRoute(
    paths.otpForgotPassword,
    'Password Reset',
    'noFooter',
    () => import('./screens/otp-forgot-screen'),
  ),
  appRoute(
    paths.resetPassword,
    'Reset Password',
    'noFooter',
    () => import('./screens/reset-password-screen'),
  ),
  appRoute(
    paths.changePassword,
    'Change Password',
    'footer',
    () => import('./screens/change-password-screen'),
  ),
  appRoute(paths.profile, 'Profile', 'footer', () => import('./screens/profile-screen')),
];
