import { paths } from '@/config/paths';
import { OPEN_TO, appRoute, type AppRoute } from '@/config/route-handle';

const visitors = { openTo: OPEN_TO.visitors };

/**
 * Sign-up, sign-in, OTP, password and profile routes. The OTP and reset steps
 * open only from their form; a charts-only player keeps the in-app change password.
 */
export const authRoutes: AppRoute[] = [
  appRoute(
    paths.register,
    'register',
    'noFooter',
    () => import('./screens/register-screen').then((m) => m.RegisterScreen),
    visitors,
  ),
  appRoute(
    paths.login,
    'signIn',
    'noFooter',
    () => import('./screens/login-screen').then((m) => m.LoginScreen),
    visitors,
  ),
  appRoute(
    paths.forgotPassword,
    'resetPasswordTitle',
    'noFooter',
    () => import('./screens/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
    visitors,
  ),
  appRoute(
    paths.otpRegister,
    'verifyCodeTitle',
    'noFooter',
    () => import('./screens/otp-register-screen').then((m) => m.OtpRegisterScreen),
    { ...visitors, afterForm: paths.register },
  ),
  appRoute(
    paths.otpForgotPassword,
    'passwordResetTitle',
    'noFooter',
    () => import('./screens/otp-forgot-screen').then((m) => m.OtpForgotScreen),
    { ...visitors, afterForm: paths.forgotPassword },
  ),
  appRoute(
    paths.resetPassword,
    'resetPasswordTitle',
    'noFooter',
    () => import('./screens/reset-password-screen').then((m) => m.ResetPasswordScreen),
    { ...visitors, afterForm: paths.otpForgotPassword },
  ),
  appRoute(
    paths.changePassword,
    'changePassword',
    'footer',
    () => import('./screens/change-password-screen').then((m) => m.ChangePasswordScreen),
    { openTo: OPEN_TO.players },
  ),
  appRoute(paths.profile, 'profile', 'footer', () =>
    import('./screens/profile-screen').then((m) => m.ProfileScreen),
  ),
];
