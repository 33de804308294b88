/** Small inline icons; decorative (the buttons that hold them carry the accessible name). */
type IconProps = { readonly size?: number };

function svg(path: string) {
  return function Icon({ size = 24 }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" />
      </svg>
    );
  };
}

export const MenuIcon = svg('M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z');
export const BackIcon = svg('M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z');
export const WalletIcon = svg(
  'M21 7h-1V5a2 2 0 0 0-2-2H5a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h16a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zM5 5h13v2H5a1 1 0 0 1 0-2zm15 14H5a1 1 0 0 1-1-1V8.8c.3.1.7.2 1 .2h15zm-3-6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
);
export const HomeIcon = svg('M12 3 2 12h3v8h6v-6h2v6h6v-8h3z');
export const PlayIcon = svg('M8 5v14l11-7z');
export const PhoneIcon = svg(
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z',
);
export const ChatIcon = svg(
  'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.2-1.3A10 10 0 1 0 12 2zm5 13.6c-.2.6-1.2 1.2-1.7 1.2-.5.1-1 .2-3.2-.7-2.7-1.1-4.4-3.8-4.5-4s-1.1-1.5-1.1-2.8 .7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.1.1.7-.1 1.3z',
);
export const BidsIcon = svg('M4 4h16v2H4zm0 5h16v2H4zm0 5h10v2H4zm0 5h10v2H4z');
export const FundsIcon = svg(
  'M11 2h2v3h3v2h-5a1.5 1.5 0 0 0 0 3h2a3.5 3.5 0 0 1 0 7v3h-2v-3H8v-2h5a1.5 1.5 0 0 0 0-3h-2a3.5 3.5 0 0 1 0-7z',
);
export const PassbookIcon = svg(
  'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm2 4v2h8V6zm0 4v2h8v-2zm0 4v2h5v-2z',
);
export const SupportIcon = svg(
  'M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2v-9a9 9 0 0 0-9-9z',
);
export const ChartIcon = svg('M3 3h2v16h16v2H3zm4 10h3v4H7zm5-5h3v9h-3zm5 3h3v6h-3z');
