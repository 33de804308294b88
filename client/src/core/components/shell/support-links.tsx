import type { ReactNode } from 'react';
import { ChatIcon, PhoneIcon } from '@/components/ui/icons';
import { useSupportLinks } from './support-numbers';

interface SupportLinkProps {
  readonly className: string;
  readonly children: ReactNode;
  readonly onClick?: () => void;
}

/** Every screen's WhatsApp button is this one. */
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

/** Every screen's call button is this one. */
export function SupportCallLink({ className, children, onClick }: SupportLinkProps) {
  const links = useSupportLinks();
  return (
    <a className={className} href={links.call} onClick={onClick}>
      <PhoneIcon /> {children}
    </a>
  );
}
