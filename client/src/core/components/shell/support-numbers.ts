import { callLink, normaliseSupportNumber, whatsappLink } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { runtimeConfig } from '@/config/runtime-config';
import { useHydrated } from '@/lib/hydration';
import { dashboardQueryOptions, socialQueryOptions } from '@/core/lib/queries';
import { useSession } from '@/lib/session';

export interface SupportLinks {
  /** WhatsApp chat with the provider's support mobile_no: `https://wa.me/91XXXXXXXXXX`. */
  readonly whatsapp: string | undefined;
  /** Call the second support number (dashboard mobile_1), else the first: `tel:+91XXXXXXXXXX`. */
  readonly call: string | undefined;
}

/**
 * The support links, each from the 10-digit number read out of the provider's support number in
 * whatever form it is written, or the configured fallback.
 * None while a prerendered page hydrates: its HTML was written before any number was known.
 */
export function useSupportLinks(): SupportLinks {
  const token = useSession()?.token ?? '';
  const social = useQuery({ ...socialQueryOptions(), select: (data) => data.mobile_no });
  const dashboard = useQuery({
    ...dashboardQueryOptions(token),
    select: (data) => ({ first: data.mobile_no, second: data.mobile_1 }),
  });
  const hydrated = useHydrated();
  if (!hydrated) return { whatsapp: undefined, call: undefined };
  const fallback = runtimeConfig()?.supportFallback ?? '';
  const first = social.data || dashboard.data?.first || '';
  const second = dashboard.data?.second || first;
  return {
    whatsapp: whatsappLink(normaliseSupportNumber(first, fallback)),
    call: callLink(normaliseSupportNumber(second, fallback)),
  };
}
