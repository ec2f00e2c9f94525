import { useEffect, useRef, useState } from 'react';

/** How long 'Copied' shows after a copy (SPEC section 9). */
const COPY_CONFIRMATION_MS = 2_000;

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name: 'admissions email'. */
  what: string;
}

/** Copies `text` to the clipboard and says 'Copied!' for 2 seconds (SPEC section 9). */
export function CopyButton({ text, what }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // no clipboard access (permissions, insecure origin): nothing was copied, so no confirmation
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <button
      type="button"
      className="copy-button"
      aria-label={copied ? 'Copied!' : `Copy ${what}`}
      onClick={() => void copy()}
    >
      {copied ? 'Copied!' : 'Copy'}
    </button>
  );
}
