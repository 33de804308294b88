import type { FastifyInstance } from 'fastify';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../context';
import { provide, Write } from '../http/provider-route';
import type { AbuseLimits } from '../http/abuse-limits';

/** Sign-up (phone check + OTP), sign-in, password reset and change, profile name. */
export async function authRoutes(
  app: FastifyInstance,
  { ctx, limits }: { ctx: ServerContext; limits: AbuseLimits },
): Promise<void> {
  const { accounts } = ctx;

  provide(
    app,
    ctx,
    'apiCheckMobile',
    ({ body, now }) =>
      new Write(() => ({
        status: true,
        msg: providerMessages.otpSent,
        otp: accounts.checkMobile(body.mobile, now),
      })),
    limits.guards.otp,
  );

  provide(
    app,
    ctx,
    'apiResendOtp',
    ({ body, now }) =>
      new Write(() => ({
        status: true,
        msg: providerMessages.otpSent,
        otp: accounts.resendOtp(body.mobile, now),
      })),
    limits.guards.otp,
  );

  provide(app, ctx, 'apiUserRegistration', async ({ body, now, request }) => {
    const register = await limits.hashOneAtATime(request, () =>
      accounts.register(
        { name: body.name, email: body.email, mobile: body.mobile, password: body.password },
        now,
      ),
    );
    return new Write(() => {
      const { user, token } = register();
      return {
        status: true,
        msg: providerMessages.registered,
        user_name: user.name,
        unique_token: token,
        mobile: user.mobile,
      };
    });
  });

  provide(
    app,
    ctx,
    'apiUserLogin',
    async ({ body, now, request }) => {
      const signIn = await limits.signIn(request, body.mobile, () =>
        accounts.login(body.mobile, body.password, now),
      );
      return new Write(() => {
        const { user, token } = signIn();
        return {
          status: true,
          msg: providerMessages.loginSuccess,
          user_name: user.name,
          unique_token: token,
          mobile: user.mobile,
        };
      });
    },
    limits.guards.login,
  );

  provide(
    app,
    ctx,
    'apiForgetCheckMobile',
    ({ body, now }) =>
      new Write(() => {
        const otp = accounts.forgetCheckMobile(body.mobile, now);
        return {
          status: true,
          msg: providerMessages.otpSent,
          message: providerMessages.otpSent,
          otp,
        };
      }),
    limits.guards.otp,
  );

  provide(app, ctx, 'apiForgotPassword', async ({ body, now, request }) => {
    const reset = await limits.hashOneAtATime(request, () =>
      accounts.resetPassword(body.mobile, body.new_pass, now),
    );
    return new Write(() => {
      reset();
      return { status: true, msg: providerMessages.passwordUpdated };
    });
  });

  provide(
    app,
    ctx,
    'apiChangePassword',
    async ({ body, user, token, request }) => {
      // The old password can be guessed here by whoever holds a token: limited before hashing.
      limits.checkPlayer('changePassword', user.id);
      const change = await limits.hashOneAtATime(request, () =>
        accounts.changePassword(user, token ?? '', body.old_pass, body.new_pass),
      );
      return new Write(() => {
        change();
        return { status: true, msg: providerMessages.passwordUpdated };
      });
    },
    limits.guards.changePassword,
  );

  provide(
    app,
    ctx,
    'apiProfileUpdate',
    ({ body, user }) =>
      new Write(() => {
        accounts.rename(user, body.user_name);
        return { status: true, msg: providerMessages.profileUpdated };
      }),
  );
}
