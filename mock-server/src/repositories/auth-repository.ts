import type { Db } from '../db/database';

export type OtpPurpose = 'register' | 'forgot';

export function createAuthRepository(db: Db) {
  const putOtp = db.prepare(
    `INSERT INTO otps (mobile, purpose, otp, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (mobile, purpose) DO UPDATE SET otp = excluded.otp, created_at = excluded.created_at`,
  );
  const getOtp = db.prepare<[string, string], { otp: string }>(
    'SELECT otp FROM otps WHERE mobile = ? AND purpose = ?',
  );
  const otpIssuedAt = db.prepare<[string, string], { created_at: number }>(
    'SELECT created_at FROM otps WHERE mobile = ? AND purpose = ?',
  );
  const deleteOtp = db.prepare('DELETE FROM otps WHERE mobile = ? AND purpose = ?');
  return {
    /** When the number's unused OTP of this purpose was issued, if it has one. */
    otpIssuedAt: (mobile: string, purpose: OtpPurpose): number | undefined =>
      otpIssuedAt.get(mobile, purpose)?.created_at,
    /** Uses the OTP up; true when there was one. */
    consumeOtp: (mobile: string, purpose: OtpPurpose): boolean =>
      deleteOtp.run(mobile, purpose).changes === 1,
    putOtp: (mobile: string, purpose: OtpPurpose, otp: string, at: number): void =>
      void putOtp.run(mobile, purpose, otp, at),
    otp: (mobile: string, purpose: OtpPurpose): string | undefined =>
      getOtp.get(mobile, purpose)?.otp,
  };
}
