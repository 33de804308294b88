/**
 * The registration draft (spec section 3: username, phone, password, otp) between the register
 * screen and /otpregister. Kept in memory only, never in storage, because it holds the password; a
 * reload on the OTP screen therefore asks the player to start over.
 */
export interface RegistrationDraft {
  readonly username: string;
  readonly phone: string;
  readonly password: string;
  readonly otp: string;
}

let draft: RegistrationDraft | undefined;

export function saveRegistrationDraft(value: RegistrationDraft): void {
  draft = value;
}

export function registrationDraft(): RegistrationDraft | undefined {
  return draft;
}

export function clearRegistrationDraft(): void {
  draft = undefined;
}
