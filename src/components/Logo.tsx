/** The 핏픽 wordmark: a rounded accent badge with the hanger mark, then the name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <span className="logo" aria-label="핏픽" role="img">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--accent)" />
        <path
          d="M16 9.2a2.6 2.6 0 1 1 2.6 2.6c-1 0-2.6.6-2.6 2.1v.6l8.3 5.6c.9.6.5 2-.6 2H8.3c-1.1 0-1.5-1.4-.6-2l8.3-5.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo-text" aria-hidden="true">
        핏픽
      </span>
    </span>
  );
}
