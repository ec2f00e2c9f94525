import { createRoot } from 'react-dom/client';
import { BRAND_NAME } from '@gradatlas/shared/config';

/**
 * What a production build shows when its config.json is missing or invalid:
 * the site cannot know its API or its remotes, so it says so and names the
 * problem instead of calling a developer's localhost.
 */
export function ConfigErrorPage({ problem }: { problem: string }) {
  return (
    <main className="container config-error">
      <div className="error-box" role="alert">
        <h1>{BRAND_NAME} is not configured</h1>
        <p>The site cannot start because its configuration file is missing or wrong:</p>
        <p>
          <code>{problem}</code>
        </p>
        <p>If you deploy this site, fix config.json beside index.html and reload the page.</p>
      </div>
    </main>
  );
}

/** Replaces whatever the container shows (the host's static shell included) with the error page. */
export function showConfigError(container: HTMLElement, problem: string): void {
  createRoot(container).render(<ConfigErrorPage problem={problem} />);
}
