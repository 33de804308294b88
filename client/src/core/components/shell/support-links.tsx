import type { ReactNode } from 'react';
import { ChatIcon, PhoneIcon } from '@/components/ui/icons';
import { useSupportLinks } from './support-numbers';

interface SupportLinkProps {
  readonly className: string;
  readonly children: ReactNode;
  readonly onClick?: () => void;
}

/** A WhatsApp chat with support, in a new tab: every screen's WhatsApp button is this one. */
export function SupportChatLink({ className, children, onClick }: SupportLinkProps) {
  const links = useSupportLinks();
  return (
    <a
      className={className}
      href={links.whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      <ChatIcon /> {children}
    </a>
  );
}

/** A call to support: every screen's call button is this one. */
export function SupportCallLink({ className, children, onClick }: SupportLinkProps) {
  const links = useSupportLinks();
  return (
    <a className={className} href={links.call} onClick={onClick}>
      <PhoneIcon /> {children}
    </a>
  );
}
