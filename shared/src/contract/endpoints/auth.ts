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

const ApiCheckMobileRequestSchema = lazySchema(() => requestSchema({ mobile: PhoneSchema }));
const ApiCheckMobileResponseSchema = lazySchema(() =>
  z.object({ ...status, ...msg, otp: wireString }),
);

/** The spec does not show `device_id`'s value: free text up to 200 characters. */
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

/** The spec calls it fixed without showing it; we send '1234'. */
export const REGISTRATION_SECURITY_PIN = '1234';

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

/** Providers name the message `msg` or `message`. */
const ApiForgetCheckMobileRequestSchema = lazySchema(() => requestSchema({ mobile: PhoneSchema }));
const ApiForgetCheckMobileResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    message: wireText,
    otp: wireString,
  }),
);

/** May be answered as text wrapping the JSON object. */
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

/** May be answered as text wrapping the JSON object. */
const ApiProfileUpdateRequestSchema = lazySchema(() =>
  tokenRequestSchema({ user_name: NameSchema }),
);
const ApiProfileUpdateResponseSchema = StatusMessageResponseSchema;

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
