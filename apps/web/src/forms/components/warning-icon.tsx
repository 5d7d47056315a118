/** The field warning icon of the old site; decorative, the message beside it says what is wrong. */
export function WarningIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 2 1 21h22L12 2Zm0 5.5 7.5 12.5h-15L12 7.5ZM11 11v4h2v-4h-2Zm0 5.5v2h2v-2h-2Z"
      />
    </svg>
  );
}
