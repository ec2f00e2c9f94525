interface LoadingProps {
  label?: string;
  fullScreen?: boolean;
}

/** A spinner with a visible, announced label ('Loading...' unless told otherwise). */
export function Loading({ label = 'Loading...', fullScreen = false }: LoadingProps) {
  return (
    <div className={fullScreen ? 'loading loading--full' : 'loading'} role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
