/** The VisaDesk mark (a V with a gold destination dot); decorative, the name is always beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#0b2545" />
      <rect x="0.5" y="0.5" width="31" height="31" rx="7.5" fill="none" stroke="rgba(255,255,255,.18)" />
      <path d="M8 9h4.2L16 19.6 19.8 9H24l-6.2 15h-3.6z" fill="#fff" />
      <circle cx="24" cy="9" r="2.6" fill="#f4b942" />
    </svg>
  );
}
