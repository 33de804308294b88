/** The answer fields and answers that endpoints of several areas share. */
import { z } from 'zod/mini';
import { wireBoolean, wireText } from '../wire';
import { lazySchema } from '../lazy-schema';

export const status = { status: wireBoolean };

/** For answers the spec shows without `status`: accepted when present. */
export const optionalStatus = { status: z.optional(wireBoolean) };

export const msg = { msg: wireText };

/** `{ status, msg }`: the answer of most calls that change something. */
export const StatusMessageResponseSchema = lazySchema(() => z.object({ ...status, ...msg }));
