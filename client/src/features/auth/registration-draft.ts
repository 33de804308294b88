/** In memory only, as it holds the password: a reload on the OTP screen starts over. */
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
