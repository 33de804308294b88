import type { Db } from '../plugins/database';

export type OtpPurpose = 'register' | 'forgot';

export function createAuthRepository(db: Db) {
  const putOtp = db.prepare(
    `INSERT INTO otps (mobile, purpose, otp, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (mobile, purpose) DO UPDATE SET otp = excluded.otp, created_at = excluded.created_at`,
  );
  const getOtp = db.prepare<[string, string], { otp: string }>(
    'SELECT otp FROM otps WHERE mobile = ? AND purpose = ?',
  );
  return {
    putOtp: (mobile: string, purpose: OtpPurpose, otp: string, at: number): void =>
      void putOtp.run(mobile, purpose, otp, at),
    otp: (mobile: string, purpose: OtpPurpose): string | undefined =>
      getOtp.get(mobile, purpose)?.otp,
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
