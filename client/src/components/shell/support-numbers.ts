import { normaliseSupportNumber } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '../../config/runtime-config';
import { dashboardQueryOptions, socialQueryOptions } from '../../lib/queries';
import { useSession } from '../../lib/session';

export interface SupportNumbers {
  /** For the WhatsApp chat link: the provider's support mobile_no. */
  readonly whatsapp: string;
  /** For the call link: the second support number (dashboard mobile_1), else the first. */
  readonly call: string;
}

/** WhatsApp chat link for a 10-digit Indian number (spec section 2). */
export function whatsappLink(number: string): string {
  return `https://wa.me/91${number}`;
}

export function callLink(number: string): string {
  return `tel:${number}`;
}

/**
 * The support numbers, stripped to digits, with the configured fallback when a number has fewer
 * than 10 digits (spec section 5 "Contact numbers").
 */
export function useSupportNumbers(): SupportNumbers {
  const token = useSession()?.token ?? '';
  const social = useQuery({ ...socialQueryOptions(), select: (data) => data.mobile_no });
  const dashboard = useQuery({
    ...dashboardQueryOptions(token),
    select: (data) => ({ first: data.mobile_no, second: data.mobile_1 }),
  });
  const fallback = runtimeConfig()?.supportFallback ?? '';
  const first = social.data || dashboard.data?.first || '';
  const second = dashboard.data?.second || first;
  return {
    whatsapp: normaliseSupportNumber(first, fallback),
    call: normaliseSupportNumber(second, fallback),
  };
}
