// The Ironbark mark (a stylised eucalypt leaf crossed by signal arcs) and wordmark. A public page
// draws the mark's shapes once, in the header (id LOGO_MARK_ID); the mobile menu and the footer
// reference them (<use>), so the page carries them once.
export const LOGO_MARK_ID = 'logo-mark';

type MarkSource = 'draw' | 'define' | 'reference';

export function LogoMark({ size = 36, source = 'draw' }: { size?: number; source?: MarkSource }) {
  if (source === 'reference') {
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <use href={`#${LOGO_MARK_ID}`} />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <g id={source === 'define' ? LOGO_MARK_ID : undefined}>
          <rect width="40" height="40" rx="10" fill="#0e2a47" />
        <path d="M12 29c0-9 5.5-16 16-18-1 10.5-7 17-16 18Z" fill="#0f8b8d" />
        <path d="M12 29 24.5 15.5" stroke="#f2b134" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M27.5 23.5a8 8 0 0 1-4 6.2M31 24a12 12 0 0 1-6 9.2" stroke="#ffffff" strokeWidth="1.8" strokeLinecap="round" fill="none" />
      </g>
    </svg>
  );
}

/** `mark`: 'define' in the public header, 'reference' elsewhere on a public page, 'draw' (the default) alone. */
export function Logo({ siteName, inverted = false, mark = 'draw' }: { siteName: string; inverted?: boolean; mark?: MarkSource }) {
  const [first, ...rest] = siteName.split(' ');
  return (
    <span className={`logo${inverted ? ' logo-inverted' : ''}`}>
      <LogoMark source={mark} />
      <span className="logo-text">
        <span className="logo-name">{first}</span>
        {rest.length > 0 ? <span className="logo-sub">{` ${rest.join(' ')}`}</span> : null}
      </span>
    </span>
  );
}
