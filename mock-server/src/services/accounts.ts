import { providerMessages } from '@matka/shared/messages';
import type { Writer } from '../db/writer';
import type { Repositories } from '../repositories';
import type { UserRow } from '../repositories/users-repository';
import type { SessionUser } from '../repositories/sessions-repository';
import { checkPlayerName } from '@matka/shared/rules';
import { hashPassword, newOtp, verifyPassword } from './passwords';
import type { SessionsService } from './sessions';
import { refuse } from '../lib/refusal';

/** New players may bid at once (the spec's provider sets betting_status per player; ours starts at '1'). */
const NEW_PLAYER_BETTING_STATUS = '1';

/** How long an issued OTP lets its number register or reset the password. */
const OTP_VALID_MS = 10 * 60_000;

/** A name another player may be shown (registration, profile): refused with its message otherwise. */
function requireValidName(name: string): void {
  const problem = checkPlayerName(name);
  if (problem !== undefined) refuse(422, problem);
}

export function createAccountsService(
  writes: Writer,
  repos: Repositories,
  sessions: SessionsService,
) {
  /**
   * The client checks the OTP itself, so registration and password reset carry none;
   * the mock still requires that an OTP was issued to the number for that purpose in the last 10
   * minutes and not used, so one request cannot take over another player's account.
   */
  function requireIssuedOtp(mobile: string, purpose: 'register' | 'forgot', now: number): void {
    const issuedAt = repos.auth.otpIssuedAt(mobile, purpose);
    if (issuedAt === undefined || now - issuedAt > OTP_VALID_MS || now < issuedAt)
      refuse(409, providerMessages.otpNotRequested);
  }

  return {
    /** Registration step 1: an unregistered number gets an OTP (returned, as the spec's provider does). */
    checkMobile(mobile: string, now: number): string {
      if (repos.users.byMobile(mobile) !== undefined)
        refuse(409, providerMessages.mobileAlreadyRegistered);
      const otp = newOtp();
      repos.auth.putOtp(mobile, 'register', otp, now);
      return otp;
    },

    /** A new OTP for the number's pending flow: password reset when registered, else registration. */
    resendOtp(mobile: string, now: number): string {
      const purpose = repos.users.byMobile(mobile) === undefined ? 'register' : 'forgot';
      const otp = newOtp();
      repos.auth.putOtp(mobile, purpose, otp, now);
      return otp;
    },

    /** Forgot password step 1: a registered number gets an OTP. */
    forgetCheckMobile(mobile: string, now: number): string {
      if (repos.users.byMobile(mobile) === undefined)
        refuse(422, providerMessages.mobileNotRegistered);
      const otp = newOtp();
      repos.auth.putOtp(mobile, 'forgot', otp, now);
      return otp;
    },

    /**
     * Creates the player (scrypt hash with its own salt) and signs them in. The OTP is checked by the
     * client, as the spec's provider leaves it. Hashes first, then returns the write,
     * which checks again what the hashing's await may have changed.
     */
    async register(
      input: { name: string; email: string; mobile: string; password: string },
      now: number,
    ): Promise<() => { user: UserRow; token: string }> {
      requireValidName(input.name);
      if (repos.users.byMobile(input.mobile) !== undefined)
        refuse(409, providerMessages.mobileAlreadyRegistered);
      requireIssuedOtp(input.mobile, 'register', now);
      const { salt, hash } = await hashPassword(input.password);
      return () =>
        writes.write(() => {
          if (repos.users.byMobile(input.mobile) !== undefined)
            refuse(409, providerMessages.mobileAlreadyRegistered);
          if (!repos.auth.consumeOtp(input.mobile, 'register'))
            refuse(409, providerMessages.otpNotRequested);
          const id = repos.users.insert({
            name: input.name,
            mobile: input.mobile,
            email: input.email,
            passwordSalt: salt,
            passwordHash: hash,
            bettingStatus: NEW_PLAYER_BETTING_STATUS,
            createdAt: now,
          });
          return { user: repos.users.byId(id) as UserRow, token: sessions.open(id, now) };
        });
    },

    /**
     * Checks the password, then returns the write that opens a session: refused if the password was
     * changed or reset while it was being checked.
     */
    async login(
      mobile: string,
      password: string,
      now: number,
    ): Promise<() => { user: UserRow; token: string }> {
      const user = repos.users.byMobile(mobile);
      const ok =
        user !== undefined &&
        (await verifyPassword(password, { salt: user.password_salt, hash: user.password_hash }));
      if (!ok || user === undefined) return refuse(422, providerMessages.loginFailed);
      return () =>
        writes.write(() => {
          const current = repos.users.byMobile(mobile);
          if (current?.password_hash !== user.password_hash)
            refuse(422, providerMessages.loginFailed);
          return { user: current as UserRow, token: sessions.open(user.id, now) };
        });
    },

    /** A new password from the forgot flow; every session of the player ends. */
    async resetPassword(mobile: string, newPassword: string, now: number): Promise<() => void> {
      const user = repos.users.byMobile(mobile);
      if (user === undefined) return refuse(422, providerMessages.mobileNotRegistered);
      requireIssuedOtp(mobile, 'forgot', now);
      const { salt, hash } = await hashPassword(newPassword);
      return () =>
        writes.write(() => {
          if (!repos.auth.consumeOtp(mobile, 'forgot'))
            refuse(409, providerMessages.otpNotRequested);
          repos.users.setPassword(user.id, salt, hash);
          sessions.endAll(user.id);
        });
    },

    /**
     * A new password, given the old one; the player's other sessions end, `token`'s stays. The write
     * is refused if the session ended or the password changed while the old one was being checked.
     */
    async changePassword(
      user: SessionUser,
      token: string,
      oldPassword: string,
      newPassword: string,
    ): Promise<() => void> {
      const ok = await verifyPassword(oldPassword, {
        salt: user.password_salt,
        hash: user.password_hash,
      });
      if (!ok) refuse(422, providerMessages.oldPasswordIncorrect);
      const { salt, hash } = await hashPassword(newPassword);
      return () =>
        writes.write(() => {
          if (repos.sessions.byToken(token) === undefined)
            refuse(401, providerMessages.invalidToken);
          if (repos.users.byId(user.id)?.password_hash !== user.password_hash)
            refuse(422, providerMessages.oldPasswordIncorrect);
          repos.users.setPassword(user.id, salt, hash);
          sessions.endOthers(user.id, token);
        });
    },

    /** A new profile name, checked like a registration's. */
    rename(user: SessionUser, name: string): void {
      requireValidName(name);
      repos.users.setName(user.id, name);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
