import { z } from 'zod/mini';
import { wireBoolean, wireText } from '../wire';
import { lazySchema } from '../lazy-schema';

export const status = { status: wireBoolean };

/** For answers the spec shows without `status`. */
export const optionalStatus = { status: z.optional(wireBoolean) };

export const msg = { msg: wireText };

export const StatusMessageResponseSchema = lazySchema(() => z.object({ ...status, ...msg }));
