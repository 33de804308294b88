import { z } from 'zod/mini';
import {
  EmailSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
  requestSchema,
  tokenRequestSchema,
} from '../common';
import { wireString, wireText } from '../wire';
import { lazySchema } from '../lazy-schema';
import { msg, optionalStatus, status, StatusMessageResponseSchema } from './shapes';
import type { EndpointRow } from './row';

/** `api-check-mobile`: registration phone check; answers the OTP, refuses a registered number. */
const ApiCheckMobileRequestSchema = lazySchema(() => requestSchema({ mobile: PhoneSchema }));
const ApiCheckMobileResponseSchema = lazySchema(() =>
  z.object({ ...status, ...msg, otp: wireString }),
);

/** `device_id` is free text up to 200 characters (the spec does not show its value). */
const ApiUserLoginRequestSchema = lazySchema(() =>
  requestSchema({
    mobile: PhoneSchema,
    password: PasswordSchema,
    device_id: z.string().check(z.maxLength(200)),
  }),
);
const ApiUserLoginResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    user_name: wireString,
    unique_token: wireString,
    mobile: wireString,
  }),
);

/**
 * The fixed `security_pin` of `api-user-registration` (spec section 7: "security_pin (fixed)"; the
 * value is not shown, this project sends `'1234'`).
 */
export const REGISTRATION_SECURITY_PIN = '1234';

/** `email` is `''` (the register screen has no email field) or an address; `device_id` is null. */
const ApiUserRegistrationRequestSchema = lazySchema(() =>
  requestSchema({
    name: NameSchema,
    email: EmailSchema(),
    password: PasswordSchema,
    mobile: PhoneSchema,
    security_pin: z.literal(REGISTRATION_SECURITY_PIN),
    device_id: z.null(),
  }),
);
const ApiUserRegistrationResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    user_name: wireString,
    unique_token: wireString,
    mobile: wireText,
  }),
);

const ApiResendOtpRequestSchema = lazySchema(() => requestSchema({ mobile: PhoneSchema }));
const ApiResendOtpResponseSchema = lazySchema(() =>
  z.object({ ...optionalStatus, ...msg, otp: wireString }),
);

/** `api-forget-check-mobile`: the provider names the message `msg` or `message` (spec section 7). */
const ApiForgetCheckMobileRequestSchema = lazySchema(() => requestSchema({ mobile: PhoneSchema }));
const ApiForgetCheckMobileResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    message: wireText,
    otp: wireString,
  }),
);

/** `api-forgot-password`: may be answered as text wrapping the JSON object (spec section 7). */
const ApiForgotPasswordRequestSchema = lazySchema(() =>
  requestSchema({
    mobile: PhoneSchema,
    new_pass: PasswordSchema,
  }),
);
const ApiForgotPasswordResponseSchema = StatusMessageResponseSchema;

const ApiChangePasswordRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    old_pass: PasswordSchema,
    new_pass: PasswordSchema,
  }),
);
const ApiChangePasswordResponseSchema = StatusMessageResponseSchema;

/** `api-profile-update`: may be answered as text wrapping the JSON object (spec section 7). */
const ApiProfileUpdateRequestSchema = lazySchema(() =>
  tokenRequestSchema({ user_name: NameSchema }),
);
const ApiProfileUpdateResponseSchema = StatusMessageResponseSchema;

/** The rows of the endpoint table (index.ts) for sign-up, sign-in, passwords. */
export const authEndpoints = {
  apiCheckMobile: {
    auth: 'none',
    request: ApiCheckMobileRequestSchema,
    response: ApiCheckMobileResponseSchema,
  },
  apiUserLogin: {
    auth: 'none',
    request: ApiUserLoginRequestSchema,
    response: ApiUserLoginResponseSchema,
  },
  apiUserRegistration: {
    auth: 'none',
    request: ApiUserRegistrationRequestSchema,
    response: ApiUserRegistrationResponseSchema,
  },
  apiResendOtp: {
    auth: 'none',
    request: ApiResendOtpRequestSchema,
    response: ApiResendOtpResponseSchema,
  },
  apiForgetCheckMobile: {
    auth: 'none',
    request: ApiForgetCheckMobileRequestSchema,
    response: ApiForgetCheckMobileResponseSchema,
  },
  apiForgotPassword: {
    auth: 'none',
    request: ApiForgotPasswordRequestSchema,
    response: ApiForgotPasswordResponseSchema,
  },
  apiChangePassword: {
    auth: 'token',
    request: ApiChangePasswordRequestSchema,
    response: ApiChangePasswordResponseSchema,
  },
  apiProfileUpdate: {
    auth: 'token',
    request: ApiProfileUpdateRequestSchema,
    response: ApiProfileUpdateResponseSchema,
  },
} as const satisfies Readonly<Record<string, EndpointRow>>;
