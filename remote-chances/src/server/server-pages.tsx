// What this remote draws on the site's server (shared/src/federation/
// server-pages.ts): the calculator's first lines, for a student's first view.
// The calculator itself depends on the student (their saved scores), which the
// server does not know; its heading and intro are the same for everyone.
import { renderToString } from 'react-dom/server';
import type { ServerPages } from '@gradatlas/shared/federation';
import { CalculatorIntro } from '../features/calculator/components/calculator-intro';

const serverPages: ServerPages = {
  answerPath: ({ page }) => (page === 'RateMyChancesPage' ? null : undefined),
  render: ({ page }) =>
    page === 'RateMyChancesPage'
      ? {
          // The page's own frame (rate-my-chances-page.tsx) around its first lines.
          html: renderToString(
            <div className="container section calculator">
              <CalculatorIntro />
            </div>,
          ),
          audience: 'member',
        }
      : undefined,
};

// Federation exposes need a default export; the site's server reads it with loadRemote.
export default serverPages;
